/**
 * The audit log of the console's admin changes (issue 12, decision 251): who changed what and when. One row per
 * change, written in the same transaction as the change (modules/audit/audit.ts). Secret values never reach it:
 * a credential change records only which field was replaced.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsToUuid } from './columns.ts';
import { merchants } from './merchants.ts';
import { staff } from './staff.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    merchantId: belongsToUuid('merchant_id', () => merchants.id),
    /** The staff member who made the change; null for the platform admin or a system job. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who it was at the time (the account may be renamed or removed later): "Aziz (admin)" or "platform". */
    actor: text('actor').notNull(),
    /** What kind of thing changed: product, category, branch, zone, promo, settings, credential, staff, ... */
    entity: text('entity').notNull(),
    /** Its id as text (uuid, number or a settings key); null for merchant-wide settings. */
    entityId: text('entity_id'),
    /** create | update | delete | stop | resume | replace | adjust | ... */
    action: text('action').notNull(),
    /** What changed: { field: { from, to } } for plain values, { field: 'replaced' } for secrets, or a note. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_merchant_at_idx').on(t.merchantId, t.at)],
);
