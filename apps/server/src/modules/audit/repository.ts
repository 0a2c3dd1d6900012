/** SQL of reading the audit log (decision 268): a merchant's rows, filtered and paged, newest first. */
import { and, asc, count, desc, eq, gte, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  merchantId: string;
  entity?: string;
  staffId?: number;
  from?: Date;
  to?: Date;
}

export function createAuditRepository(db: Db) {
  return {
    async page(
      filter: AuditFilter,
      page: number,
      size: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where: SQL[] = [eq(auditLog.merchantId, filter.merchantId)];
      if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
      if (filter.staffId !== undefined) where.push(eq(auditLog.staffId, filter.staffId));
      if (filter.from) where.push(gte(auditLog.at, filter.from));
      if (filter.to) where.push(lte(auditLog.at, filter.to));
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(and(...where))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ n: count() })
          .from(auditLog)
          .where(and(...where)),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    /** The filters' choices: every entity kind and every staff member in the merchant's log. */
    async choices(merchantId: string) {
      const [entities, actors] = await Promise.all([
        db
          .selectDistinct({ entity: auditLog.entity })
          .from(auditLog)
          .where(eq(auditLog.merchantId, merchantId))
          .orderBy(asc(auditLog.entity)),
        db
          .selectDistinctOn([auditLog.staffId], { staffId: auditLog.staffId, actor: auditLog.actor })
          .from(auditLog)
          .where(and(eq(auditLog.merchantId, merchantId), isNotNull(auditLog.staffId)))
          .orderBy(asc(auditLog.staffId), desc(auditLog.at)),
      ]);
      return {
        entities: entities.map((e) => e.entity),
        actors: actors.flatMap((a) => (a.staffId === null ? [] : [{ staffId: a.staffId, actor: a.actor }])),
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
