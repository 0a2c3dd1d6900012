/** A merchant's branches: address, hours and what each offers. */
import type { WorkHour } from '@dasturxon/contracts';
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
import { cities } from './cities.ts';
import { belongsToUuid, ml, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';

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
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
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
    /** A temporary close (decision 261): no orders until this instant, whatever the hours say. */
    closedUntil: timestamp('closed_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('branches_merchant_idx').on(t.merchantId, t.cityId)],
);
