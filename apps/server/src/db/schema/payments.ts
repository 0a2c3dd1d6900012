/** Payments (issue 4): payment types offered, provider transactions, saved cards. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, belongsToUuid, timestamps } from './columns.ts';
import { users } from './customers.ts';
import { merchants } from './merchants.ts';
import { orders } from './orders.ts';

/** Per-merchant payment setting (spec §3): which payment types each channel offers. */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    type: text('type', {
      enum: ['CASH', 'CLICK', 'PAYNET', 'TERMINAL', 'PAYME', 'UZUM', 'OTHER', 'CLICK_MINI_APP'],
    }).notNull(),
    webEnabled: boolean('web_enabled').notNull().default(true),
    botEnabled: boolean('bot_enabled').notNull().default(true),
    operatorEnabled: boolean('operator_enabled').notNull().default(true),
    appEnabled: boolean('app_enabled').notNull().default(true),
    qrEnabled: boolean('qr_enabled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('payment_settings_merchant_type_uq').on(t.merchantId, t.type)],
);

/**
 * A provider's payment transaction (Payme, Click, Uzum). `providerTxId` is the provider's id; the amount is
 * whole so'm (providers counting tiyin are converted at the edge). Times are the provider's ms timestamps
 * (Payme) or ours; `answers` keeps stored replies so a repeated call gets an identical answer.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: ['PAYME', 'CLICK', 'UZUM'] }).notNull(),
    providerTxId: text('provider_tx_id').notNull(),
    /** Provider-specific state: Payme 1/2/-1/-2; Click/Uzum as text in `status`. */
    state: integer('state').notNull().default(0),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    providerTime: text('provider_time'),
    createTime: text('create_time'),
    performTime: text('perform_time'),
    cancelTime: text('cancel_time'),
    reason: integer('reason'),
    data: jsonb('data').notNull().$type<Record<string, unknown>>().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_transactions_provider_uq').on(t.provider, t.merchantId, t.providerTxId),
    index('payment_transactions_order_idx').on(t.orderId),
  ],
);

/** Saved cards: only the provider's token, a masked number and the expiry. Never a CVV or a full number. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    userId: belongsTo('user_id', () => users.id),
    provider: text('provider', { enum: ['PAYME'] }).notNull(),
    token: text('token').notNull(),
    /** e.g. "8600 55** **** 1234". */
    maskedNumber: text('masked_number').notNull(),
    /** "MM/YY" */
    expire: text('expire').notNull(),
    name: text('name'),
    phoneMask: text('phone_mask'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Codes tried for this card (each attempt is counted before it is checked, so parallel tries cannot pass). */
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** When the provider allows sending another code. */
    codeNextSendAt: timestamp('code_next_send_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('cards_user_idx').on(t.merchantId, t.userId)],
);
