/**
 * Reading the audit log (issue 12, decision 268), ADMIN only. Writers log secrets only as "replaced"
 * (decision 251); as a second fence the reader also hides any value under a field that names a secret, so a
 * writer's slip never reaches a screen.
 */
import type { AuditPage, AuditQuery } from '@dasturxon/contracts';
import { AuditQuerySchema } from '@dasturxon/contracts';
import type { AuditRepository } from './repository.ts';

const SECRET_FIELD = /secret|password|token|passwd|apikey|api_key|credential|private/i;

/** `changes` with every value under a secret-named field replaced by "replaced". */
export function redactSecrets(changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    out[field] = SECRET_FIELD.test(field) && value !== 'replaced' ? 'replaced' : value;
  }
  return out;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000+05:00`);
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999+05:00`);

export function createAuditService(deps: { repo: AuditRepository }) {
  return {
    async list(merchantId: string, query: AuditQuery): Promise<AuditPage> {
      const q = AuditQuerySchema.parse(query);
      const [{ rows, total }, choices] = await Promise.all([
        deps.repo.page(
          {
            merchantId,
            ...(q.entity ? { entity: q.entity } : {}),
            ...(q.staffId ? { staffId: q.staffId } : {}),
            ...(q.from ? { from: dayStart(q.from) } : {}),
            ...(q.to ? { to: dayEnd(q.to) } : {}),
          },
          q.page,
          q.size,
        ),
        deps.repo.choices(merchantId),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          staffId: r.staffId,
          actor: r.actor,
          entity: r.entity,
          entityId: r.entityId,
          action: r.action,
          changes: redactSecrets(r.changes),
        })),
        total,
        page: q.page,
        size: q.size,
        ...choices,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
