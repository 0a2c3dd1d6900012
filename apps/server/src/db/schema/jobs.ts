/**
 * Background jobs that must survive a crash or an outage (decision 246): a row per job, claimed by one worker at
 * a time (FOR UPDATE SKIP LOCKED, then a lease in `runAfter`), retried with a growing wait until it ends.
 * `kind` names the work (e.g. REFUND); `result` keeps what the work answered for the screens that show it.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsToUuid, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';
import { orders } from './orders.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['REFUND'] }).notNull(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** PENDING: to run (again) at runAfter; DONE: finished; MANUAL: a person must act; FAILED: gave up. */
    state: text('state', { enum: ['PENDING', 'DONE', 'MANUAL', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [uniqueIndex('jobs_kind_order_uq').on(t.kind, t.orderId), index('jobs_due_idx').on(t.runAfter)],
);
