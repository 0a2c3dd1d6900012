/**
 * Dine-in (issue 13): a branch's halls and their tables, staff assigned to halls, the customer's waiter calls
 * and the merchant's dine-in settings. Every row carries its merchant id so a query scopes by it directly.
 * Halls and tables are soft-deleted (`deleted`): orders and reservations keep pointing at them.
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { belongsTo, belongsToUuid, ml, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';
import { staff } from './staff.ts';

/** A room or area of one branch: "Terrace", "Main hall". */
export const halls = pgTable(
  'halls',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    branchId: belongsTo('branch_id', () => branches.id),
    name: ml('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Lower first in lists. */
    priority: integer('priority').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('halls_merchant_branch_idx').on(t.merchantId, t.branchId)],
);

/** A table of one hall; `number` is what is painted on it and printed beside its QR code. */
export const diningTables = pgTable(
  'dining_tables',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    hallId: belongsTo('hall_id', () => halls.id),
    number: integer('number').notNull(),
    /** An optional label beside the number ("Window", "VIP"). */
    name: text('name'),
    seats: integer('seats').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('dining_tables_merchant_hall_idx').on(t.merchantId, t.hallId),
    uniqueIndex('dining_tables_hall_number_uq').on(t.hallId, t.number).where(sql`${t.deleted} = false`),
  ],
);

/** Which halls a staff member waits on (a waiter sees and takes that hall's calls first). */
export const staffHalls = pgTable(
  'staff_halls',
  {
    staffId: belongsTo('staff_id', () => staff.id),
    hallId: belongsTo('hall_id', () => halls.id),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.hallId] }), index('staff_halls_hall_idx').on(t.hallId)],
);

/** A customer's call from a table: open until a staff member takes it. */
export const waiterCalls = pgTable(
  'waiter_calls',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    branchId: belongsTo('branch_id', () => branches.id),
    hallId: belongsTo('hall_id', () => halls.id),
    tableId: belongsTo('table_id', () => diningTables.id),
    reason: text('reason', { enum: ['CALL', 'BILL', 'OTHER'] }).notNull(),
    comment: text('comment'),
    /** The calling device's id cookie (guests have no account). */
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    takenBy: integer('taken_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('waiter_calls_merchant_open_idx').on(t.merchantId, t.createdAt).where(sql`${t.takenAt} is null`),
    index('waiter_calls_table_idx').on(t.tableId, t.createdAt),
  ],
);

/** Dine-in settings, one row per merchant (a missing row means the defaults). */
export const diningSettings = pgTable('dining_settings', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** A guest at a recognised table may order without the SMS sign-in. */
  guestOrdering: boolean('guest_ordering').notNull().default(false),
  /** Seconds a table waits between two waiter calls. */
  waiterCallCooldownSeconds: integer('waiter_call_cooldown_seconds').notNull().default(120),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
});
