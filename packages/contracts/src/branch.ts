import { z } from 'zod';
import { MultilingualTextSchema, RowIdParamSchema, TimeOfDaySchema, WeekdaySchema } from './common.ts';

export const SERVICE_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24'] as const;
export const ServiceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

export const BranchSettingsSchema = z.object({
  bookingEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
  dineInEnabled: z.boolean(),
  expressEnabled: z.boolean(),
  kitchenEnabled: z.boolean(),
  payOfficeEnabled: z.boolean(),
  pickUpEnabled: z.boolean(),
  storageEnabled: z.boolean(),
  yandexEnabled: z.boolean(),
  directorId: z.number().int().nullable(),
  merchantId: z.uuid(),
});
export type BranchSettings = z.infer<typeof BranchSettingsSchema>;

/**
 * One day of a branch's weekly hours in the branch's local time (Asia/Tashkent).
 * `close` earlier than `open` means the branch closes after midnight; `isDayOff` closes the whole day.
 */
export const WorkHourSchema = z.object({
  day: WeekdaySchema,
  open: TimeOfDaySchema,
  close: TimeOfDaySchema,
  isDayOff: z.boolean(),
});
export type WorkHour = z.infer<typeof WorkHourSchema>;

export const BranchSchema = z.object({
  id: z.number().int(),
  merchantId: z.uuid(),
  cityId: z.number().int(),
  name: MultilingualTextSchema,
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Today's opening time ("HH:MM") as a convenience; `workHours` is the full week. */
  open: z.string().nullable(),
  close: z.string().nullable(),
  phone: z.string().nullable(),
  bookingPhone: z.string().nullable(),
  isActive: z.boolean(),
  isMain: z.boolean(),
  joinPosterId: z.string().nullable(),
  jowiId: z.string().nullable(),
  iikoId: z.string().nullable(),
  companyId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
  deliveryPrice: z.number().int().nullable(),
  deliveryStart: z.string().nullable(),
  deliveryEnd: z.string().nullable(),
  /** Distance in metres from the point asked for (closest-branch call only). */
  distance: z.number().nullable(),
  workHours: z.array(WorkHourSchema),
  /**
   * A temporary close (issue 12, decision 261): the ISO instant until which the branch takes no orders whatever
   * its hours say; null when none. Read it with packages/domain `branchOpenStatus`.
   */
  closedUntil: z.string().nullable().default(null),
  settings: BranchSettingsSchema,
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type Branch = z.infer<typeof BranchSchema>;

export const BranchesFullQuerySchema = z.object({ cityId: RowIdParamSchema });
export const ClosestBranchQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  type: z.enum(['DELIVERY', 'PICK_UP', 'DINE_IN']).optional(),
});
export const ClosestBranchParamsSchema = z.object({ merchantId: z.uuid() });
