/** SQL of the live module: the merchant of a stream, the current state of a customer's order, staff streams' facts. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couriers, merchants, orders } from '../../db/schema/index.ts';
import type { StaffHubSource } from './staff-hub.ts';

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

/** What the staff streams read about an event's order and courier (staff-hub.ts). */
export function createStaffHubSource(db: Db): StaffHubSource {
  return {
    async orderFacts(merchantId, orderId) {
      const rows = await db
        .select({ number: orders.number, branchId: orders.branchId, courierId: orders.courierId })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)))
        .limit(1);
      return rows[0] ?? null;
    },
    async courierPosition(merchantId, courierId) {
      const rows = await db
        .select({
          courierId: couriers.id,
          latitude: couriers.latitude,
          longitude: couriers.longitude,
          locationAt: couriers.locationAt,
        })
        .from(couriers)
        .where(and(eq(couriers.id, courierId), eq(couriers.merchantId, merchantId)))
        .limit(1);
      const row = rows[0];
      if (!row || row.latitude === null || row.longitude === null || !row.locationAt) return null;
      return {
        courierId: row.courierId,
        latitude: row.latitude,
        longitude: row.longitude,
        at: row.locationAt.toISOString(),
      };
    },
  };
}
