/** Branch SQL, always scoped by merchant. Deleted branches are never read. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../../db/schema/index.ts';

export type BranchRecord = typeof branches.$inferSelect;

export function createBranchRepository(db: Db) {
  return {
    /** Active branches of the merchant (optionally of one city), main branch first. */
    async listActive(merchantId: string, cityId?: number): Promise<BranchRecord[]> {
      const where = [
        eq(branches.merchantId, merchantId),
        eq(branches.isActive, true),
        eq(branches.deleted, false),
      ];
      if (cityId !== undefined) where.push(eq(branches.cityId, cityId));
      return db
        .select()
        .from(branches)
        .where(and(...where))
        .orderBy(desc(branches.isMain), asc(branches.id));
    },

    async findById(merchantId: string, id: number): Promise<BranchRecord | null> {
      const rows = await db
        .select()
        .from(branches)
        .where(and(eq(branches.merchantId, merchantId), eq(branches.id, id), eq(branches.deleted, false)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type BranchRepository = ReturnType<typeof createBranchRepository>;
