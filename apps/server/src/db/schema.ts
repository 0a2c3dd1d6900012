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
    /** How many can be ordered at this branch now (spec §8 "not enough products"); null = no limit. */
    stock: integer('stock'),
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

// ---------------------------------------------------------------------------------------------------------
// Ordering (issue 4): order settings, delivery zones, payment settings, promos, orders, payments, cards, staff.
// ---------------------------------------------------------------------------------------------------------

/** Order settings of spec §3, one row per merchant (a missing row means the defaults of the repository). */
export const orderSettings = pgTable('order_settings', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  isServiceFeeEnabled: boolean('is_service_fee_enabled').notNull().default(false),
  isServiceFeeFreeAboveThreshold: boolean('is_service_fee_free_above_threshold').notNull().default(false),
  serviceFeeThreshold: integer('service_fee_threshold').notNull().default(0),
  serviceFeeAmount: integer('service_fee_amount').notNull().default(0),
  minimalDeliveryPrice: integer('minimal_delivery_price').notNull().default(0),
  /** Products after discounts must reach this for delivery (spec §8 "delivery minimum amount"). */
  minOrderAmount: integer('min_order_amount').notNull().default(0),
  /** Distance part of the tariff (decision 102): so'm per started km beyond `deliveryFreeKm`. */
  deliveryPricePerKm: integer('delivery_price_per_km').notNull().default(0),
  deliveryFreeKm: real('delivery_free_km').notNull().default(0),
  laterDaysAhead: integer('later_days_ahead').notNull().default(2),
  defaultServiceTypes: jsonb('default_service_types')
    .notNull()
    .$type<{ telegram: string; website: string; application: string }>()
    .default({ telegram: 'DELIVERY', website: 'DELIVERY', application: 'DELIVERY' }),
  cityId: integer('city_id').references(() => cities.id),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
});

/** Delivery zones (spec §3): a polygon of [lat, lon] points with a price. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    cityId: integer('city_id').references(() => cities.id),
    /** Zones of one branch only; null = every branch of the merchant. */
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    polygon: jsonb('polygon').notNull().$type<Array<[number, number]>>(),
    color: text('color'),
    price: integer('price').notNull(),
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('delivery_zones_merchant_idx').on(t.merchantId)],
);

/** Per-merchant payment setting (spec §3): which payment types each channel offers. */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
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

/** Promo codes (spec §3). Codes are matched case-insensitively: stored upper-case. */
export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
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
    ...timestamps,
  },
  (t) => [uniqueIndex('promos_merchant_code_uq').on(t.merchantId, t.code)],
);

/** Promos a customer has checked at checkout or used in an order: /profile/promos. */
export const userPromos = pgTable(
  'user_promos',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: integer('order_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promoId] })],
);

/** The last human order number per merchant, taken with UPDATE ... RETURNING inside the order transaction. */
export const orderCounters = pgTable('order_counters', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  last: integer('last').notNull().default(1000),
});

export type OrderAddressColumn = {
  savedAddressId?: number | null;
  latitude: number;
  longitude: number;
  name?: string | null;
  streetName?: string | null;
  houseNumber?: string | null;
  details?: string | null;
  description?: string | null;
  cityId?: number | null;
  office?: string | null;
  domophone?: string | null;
  entrance?: string | null;
  floor?: string | null;
  comment?: string | null;
};

