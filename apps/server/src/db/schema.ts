/**
 * Database schema (drizzle pg-core). One dialect for PGlite and PostgreSQL 15: keep to SQL both accept.
 * Money is integer so'm. Multilingual texts are jsonb {uz, ru, eng}.
 */
import type { MultilingualText, WorkHour } from '@dasturxon/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ml = (name: string) => jsonb(name).$type<MultilingualText>();
const timestamps = {
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
};

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
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: ml('name').notNull(),
    domainUrl: text('domain_url'),
    color: text('color').notNull(),
    image: text('image'),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [index('brands_company_idx').on(t.companyKey)],
);

export const policies = pgTable(
  'policies',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY'] }).notNull(),
    text: ml('text').notNull(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.type] })],
);

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: ml('name').notNull(),
  description: ml('description'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  ...timestamps,
});

export const merchantCities = pgTable(
  'merchant_cities',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.cityId] })],
);

export type BranchSettingsColumn = {
  bookingEnabled: boolean;
  deliveryEnabled: boolean;
  dineInEnabled: boolean;
  expressEnabled: boolean;
  kitchenEnabled: boolean;
  payOfficeEnabled: boolean;
  pickUpEnabled: boolean;
  storageEnabled: boolean;
  yandexEnabled: boolean;
  directorId: number | null;
};

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: ml('name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone'),
    bookingPhone: text('booking_phone'),
    isActive: boolean('is_active').notNull().default(true),
    isMain: boolean('is_main').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    joinPosterId: text('join_poster_id'),
    jowiId: text('jowi_id'),
    iikoId: text('iiko_id'),
    companyId: integer('company_id'),
    paymentId: integer('payment_id'),
    deliveryPrice: integer('delivery_price'),
    deliveryStart: text('delivery_start'),
    deliveryEnd: text('delivery_end'),
    settings: jsonb('settings').notNull().$type<BranchSettingsColumn>(),
    /** Weekly hours in Asia/Tashkent local time, one entry per weekday. */
    workHours: jsonb('work_hours').notNull().$type<WorkHour[]>(),
    ...timestamps,
  },
  (t) => [index('branches_merchant_idx').on(t.merchantId, t.cityId)],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: ml('name').notNull(),
    icon: text('icon'),
    image: text('image'),
    bgColor: text('bg_color'),
    iconBgColor: text('icon_bg_color'),
    priority: integer('priority').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('groups_merchant_idx').on(t.merchantId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: ml('name').notNull(),
    image: text('image'),
    priority: integer('priority').notNull().default(0),
    textColor: text('text_color'),
    viewType: text('view_type', { enum: ['BIG', 'MEDIUM', 'SMALL'] })
      .notNull()
      .default('MEDIUM'),
    scrollType: text('scroll_type', { enum: ['VERTICAL', 'HORIZONTAL'] })
      .notNull()
      .default('VERTICAL'),
    navigationType: text('navigation_type', { enum: ['SHEET', 'POP_UP', 'FULL_SCREEN'] })
      .notNull()
      .default('POP_UP'),
    isWithoutCart: boolean('is_without_cart').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('categories_merchant_idx').on(t.merchantId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: ml('name').notNull(),
    description: ml('description').notNull(),
    image: text('image'),
    gallery: jsonb('gallery').notNull().$type<string[]>().default([]),
    costPrice: integer('cost_price').notNull(),
    discount: integer('discount').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    active: boolean('active').notNull().default(true),
    type: text('type', { enum: ['NONE', 'MODIFICATION'] })
      .notNull()
      .default('NONE'),
    unit: text('unit', { enum: ['KG', 'LITER', 'GRAMM', 'COUNT'] })
      .notNull()
      .default('COUNT'),
    measure: real('measure'),
    calorie: integer('calorie'),
    amount: integer('amount').notNull().default(1),
    labels: jsonb('labels').notNull().$type<string[]>().default([]),
    tags: jsonb('tags').notNull().$type<string[]>().default([]),
    timeCookingMin: integer('time_cooking_min'),
    timeCookingMax: integer('time_cooking_max'),
    isCartRecommendation: boolean('is_cart_recommendation').notNull().default(false),
    deliveryEnabled: boolean('delivery_enabled').notNull().default(true),
    systems: jsonb('systems').notNull().$type<Array<'WEB' | 'TG'>>().default(['WEB', 'TG']),
    integrationId: text('integration_id'),
    mxicCode: text('mxic_code'),
    barcode: text('barcode'),
    ...timestamps,
  },
  (t) => [index('products_merchant_idx').on(t.merchantId), index('products_category_idx').on(t.categoryId)],
);

export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: ml('name').notNull(),
    min: integer('min').notNull().default(0),
    max: integer('max').notNull().default(1),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [index('modifier_groups_product_idx').on(t.productId)],
);

export const modifiers = pgTable(
  'modifiers',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    name: ml('name').notNull(),
    price: integer('price').notNull().default(0),
    image: text('image'),
    isDefault: boolean('is_default').notNull().default(false),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [index('modifiers_group_idx').on(t.groupId)],
);

/** Where a product is offered, and whether it is on the branch's stop-list right now. */
export const productBranches = pgTable(
  'product_branches',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.productId, t.branchId] })],
);

export const productGrades = pgTable(
  'product_grades',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    grade: integer('grade').notNull(),
    ...timestamps,
  },
  (t) => [index('product_grades_product_idx').on(t.productId)],
);

export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    title: ml('title').notNull(),
    description: ml('description').notNull(),
    requirements: ml('requirements').notNull(),
    salary: text('salary'),
    contactPhone: text('contact_phone'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('vacancies_merchant_idx').on(t.merchantId)],
);

// ---------------------------------------------------------------------------------------------------------
// Customer accounts (issue 3): users, one-time codes, sessions, addresses, favourites.
// ---------------------------------------------------------------------------------------------------------

/**
 * A customer of one merchant. The same phone at two merchants is two users (decision 003: brands are
 * merchants). Deleting an account erases the personal fields and sets `deletedAt`; orders keep the row id.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_merchant_phone_uq').on(t.merchantId, t.phone),
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
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
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
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
