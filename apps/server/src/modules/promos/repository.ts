/** SQL of promo codes and the promos each customer checked or used. Scoped by merchant and customer. */
import { and, count, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/factories/shared.ts';
import { orders, promos, userPromos } from '../../db/schema/index.ts';

export type PromoRow = typeof promos.$inferSelect;
export type UserPromoRow = typeof userPromos.$inferSelect;

/** A customer of a merchant (a session's merchant and user). */
export interface PromoOwner {
  merchantId: string;
  userId: number;
}

/** The queries on any executor: the db, or the transaction of the order that uses a promo. */
export function promoQueries(db: Executor) {
  return {
    async findPromo(merchantId: string, code: string): Promise<PromoRow | null> {
      const rows = await db
        .select()
        .from(promos)
        .where(and(eq(promos.merchantId, merchantId), eq(promos.code, code)))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * The promo's caps, its row locked until the transaction ends (decision 266): orders using it wait for each
     * other here. NO KEY UPDATE, not UPDATE: the order row's foreign key already holds KEY SHARE on the promo, and
     * two orders each holding it while asking for UPDATE would deadlock.
     */
    async lockCaps(promoId: number): Promise<Pick<PromoRow, 'maxUses' | 'maxUsesPerUser'> | null> {
      const rows = await db
        .select({ maxUses: promos.maxUses, maxUsesPerUser: promos.maxUsesPerUser })
        .from(promos)
        .where(eq(promos.id, promoId))
        .for('no key update');
      return rows[0] ?? null;
    },

    /** Orders that used the promo and are not cancelled: all, or one customer's; `except` the order being placed. */
    async countUses(promoId: number, opts: { userId?: number; except?: number } = {}): Promise<number> {
      const where: SQL[] = [eq(orders.promoId, promoId), ne(orders.status, 'CANCELED')];
      if (opts.userId !== undefined) where.push(eq(orders.userId, opts.userId));
      if (opts.except !== undefined) where.push(ne(orders.id, opts.except));
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(...where));
      return Number(row?.n ?? 0);
    },

    async userPromo(owner: PromoOwner, promoId: number): Promise<UserPromoRow | null> {
      const rows = await db
        .select()
        .from(userPromos)
        .where(
          and(
            eq(userPromos.userId, owner.userId),
            eq(userPromos.merchantId, owner.merchantId),
            eq(userPromos.promoId, promoId),
          ),
        );
      return rows[0] ?? null;
    },

    /** Remember a promo the customer checked (keeps an earlier entry as it is). */
    async addUserPromo(owner: PromoOwner, promoId: number, now: Date): Promise<void> {
      await db
        .insert(userPromos)
        .values({ merchantId: owner.merchantId, userId: owner.userId, promoId, addedAt: now })
        .onConflictDoNothing();
    },

    /**
     * Mark a promo used by an order. False when the customer had used it already (a concurrent order won):
     * the caller refuses the order.
     */
    async usePromo(
      owner: PromoOwner,
      promo: { id: number; oncePerUser: boolean },
      orderId: number,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(userPromos)
        .values({
          merchantId: owner.merchantId,
          userId: owner.userId,
          promoId: promo.id,
          addedAt: now,
          usedAt: now,
          orderId,
        })
        .onConflictDoUpdate({
          target: [userPromos.userId, userPromos.promoId],
          set: { usedAt: now, orderId },
          ...(promo.oncePerUser ? { setWhere: isNull(userPromos.usedAt) } : {}),
        })
        .returning({ promoId: userPromos.promoId });
      return rows.length > 0;
    },

    async userPromos(owner: PromoOwner): Promise<Array<{ promo: PromoRow; link: UserPromoRow }>> {
      return db
        .select({ promo: promos, link: userPromos })
        .from(userPromos)
        .innerJoin(promos, eq(promos.id, userPromos.promoId))
        .where(and(eq(userPromos.userId, owner.userId), eq(userPromos.merchantId, owner.merchantId)))
        .orderBy(desc(userPromos.addedAt), desc(promos.id));
    },
  };
}

export function createPromoRepository(db: Db) {
  return {
    ...promoQueries(db),
    /** The same queries inside the caller's transaction. */
    within: (tx: Executor) => promoQueries(tx),
  };
}

export type PromoRepository = ReturnType<typeof createPromoRepository>;
