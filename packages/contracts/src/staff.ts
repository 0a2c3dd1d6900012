/**
 * Staff (operator) API (issue 4, ours): accounts bound to one merchant with a role, their own login, the
 * merchant's orders and their moves through the state machine (docs/decisions/101-order-states.md, 120-122).
 */
import { z } from 'zod';
import { MultilingualTextSchema, RowIdSchema } from './common.ts';
import { CourierStatusSchema, OrderSchema, OrderStatusSchema } from './order.ts';

export const STAFF_ROLES = ['ADMIN', 'OPERATOR', 'KITCHEN', 'COURIER'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** POST /staff/v1/auth/login (with the `merchant` header). */
export const StaffLoginSchema = z.object({
  login: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
});
export type StaffLogin = z.infer<typeof StaffLoginSchema>;

export const StaffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: StaffRoleSchema,
  login: z.string(),
  /** For a COURIER account: its courier. */
  courierId: z.number().int().nullable(),
});
export type Staff = z.infer<typeof StaffSchema>;

export const StaffLoginResponseSchema = z.object({
  /** Bearer token for `Authorization: Bearer`, valid 12 hours. */
  token: z.string(),
  expiresAt: z.string(),
  staff: StaffSchema,
});
export type StaffLoginResponse = z.infer<typeof StaffLoginResponseSchema>;

/** One status or several ("OPEN,ACCEPTED" or repeated `status=`). */
const StatusFilterSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter(Boolean))
  .pipe(z.array(OrderStatusSchema).max(20));

/** GET /staff/v1/orders: the merchant's orders, newest first. Dates are ISO days or times; `to` is exclusive. */
export const StaffOrderListQuerySchema = z.object({
  status: StatusFilterSchema.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  from: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  to: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  /** Search: the order's number ("1042"). */
  number: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Search: the customer's phone or its end (digits, at least 4: "4567" finds +998 90 123 45 67). */
  phone: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(4).max(15))
    .optional(),
  branchId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** `true`: only orders handed over without their money and not brought in yet (decision 363). */
  cashDue: z.enum(['true', 'false']).optional(),
});
export type StaffOrderListQuery = z.infer<typeof StaffOrderListQuerySchema>;

export const StaffOrderCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  /** Null once the customer deleted the account. */
  phone: z.string().nullable(),
});

/**
 * Where the money of a cancelled paid order is (decision 246): `due` (nothing asked yet), `inProgress` (the
 * provider is being asked, retried after an outage), `manual` (a person gives it back in the provider's cabinet
 * or by hand: `provider`, `amount` and `transactionId` say where), `refunded` (given back: by the provider, or
 * by hand with `byHand`).
 */
export const StaffRefundStateSchema = z.enum(['due', 'inProgress', 'manual', 'refunded']);
export type StaffRefundState = z.infer<typeof StaffRefundStateSchema>;

export const StaffRefundSchema = z.object({
  state: StaffRefundStateSchema,
  provider: z.enum(['PAYME', 'CLICK', 'UZUM']).nullable(),
  /** So'm. */
  amount: z.number().int().nullable(),
  /** The provider's id of the payment to refund. */
  transactionId: z.string().nullable(),
  /** Why a person must give it back: liveProvider, noPayment, kitchenStarted, providerRefused, providerUnavailable. */
  manualReason: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Marked refunded by hand: who, when, the reference typed. */
  byHand: z.object({ staffName: z.string().nullable(), at: z.string(), reference: z.string() }).nullable(),
});
export type StaffRefund = z.infer<typeof StaffRefundSchema>;

/** POST /staff/v1/orders/{id}/refunded: an ADMIN gave the money back by hand (reference: receipt, cabinet id). */
export const StaffMarkRefundedSchema = z.object({
  reference: z.string().trim().min(1).max(200),
});
export type StaffMarkRefunded = z.infer<typeof StaffMarkRefundedSchema>;

/** Why a cash or terminal order was handed over without its money (decision 363). */
export const HANDOVER_UNPAID_REASONS = ['REFUSED', 'PARTIAL', 'OTHER'] as const;
export const HandoverUnpaidReasonSchema = z.enum(HANDOVER_UNPAID_REASONS);
export type HandoverUnpaidReason = z.infer<typeof HandoverUnpaidReasonSchema>;

/**
 * POST /staff/v1/orders/{id}/handover-unpaid: the courier (or the desk) handed the order over and did not take
 * (all) the money: the order is DELIVERED (CLOSED for a pick-up or a table) and stays unpaid.
 */
