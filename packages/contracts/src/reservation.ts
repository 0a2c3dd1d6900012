/**
 * Table reservations (issue 13, decisions 285-289): the customer books a hall, a number of chairs and a start
 * from the slot grid; the server picks the table (the smallest free one that seats them) and holds it for the
 * merchant's turn time. Staff confirm, decline with a reason, seat, mark no-show or move the booking.
 * Times are ISO instants; `day` and `time` are Asia/Tashkent local ("2026-11-23", "19:30").
 */
import { z } from 'zod';
import { MultilingualTextSchema, RowIdParamSchema, RowIdSchema, TimeOfDaySchema } from './common.ts';

export const RESERVATION_STATUSES = [
  'REQUESTED',
  'CONFIRMED',
  'DECLINED',
  'SEATED',
  'NO_SHOW',
  'CANCELLED',
] as const;
export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;

/** Statuses that hold a table: a new booking may not overlap one of these. */
export const HOLDING_RESERVATION_STATUSES = ['REQUESTED', 'CONFIRMED', 'SEATED'] as const;

export const RESERVATION_SOURCES = ['WEB', 'TELEGRAM', 'OPERATOR'] as const;
export const ReservationSourceSchema = z.enum(RESERVATION_SOURCES);
export type ReservationSource = z.infer<typeof ReservationSourceSchema>;

/** Most chairs one booking may ask for (a larger party calls the restaurant). */
export const RESERVATION_MAX_CHAIRS = 30;

/** A calendar day this century: a far year would make instants the database cannot hold. */
const DaySchema = z.iso.date().refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'a day of 2000-2099');
const CommentSchema = z.string().trim().max(300);
const NameSchema = z.string().trim().min(1).max(80);
const PhoneSchema = z.string().regex(/^998\d{9}$/, '998XXXXXXXXX');
const ChairsSchema = z.number().int().min(1).max(RESERVATION_MAX_CHAIRS);

export const ReservationSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  branchName: MultilingualTextSchema,
  hallId: z.number().int(),
  hallName: MultilingualTextSchema,
  tableId: z.number().int(),
  /** The number painted on the table. */
  tableNumber: z.number().int(),
  chairs: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: ReservationStatusSchema,
  declineReason: z.string().nullable(),
  comment: z.string().nullable(),
  source: ReservationSourceSchema,
  customerName: z.string(),
  customerPhone: z.string(),
  /** The customer may still cancel it (not past the cutoff, not decided against). */
  cancellable: z.boolean(),
  createdDate: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

export const ReservationSettingsSchema = z.object({
  turnMinutes: z.number().int().min(15).max(480),
  slotMinutes: z.number().int().min(15).max(120),
  cancelCutoffMinutes: z.number().int().min(0).max(2880),
  daysAhead: z.number().int().min(0).max(180),
});
export type ReservationSettings = z.infer<typeof ReservationSettingsSchema>;

/** What the ADMIN may set (PUT /staff/v1/reservations/settings, decision 293); the console form uses it too. */
export const ReservationSettingsInputSchema = z.object({
  /** How long a booking holds its table. */
  turnMinutes: z.number().int().min(15).max(480),
  /** The step of the customer's slot grid. */
  slotMinutes: z.literal([15, 30, 60]),
  /** A customer may cancel until this long before the start (0: until the start). */
  cancelCutoffMinutes: z.number().int().min(0).max(2880),
  /** How many days ahead a customer may book. */
  daysAhead: z.number().int().min(1).max(180),
});
export type ReservationSettingsInput = z.infer<typeof ReservationSettingsInputSchema>;

/** A hall as the booking form offers it: the largest table says how many chairs may be asked for. */
export const BookableHallSchema = z.object({
  id: z.number().int(),
  name: MultilingualTextSchema,
  maxSeats: z.number().int(),
});
export type BookableHall = z.infer<typeof BookableHallSchema>;

/** GET /reservations/v1/branches/{branchId}/options: what the booking form of a branch offers. */
export const ReservationOptionsSchema = z.object({
  branchId: z.number().int(),
  halls: z.array(BookableHallSchema),
  settings: ReservationSettingsSchema,
  /** Days that have at least one slot within the branch's hours (today first). */
  days: z.array(z.string()),
});
export type ReservationOptions = z.infer<typeof ReservationOptionsSchema>;

