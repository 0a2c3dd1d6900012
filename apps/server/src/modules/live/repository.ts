/** SQL of the live module: the merchant of a stream and the current state of a customer's order. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants, orders } from '../../db/schema/index.ts';

export interface OrderState {
  id: number;
  status: (typeof orders.$inferSelect)['status'];
  isPaid: boolean;
  courierStatus: string;
  lastModifiedDate: Date;
}

export function createLiveRepository(db: Db) {
  return {
    /** Is this an active, not deleted merchant? */
    async merchantOpen(merchantId: string): Promise<boolean> {
      const rows = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(and(eq(merchants.id, merchantId), eq(merchants.isActive, true), eq(merchants.deleted, false)))
        .limit(1);
      return rows.length > 0;
    },

    async orderState(merchantId: string, userId: number, orderId: number): Promise<OrderState | null> {
      const rows = await db
        .select({
          id: orders.id,
          status: orders.status,
          isPaid: orders.isPaid,
          courierStatus: orders.courierStatus,
          lastModifiedDate: orders.lastModifiedDate,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId), eq(orders.userId, userId)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;
