/**
 * The audit log in the console (issue 12; decisions 251, 268), ADMIN only: who changed what and when. Secrets
 * never reach the log (a replaced credential reads "replaced"), so nothing here can carry one.
 */
import { z } from 'zod';
import { RowIdParamSchema } from './common.ts';
import { CalendarDaySchema, LONE_SURROGATE } from './staff-promos.ts';

/** GET /staff/v1/admin/audit: newest first; `from`/`to` are Asia/Tashkent days, both included. */
export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
  entity: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine((text) => !LONE_SURROGATE.test(text))
    .optional(),
  staffId: RowIdParamSchema.optional(),
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int().nullable(),
  actor: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  /** { field: { from, to } }, { field: 'replaced' } for a secret, or a note. */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Every entity kind in the merchant's log, and everyone who wrote to it: the filters' choices. */
  entities: z.array(z.string()),
  actors: z.array(z.object({ staffId: z.number().int(), actor: z.string() })),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
