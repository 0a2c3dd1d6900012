/** SQL of delivery: the merchant's delivery zones and couriers, and which courier an order has. */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couriers, deliveryZones, orders } from '../../db/schema/index.ts';

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type CourierRow = typeof couriers.$inferSelect;

/**
 * The statement of `zonesFor` with placeholders, prepared once per database (decision 348: every delivery order
 * and quote reads it; drizzle rendered it per request).
 */
function zonesForQuery(db: Db) {
  return db
    .select()
    .from(deliveryZones)
    .where(
      and(
        eq(deliveryZones.merchantId, sql.placeholder('merchantId')),
        eq(deliveryZones.isActive, true),
        or(isNull(deliveryZones.branchId), eq(deliveryZones.branchId, sql.placeholder('branchId'))),
      ),
    )
    .orderBy(asc(deliveryZones.id))
    .prepare('dx_zones_for');
}

const preparedZones = new WeakMap<Db, ReturnType<typeof zonesForQuery>>();

export function createDeliveryRepository(db: Db) {
  return {
    /** Active zones of the merchant that serve `branchId` (zones of all branches and of this one). */
    async zonesFor(merchantId: string, branchId: number): Promise<DeliveryZoneRow[]> {
      let query = preparedZones.get(db);
      if (!query) {
        query = zonesForQuery(db);
        preparedZones.set(db, query);
      }
      return query.execute({ merchantId, branchId });
    },

    /** The courier fields of a customer's own order, or null when it is not theirs. */
    async orderCourier(
      owner: { merchantId: string; userId: number },
      orderId: number,
    ): Promise<{ courierId: number | null; courierStatus: string } | null> {
      const rows = await db
        .select({ courierId: orders.courierId, courierStatus: orders.courierStatus })
        .from(orders)
        .where(
          and(
            eq(orders.merchantId, owner.merchantId),
            eq(orders.userId, owner.userId),
            eq(orders.id, orderId),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async courier(merchantId: string, courierId: number): Promise<CourierRow | null> {
      const rows = await db
        .select()
        .from(couriers)
        .where(and(eq(couriers.id, courierId), eq(couriers.merchantId, merchantId)));
      return rows[0] ?? null;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
