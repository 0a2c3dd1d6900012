/** Dine-in reads and writes (issue 13): halls and tables of a merchant, their waiters, and the table of a link. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { branches, diningSettings, diningTables, halls, staff, staffHalls } from '../../db/schema/index.ts';

export type HallRow = typeof halls.$inferSelect;
export type TableRow = typeof diningTables.$inferSelect;

/** A table with its hall and branch, as a link or an order names it. */
export interface TablePlaceRow {
  table: TableRow;
  hall: HallRow;
  branch: { id: number; name: { uz: string; ru: string; eng: string }; isActive: boolean; dineIn: boolean };
}

export function createDiningRepository(db: Db) {
  return {
    async halls(merchantId: string): Promise<{ hall: HallRow; tables: TableRow[]; staffIds: number[] }[]> {
      const hallRows = await db
        .select()
        .from(halls)
        .where(and(eq(halls.merchantId, merchantId), eq(halls.deleted, false)))
        .orderBy(asc(halls.branchId), asc(halls.priority), asc(halls.id));
      const ids = hallRows.map((h) => h.id);
      if (ids.length === 0) return [];
      const [tableRows, assigned] = await Promise.all([
        db
          .select()
          .from(diningTables)
          .where(and(inArray(diningTables.hallId, ids), eq(diningTables.deleted, false)))
          .orderBy(asc(diningTables.number)),
        db.select().from(staffHalls).where(inArray(staffHalls.hallId, ids)),
      ]);
      return hallRows.map((hall) => ({
        hall,
        tables: tableRows.filter((t) => t.hallId === hall.id),
        staffIds: assigned.filter((a) => a.hallId === hall.id).map((a) => a.staffId),
      }));
    },

    async hall(q: Tx, merchantId: string, hallId: number): Promise<HallRow | null> {
      const [row] = await q
        .select()
        .from(halls)
        .where(and(eq(halls.merchantId, merchantId), eq(halls.id, hallId), eq(halls.deleted, false)));
      return row ?? null;
    },

    async table(q: Tx, merchantId: string, tableId: number): Promise<TableRow | null> {
      const [row] = await q
        .select()
        .from(diningTables)
        .where(
          and(
            eq(diningTables.merchantId, merchantId),
            eq(diningTables.id, tableId),
            eq(diningTables.deleted, false),
          ),
        );
      return row ?? null;
    },

    /** Whether a live branch is the merchant's. */
    async ownsBranch(q: Tx, merchantId: string, branchId: number): Promise<boolean> {
      const [row] = await q
        .select({ id: branches.id })
        .from(branches)
        .where(
          and(eq(branches.merchantId, merchantId), eq(branches.id, branchId), eq(branches.deleted, false)),
        );
      return Boolean(row);
    },

    /** The merchant's staff ids among `ids` (an assignment names only the merchant's own accounts). */
    async ownStaff(q: Tx, merchantId: string, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await q
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.merchantId, merchantId), inArray(staff.id, ids)));
      return rows.map((r) => r.id);
    },

    async setHallStaff(q: Tx, merchantId: string, hallId: number, staffIds: number[]): Promise<void> {
      await q.delete(staffHalls).where(eq(staffHalls.hallId, hallId));
      if (staffIds.length > 0) {
        await q.insert(staffHalls).values(staffIds.map((staffId) => ({ staffId, hallId, merchantId })));
      }
    },

    /** A table with its hall and branch, whatever their state; null when any is gone or not the merchant's. */
    async place(merchantId: string, tableId: number): Promise<TablePlaceRow | null> {
      const [row] = await db
        .select({ table: diningTables, hall: halls, branch: branches })
        .from(diningTables)
        .innerJoin(halls, eq(halls.id, diningTables.hallId))
        .innerJoin(branches, eq(branches.id, halls.branchId))
        .where(
          and(
            eq(diningTables.merchantId, merchantId),
            eq(diningTables.id, tableId),
            eq(diningTables.deleted, false),
            eq(halls.merchantId, merchantId),
            eq(halls.deleted, false),
            eq(branches.merchantId, merchantId),
            eq(branches.deleted, false),
          ),
        );
      if (!row) return null;
      return {
        table: row.table,
        hall: row.hall,
        branch: {
          id: row.branch.id,
          name: row.branch.name,
          isActive: row.branch.isActive,
          dineIn: row.branch.settings.dineInEnabled,
        },
      };
    },

    async settings(
      merchantId: string,
    ): Promise<{ guestOrdering: boolean; waiterCallCooldownSeconds: number }> {
      const [row] = await db.select().from(diningSettings).where(eq(diningSettings.merchantId, merchantId));
      return {
        guestOrdering: row?.guestOrdering ?? false,
        waiterCallCooldownSeconds: row?.waiterCallCooldownSeconds ?? 120,
      };
    },

    async saveSettings(
      q: Tx,
      merchantId: string,
      value: { guestOrdering: boolean; waiterCallCooldownSeconds: number },
      at: Date,
    ): Promise<void> {
      await q
        .insert(diningSettings)
        .values({ merchantId, ...value, lastModifiedDate: at })
        .onConflictDoUpdate({ target: diningSettings.merchantId, set: { ...value, lastModifiedDate: at } });
    },
  };
}

export type DiningRepository = ReturnType<typeof createDiningRepository>;
