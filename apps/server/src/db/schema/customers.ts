/** Customer accounts (issue 3): users, one-time codes, sessions, addresses, favourites. */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities } from './cities.ts';
import { belongsTo, belongsToUuid, timestamps } from './columns.ts';
import { products } from './menu.ts';
import { merchants } from './merchants.ts';

/**
 * A customer of one merchant. The same phone at two merchants is two users (decision 003: brands are
 * merchants). Deleting an account erases the personal fields and sets `deletedAt`; orders keep the row id.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    /** 998XXXXXXXXX; null once the account is deleted. */
    phone: text('phone'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }),
    /** YYYY-MM-DD */
    birthday: text('birthday'),
    email: text('email'),
    image: text('image'),
    role: text('role', { enum: ['CUSTOMER'] })
      .notNull()
      .default('CUSTOMER'),
    cashback: integer('cashback').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Telegram user id (from verified initData) linked to this account. */
    telegramUserId: text('telegram_user_id'),
    /** Language the customer chose for messages to them (the mini-app logout sends it, spec §7). */
    language: text('language', { enum: ['uz', 'ru', 'eng'] }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A guest at a table (issue 13) has no phone: the account is its device id cookie. */
    guestDeviceId: text('guest_device_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_merchant_phone_uq').on(t.merchantId, t.phone),
    uniqueIndex('users_merchant_guest_device_uq').on(t.merchantId, t.guestDeviceId),
    uniqueIndex('users_merchant_telegram_uq').on(t.merchantId, t.telegramUserId),
  ],
);

/**
 * One-time codes sent by SMS. Only a hash of the code is stored. Rows double as the rate-limit log (codes
 * sent per phone and per client address in a window), so limits hold across server instances.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['LOGIN', 'CHANGE_PHONE'] }).notNull(),
    /** For CHANGE_PHONE: the user changing their number. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    clientIp: text('client_ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.merchantId, t.phone, t.createdAt),
    index('otp_codes_ip_idx').on(t.clientIp, t.createdAt),
  ],
);

/** Sessions: an opaque random token of which only the SHA-256 hash is stored; one merchant, one user. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    userId: belongsTo('user_id', () => users.id),
    client: text('client', { enum: ['WEB', 'TG'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    userId: belongsTo('user_id', () => users.id),
    type: text('type', { enum: ['HOUSE', 'APARTMENT'] })
      .notNull()
      .default('HOUSE'),
    name: text('name'),
    streetName: text('street_name'),
    houseNumber: text('house_number'),
    details: text('details'),
    description: text('description'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    office: text('office'),
    domophone: text('domophone'),
    entrance: text('entrance'),
    floor: text('floor'),
    comment: text('comment'),
    ...timestamps,
  },
  (t) => [index('addresses_user_idx').on(t.merchantId, t.userId)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: belongsTo('user_id', () => users.id),
    productId: belongsTo('product_id', () => products.id),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
