/** Merchants (a brand is a merchant, decision 003), their web settings and the brand catalogue. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsToUuid, ml, timestamps } from './columns.ts';

export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: ml('name').notNull(),
    logo: text('logo'),
    color: text('color').notNull().default('#FCE000'),
    sub: text('sub').notNull(),
    theme: text('theme', { enum: ['DARK', 'LIGHT'] })
      .notNull()
      .default('LIGHT'),
    mapProvider: text('map_provider', { enum: ['YANDEX', 'LEAFLET', 'LAMENU_YANDEX'] })
      .notNull()
      .default('LEAFLET'),
    // Secrets: stored, never served (MerchantPublicSchema strips them).
    yandexDeliveryKey: text('yandex_delivery_key'),
    iikoApiLogin: text('iiko_api_login'),
    iikoOrganizationId: text('iiko_organization_id'),
    yandexMapKey: text('yandex_map_key'),
    appId: text('app_id'),
    smsGateway: text('sms_gateway', { enum: ['PLAY_MOBILE', 'ESKIZ'] }),
    smsUsername: text('sms_username'),
    smsPassword: text('sms_password'),
    telegramBotToken: text('telegram_bot_token'),
    paymeMerchantId: text('payme_merchant_id'),
    paymeKey: text('payme_key'),
    clickServiceId: text('click_service_id'),
    clickMerchantId: text('click_merchant_id'),
    clickSecretKey: text('click_secret_key'),
    uzumServiceId: text('uzum_service_id'),
    uzumLogin: text('uzum_login'),
    uzumPassword: text('uzum_password'),
    /**
     * The payment credentials above are sandbox ones: on a server in PAYMENTS_MODE=sandbox this merchant's
     * online payments go to the local sandbox page. False (the default): its payments are live and go to the
     * real provider whatever the server's mode, and the sandbox refuses it (decision 173).
     */
    paymentsSandbox: boolean('payments_sandbox').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    latitude: doublePrecision('latitude').notNull().default(41.322711),
    longitude: doublePrecision('longitude').notNull().default(69.241084),
    mainCityId: integer('main_city_id'),
    domainUrl: text('domain_url'),
    /** Brands of one company share a company key; the brand catalog lists them (decision 003). */
    companyKey: text('company_key'),
    ...timestamps,
  },
  (t) => [uniqueIndex('merchants_sub_uq').on(t.sub), index('merchants_domain_idx').on(t.domainUrl)],
);

/** Web settings, one row per merchant; the flags live in jsonb so adding one needs no migration of data. */
export const merchantSettings = pgTable('merchant_settings', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull().$type<Record<string, unknown>>(),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    companyKey: text('company_key').notNull(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    name: ml('name').notNull(),
    domainUrl: text('domain_url'),
    color: text('color').notNull(),
    image: text('image'),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [index('brands_company_idx').on(t.companyKey)],
);