export const couriers = pgTable(
  'couriers',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone'),
    status: text('status').notNull().default('ACCEPTED'),
    balance: integer('balance').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationAt: timestamp('location_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('couriers_merchant_idx').on(t.merchantId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: integer('number').notNull(),
    /** The client's Idempotency-Key and a hash of its request: a retry returns the same order. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    status: text('status', {
      enum: [
        'OPEN',
        'ACCEPTED',
        'CANCELED',
        'CREATED',
        'COOKING',
        'DONE',
        'ON_WAY',
        'DELIVERED',
        'CLOSED',
        'ATTACHED',
        'AT_TIME',
      ],
    }).notNull(),
    serviceType: text('service_type', { enum: ['DELIVERY', 'PICK_UP', 'DINE_IN'] }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    cityId: integer('city_id'),
    paymentType: text('payment_type', {
      enum: ['CASH', 'CLICK', 'PAYNET', 'TERMINAL', 'PAYME', 'UZUM', 'OTHER', 'CLICK_MINI_APP'],
    }).notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    address: jsonb('address').$type<OrderAddressColumn>(),
    addressType: text('address_type'),
    comment: text('comment'),
    courierComment: text('courier_comment'),
    sendCheque: boolean('send_cheque').notNull().default(false),
    sendChequePhone: text('send_cheque_phone'),
    later: boolean('later').notNull().default(false),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    hallId: integer('hall_id'),
    tableId: integer('table_id'),
    orderDevice: text('order_device', { enum: ['WEB', 'TG'] }).notNull(),
    promoId: integer('promo_id').references(() => promos.id),
    promoCode: text('promo_code'),
    deliveryZoneId: integer('delivery_zone_id'),
    distance: real('distance'),
    // Totals (contracts OrderTotals), whole so'm.
    productPrice: integer('product_price').notNull(),
    productDiscount: integer('product_discount').notNull(),
    productCount: integer('product_count').notNull(),
    promoProductDiscount: integer('promo_product_discount').notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    deliveryDiscount: integer('delivery_discount').notNull(),
    serviceFee: integer('service_fee').notNull(),
    cashback: integer('cashback').notNull(),
    totalPrice: integer('total_price').notNull(),
    courierId: integer('courier_id').references(() => couriers.id),
    courierStatus: text('courier_status').notNull().default('NONE'),
    reason: text('reason'),
    acceptedTime: timestamp('accepted_time', { withTimezone: true }),
    cookingTime: timestamp('cooking_time', { withTimezone: true }),
    readyTime: timestamp('ready_time', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_merchant_number_uq').on(t.merchantId, t.number),
    uniqueIndex('orders_idempotency_uq').on(t.merchantId, t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.merchantId, t.userId, t.createdDate),
    index('orders_merchant_status_idx').on(t.merchantId, t.status, t.createdDate),
    // Orders waiting for an online payment, oldest first: what the overdue-payment sweep reads (decision 162).
    index('orders_waiting_payment_idx')
      .on(t.createdDate)
      .where(sql`${t.status} = 'CREATED' and not ${t.isPaid}`),
  ],
);

export type OrderItemModifierColumn = {
  id: number;
  groupId: number;
  name: MultilingualText;
  price: number;
  count: number;
};

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    name: ml('name').notNull(),
    image: text('image'),
    count: integer('count').notNull(),
    costPrice: integer('cost_price').notNull(),
    discount: integer('discount').notNull(),
    unitPrice: integer('unit_price').notNull(),
    linePrice: integer('line_price').notNull(),
    lineDiscount: integer('line_discount').notNull(),
    modifications: jsonb('modifications').notNull().$type<OrderItemModifierColumn[]>(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Change log of an order (spec §3 change-log kinds): every status move, payment and courier change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'PAID',
        'UPDATE',
        'PAID_AND_CHANGE_STATUS',
        'CHANGE_STATUS',
        'CHANGE_COURIER_STATUS',
        'CHANGE_PAYMENT_TYPE',
        'CHANGE_DELIVERY_TYPE',
      ],
    }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** CUSTOMER, STAFF, PROVIDER or SYSTEM, and its id (user, staff, provider name). */
    actorType: text('actor_type', { enum: ['CUSTOMER', 'STAFF', 'PROVIDER', 'SYSTEM'] }).notNull(),
    actorId: text('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
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
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
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
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/** Operator accounts (staff API): bound to one merchant, their own login. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    login: text('login').notNull(),
    /** scrypt: "scrypt$N$r$p$salt$hash" (base64). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['ADMIN', 'OPERATOR', 'KITCHEN', 'COURIER'] }).notNull(),
    /** For a COURIER account: its courier row. */
    courierId: integer('courier_id').references(() => couriers.id, { onDelete: 'set null' }),
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
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
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
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    login: text('login').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_login_failures_idx').on(t.merchantId, t.login, t.at)],
);
