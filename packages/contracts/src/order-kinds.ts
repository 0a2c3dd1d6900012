/**
 * The closed lists of ordering (issue 4): order and courier statuses (spec §4), service, payment and client
 * types (spec §3), address entry modes, and the calendar day orders are placed for. Re-exported by order.ts.
 */
import { z } from 'zod';

/** Order statuses of spec §4; who may move an order between them: docs/decisions/101-order-states.md. */
export const ORDER_STATUSES = [
  'OPEN',
  'ACCEPTED',
  'CANCELED',
  'CREATED',
  'COOKING',
  'DONE',
  'ON_WAY',
  'DELIVERED',
  'CLOSED',
  'ATTACHED',
  'AT_TIME',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Statuses after which nothing happens any more: the archive tab (spec §2 orders with active and archive). */
export const FINAL_ORDER_STATUSES = [
  'CANCELED',
  'DELIVERED',
  'CLOSED',
] as const satisfies readonly OrderStatus[];

export const COURIER_STATUSES = [
  'NONE',
  'PERFORMER_LOOK_UP',
  'PERFORMER_FOUND',
  'PERFORMER_NOT_FOUND',
  'PERFORMER_PICK_UP_ARRIVED',
  'PERFORMER_PICKUPED',
  'PERFORMER_ARRIVED',
  'PERFORMER_DELIVERED_FINISH',
  'PERFORMER_RETURNING',
  'PERFORMER_RETURN_ARRIVED',
  'PERFORMER_RETURNED_FINISH',
  'NEW_ORDER',
  'ESTIMATING_FAILED',
  'READY_FOR_APPROVAL',
  'FAILED',
  'CANCELLED',
  'ACCEPTED',
] as const;
export const CourierStatusSchema = z.enum(COURIER_STATUSES);
export type CourierStatus = z.infer<typeof CourierStatusSchema>;

/** Service types a customer can order with (spec §3 serviceType; DINE_IN from a table's QR link). */
export const ORDER_SERVICE_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN'] as const;
export const OrderServiceTypeSchema = z.enum(ORDER_SERVICE_TYPES);
export type OrderServiceType = z.infer<typeof OrderServiceTypeSchema>;

/** Payment types of spec §3. */
export const PAYMENT_TYPES = [
  'CASH',
  'CLICK',
  'PAYNET',
  'TERMINAL',
  'PAYME',
  'UZUM',
  'OTHER',
  'CLICK_MINI_APP',
] as const;
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;
/** Paid through a provider's page (redirect); the others are paid to the courier or at the till. */
export const ONLINE_PAYMENT_TYPES = ['PAYME', 'CLICK', 'UZUM'] as const satisfies readonly PaymentType[];
export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number];

/** The clients a customer orders from themselves (the storefront and the Telegram mini-app). */
export const ORDER_DEVICES = ['WEB', 'TG'] as const;
export const OrderDeviceSchema = z.enum(ORDER_DEVICES);
export type OrderDevice = z.infer<typeof OrderDeviceSchema>;
/**
 * Client type of a stored order (spec §3 "client type"): a customer's own client, or OPERATOR for a phone order
 * taken in the console (decision 218). A customer's request can only name an OrderDevice.
 */
export const CLIENT_TYPES = [...ORDER_DEVICES, 'OPERATOR'] as const;
export const ClientTypeSchema = z.enum(CLIENT_TYPES);
export type ClientType = z.infer<typeof ClientTypeSchema>;

export const ADDRESS_ENTRY_MODES = ['COORDINATES', 'SAVED', 'TARGET', 'MAP'] as const;
export const AddressEntryModeSchema = z.enum(ADDRESS_ENTRY_MODES);

/** Calendar day in Asia/Tashkent, "YYYY-MM-DD". */
export const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
