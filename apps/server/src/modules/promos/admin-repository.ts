/** SQL of the console's promo admin (decision 266): the merchant's promos with their uses. Scoped by merchant. */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders, promos } from '../../db/schema/index.ts';
import type { PromoRow } from './repository.ts';

export type PromoWrite = Omit<typeof promos.$inferInsert, 'id' | 'merchantId' | 'createdDate'>;

/** Uses of each promo: orders with it that are not cancelled. */
function usesOf(q: Tx, merchantId: string) {
  return q
    .select({ promoId: orders.promoId, n: count().as('n') })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        ne(orders.status, 'CANCELED'),
        sql`${orders.promoId} is not null`,
      ),
    )
    .groupBy(orders.promoId)
    .as('uses');
}

export function createPromoAdminRepository(db: Db) {
  return {
    db,

    async list(merchantId: string): Promise<Array<PromoRow & { uses: number }>> {
      const uses = usesOf(db, merchantId);
      const rows = await db
        .select({ promo: promos, n: uses.n })
        .from(promos)
        .leftJoin(uses, eq(uses.promoId, promos.id))
        .where(eq(promos.merchantId, merchantId))
        .orderBy(asc(promos.code));
      return rows.map((r) => ({ ...r.promo, uses: Number(r.n ?? 0) }));
    },

    async uses(q: Tx, promoId: number): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.promoId, promoId), ne(orders.status, 'CANCELED')));
      return Number(row?.n ?? 0);
    },

    /** The merchant's promo, its row locked for the change; another merchant's: null. */
    async lock(q: Tx, merchantId: string, id: number): Promise<PromoRow | null> {
      const [row] = await q
        .select()
        .from(promos)
        .where(and(eq(promos.merchantId, merchantId), eq(promos.id, id)))
        .for('update');
      return row ?? null;
    },

    async codeTaken(q: Tx, merchantId: string, code: string, except: number | null): Promise<boolean> {
      const where = [eq(promos.merchantId, merchantId), eq(promos.code, code)];
      if (except !== null) where.push(ne(promos.id, except));
      const rows = await q
        .select({ id: promos.id })
        .from(promos)
        .where(and(...where))
        .limit(1);
      return rows.length > 0;
    },

    async insert(q: Tx, merchantId: string, values: PromoWrite, now: Date): Promise<PromoRow> {
      const [row] = await q
        .insert(promos)
        .values({ ...values, merchantId, createdDate: now, lastModifiedDate: now })
        .returning();
      if (!row) throw new Error('promo insert returned nothing');
      return row;
    },

    async update(q: Tx, id: number, values: Partial<PromoWrite>, now: Date): Promise<PromoRow> {
      const [row] = await q
        .update(promos)
        .set({ ...values, lastModifiedDate: now })
        .where(eq(promos.id, id))
        .returning();
      if (!row) throw new Error('promo update returned nothing');
      return row;
    },
  };
}

export type PromoAdminRepository = ReturnType<typeof createPromoAdminRepository>;
