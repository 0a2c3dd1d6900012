/**
 * Staff (operator) API (issue 4, ours): accounts bound to one merchant with a role, their own login, the
 * merchant's orders and their moves through the state machine (docs/decisions/101-order-states.md, 120-122).
 */
import { z } from 'zod';
import { RowIdSchema } from './common.ts';
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
});
export type StaffOrderListQuery = z.infer<typeof StaffOrderListQuerySchema>;

export const StaffOrderCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  /** Null once the customer deleted the account. */
  phone: z.string().nullable(),
});

/** An order as the merchant's staff see it: the customer's order plus who ordered and what they may do next. */
export const StaffOrderSchema = OrderSchema.extend({
  customer: StaffOrderCustomerSchema,
  /** Where the signed-in staff role may move the order now (the console's buttons). */
  nextStatuses: z.array(OrderStatusSchema),
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
