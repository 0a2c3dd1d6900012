/** Column helpers shared by the schema files. */
import type { MultilingualText } from '@dasturxon/contracts';
import { type AnyPgColumn, integer, jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A multilingual text: jsonb {uz, ru, eng}. */
export const ml = (name: string) => jsonb(name).$type<MultilingualText>();

export const timestamps = {
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
};

/** A row's required owner (its merchant, branch, hall...) by integer id: the row is deleted with its owner. */
export const belongsTo = (name: string, to: () => AnyPgColumn) =>
  integer(name).notNull().references(to, { onDelete: 'cascade' });

/** The same, for an owner keyed by uuid (the merchant). */
export const belongsToUuid = (name: string, to: () => AnyPgColumn) =>
  uuid(name).notNull().references(to, { onDelete: 'cascade' });
