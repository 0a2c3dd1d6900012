/**
 * Ordering (issue 4): order requests and stored orders (spec §3), totals (§9), order problems, the quote and an
 * order's live events. Money is whole so'm everywhere. The statuses and types (order-kinds.ts), order settings
 * (order-settings.ts), delivery tariff and courier (delivery.ts) and promos (promo.ts) are re-exported here, so
 * `./order.ts` still names all of ordering.
 */
import { z } from 'zod';
import { MultilingualTextSchema, RowIdSchema, TimeOfDaySchema } from './common.ts';
import { DeliveryEstimateSchema, OrderEstimateSchema } from './eta.ts';
import {
  AddressEntryModeSchema,
  ClientTypeSchema,
  CourierStatusSchema,
  DaySchema,
  ONLINE_PAYMENT_TYPES,
  OrderDeviceSchema,
  OrderServiceTypeSchema,
  OrderStatusSchema,
  type PaymentType,
  PaymentTypeSchema,
} from './order-kinds.ts';

export * from './delivery.ts';
export * from './eta.ts';
export * from './order-kinds.ts';
export * from './order-settings.ts';
export * from './promo.ts';

const shortText = (max: number) => z.string().trim().max(max);

/** A chosen modifier: its id and how many (a capped multi choice may take one modifier several times). */
export const CartModifierInputSchema = z.object({
  id: RowIdSchema,
  count: z.number().int().min(1).max(20).default(1),
});

/**
 * One basket line as the client sends it. Prices the old client sends (costPrice, price, discount) are
 * accepted and dropped: the server prices every line from the menu (issue 4, "client prices are ignored").
 */
export const CartItemInputSchema = z.object({
  productId: RowIdSchema,
  count: z.number().int().min(1).max(99),
  modifications: z.array(CartModifierInputSchema).max(50).default([]),
});
export type CartItemInput = z.infer<typeof CartItemInputSchema>;

