/** Orders (issue 4): order settings, the order counter, orders with their lines and change log. */
import type { MultilingualText } from '@dasturxon/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { cities } from './cities.ts';
import { belongsTo, belongsToUuid, ml, timestamps } from './columns.ts';
import { users } from './customers.ts';
import { couriers } from './deliveries.ts';
import { merchants } from './merchants.ts';
import { promos } from './promos.ts';

/** Order sources of spec §3 this server records: the storefront, the mini-app, the console, an integration. */
const ORDER_SOURCE_VALUES = ['CLIENT_WEB', 'TELEGRAM_BOT', 'OPERATOR', 'INTEGRATION_APP'] as const;

/** Order settings of spec §3, one row per merchant (a missing row means the defaults of the repository). */
export const orderSettings = pgTable('order_settings', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  isServiceFeeEnabled: boolean('is_service_fee_enabled').notNull().default(false),
  isServiceFeeFreeAboveThreshold: boolean('is_service_fee_free_above_threshold').notNull().default(false),
  serviceFeeThreshold: integer('service_fee_threshold').notNull().default(0),
  serviceFeeAmount: integer('service_fee_amount').notNull().default(0),
  minimalDeliveryPrice: integer('minimal_delivery_price').notNull().default(0),
  /** Products after discounts must reach this for delivery (spec §8 "delivery minimum amount"). */
  minOrderAmount: integer('min_order_amount').notNull().default(0),
  /** Products after discounts from this much deliver free; 0 = never (decision 263). */
  freeDeliveryThreshold: integer('free_delivery_threshold').notNull().default(0),
  /** Distance part of the tariff (decision 102): so'm per started km beyond `deliveryFreeKm`. */
  deliveryPricePerKm: integer('delivery_price_per_km').notNull().default(0),
  deliveryFreeKm: real('delivery_free_km').notNull().default(0),
  laterDaysAhead: integer('later_days_ahead').notNull().default(2),
  defaultServiceTypes: jsonb('default_service_types')
    .notNull()
    .$type<{ telegram: string; website: string; application: string }>()
    .default({ telegram: 'DELIVERY', website: 'DELIVERY', application: 'DELIVERY' }),
  cityId: integer('city_id').references(() => cities.id),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
});

/** The last human order number per merchant, taken with UPDATE ... RETURNING inside the order transaction. */
export const orderCounters = pgTable('order_counters', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  last: integer('last').notNull().default(1000),
});

export type OrderAddressColumn = {
  savedAddressId?: number | null;
  latitude: number;
  longitude: number;
  name?: string | null;
  streetName?: string | null;
  houseNumber?: string | null;
  details?: string | null;
  description?: string | null;
  cityId?: number | null;
  office?: string | null;
  domophone?: string | null;
  entrance?: string | null;
  floor?: string | null;
  comment?: string | null;
};

/**
 * A cash or terminal order handed over without its money (decision 363): why, what was taken of it, who said so
 * and when. Kept after the money is brought in (the order is paid then), for the history.
 */
