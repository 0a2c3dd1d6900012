/** Promo codes (issue 4) and the promos each customer checked or used. */
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, belongsToUuid, timestamps } from './columns.ts';
import { users } from './customers.ts';
import { merchants } from './merchants.ts';

/** Promo codes (spec §3). Codes are matched case-insensitively: stored upper-case. */
export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['AMOUNT', 'PERCENTAGE'] }).notNull(),
    productDiscount: integer('product_discount').notNull().default(0),
    deliveryDiscount: integer('delivery_discount').notNull().default(0),
    minPrice: integer('min_price').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** A customer may use a promo once (decision 103). */
    oncePerUser: boolean('once_per_user').notNull().default(true),
    /**
     * Redemption caps (issue 12, decision 266): orders that may use the promo in all (null: no cap) and per
     * customer. A use is an order with this promo that is not cancelled, counted under the promo's row lock.
     */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    ...timestamps,
  },
  (t) => [uniqueIndex('promos_merchant_code_uq').on(t.merchantId, t.code)],
);

/** Promos a customer has checked at checkout or used in an order: /profile/promos. */
export const userPromos = pgTable(
  'user_promos',
  {
    userId: belongsTo('user_id', () => users.id),
    promoId: belongsTo('promo_id', () => promos.id),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: integer('order_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promoId] })],
);
