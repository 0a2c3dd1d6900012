/**
 * Reservations SQL (issue 13). Every query is scoped by the merchant. `lockTables` is the heart of the
 * capacity rule (decision 287): inside the booking's transaction it locks the candidate table rows
 * (SELECT ... FOR UPDATE, in id order so two bookings never wait on each other crosswise); a second booking of
 * the same table waits there until the first commits, then sees its row when it looks for overlaps.
 */
import type { MultilingualText, ReservationSettings, WorkHour } from '@dasturxon/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  branches,
  diningTables,
  halls,
  merchantSettings,
  reservationSettings,
  reservations,
  users,
} from '../../db/schema/index.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationInsert = typeof reservations.$inferInsert;

export const DEFAULT_RESERVATION_SETTINGS: ReservationSettings = {
  turnMinutes: 120,
  slotMinutes: 30,
  cancelCutoffMinutes: 120,
  daysAhead: 30,
};

const HOLDING = ['REQUESTED', 'CONFIRMED', 'SEATED'] as const;

/** The columns of a table that booking reads. */
const TABLE_COLUMNS = {
  id: diningTables.id,
  hallId: diningTables.hallId,
  number: diningTables.number,
  name: diningTables.name,
  seats: diningTables.seats,
};

/** The merchant's tables that take bookings: active and not deleted. */
const bookableTables = (merchantId: string) => [
  eq(diningTables.merchantId, merchantId),
  eq(diningTables.isActive, true),
  eq(diningTables.deleted, false),
];

/** Bookings that hold one of `tableIds` at some moment of [from, to). */
const holdingOverlap = (tableIds: number[], from: Date, to: Date) => [
  inArray(reservations.tableId, tableIds),
  inArray(reservations.status, [...HOLDING]),
  lt(reservations.startsAt, to),
  gt(reservations.endsAt, from),
];

/** The merchant's rows of `table` among `ids`. */
const ownRows = (
  table: typeof branches | typeof halls | typeof diningTables,
  merchantId: string,
  ids: number[],
) => and(eq(table.merchantId, merchantId), inArray(table.id, ids));

export interface BranchForBooking {
  id: number;
  name: MultilingualText;
  workHours: WorkHour[];
  bookingEnabled: boolean;
  bookable: boolean;
}

export interface TableRow {
  id: number;
  hallId: number;
  number: number;
  name: string | null;
  seats: number;
}

