/** Cities and the cities a merchant serves. */
import { boolean, doublePrecision, pgTable, primaryKey, serial } from 'drizzle-orm/pg-core';
import { belongsTo, belongsToUuid, ml, timestamps } from './columns.ts';
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
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    cityId: belongsTo('city_id', () => cities.id),
    isMain: boolean('is_main').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.cityId] })],
);