export const StaffHandoverUnpaidSchema = z.object({
  reason: HandoverUnpaidReasonSchema,
  /** What happened, in the courier's words. */
  note: z.string().trim().max(200).nullish(),
  /** So'm taken at the door when the customer paid a part (PARTIAL). */
  collected: z.number().int().min(1).max(2_000_000_000).nullish(),
});
export type StaffHandoverUnpaid = z.infer<typeof StaffHandoverUnpaidSchema>;

/** Money still owed for an order handed over unpaid (decision 363); null once brought in or never owed. */
export const StaffCashDueSchema = z.object({
  reason: HandoverUnpaidReasonSchema,
  note: z.string().nullable(),
  /** So'm taken at the door, else null. */
  collected: z.number().int().nullable(),
  /** So'm still owed: the order's total less what was taken. */
  due: z.number().int(),
  /** Who recorded it (the courier's account), when. */
  staffName: z.string().nullable(),
  at: z.string(),
});
export type StaffCashDue = z.infer<typeof StaffCashDueSchema>;

/**
 * POST /staff/v1/orders/{id}/cash-written-off (ADMIN): the money of an order handed over unpaid will not come; the
 * order stays unpaid and leaves the cash-due list (decision 375). Why is required.
 */
export const StaffCashWriteOffSchema = z.object({
  note: z.string().trim().min(1).max(200),
});
export type StaffCashWriteOff = z.infer<typeof StaffCashWriteOffSchema>;

/** Money of an order handed over unpaid that an admin wrote off (decision 375); null otherwise. */
export const StaffCashWrittenOffSchema = z.object({
  /** So'm written off: the order's total less what was taken at the door. */
  amount: z.number().int(),
  note: z.string(),
  /** The admin who wrote it off, when. */
  staffName: z.string().nullable(),
  at: z.string(),
});
export type StaffCashWrittenOff = z.infer<typeof StaffCashWrittenOffSchema>;

