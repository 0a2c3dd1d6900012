/**
 * Ratings of delivered orders (issue 10, decision 322): one per order, by its customer. The stars also become
 * one product grade (spec §3, menu.ts product_grades) per product of the order, in the same transaction.
 */

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, belongsToUuid } from './columns.ts';
import { users } from './customers.ts';
import { merchants } from './merchants.ts';
import { orders } from './orders.ts';

export const orderRatings = pgTable(
  'order_ratings',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Once per order: a second rating (a double tap, two tabs) loses on this index.
    uniqueIndex('order_ratings_order_uq').on(t.orderId),
    index('order_ratings_merchant_idx').on(t.merchantId, t.createdDate),
    check('order_ratings_stars_ck', sql`${t.stars} between 1 and 5`),
  ],
);
