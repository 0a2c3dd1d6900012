/** A merchant's pages: policies and vacancies. */
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { belongsToUuid, ml, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';

export const policies = pgTable(
  'policies',
  {
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    type: text('type', { enum: ['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY'] }).notNull(),
    text: ml('text').notNull(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.type] })],
);

export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
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