/** An order as the merchant's staff see it: the customer's order plus who ordered and what they may do next. */
export const StaffOrderSchema = OrderSchema.extend({
  customer: StaffOrderCustomerSchema,
  /** Where the signed-in staff role may move the order now (the console's buttons). */
  nextStatuses: z.array(OrderStatusSchema),
  /** Cancelled while paid: the money is still to go back (the provider's refund, or by hand; decision 212). */
  refundDue: z.boolean(),
  /** The refund of a cancelled paid order; null when there is nothing to give back. */
  refund: StaffRefundSchema.nullable(),
  /** Handed over without its money, not brought in yet (decision 363); null otherwise. */
  cashDue: StaffCashDueSchema.nullable(),
  /** Handed over without its money and written off by an admin, still unpaid (decision 375); null otherwise. */
  cashWrittenOff: StaffCashWrittenOffSchema.nullable(),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

export const StaffOrderPageSchema = z.object({
  content: z.array(StaffOrderSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type StaffOrderPage = z.infer<typeof StaffOrderPageSchema>;

/** POST /staff/v1/orders/{id}/status. */
export const StaffStatusChangeSchema = z.object({
  status: OrderStatusSchema,
  /** Kept with a cancel. */
  reason: z.string().trim().max(300).nullish(),
});

/** POST /staff/v1/orders/{id}/courier. */
export const StaffCourierAttachSchema = z.object({ courierId: RowIdSchema });

/** POST /staff/v1/couriers/me/location (a COURIER account). */
export const CourierLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** GET /staff/v1/couriers: the merchant's couriers. */
export const StaffCourierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  branchId: z.number().int().nullable(),
  status: CourierStatusSchema.or(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationAt: z.string().nullable(),
});
export type StaffCourier = z.infer<typeof StaffCourierSchema>;

// The operations console (apps/console, issue 11; decisions 210-213): cookie session, the page's merchant,
// live events, board actions, an order's history, the merchant's late thresholds.

/**
 * POST /staff/v1/auth/session: the console's login. Same body as /auth/login; sets the httpOnly session cookie
 * of the merchant (no token in the answer) and needs our own `Origin` (decision 210).
 */
export const StaffSessionSchema = z.object({
  expiresAt: z.string(),
  staff: StaffSchema,
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

/** GET /staff/v1/context: which merchant this console page is for (host, or `?vendor=` on development hosts). */
export const StaffContextQuerySchema = z.object({
  vendor: z.string().trim().max(64).optional(),
});
export const StaffContextSchema = z.object({
  merchant: z.object({
    /** The `merchant` header of every further staff call. */
    id: z.string(),
    sub: z.string(),
    name: MultilingualTextSchema,
    logo: z.string().nullable(),
    color: z.string(),
  }),
});
export type StaffContext = z.infer<typeof StaffContextSchema>;

/** Statuses the board counts as waiting: an order longer than its minutes in one of them is "late". */
export const LATE_STATUSES = ['OPEN', 'ACCEPTED', 'COOKING', 'DONE'] as const;
const lateMinutes = z
  .number()
  .int()
  .min(1)
  .max(24 * 60);
/** Minutes after which an order still in the status is late; null: never late in that status. */
export const LateAfterMinutesSchema = z.object({
  OPEN: lateMinutes.nullable(),
  ACCEPTED: lateMinutes.nullable(),
  COOKING: lateMinutes.nullable(),
  DONE: lateMinutes.nullable(),
});
export type LateAfterMinutes = z.infer<typeof LateAfterMinutesSchema>;
export const DEFAULT_LATE_AFTER_MINUTES: LateAfterMinutes = { OPEN: 5, ACCEPTED: 20, COOKING: 30, DONE: 15 };

/** GET /staff/v1/settings (every role), PUT (ADMIN): the console's settings of the merchant. */
export const StaffSettingsSchema = z.object({
  lateAfterMinutes: LateAfterMinutesSchema,
});
export type StaffSettings = z.infer<typeof StaffSettingsSchema>;

/** POST /staff/v1/orders/{id}/accept: OPEN (or AT_TIME) → ACCEPTED, ready in `minutes` (ADMIN, OPERATOR). */
export const StaffAcceptSchema = z.object({
  /** Minutes from now until the order is ready (delivery: delivered); stored as promisedAt. */
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});
export type StaffAccept = z.infer<typeof StaffAcceptSchema>;

/**
 * POST /staff/v1/orders/{id}/cancel (ADMIN, OPERATOR): the reason is kept and shown in the history; a paid
 * order is refunded through its provider, cashback and the promo use are given back (decision 212).
 */
export const StaffCancelSchema = z.object({
  reason: z.string().trim().min(1).max(300),
});
export type StaffCancel = z.infer<typeof StaffCancelSchema>;

/** One line of an order's history: who moved it, when, from which status to which, why. */
export const StaffOrderHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum([
    'PAID',
    'UPDATE',
    'PAID_AND_CHANGE_STATUS',
    'CHANGE_STATUS',
    'CHANGE_COURIER_STATUS',
    'CHANGE_PAYMENT_TYPE',
    'CHANGE_DELIVERY_TYPE',
  ]),
  fromStatus: OrderStatusSchema.nullable(),
  toStatus: OrderStatusSchema.nullable(),
  actor: z.object({
    type: z.enum(['CUSTOMER', 'STAFF', 'PROVIDER', 'SYSTEM']),
    /** Staff: the staff member's name; provider: its name; customer and system: null. */
    name: z.string().nullable(),
  }),
  reason: z.string().nullable(),
  /** The handover made without (all) the money (decision 363): why, what was taken, the note. */
  unpaid: z
    .object({
      reason: HandoverUnpaidReasonSchema,
      collected: z.number().int().nullable(),
      note: z.string().nullable(),
    })
    .optional(),
});
export type StaffOrderHistoryEntry = z.infer<typeof StaffOrderHistoryEntrySchema>;

/** GET /staff/v1/orders/{id}: the order with its history and promised time. */
export const StaffOrderDetailSchema = StaffOrderSchema.extend({
  history: z.array(StaffOrderHistoryEntrySchema),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;

/**
 * GET /staff/v1/events: server-sent events for the console (decision 211). Event `order` carries this; the
 * console then reads the order (GET /staff/v1/orders/{id}) when it needs more. `created` is a new order.
 */
export const StaffOrderEventSchema = z.object({
  kind: z.enum(['created', 'changed']),
  orderId: z.number().int(),
  number: z.number().int().nullable(),
  branchId: z.number().int().nullable(),
  status: OrderStatusSchema,
  isPaid: z.boolean(),
  courierId: z.number().int().nullable(),
  courierStatus: CourierStatusSchema,
  at: z.string(),
});
export type StaffOrderEvent = z.infer<typeof StaffOrderEventSchema>;

/** Event `courier`: a courier of the merchant moved (board map; ADMIN and OPERATOR only). */
export const StaffCourierEventSchema = z.object({
  courierId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  at: z.string(),
});
export type StaffCourierEvent = z.infer<typeof StaffCourierEventSchema>;

/** GET /staff/v1/events query: the merchant (EventSource sends no headers). */
export const StaffEventsQuerySchema = z.object({ merchant: z.string().optional() });
