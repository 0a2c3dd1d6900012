/**
 * SQL of what follows an order (issue 10): the order as its customer sees it (scoped to merchant and owner),
 * its lines, and its rating, written with the product grades it gives (decision 322) in one transaction.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type OrderItemModifierColumn,
  orderItems,
  orderRatings,
  orders,
  productGrades,
  products,
} from '../../db/schema/index.ts';

export interface Owner {
  merchantId: string;
  userId: number;
}

export interface OwnOrder {
  id: number;
  status: (typeof orders.$inferSelect)['status'];
  branchId: number;
}

export interface OrderLine {
  productId: number;
  name: { uz: string; ru: string; eng: string };
  count: number;
  linePrice: number;
  lineDiscount: number;
  modifications: OrderItemModifierColumn[];
}

export interface RatingRow {
  orderId: number;
  stars: number;
  comment: string | null;
  createdDate: Date;
}

export function createOrderAfterRepository(db: Db) {
  return {
    /** The order when it is the customer's at this merchant; null otherwise (another's looks like none). */
    async ownOrder(owner: Owner, orderId: number): Promise<OwnOrder | null> {
      const rows = await db
        .select({ id: orders.id, status: orders.status, branchId: orders.branchId })
        .from(orders)
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.merchantId, owner.merchantId),
            eq(orders.userId, owner.userId),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async lines(orderId: number): Promise<OrderLine[]> {
      return db
        .select({
          productId: orderItems.productId,
          name: orderItems.name,
          count: orderItems.count,
          linePrice: orderItems.linePrice,
          lineDiscount: orderItems.lineDiscount,
          modifications: orderItems.modifications,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position), asc(orderItems.id));
    },

    async rating(orderId: number): Promise<RatingRow | null> {
      const rows = await db
        .select({
          orderId: orderRatings.orderId,
          stars: orderRatings.stars,
          comment: orderRatings.comment,
          createdDate: orderRatings.createdDate,
        })
        .from(orderRatings)
        .where(eq(orderRatings.orderId, orderId))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * The rating and one grade per product of the order the merchant still has, together; null when the order
     * was rated already (the unique index decides, so two tabs cannot both rate).
     */
    async rate(
      owner: Owner,
      orderId: number,
      input: { stars: number; comment: string | null; at: Date },
    ): Promise<RatingRow | null> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(orderRatings)
          .values({
            orderId,
            merchantId: owner.merchantId,
            userId: owner.userId,
            stars: input.stars,
            comment: input.comment,
            createdDate: input.at,
          })
          .onConflictDoNothing()
          .returning({
            orderId: orderRatings.orderId,
            stars: orderRatings.stars,
            comment: orderRatings.comment,
            createdDate: orderRatings.createdDate,
          });
        const row = inserted[0];
        if (!row) return null;
        const ids = [
          ...new Set(
            (
              await tx
                .select({ productId: orderItems.productId })
                .from(orderItems)
                .where(eq(orderItems.orderId, orderId))
            ).map((r) => r.productId),
          ),
        ];
        const known =
          ids.length === 0
            ? []
            : await tx
                .select({ id: products.id })
                .from(products)
                .where(and(eq(products.merchantId, owner.merchantId), inArray(products.id, ids)));
        if (known.length > 0) {
          await tx.insert(productGrades).values(
            known.map((p) => ({
              productId: p.id,
              grade: input.stars,
              createdDate: input.at,
              lastModifiedDate: input.at,
            })),
          );
        }
        return row;
      });
    },
  };
}

export type OrderAfterRepository = ReturnType<typeof createOrderAfterRepository>;