export function createReservationRepository(db: Db) {
  return {
    async settings(merchantId: string): Promise<ReservationSettings> {
      const [row] = await db
        .select()
        .from(reservationSettings)
        .where(eq(reservationSettings.merchantId, merchantId));
      if (!row) return DEFAULT_RESERVATION_SETTINGS;
      const { turnMinutes, slotMinutes, cancelCutoffMinutes, daysAhead } = row;
      return { turnMinutes, slotMinutes, cancelCutoffMinutes, daysAhead };
    },

    /** The web setting `bookingActive` (merchant_settings jsonb). */
    async bookingActive(merchantId: string): Promise<boolean> {
      const [row] = await db
        .select({ active: sql<boolean | null>`(${merchantSettings.settings}->>'bookingActive')::boolean` })
        .from(merchantSettings)
        .where(eq(merchantSettings.merchantId, merchantId));
      return row?.active === true;
    },

    async branch(merchantId: string, branchId: number): Promise<BranchForBooking | null> {
      const [row] = await db
        .select({
          id: branches.id,
          name: branches.name,
          workHours: branches.workHours,
          settings: branches.settings,
          isActive: branches.isActive,
          deleted: branches.deleted,
        })
        .from(branches)
        .where(and(eq(branches.merchantId, merchantId), eq(branches.id, branchId)));
      if (!row || row.deleted) return null;
      const bookingEnabled = row.settings.bookingEnabled === true;
      return {
        id: row.id,
        name: row.name,
        workHours: row.workHours,
        bookingEnabled,
        bookable: bookingEnabled && row.isActive,
      };
    },

    /** Active halls of a branch with their active tables, in the halls' order. */
    async hallsWithTables(merchantId: string, branchId: number) {
      const hallRows = await db
        .select({ id: halls.id, name: halls.name })
        .from(halls)
        .where(
          and(
            eq(halls.merchantId, merchantId),
            eq(halls.branchId, branchId),
            eq(halls.isActive, true),
            eq(halls.deleted, false),
          ),
        )
        .orderBy(asc(halls.priority), asc(halls.id));
      if (hallRows.length === 0) return [];
      const tableRows = await db
        .select(TABLE_COLUMNS)
        .from(diningTables)
        .where(
          and(
            ...bookableTables(merchantId),
            inArray(
              diningTables.hallId,
              hallRows.map((h) => h.id),
            ),
          ),
        )
        .orderBy(asc(diningTables.number));
      return hallRows.map((h) => ({ ...h, tables: tableRows.filter((t) => t.hallId === h.id) }));
    },

    /** Lock the tables (FOR UPDATE, id order) inside `tx`; only the merchant's active tables of the hall. */
    async lockTables(tx: Tx, merchantId: string, hallId: number, tableIds?: number[]): Promise<TableRow[]> {
      const conditions = [...bookableTables(merchantId), eq(diningTables.hallId, hallId)];
      if (tableIds) conditions.push(inArray(diningTables.id, tableIds));
      return tx
        .select(TABLE_COLUMNS)
        .from(diningTables)
        .where(and(...conditions))
        .orderBy(asc(diningTables.id))
        .for('update');
    },

    /** Bookings holding any of `tableIds` that overlap [startsAt, endsAt), except `exceptId`. */
    async overlapping(
      q: Tx,
      tableIds: number[],
      startsAt: Date,
      endsAt: Date,
      exceptId?: number,
    ): Promise<Array<{ tableId: number }>> {
      if (tableIds.length === 0) return [];
      const conditions = holdingOverlap(tableIds, startsAt, endsAt);
      if (exceptId !== undefined) conditions.push(ne(reservations.id, exceptId));
      return q
        .select({ tableId: reservations.tableId })
        .from(reservations)
        .where(and(...conditions));
    },

    /** Holding bookings of a hall's tables that overlap a window (the slot grid reads them once per day). */
    async holdingInWindow(merchantId: string, tableIds: number[], from: Date, to: Date) {
      if (tableIds.length === 0) return [];
      return db
        .select({
          tableId: reservations.tableId,
          startsAt: reservations.startsAt,
          endsAt: reservations.endsAt,
        })
        .from(reservations)
        .where(and(eq(reservations.merchantId, merchantId), ...holdingOverlap(tableIds, from, to)));
    },

    async insert(tx: Tx, row: ReservationInsert): Promise<ReservationRow> {
      const [created] = await tx.insert(reservations).values(row).returning();
      if (!created) throw new Error('reservation insert returned no row');
      return created;
    },

    /** One booking of the merchant, locked for a change when `tx` is given. */
    async find(q: Tx, merchantId: string, id: number, lock = false): Promise<ReservationRow | null> {
      const query = q
        .select()
        .from(reservations)
        .where(and(eq(reservations.merchantId, merchantId), eq(reservations.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async update(tx: Tx, id: number, set: Partial<ReservationInsert>, at: Date): Promise<ReservationRow> {
      const [row] = await tx
        .update(reservations)
        .set({ ...set, lastModifiedDate: at })
        .where(eq(reservations.id, id))
        .returning();
      if (!row) throw new Error('reservation update returned no row');
      return row;
    },

    async ofUser(merchantId: string, userId: number): Promise<ReservationRow[]> {
      return db
        .select()
        .from(reservations)
        .where(and(eq(reservations.merchantId, merchantId), eq(reservations.userId, userId)))
        .orderBy(desc(reservations.startsAt))
        .limit(100);
    },

    async ofBranchDay(merchantId: string, branchId: number, from: Date, to: Date) {
      return db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.merchantId, merchantId),
            eq(reservations.branchId, branchId),
            gte(reservations.startsAt, from),
            lt(reservations.startsAt, to),
          ),
        )
        .orderBy(asc(reservations.startsAt));
    },

    /** Names for the view: branches, halls and tables by id (the merchant's own). */
    async names(merchantId: string, rows: ReservationRow[]) {
      const ids = (pick: (r: ReservationRow) => number) => [...new Set(rows.map(pick))];
      if (rows.length === 0) return { branches: new Map(), halls: new Map(), tables: new Map() };
      const [b, h, t] = await Promise.all([
        db
          .select({ id: branches.id, name: branches.name })
          .from(branches)
          .where(
            ownRows(
              branches,
              merchantId,
              ids((r) => r.branchId),
            ),
          ),
        db
          .select({ id: halls.id, name: halls.name })
          .from(halls)
          .where(
            ownRows(
              halls,
              merchantId,
              ids((r) => r.hallId),
            ),
          ),
        db
          .select({ id: diningTables.id, number: diningTables.number })
          .from(diningTables)
          .where(
            ownRows(
              diningTables,
              merchantId,
              ids((r) => r.tableId),
            ),
          ),
      ]);
      return {
        branches: new Map(b.map((x) => [x.id, x.name])),
        halls: new Map(h.map((x) => [x.id, x.name])),
        tables: new Map(t.map((x) => [x.id, x.number])),
      };
    },

    /** The customer's name, phone, language and linked Telegram id. */
    async customer(merchantId: string, userId: number) {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          language: users.language,
          telegramUserId: users.telegramUserId,
        })
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
      return row ?? null;
    },
  };
}

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
