/**
 * Ordering (issue 4): order requests and stored orders (spec §3), statuses (§4), totals (§9), promos (§5),
 * delivery tariff (§7), order settings. Money is whole so'm everywhere.
 */
import { z } from 'zod';
import { MultilingualTextSchema, RowIdSchema, TimeOfDaySchema } from './common.ts';

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

export const ORDER_DEVICES = ['WEB', 'TG'] as const;
export const OrderDeviceSchema = z.enum(ORDER_DEVICES);
export type OrderDevice = z.infer<typeof OrderDeviceSchema>;

export const ADDRESS_ENTRY_MODES = ['COORDINATES', 'SAVED', 'TARGET', 'MAP'] as const;
export const AddressEntryModeSchema = z.enum(ADDRESS_ENTRY_MODES);

const shortText = (max: number) => z.string().trim().max(max);
/** Calendar day in Asia/Tashkent, "YYYY-MM-DD". */
export const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

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
  hallId: z.number().int().nullable(),
  tableId: z.number().int().nullable(),
  orderDevice: OrderDeviceSchema,
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
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

/** GET /orders/v1/order/setting/{id} (id = merchant id): order settings of spec §3. */
export const OrderSettingsSchema = z.object({
  isServiceFeeEnabled: z.boolean(),
  isServiceFeeFreeAboveThreshold: z.boolean(),
  serviceFeeThreshold: z.number().int(),
  serviceFeeAmount: z.number().int(),
  minimalDeliveryPrice: z.number().int(),
  /** Products (after discounts) must reach this for delivery (spec §8 "delivery minimum amount"). */
  minOrderAmount: z.number().int(),
  deliveryPricePerKm: z.number().int(),
  deliveryFreeKm: z.number(),
  /** How far ahead a later order may be placed, in days. */
  laterDaysAhead: z.number().int(),
  cityId: z.number().int().nullable(),
  /** Payment types offered on the web and in the mini-app (§3 payment settings ∩ web flags). */
  paymentTypes: z.object({ WEB: z.array(PaymentTypeSchema), TG: z.array(PaymentTypeSchema) }),
  /**
   * Online payments (Payme, Click, Uzum) of this merchant go to the server's payment sandbox: a demo, no real
   * money moves, and the storefront says so (decision 173). Absent (an older server): live.
   */
  paymentsSandbox: z.boolean().default(false),
  defaultServiceType: z.object({
    telegram: OrderServiceTypeSchema,
    website: OrderServiceTypeSchema,
    application: OrderServiceTypeSchema,
  }),
});
export type OrderSettings = z.infer<typeof OrderSettingsSchema>;

/** POST /deliveries/v1/delivery/tariff/client/calculate (spec §3 tariff calculation request). */
export const TariffRequestSchema = z.object({
  productPrice: z.number().int().min(0),
  distance: z.number().min(0).nullish(),
  branchId: RowIdSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().max(300).nullish(),
  cityId: RowIdSchema.nullish(),
});
export const TariffResponseSchema = z.object({
  price: z.number().int(),
  deliveryZoneId: z.number().int(),
  distance: z.number(),
});

export const DeliveryZoneSchema = z.object({
  id: z.number().int(),
  cityId: z.number().int().nullable(),
  name: z.string(),
  /** Ring of [latitude, longitude] points. */
  polygon: z.array(z.tuple([z.number(), z.number()])),
  color: z.string().nullable(),
  price: z.number().int(),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

/** Promo of spec §3. */
export const PROMO_DISCOUNT_TYPES = ['AMOUNT', 'PERCENTAGE'] as const;
export const PromoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(PROMO_DISCOUNT_TYPES),
  /** So'm (AMOUNT) or percent (PERCENTAGE) off the products. */
  productDiscount: z.number().int(),
  /** So'm (AMOUNT) or percent (PERCENTAGE) off the delivery price. */
  deliveryDiscount: z.number().int(),
  minPrice: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type Promo = z.infer<typeof PromoSchema>;
/** /profile/promos: the customer's promos (activated or used) with their state now. */
export const UserPromoSchema = PromoSchema.extend({
  state: z.enum(['AVAILABLE', 'USED', 'NOT_STARTED', 'EXPIRED', 'NOT_ACTIVE']),
  usedAt: z.string().nullable(),
  orderId: z.number().int().nullable(),
});
export type UserPromo = z.infer<typeof UserPromoSchema>;
export const PromoCheckSchema = z.object({
  code: shortText(64).min(1),
  productPrice: z.number().int().min(0),
});

/** GET /deliveries/v1/delivery/courier/{id}: the courier of an order, when one is attached. */
export const CourierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  status: CourierStatusSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationAt: z.string().nullable(),
});
export type Courier = z.infer<typeof CourierSchema>;

/** One event on an order's live stream (server-sent events). */
export const OrderEventSchema = z.object({
  orderId: z.number().int(),
  status: OrderStatusSchema,
  isPaid: z.boolean(),
  courierStatus: CourierStatusSchema,
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;