/** Where to deliver: a point plus what a courier needs to find the door (spec §3 address + extra info). */
export const OrderAddressSchema = z.object({
  /** A saved address of the customer (spec §5: an automatic address has its id removed before submit). */
  savedAddressId: RowIdSchema.nullish(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  name: shortText(200).nullish(),
  streetName: shortText(200).nullish(),
  houseNumber: shortText(50).nullish(),
  details: shortText(300).nullish(),
  description: shortText(300).nullish(),
  cityId: RowIdSchema.nullish(),
  office: shortText(50).nullish(),
  domophone: shortText(50).nullish(),
  entrance: shortText(50).nullish(),
  floor: shortText(50).nullish(),
  comment: shortText(300).nullish(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** POST /orders/v1/orders and /orders/v1/orders/at-time (and the quote): the order request of spec §3. */
export const OrderRequestSchema = z.object({
  serviceType: OrderServiceTypeSchema,
  branchId: RowIdSchema,
  cityId: RowIdSchema.nullish(),
  paymentType: PaymentTypeSchema,
  cartItems: z.array(CartItemInputSchema).min(1).max(100),
  address: OrderAddressSchema.nullish(),
  addressType: AddressEntryModeSchema.nullish(),
  comment: shortText(500).nullish(),
  courierComment: shortText(500).nullish(),
  sendCheque: z.boolean().default(false),
  sendChequePhone: z
    .string()
    .regex(/^998\d{9}$/, '998XXXXXXXXX')
    .nullish(),
  /** A later order: `day` and `time` (HH:MM, Asia/Tashkent) become the delivery time (spec §4). */
  later: z.boolean().default(false),
  day: DaySchema.nullish(),
  time: TimeOfDaySchema.nullish(),
  promoCode: shortText(64).nullish(),
  /**
   * So'm of cashback to spend: more than the balance is refused (CASHBACK_ABOVE_BALANCE), more than is left to
   * pay is spent only up to that (decision 100).
   */
  cashback: z.number().int().min(0).default(0),
  hallId: RowIdSchema.nullish(),
  tableId: RowIdSchema.nullish(),
  /** The signature of the table's link (issue 13, decision 279): a customer's DINE_IN needs it. */
  tableSig: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .nullish(),
  orderDevice: OrderDeviceSchema.default('WEB'),
});
export type OrderRequest = z.infer<typeof OrderRequestSchema>;
export type OrderRequestInput = z.input<typeof OrderRequestSchema>;

/** Totals of an order (spec §3 totals, §9 formula). All whole so'm, never negative. */
export const OrderTotalsSchema = z.object({
  /** Sum of lines at full price (cost price + modifiers, times count). */
  productPrice: z.number().int(),
  /** Product discounts (percent on cost price and modifier prices). */
  productDiscount: z.number().int(),
  productCount: z.number().int(),
  /** The promo's share on the products. */
  promoProductDiscount: z.number().int(),
  deliveryPrice: z.number().int(),
  /** The promo's share on the delivery price. */
  deliveryDiscount: z.number().int(),
  serviceFee: z.number().int(),
  /** Cashback spent. */
  cashback: z.number().int(),
  /** productDiscount + promoProductDiscount + deliveryDiscount + cashback. */
  totalDiscount: z.number().int(),
  /** products + delivery + service fee − promo − cashback − product discount. */
  totalPrice: z.number().int(),
});
export type OrderTotals = z.infer<typeof OrderTotalsSchema>;

export const OrderItemModifierSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: MultilingualTextSchema,
  price: z.number().int(),
  count: z.number().int(),
});
export const OrderItemSchema = z.object({
  productId: z.number().int(),
  name: MultilingualTextSchema,
  image: z.string().nullable(),
  count: z.number().int(),
  costPrice: z.number().int(),
  discount: z.number().int(),
  /** Price of one unit: cost price + modifiers, before the product discount. */
  unitPrice: z.number().int(),
  /** unitPrice × count. */
  linePrice: z.number().int(),
  /** Product discount of the whole line. */
  lineDiscount: z.number().int(),
  modifications: z.array(OrderItemModifierSchema),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderStatusEntrySchema = z.object({
  status: OrderStatusSchema,
  at: z.string(),
});

export const OrderBranchSchema = z.object({
  id: z.number().int(),
  name: MultilingualTextSchema,
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
});

/** A stored order as its customer sees it (spec §3 stored order). */
export const OrderSchema = z.object({
  id: z.number().int(),
  /** Per-merchant human number ("No. 1042"). */
  number: z.number().int(),
  userId: z.number().int(),
  status: OrderStatusSchema,
  serviceType: OrderServiceTypeSchema,
  paymentType: PaymentTypeSchema,
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  /** Cancelled after it was paid and the money went back (the provider's refund or by hand; decision 246). */
  refunded: z.boolean(),
  branch: OrderBranchSchema,
  cityId: z.number().int().nullable(),
  address: OrderAddressSchema.nullable(),
  items: z.array(OrderItemSchema),
  totals: OrderTotalsSchema,
  promoCode: z.string().nullable(),
  comment: z.string().nullable(),
  courierComment: z.string().nullable(),
  sendCheque: z.boolean(),
  later: z.boolean(),
  /** When the customer wants it (a later order), ISO time; null = as soon as possible. */
  deliveryAt: z.string().nullable(),
  /** When the merchant promised it ready, set when staff accept it with a time (issue 11), ISO; null before. */
  promisedAt: z.string().nullable(),
  /**
   * The delivery time estimate made when it was placed (decision 315): minutes and clock times; null for a
   * later order (deliveryAt says when) and for orders placed before estimates existed.
   */
  estimate: OrderEstimateSchema.nullish(),
  hallId: z.number().int().nullable(),
  tableId: z.number().int().nullable(),
  orderDevice: ClientTypeSchema,
  courierId: z.number().int().nullable(),
  courierStatus: CourierStatusSchema,
  distance: z.number().nullable(),
  reason: z.string().nullable(),
  /** The customer may cancel it now (merchant allows it and the kitchen has not started). */
  canCancel: z.boolean(),
  /** Unpaid and payable online now: the storefront shows a pay button. */
  canPay: z.boolean(),
  statusLog: z.array(OrderStatusEntrySchema),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /orders/v1/orders/user/{userId}: one page (size 10, page zero-based, spec §9). */
export const OrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(10),
  onlyArchive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const OrderPageSchema = z.object({
  content: z.array(OrderSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type OrderPage = z.infer<typeof OrderPageSchema>;

export const CancelOrderSchema = z.object({ reason: shortText(300).nullish() });

/** A problem that stops an order, found before submit (quote) and again at submit. */
export const ORDER_PROBLEMS = [
  'OUT_OF_ZONE',
  'DELIVERY_MIN_AMOUNT',
  'BRANCH_CLOSED',
  'PRODUCT_NOT_AVAILABLE',
  'NOT_ENOUGH_PRODUCTS',
  'SERVICE_TYPE_UNAVAILABLE',
  'PAYMENT_TYPE_UNAVAILABLE',
  'TIME_OUTSIDE_HOURS',
  'MODIFIERS_INVALID',
  'PROMO_NOT_FOUND',
  'PROMO_NOT_ACTIVE',
  'PROMO_NOT_STARTED',
  'PROMO_EXPIRED',
  'PROMO_MIN_PRICE',
  'CASHBACK_ABOVE_BALANCE',
  /** A dine-in order's table link is not valid or the table is not serving (issue 13). */
  'TABLE_LINK_INVALID',
] as const;
export const OrderProblemCodeSchema = z.enum(ORDER_PROBLEMS);
export type OrderProblemCode = z.infer<typeof OrderProblemCodeSchema>;
/** The problems of the basket's products themselves (fixed in the basket, whatever the service type). */
export const PRODUCT_PROBLEMS = [
  'PRODUCT_NOT_AVAILABLE',
  'NOT_ENOUGH_PRODUCTS',
  'MODIFIERS_INVALID',
] as const satisfies readonly OrderProblemCode[];
export const isProductProblem = (code: OrderProblemCode): boolean =>
  (PRODUCT_PROBLEMS as readonly OrderProblemCode[]).includes(code);
/** Paid through a provider's page: the type is one of ONLINE_PAYMENT_TYPES. */
export const isOnlinePaymentType = (type: PaymentType): boolean =>
  (ONLINE_PAYMENT_TYPES as readonly PaymentType[]).includes(type);

/** POST /orders/v1/orders/quote (our design): the server's pricing of a basket before submit. */
export const OrderQuoteSchema = z.object({
  totals: OrderTotalsSchema,
  items: z.array(OrderItemSchema),
  /** Everything that would refuse this order now, each with a translated message. */
  problems: z.array(
    z.object({ code: OrderProblemCodeSchema, message: z.string(), productId: z.number().int().optional() }),
  ),
  /** Delivery minimum (products after discounts) when the merchant sets one, else 0. */
  minOrderAmount: z.number().int(),
  cashbackBalance: z.number().int(),
  deliveryZoneId: z.number().int().nullable(),
  distance: z.number().nullable(),
  /** How long until it is at the door (delivery) or ready (pick-up, dine-in), decision 315; null: unknown. */
  estimate: DeliveryEstimateSchema.nullish(),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

/** One event on an order's live stream (server-sent events). */
export const OrderEventSchema = z.object({
  orderId: z.number().int(),
  status: OrderStatusSchema,
  isPaid: z.boolean(),
  courierStatus: CourierStatusSchema,
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;
