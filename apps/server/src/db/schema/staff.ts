/** Operator accounts (issue 4): staff, their sessions and failed logins. */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { belongsTo, belongsToUuid, timestamps } from './columns.ts';
import { couriers } from './deliveries.ts';
import { merchants } from './merchants.ts';

/** Operator accounts (staff API): bound to one merchant, their own login. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    login: text('login').notNull(),
    /** scrypt: "scrypt$N$r$p$salt$hash" (base64). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['ADMIN', 'OPERATOR', 'KITCHEN', 'COURIER'] }).notNull(),
    /** For a COURIER account: its courier row. */
    courierId: integer('courier_id').references(() => couriers.id, { onDelete: 'set null' }),
    /** The branch the member works at (issue 12); null: every branch of the merchant. */
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_merchant_login_uq').on(t.merchantId, t.login)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: belongsTo('staff_id', () => staff.id),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sessions_token_uq').on(t.tokenHash)],
);

/** Failed staff logins: the throttle counts them in the database, so it holds across server instances. */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    login: text('login').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_login_failures_idx').on(t.merchantId, t.login, t.at)],
);
