/**
 * Dine-in (issue 13, decisions 279-284): halls and tables of a branch, their signed QR links, the customer's
 * table and waiter calls, and the merchant's dine-in settings.
 */
import { z } from 'zod';
import { MultilingualTextSchema, RowIdParamSchema, RowIdSchema } from './common.ts';

const trimmed = (max: number) => z.string().trim().max(max);

/** A hall's name: every language filled (the storefront header shows it). */
export const HallNameSchema = z.object({
  uz: trimmed(60).min(1),
  ru: trimmed(60).min(1),
  eng: trimmed(60).min(1),
});

/** POST/PUT a hall. */
export const HallInputSchema = z.object({
  branchId: RowIdSchema,
  name: HallNameSchema,
  isActive: z.boolean(),
  priority: z.number().int().min(0).max(999),
});
export type HallInput = z.infer<typeof HallInputSchema>;

/** POST/PUT a table. */
export const DiningTableInputSchema = z.object({
  number: z.number().int().min(1).max(9999),
  name: trimmed(40).nullable(),
  seats: z.number().int().min(1).max(50),
  isActive: z.boolean(),
});
export type DiningTableInput = z.infer<typeof DiningTableInputSchema>;

export const DiningTableSchema = DiningTableInputSchema.extend({
  id: z.number().int(),
  hallId: z.number().int(),
  /** The signed storefront link printed as the table's QR code. */
  link: z.string(),
});
export type DiningTable = z.infer<typeof DiningTableSchema>;

export const HallSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  name: MultilingualTextSchema,
  isActive: z.boolean(),
  priority: z.number().int(),
  tables: z.array(DiningTableSchema),
  /** Staff assigned to wait on this hall. */
  staffIds: z.array(z.number().int()),
});
export type Hall = z.infer<typeof HallSchema>;

export const HallListSchema = z.object({ halls: z.array(HallSchema) });

/** PUT a hall's waiters. */
export const HallStaffInputSchema = z.object({ staffIds: z.array(RowIdSchema).max(100) });

/** GET a hall's QR sheet: one SVG per active table. */
export const HallQrSheetSchema = z.object({
  hall: HallSchema.omit({ tables: true, staffIds: true }),
  tables: z.array(
    z.object({
      id: z.number().int(),
      number: z.number().int(),
      name: z.string().nullable(),
      link: z.string(),
      svg: z.string(),
    }),
  ),
});
export type HallQrSheet = z.infer<typeof HallQrSheetSchema>;

export const DiningSettingsSchema = z.object({
  /** A guest at a recognised table may order without the SMS sign-in (decision 282). */
  guestOrdering: z.boolean(),
  /** Seconds a table waits between two waiter calls. */
  waiterCallCooldownSeconds: z.number().int().min(10).max(3600),
});
export type DiningSettings = z.infer<typeof DiningSettingsSchema>;

/** A signed table link's parameters, as the storefront keeps them and sends them back (decision 279). */
export const TableTicketSchema = z.object({
  branchId: RowIdSchema,
  hallId: RowIdSchema,
  tableId: RowIdSchema,
  sig: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export type TableTicket = z.infer<typeof TableTicketSchema>;
/** The same in a query string (ids as text). */
export const TableTicketQuerySchema = TableTicketSchema.extend({
  branchId: RowIdParamSchema,
  hallId: RowIdParamSchema,
  tableId: RowIdParamSchema,
});

/** GET the table of a link: what the storefront's header shows. */
export const TablePlaceSchema = z.object({
  branchId: z.number().int(),
  branchName: MultilingualTextSchema,
  hallId: z.number().int(),
  hallName: MultilingualTextSchema,
  tableId: z.number().int(),
  number: z.number().int(),
  name: z.string().nullable(),
  guestOrdering: z.boolean(),
});
export type TablePlace = z.infer<typeof TablePlaceSchema>;

export const WAITER_CALL_REASONS = ['CALL', 'BILL', 'OTHER'] as const;
export const WaiterCallReasonSchema = z.enum(WAITER_CALL_REASONS);
export type WaiterCallReason = z.infer<typeof WaiterCallReasonSchema>;

/** POST a waiter call from the table of a link. */
export const WaiterCallRequestSchema = TableTicketSchema.extend({
  reason: WaiterCallReasonSchema,
  comment: trimmed(200).nullish(),
});

/** The customer's view of their call. */
export const WaiterCallStatusSchema = z.object({
  id: z.number().int(),
  reason: WaiterCallReasonSchema,
  status: z.enum(['OPEN', 'TAKEN']),
  createdAt: z.string(),
  takenAt: z.string().nullable(),
  /** The first name of who took it ("Malika"), null while open. */
  takenBy: z.string().nullable(),
});
export type WaiterCallStatus = z.infer<typeof WaiterCallStatusSchema>;

/** The staff's card of a call; also the `waiter` event of the staff stream. */
export const StaffWaiterCallSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  hallId: z.number().int(),
  hallName: MultilingualTextSchema,
  tableId: z.number().int(),
  tableNumber: z.number().int(),
  reason: WaiterCallReasonSchema,
  comment: z.string().nullable(),
  createdAt: z.string(),
  takenAt: z.string().nullable(),
  takenById: z.number().int().nullable(),
  takenByName: z.string().nullable(),
});
export type StaffWaiterCall = z.infer<typeof StaffWaiterCallSchema>;

export const StaffWaiterCallListSchema = z.object({ calls: z.array(StaffWaiterCallSchema) });

/** POST a guest session at a table (decision 282): the table's ticket and the device's id. */
export const GuestSessionRequestSchema = TableTicketSchema.extend({ deviceId: z.uuid() });
