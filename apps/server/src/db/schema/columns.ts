/** Column helpers shared by the schema files. */
import type { MultilingualText } from '@dasturxon/contracts';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** A multilingual text: jsonb {uz, ru, eng}. */
export const ml = (name: string) => jsonb(name).$type<MultilingualText>();

export const timestamps = {
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
};
