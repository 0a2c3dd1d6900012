/** The menu (spec §3): groups, categories, products, modifiers, where a product is offered, grades. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text } from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { belongsTo, belongsToUuid, ml, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
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
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    groupId: belongsTo('group_id', () => groups.id),
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
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    categoryId: belongsTo('category_id', () => categories.id),
    name: ml('name').notNull(),
    description: ml('description').notNull(),
    image: text('image'),
    gallery: jsonb('gallery').notNull().$type<string[]>().default([]),
    costPrice: integer('cost_price').notNull(),
    discount: integer('discount').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    active: boolean('active').notNull().default(true),
    /** Deleted in the console (decision 252): kept for history (grades, favourites), never shown or listed. */
    deleted: boolean('deleted').notNull().default(false),
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
    productId: belongsTo('product_id', () => products.id),
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
    groupId: belongsTo('group_id', () => modifierGroups.id),
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
    productId: belongsTo('product_id', () => products.id),
    branchId: belongsTo('branch_id', () => branches.id),
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
    productId: belongsTo('product_id', () => products.id),
    grade: integer('grade').notNull(),
    ...timestamps,
  },
  (t) => [index('product_grades_product_idx').on(t.productId)],
);
