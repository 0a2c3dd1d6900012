/** Cities and the cities a merchant serves. */
import { boolean, doublePrecision, integer, pgTable, primaryKey, serial, uuid } from 'drizzle-orm/pg-core';
import { ml, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';

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
