/** Delivery (issue 4): delivery zones and couriers. */
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
} from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { cities } from './cities.ts';
import { belongsToUuid, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';

/** Delivery zones (spec §3): a polygon of [lat, lon] points with a price. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
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

export const couriers = pgTable(
  'couriers',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
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
