/**
 * SQL of the console's branches, delivery zones and order settings (issue 12). Every query names the merchant:
 * another merchant's id finds nothing. Writes take the transaction of the change (its audit row rides along).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { branches, cities, deliveryZones, orderSettings } from '../../db/schema/index.ts';
import type { BranchRecord } from '../branches/repository.ts';
import type { DeliveryZoneRow } from '../deliveries/repository.ts';
import type { OrderSettingsRow } from '../orders/ordering-settings-repository.ts';

export type BranchInsert = typeof branches.$inferInsert;
export type ZoneInsert = typeof deliveryZones.$inferInsert;
export type OrderSettingsInsert = typeof orderSettings.$inferInsert;

export function createBranchAdminRepository() {
  return {
    /** Every branch the merchant has not deleted, active or not: main first, then by id. */
    async branches(q: Tx, merchantId: string): Promise<BranchRecord[]> {
      return q
        .select()
        .from(branches)
        .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)))
        .orderBy(desc(branches.isMain), asc(branches.id));
    },

    async branch(q: Tx, merchantId: string, id: number): Promise<BranchRecord | null> {
      const rows = await q
        .select()
        .from(branches)
        .where(and(eq(branches.merchantId, merchantId), eq(branches.id, id), eq(branches.deleted, false)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Whether the city exists (cities are shared by merchants). */
    async cityExists(q: Tx, cityId: number): Promise<boolean> {
      const rows = await q.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
      return rows.length > 0;
    },

    async insertBranch(q: Tx, values: BranchInsert): Promise<BranchRecord> {
      const [row] = await q.insert(branches).values(values).returning();
      if (!row) throw new Error('branch insert returned nothing');
      return row;
    },

    async updateBranch(
      q: Tx,
      merchantId: string,
      id: number,
      values: Partial<BranchInsert>,
    ): Promise<BranchRecord | null> {
      const rows = await q
        .update(branches)
        .set({ ...values, lastModifiedDate: new Date() })
        .where(and(eq(branches.merchantId, merchantId), eq(branches.id, id), eq(branches.deleted, false)))
        .returning();
      return rows[0] ?? null;
    },

    async zones(q: Tx, merchantId: string): Promise<DeliveryZoneRow[]> {
      return q
        .select()
        .from(deliveryZones)
        .where(eq(deliveryZones.merchantId, merchantId))
        .orderBy(desc(deliveryZones.priority), asc(deliveryZones.id));
    },

    async zone(q: Tx, merchantId: string, id: number): Promise<DeliveryZoneRow | null> {
      const rows = await q
        .select()
        .from(deliveryZones)
        .where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertZone(q: Tx, values: ZoneInsert): Promise<DeliveryZoneRow> {
      const [row] = await q.insert(deliveryZones).values(values).returning();
      if (!row) throw new Error('zone insert returned nothing');
      return row;
    },

    async updateZone(
      q: Tx,
      merchantId: string,
      id: number,
      values: Partial<ZoneInsert>,
    ): Promise<DeliveryZoneRow | null> {
      const rows = await q
        .update(deliveryZones)
        .set({ ...values, lastModifiedDate: new Date() })
        .where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.id, id)))
        .returning();
      return rows[0] ?? null;
    },

    async deleteZone(q: Tx, merchantId: string, id: number): Promise<boolean> {
      const rows = await q
        .delete(deliveryZones)
        .where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.id, id)))
        .returning({ id: deliveryZones.id });
      return rows.length > 0;
    },

    async orderSettings(q: Tx, merchantId: string): Promise<OrderSettingsRow | null> {
      const rows = await q.select().from(orderSettings).where(eq(orderSettings.merchantId, merchantId));
      return rows[0] ?? null;
    },

    /** Insert or replace the merchant's order settings row. */
    async saveOrderSettings(q: Tx, values: OrderSettingsInsert): Promise<OrderSettingsRow> {
      const { merchantId: _, ...set } = values;
      const [row] = await q
        .insert(orderSettings)
        .values(values)
        .onConflictDoUpdate({
          target: orderSettings.merchantId,
          set: { ...set, lastModifiedDate: new Date() },
        })
        .returning();
      if (!row) throw new Error('order settings upsert returned nothing');
      return row;
    },
  };
}

export type BranchAdminRepository = ReturnType<typeof createBranchAdminRepository>;
export type { Db };
