/**
 * Cashback adjustments by an admin (issue 12, decision 267): every change of a customer's balance made in the
 * console, with who made it, why, and the balance it left. The balance itself is users.cashback.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, belongsToUuid } from './columns.ts';
import { users } from './customers.ts';
import { merchants } from './merchants.ts';
import { staff } from './staff.ts';

export const cashbackAdjustments = pgTable(
  'cashback_adjustments',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    userId: belongsTo('user_id', () => users.id),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who it was at the time: "Aziz (admin)". */
    actor: text('actor').notNull(),
    /** So'm added (positive) or taken (negative); never 0. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cashback_adjustments_user_idx').on(t.merchantId, t.userId, t.at)],
);
