/**
 * Table reservations (issue 13, decisions 285-289): a customer's or an operator's booking of one table of a
 * hall for a time (start plus the merchant's turn time), and the merchant's reservation settings. A table is
 * never booked twice: the service locks the table row (SELECT ... FOR UPDATE) before it checks for overlaps.
 */
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { belongsTo, belongsToUuid, timestamps } from './columns.ts';
import { users } from './customers.ts';
import { diningTables, halls } from './dining.ts';
import { merchants } from './merchants.ts';
import { staff } from './staff.ts';

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    branchId: belongsTo('branch_id', () => branches.id),
    hallId: belongsTo('hall_id', () => halls.id),
    /** Chosen by the server when the customer books; staff may move the booking to another table. */
    tableId: belongsTo('table_id', () => diningTables.id),
    /** The signed-in customer; null for a phone booking of someone without an account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    /** 998XXXXXXXXX */
    customerPhone: text('customer_phone').notNull(),
    chairs: integer('chairs').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** startsAt plus the turn time in force when booked: the table is taken until then. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', {
      enum: ['REQUESTED', 'CONFIRMED', 'DECLINED', 'SEATED', 'NO_SHOW', 'CANCELLED'],
    })
      .notNull()
      .default('REQUESTED'),
    declineReason: text('decline_reason'),
    comment: text('comment'),
    source: text('source', { enum: ['WEB', 'TELEGRAM', 'OPERATOR'] }).notNull(),
    /** The operator who entered a phone booking. */
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('reservations_table_time_idx').on(t.tableId, t.startsAt),
    index('reservations_merchant_branch_time_idx').on(t.merchantId, t.branchId, t.startsAt),
    index('reservations_user_idx').on(t.userId, t.startsAt),
  ],
);

/** Reservation settings, one row per merchant (a missing row means the defaults). */
export const reservationSettings = pgTable('reservation_settings', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** How long a booking holds its table. */
  turnMinutes: integer('turn_minutes').notNull().default(120),
  /** The step of the customer's slot grid. */
  slotMinutes: integer('slot_minutes').notNull().default(30),
  /** A customer may cancel until this long before the start. */
  cancelCutoffMinutes: integer('cancel_cutoff_minutes').notNull().default(120),
  /** How many days ahead a customer may book. */
  daysAhead: integer('days_ahead').notNull().default(30),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
});
