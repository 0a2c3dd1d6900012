/**
 * SQL for what an order is shown with (order-presenter.ts): its branch, lines, status log and the merchant's
 * web settings (cancelOrderActive). One set of queries for the customer's order calls and the staff API, loaded
 * for a whole page of orders at once.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/factories/shared.ts';
import { branches, merchantSettings, orderEvents, orderItems } from '../../db/schema/index.ts';

type BranchRow = typeof branches.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type OrderEventRow = typeof orderEvents.$inferSelect;

export function orderPartQueries(db: Executor) {
  return {
    async branchesByIds(merchantId: string, ids: number[]): Promise<BranchRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(branches)
        .where(and(eq(branches.merchantId, merchantId), inArray(branches.id, ids)));
    },

    async webSettings(merchantId: string): Promise<Record<string, unknown> | null> {
      const rows = await db
        .select({ settings: merchantSettings.settings })
        .from(merchantSettings)
        .where(eq(merchantSettings.merchantId, merchantId));
      return rows[0]?.settings ?? null;
    },

    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },

    /** Status entries of the orders' change logs, oldest first. */
    async statusLogOf(orderIds: number[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderEvents)
        .where(and(inArray(orderEvents.orderId, orderIds), isNotNull(orderEvents.toStatus)))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },
  };
}

export type OrderPartQueries = ReturnType<typeof orderPartQueries>;