export const ReservationSlotsQuerySchema = z.object({
  hallId: RowIdParamSchema,
  chairs: z.coerce.number().int().min(1).max(RESERVATION_MAX_CHAIRS),
  day: DaySchema,
});
export type ReservationSlotsQuery = z.infer<typeof ReservationSlotsQuerySchema>;

export const ReservationSlotSchema = z.object({
  time: TimeOfDaySchema,
  startsAt: z.string(),
  /** A table of the hall that seats the party is free for the whole turn. */
  free: z.boolean(),
});
export type ReservationSlot = z.infer<typeof ReservationSlotSchema>;

export const ReservationSlotsSchema = z.object({
  day: z.string(),
  slots: z.array(ReservationSlotSchema),
});
export type ReservationSlots = z.infer<typeof ReservationSlotsSchema>;

/** POST /reservations/v1/reservations: the signed-in customer books; name and phone are the account's. */
export const CreateReservationSchema = z.strictObject({
  branchId: RowIdSchema,
  hallId: RowIdSchema,
  chairs: ChairsSchema,
  day: DaySchema,
  time: TimeOfDaySchema,
  comment: CommentSchema.optional(),
  /** Where the customer books from: the Telegram mini-app gets its confirmation in the bot chat. */
  channel: z.enum(['WEB', 'TELEGRAM']).default('WEB'),
});
export type CreateReservation = z.infer<typeof CreateReservationSchema>;

export const ReservationListSchema = z.object({
  upcoming: z.array(ReservationSchema),
  past: z.array(ReservationSchema),
});
export type ReservationList = z.infer<typeof ReservationListSchema>;

// Staff.

export const StaffReservationDayQuerySchema = z.object({
  branchId: RowIdParamSchema,
  day: DaySchema,
});

export const DayTableSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string().nullable(),
  seats: z.number().int(),
});
export const DayHallSchema = z.object({
  id: z.number().int(),
  name: MultilingualTextSchema,
  tables: z.array(DayTableSchema),
});
export type DayHall = z.infer<typeof DayHallSchema>;

/** GET /staff/v1/reservations/day: one branch's day, every hall's tables and the bookings on them. */
export const ReservationDaySchema = z.object({
  branchId: z.number().int(),
  day: z.string(),
  /** The branch's hours that day ("HH:MM"), null when closed; the timeline spans them. */
  open: z.string().nullable(),
  close: z.string().nullable(),
  halls: z.array(DayHallSchema),
  reservations: z.array(ReservationSchema),
  settings: ReservationSettingsSchema,
});
export type ReservationDay = z.infer<typeof ReservationDaySchema>;

/** POST /staff/v1/reservations: an operator books for a caller; the table may be named or left to the server. */
export const StaffCreateReservationSchema = z.strictObject({
  branchId: RowIdSchema,
  hallId: RowIdSchema,
  tableId: RowIdSchema.optional(),
  chairs: ChairsSchema,
  day: DaySchema,
  time: TimeOfDaySchema,
  customerName: NameSchema,
  customerPhone: PhoneSchema,
  comment: CommentSchema.optional(),
});
export type StaffCreateReservation = z.infer<typeof StaffCreateReservationSchema>;

/** POST /staff/v1/reservations/{id}/status: the moves staff make; a decline needs its reason. */
export const ReservationStatusChangeSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('DECLINED'), reason: z.string().trim().min(1).max(300) }),
  z.strictObject({ status: z.enum(['CONFIRMED', 'SEATED', 'NO_SHOW', 'CANCELLED']) }),
]);
export type ReservationStatusChange = z.infer<typeof ReservationStatusChangeSchema>;

/** POST /staff/v1/reservations/{id}/move: to another table of the same branch. */
export const ReservationMoveSchema = z.strictObject({ tableId: RowIdSchema });
export type ReservationMove = z.infer<typeof ReservationMoveSchema>;

/** The live notice of a new or changed booking on the staff event stream (event `reservation`). */
export const StaffReservationEventSchema = z.object({
  kind: z.enum(['created', 'changed']),
  reservationId: z.number().int(),
  branchId: z.number().int(),
  status: ReservationStatusSchema,
  startsAt: z.string(),
  chairs: z.number().int(),
  customerName: z.string(),
  at: z.string(),
});
export type StaffReservationEvent = z.infer<typeof StaffReservationEventSchema>;
