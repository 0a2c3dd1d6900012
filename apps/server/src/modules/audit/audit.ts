/**
 * Recording the audit log (issue 12, decision 251). Every admin change calls `recordAudit` with the transaction
 * that makes the change, so a change and its log row land together or not at all.
 *
 *   await db.transaction(async (tx) => {
 *     const before = await ...; const after = await ...update...;
 *     await recordAudit(tx, auditActor(principal), {
 *       entity: 'product', entityId: String(id), action: 'update',
 *       changes: fieldChanges(before, after, ['price', 'name']),
 *     });
 *   });
 *
 * Secrets: pass their field names to `replacedSecrets` — the log says "replaced", never the value.
 */
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { StaffPrincipal } from '../staff/service.ts';

export interface AuditActor {
  merchantId: string;
  staffId: number | null;
  /** Who it was at the time: "Aziz (admin)"; "platform" for the platform admin. */
  actor: string;
}

export interface AuditEntry {
  entity: string;
  entityId?: string | number | null;
  action: string;
  changes?: Record<string, unknown>;
}

export function auditActor(principal: StaffPrincipal): AuditActor {
  const { staff } = principal;
  return { merchantId: principal.merchantId, staffId: staff.id, actor: `${staff.name} (${staff.login})` };
}

export function platformActor(merchantId: string): AuditActor {
  return { merchantId, staffId: null, actor: 'platform' };
}

export async function recordAudit(q: Tx, who: AuditActor, entry: AuditEntry, at?: Date): Promise<void> {
  await q.insert(auditLog).values({
    merchantId: who.merchantId,
    staffId: who.staffId,
    actor: who.actor,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    changes: entry.changes ?? {},
    ...(at ? { at } : {}),
  });
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** { field: { from, to } } for every listed field whose value differs between `before` and `after`. */
export function fieldChanges<T extends object>(
  before: T | null | undefined,
  after: T,
  fields: ReadonlyArray<keyof T & string>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = before ? (before[field] ?? null) : null;
    const to = after[field] ?? null;
    if (!same(from, to)) changes[field] = { from, to };
  }
  return changes;
}

/** { field: 'replaced' } for each secret that was entered: the value itself is never logged. */
export function replacedSecrets(fields: readonly string[]): Record<string, 'replaced'> {
  return Object.fromEntries(fields.map((f) => [f, 'replaced' as const]));
}