export type HandoverUnpaidColumn = {
  reason: 'REFUSED' | 'PARTIAL' | 'OTHER';
  note: string | null;
  /** So'm taken at the door (a part payment), else null. */
  collected: number | null;
  staffId: number;
  /** The member's name when recorded (the console shows it without another read). */
  staffName: string | null;
  at: string;
  /** An ADMIN wrote the money off (decision 375): the order stays unpaid and is no longer due. */
  writtenOff?: { staffId: number; staffName: string | null; note: string; at: string };
};

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: integer('number').notNull(),
    /** The client's Idempotency-Key and a hash of its request: a retry returns the same order. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    status: text('status', {
      enum: [
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
      ],
    }).notNull(),
    serviceType: text('service_type', { enum: ['DELIVERY', 'PICK_UP', 'DINE_IN'] }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    cityId: integer('city_id'),
    paymentType: text('payment_type', {
      enum: ['CASH', 'CLICK', 'PAYNET', 'TERMINAL', 'PAYME', 'UZUM', 'OTHER', 'CLICK_MINI_APP'],
    }).notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    address: jsonb('address').$type<OrderAddressColumn>(),
    addressType: text('address_type'),
    comment: text('comment'),
    courierComment: text('courier_comment'),
    sendCheque: boolean('send_cheque').notNull().default(false),
    sendChequePhone: text('send_cheque_phone'),
    later: boolean('later').notNull().default(false),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    /** When the merchant promised it ready (the console's accept with a time, issue 11); null before. */
    promisedAt: timestamp('promised_at', { withTimezone: true }),
    /** The delivery time estimate quoted when it was placed, minutes from creation (decision 315); null: none. */
    etaMinMinutes: integer('eta_min_minutes'),
    etaMaxMinutes: integer('eta_max_minutes'),
    hallId: integer('hall_id'),
    tableId: integer('table_id'),
    /** The staff member waiting on a dine-in order (issue 13); null until assigned. */
    waiterId: integer('waiter_id'),
    /** Client type (contracts ClientType): the customer's own client, or OPERATOR for a phone order. */
    orderDevice: text('order_device', { enum: ['WEB', 'TG', 'OPERATOR'] }).notNull(),
    /** Where the order came from (spec §3 order sources; decision 218). */
    source: text('source', { enum: ORDER_SOURCE_VALUES }).notNull().default('CLIENT_WEB'),
    promoId: integer('promo_id').references(() => promos.id),
    promoCode: text('promo_code'),
    deliveryZoneId: integer('delivery_zone_id'),
    distance: real('distance'),
    // Totals (contracts OrderTotals), whole so'm.
    productPrice: integer('product_price').notNull(),
    productDiscount: integer('product_discount').notNull(),
    productCount: integer('product_count').notNull(),
    promoProductDiscount: integer('promo_product_discount').notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    deliveryDiscount: integer('delivery_discount').notNull(),
    serviceFee: integer('service_fee').notNull(),
    cashback: integer('cashback').notNull(),
    totalPrice: integer('total_price').notNull(),
    courierId: integer('courier_id').references(() => couriers.id),
    courierStatus: text('courier_status').notNull().default('NONE'),
    reason: text('reason'),
    acceptedTime: timestamp('accepted_time', { withTimezone: true }),
    cookingTime: timestamp('cooking_time', { withTimezone: true }),
    readyTime: timestamp('ready_time', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    handoverUnpaid: jsonb('handover_unpaid').$type<HandoverUnpaidColumn>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_merchant_number_uq').on(t.merchantId, t.number),
    uniqueIndex('orders_idempotency_uq').on(t.merchantId, t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.merchantId, t.userId, t.createdDate),
    index('orders_merchant_status_idx').on(t.merchantId, t.status, t.createdDate),
    // Uses of a promo (its redemption caps, decision 266): counted by promo and customer.
    index('orders_promo_idx').on(t.promoId, t.userId).where(sql`${t.promoId} is not null`),
    // Orders waiting for an online payment, oldest first: what the overdue-payment sweep reads (decision 162).
    index('orders_waiting_payment_idx')
      .on(t.createdDate)
      .where(sql`${t.status} = 'CREATED' and not ${t.isPaid}`),
    // Handed over without the money and not brought in yet: the console's "cash due" filter (decision 363).
    index('orders_cash_due_idx')
      .on(t.merchantId, t.createdDate)
      .where(sql`${t.handoverUnpaid} is not null and not ${t.isPaid}`),
  ],
);

export type OrderItemModifierColumn = {
  id: number;
  groupId: number;
  name: MultilingualText;
  price: number;
  count: number;
};

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    productId: integer('product_id').notNull(),
    name: ml('name').notNull(),
    image: text('image'),
    count: integer('count').notNull(),
    costPrice: integer('cost_price').notNull(),
    discount: integer('discount').notNull(),
    unitPrice: integer('unit_price').notNull(),
    linePrice: integer('line_price').notNull(),
    lineDiscount: integer('line_discount').notNull(),
    modifications: jsonb('modifications').notNull().$type<OrderItemModifierColumn[]>(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Change log of an order (spec §3 change-log kinds): every status move, payment and courier change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    kind: text('kind', {
      enum: [
        'PAID',
        'UPDATE',
        'PAID_AND_CHANGE_STATUS',
        'CHANGE_STATUS',
        'CHANGE_COURIER_STATUS',
        'CHANGE_PAYMENT_TYPE',
        'CHANGE_DELIVERY_TYPE',
      ],
    }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** CUSTOMER, STAFF, PROVIDER or SYSTEM, and its id (user, staff, provider name). */
    actorType: text('actor_type', { enum: ['CUSTOMER', 'STAFF', 'PROVIDER', 'SYSTEM'] }).notNull(),
    actorId: text('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);
