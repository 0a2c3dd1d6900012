/**
 * Branches, delivery zones and order settings in the console (issue 12; decisions 261-263), ADMIN only.
 * The shape checks live here (the console's forms use the same schemas); what needs the whole value (hours that
 * overlap, a polygon that crosses itself) is packages/domain's, checked by the server and shown by the console.
 */
import { z } from 'zod';
import { PhoneSchema } from './account.ts';
import { WorkHourSchema } from './branch.ts';
import { RowIdParamSchema, RowIdSchema } from './common.ts';
import { OrderServiceTypeSchema } from './order-kinds.ts';

/** Money in whole so'm an admin types: never negative, at most 100 million. */
export const AdminMoneySchema = z.number().int().min(0).max(100_000_000);

const name = z.string().trim().min(1).max(120);
const optionalPhone = PhoneSchema.nullable();

/** The services a branch offers (spec §3 branch settings). */
export const BranchServicesSchema = z.object({
  deliveryEnabled: z.boolean(),
  pickUpEnabled: z.boolean(),
  dineInEnabled: z.boolean(),
  bookingEnabled: z.boolean(),
  expressEnabled: z.boolean(),
  yandexEnabled: z.boolean(),
  kitchenEnabled: z.boolean(),
  payOfficeEnabled: z.boolean(),
  storageEnabled: z.boolean(),
});
export type BranchServices = z.infer<typeof BranchServicesSchema>;
export const BRANCH_SERVICES = Object.keys(BranchServicesSchema.shape) as Array<keyof BranchServices>;

/** POST /staff/v1/branches, PUT /staff/v1/branches/{id}. */
export const BranchInputSchema = z
  .object({
    name: z.object({ uz: name, ru: name, eng: name }),
    address: z.string().trim().min(1).max(300),
    cityId: RowIdParamSchema,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    phone: optionalPhone,
    bookingPhone: optionalPhone,
    isActive: z.boolean(),
    services: BranchServicesSchema,
    /** One entry per weekday at most; a missing day is closed. Overlaps are refused by the server. */
    workHours: z.array(WorkHourSchema).max(7),
  })
  .strict();
export type BranchInput = z.infer<typeof BranchInputSchema>;

/** PUT /staff/v1/branches/{id}/close: close until an instant (at most 14 days ahead), or null to reopen. */
export const BranchCloseInputSchema = z
  .object({ closedUntil: z.iso.datetime({ offset: true }).nullable() })
  .strict();
export type BranchCloseInput = z.infer<typeof BranchCloseInputSchema>;
export const BRANCH_CLOSE_MAX_DAYS = 14;

export const StaffBranchSchema = z.object({
  id: z.number().int(),
  name: z.object({ uz: z.string(), ru: z.string(), eng: z.string() }),
  address: z.string(),
  cityId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  bookingPhone: z.string().nullable(),
  isActive: z.boolean(),
  isMain: z.boolean(),
  services: BranchServicesSchema,
  workHours: z.array(WorkHourSchema),
  /** ISO instant the temporary close ends; null when none is in force. */
  closedUntil: z.string().nullable(),
  /** Open for orders now (weekly hours and temporary close), by the server's clock. */
  openNow: z.boolean(),
  lastModifiedDate: z.string(),
});
export type StaffBranch = z.infer<typeof StaffBranchSchema>;

export const LatLonSchema = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

/** POST /staff/v1/zones, PUT /staff/v1/zones/{id}: a polygon of [lat, lon] points; closed rings are accepted. */
export const ZoneInputSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    /** null: every branch of the merchant. */
    branchId: RowIdSchema.nullable(),
    polygon: z.array(LatLonSchema).min(3).max(1000),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .nullable(),
    price: AdminMoneySchema,
    /** Where zones overlap, the highest priority serves. */
    priority: z.number().int().min(0).max(1000),
    isActive: z.boolean(),
  })
  .strict();
export type ZoneInput = z.infer<typeof ZoneInputSchema>;

export const StaffZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  branchId: z.number().int().nullable(),
  polygon: z.array(z.tuple([z.number(), z.number()])),
  color: z.string().nullable(),
  price: z.number().int(),
  priority: z.number().int(),
  isActive: z.boolean(),
  lastModifiedDate: z.string(),
});
export type StaffZone = z.infer<typeof StaffZoneSchema>;

/** GET /staff/v1/zones/preview: what a customer at a point pays, by the tariff the checkout uses. */
export const ZonePreviewQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  /** Default: the closest active branch offering delivery, as the checkout picks it. */
  branchId: RowIdParamSchema.optional(),
});
export const ZonePreviewSchema = z.object({
  branchId: z.number().int(),
  /** null: outside every active zone of that branch (no delivery there). */
  zone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Kilometres from the branch. */
  distance: z.number(),
  /** Delivery price in so'm before the free-delivery threshold. */
  price: z.number().int(),
  minOrderAmount: z.number().int(),
  /** 0: no free delivery. */
  freeDeliveryThreshold: z.number().int(),
});
export type ZonePreview = z.infer<typeof ZonePreviewSchema>;

/** PUT /staff/v1/order-settings: the order settings of spec §3 an admin edits. */
export const OrderSettingsInputSchema = z
  .object({
    isServiceFeeEnabled: z.boolean(),
    isServiceFeeFreeAboveThreshold: z.boolean(),
    serviceFeeThreshold: AdminMoneySchema,
    serviceFeeAmount: AdminMoneySchema,
    minimalDeliveryPrice: AdminMoneySchema,
    minOrderAmount: AdminMoneySchema,
    /** Products (after discounts) from this much deliver free; 0: never. */
    freeDeliveryThreshold: AdminMoneySchema,
    deliveryPricePerKm: AdminMoneySchema,
    deliveryFreeKm: z.number().min(0).max(100),
    defaultServiceType: z.object({
      telegram: OrderServiceTypeSchema,
      website: OrderServiceTypeSchema,
      application: OrderServiceTypeSchema,
    }),
  })
  .strict();
export type OrderSettingsInput = z.infer<typeof OrderSettingsInputSchema>;
