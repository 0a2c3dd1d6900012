/**
 * Factories for dine-in (issue 13): halls of a branch, tables of a hall, staff assigned to halls, waiter calls
 * and the merchant's dine-in settings. Import from this file (not the factories index) to keep the areas apart.
 */
import { diningSettings, diningTables, halls, staffHalls, waiterCalls } from '../schema/index.ts';
import { type Executor, firstRow, ml } from './shared.ts';

export type HallRow = typeof halls.$inferSelect;
export type DiningTableRow = typeof diningTables.$inferSelect;
export type WaiterCallRow = typeof waiterCalls.$inferSelect;

/** A hall of a branch ("Terrace" by default). */
export async function createHall(
  db: Executor,
  overrides: Partial<typeof halls.$inferInsert> & { merchantId: string; branchId: number },
): Promise<HallRow> {
  const rows = await db
    .insert(halls)
    .values({ name: ml('Ayvon', 'Терраса', 'Terrace'), ...overrides })
    .returning();
  return firstRow(rows, 'hall');
}

/** A table of a hall; the merchant id is taken from the hall. Number 7 with 4 seats by default. */
export async function createDiningTable(
  db: Executor,
  overrides: Partial<typeof diningTables.$inferInsert> & { hall: Pick<HallRow, 'id' | 'merchantId'> },
): Promise<DiningTableRow> {
  const { hall, ...rest } = overrides;
  const rows = await db
    .insert(diningTables)
    .values({ merchantId: hall.merchantId, hallId: hall.id, number: 7, seats: 4, ...rest })
    .returning();
  return firstRow(rows, 'dining table');
}

/** A hall with tables numbered `numbers` (default 1..4), as one call for tests and the seed. */
export async function createHallWithTables(
  db: Executor,
  overrides: Partial<typeof halls.$inferInsert> & {
    merchantId: string;
    branchId: number;
    numbers?: number[];
  },
): Promise<{ hall: HallRow; tables: DiningTableRow[] }> {
  const { numbers = [1, 2, 3, 4], ...hallFields } = overrides;
  const hall = await createHall(db, hallFields);
  const tables: DiningTableRow[] = [];
  for (const number of numbers) {
    tables.push(await createDiningTable(db, { hall, number, seats: number % 3 === 0 ? 6 : 4 }));
  }
  return { hall, tables };
}

/** Assign a staff member to a hall. */
export async function assignStaffToHall(
  db: Executor,
  row: { staffId: number; hall: Pick<HallRow, 'id' | 'merchantId'> },
): Promise<void> {
  await db
    .insert(staffHalls)
    .values({ staffId: row.staffId, hallId: row.hall.id, merchantId: row.hall.merchantId });
}

/** An open waiter call from a table (reason CALL by default). */
export async function createWaiterCall(
  db: Executor,
  overrides: Partial<typeof waiterCalls.$inferInsert> & {
    table: Pick<DiningTableRow, 'id' | 'hallId' | 'merchantId'>;
    branchId: number;
  },
): Promise<WaiterCallRow> {
  const { table, ...rest } = overrides;
  const rows = await db
    .insert(waiterCalls)
    .values({
      merchantId: table.merchantId,
      hallId: table.hallId,
      tableId: table.id,
      reason: 'CALL',
      ...rest,
    })
    .returning();
  return firstRow(rows, 'waiter call');
}

/** The merchant's dine-in settings row (guest ordering off, 120 s cooldown by default). */
export async function setDiningSettings(
  db: Executor,
  row: Partial<typeof diningSettings.$inferInsert> & { merchantId: string },
): Promise<void> {
  const { merchantId, ...set } = row;
  await db
    .insert(diningSettings)
    .values(row)
    .onConflictDoUpdate({ target: diningSettings.merchantId, set: { ...set, lastModifiedDate: new Date() } });
}
