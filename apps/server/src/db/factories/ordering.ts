/**
 * Factories for ordering (issue 4): order settings, delivery zones, payment settings, promos, couriers and
 * orders. Each inserts one row with realistic defaults, takes overrides and returns the inserted row.
 */
import { sql } from 'drizzle-orm';
import {
  couriers,
  deliveryZones,
  orderCounters,
  orderEvents,
  orderItems,
  orderSettings,
  orders,
  paymentSettings,
  promos,
} from '../schema/index.ts';
import { type Executor, firstRow, ml } from './shared.ts';

export type OrderSettingsRow = typeof orderSettings.$inferSelect;
export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type PaymentSettingRow = typeof paymentSettings.$inferSelect;
export type PromoRow = typeof promos.$inferSelect;
export type CourierRow = typeof couriers.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** Order settings of a merchant: no service fee, no minimum, no distance part unless overridden. */
export async function createOrderSettings(
  db: Executor,
  overrides: Partial<typeof orderSettings.$inferInsert> & { merchantId: string },
): Promise<OrderSettingsRow> {
  const values: typeof orderSettings.$inferInsert = { laterDaysAhead: 2, ...overrides };
  return firstRow(await db.insert(orderSettings).values(values).returning(), 'order settings');
}

/** A square of about 22 x 17 km around central Tashkent ([lat, lon] points). */
export const TASHKENT_SQUARE: Array<[number, number]> = [
  [41.4, 69.13],
  [41.4, 69.35],
  [41.22, 69.35],
  [41.22, 69.13],
];

/** A delivery zone (all of central Tashkent for 10 000 so'm unless overridden). */
export async function createDeliveryZone(
  db: Executor,
  overrides: Partial<typeof deliveryZones.$inferInsert> & { merchantId: string },
): Promise<DeliveryZoneRow> {
  const values: typeof deliveryZones.$inferInsert = {
    name: 'Toshkent markazi',
    polygon: TASHKENT_SQUARE,
    color: '#2E7D32',
    price: 10_000,
    ...overrides,
  };
  return firstRow(await db.insert(deliveryZones).values(values).returning(), 'delivery zone');
}

/** A payment setting row (web and bot enabled, active). */
export async function createPaymentSetting(
  db: Executor,
  overrides: Partial<typeof paymentSettings.$inferInsert> & {
    merchantId: string;
    type: (typeof paymentSettings.$inferInsert)['type'];
  },
): Promise<PaymentSettingRow> {
  return firstRow(await db.insert(paymentSettings).values(overrides).returning(), 'payment setting');
}

/** Payment setting rows for several types at once (web and bot enabled). */
export async function createPaymentSettings(
  db: Executor,
  merchantId: string,
  types: ReadonlyArray<(typeof paymentSettings.$inferInsert)['type']> = [
    'CASH',
    'TERMINAL',
    'PAYME',
    'CLICK',
    'UZUM',
  ],
): Promise<PaymentSettingRow[]> {
  return db
    .insert(paymentSettings)
    .values(types.map((type) => ({ merchantId, type })))
    .returning();
}

/** A promo: 10% off the products, no minimum, no dates, active (code upper-cased as stored). */
export async function createPromo(
  db: Executor,
  overrides: Partial<typeof promos.$inferInsert> & { merchantId: string },
): Promise<PromoRow> {
  const values: typeof promos.$inferInsert = {
    code: 'WELCOME',
    discountType: 'PERCENTAGE',
    productDiscount: 10,
    deliveryDiscount: 0,
    minPrice: 0,
    ...overrides,
  };
  values.code = values.code.trim().toUpperCase();
  return firstRow(await db.insert(promos).values(values).returning(), 'promo');
}

export async function createCourier(
  db: Executor,
  overrides: Partial<typeof couriers.$inferInsert> & { merchantId: string },
): Promise<CourierRow> {
  const values: typeof couriers.$inferInsert = {
    name: 'Jasur',
    phone: '+998 90 123 45 67',
    status: 'PERFORMER_FOUND',
    latitude: 41.3,
    longitude: 69.24,
    locationAt: new Date(),
    ...overrides,
  };
  return firstRow(await db.insert(couriers).values(values).returning(), 'courier');
}

export type CreateOrderOptions = Partial<typeof orders.$inferInsert> & {
  merchantId: string;
  userId: number;
  branchId: number;
};

/**
 * A stored order as the order service would write it (one line of plov, cash, pick-up, OPEN), with its number
 * taken from the merchant's counter and a creation entry in the change log. For tests of lists, payments and
 * staff screens; the ordering API itself is the way real orders are made.
 */
export async function createOrder(db: Executor, overrides: CreateOrderOptions): Promise<OrderRow> {
  const [counter] = await db
    .insert(orderCounters)
    .values({ merchantId: overrides.merchantId, last: 1001 })
    .onConflictDoUpdate({
      target: orderCounters.merchantId,
      set: { last: sql`${orderCounters.last} + 1` },
    })
    .returning({ last: orderCounters.last });
  const number = counter?.last ?? 1001;
  const values: typeof orders.$inferInsert = {
    number,
    status: 'OPEN',
    serviceType: 'PICK_UP',
    paymentType: 'CASH',
    orderDevice: 'WEB',
    productPrice: 45_000,
    productDiscount: 0,
    productCount: 1,
    promoProductDiscount: 0,
    deliveryPrice: 0,
    deliveryDiscount: 0,
    serviceFee: 0,
    cashback: 0,
    totalPrice: 45_000,
    ...overrides,
  };
  const order = firstRow(await db.insert(orders).values(values).returning(), 'order');
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: 0,
    name: ml("To'y oshi", 'Свадебный плов', 'Wedding plov'),
    image: null,
    count: order.productCount,
    costPrice: order.productPrice,
    discount: 0,
    unitPrice: order.productPrice,
    linePrice: order.productPrice,
    lineDiscount: 0,
    modifications: [],
    position: 0,
  });
  await db.insert(orderEvents).values({
    orderId: order.id,
    kind: 'CHANGE_STATUS',
    fromStatus: null,
    toStatus: order.status,
    actorType: 'CUSTOMER',
    actorId: String(order.userId),
    at: order.createdDate,
  });
  return order;
}
