/** SQL for favourite products: one row per (user, product), scoped to the merchant. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favourites, products } from '../../db/schema/index.ts';

export interface Owner {
  merchantId: string;
  userId: number;
}

export function createFavouriteRepository(db: Db) {
  return {
    /** Product ids the user marked, newest first. */
    async productIds(owner: Owner): Promise<number[]> {
      const rows = await db
        .select({ productId: favourites.productId })
        .from(favourites)
        .where(and(eq(favourites.merchantId, owner.merchantId), eq(favourites.userId, owner.userId)))
        .orderBy(desc(favourites.createdAt), desc(favourites.productId));
      return rows.map((r) => r.productId);
    },

    /** The product's state at the merchant, or null when the merchant has no such product. */
    async product(merchantId: string, productId: number): Promise<{ active: boolean } | null> {
      const rows = await db
        .select({ active: products.active })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.merchantId, merchantId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Adds the mark; a second add changes nothing (and keeps the original time, so the order is stable). */
    async add(owner: Owner, productId: number): Promise<void> {
      await db
        .insert(favourites)
        .values({ userId: owner.userId, merchantId: owner.merchantId, productId })
        .onConflictDoNothing();
    },

    async remove(owner: Owner, productId: number): Promise<void> {
      await db
        .delete(favourites)
        .where(
          and(
            eq(favourites.merchantId, owner.merchantId),
            eq(favourites.userId, owner.userId),
            eq(favourites.productId, productId),
          ),
        );
    },
  };
}

export type FavouriteRepository = ReturnType<typeof createFavouriteRepository>;
