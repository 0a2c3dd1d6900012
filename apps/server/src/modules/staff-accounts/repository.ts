/** SQL of staff accounts (issue 12): every query is scoped by merchant and runs inside the change's transaction. */
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { branches, couriers, merchants, staff, staffSessions } from '../../db/schema/index.ts';

export type StaffAccountRow = typeof staff.$inferSelect;

export function staffAccountQueries(q: Tx) {
  return {
    async list(merchantId: string): Promise<StaffAccountRow[]> {
      return q.select().from(staff).where(eq(staff.merchantId, merchantId)).orderBy(asc(staff.id));
    },

    /**
     * Serialises every change of the merchant's accounts (decision 275): the merchant's row is locked until the
     * transaction ends, so two admins changing accounts at once are checked one after the other.
     */
    async lockMerchant(merchantId: string): Promise<void> {
      await q.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for('update');
    },

    async find(merchantId: string, id: number): Promise<StaffAccountRow | null> {
      const [row] = await q
        .select()
        .from(staff)
        .where(and(eq(staff.merchantId, merchantId), eq(staff.id, id)))
        .limit(1);
      return row ?? null;
    },

    async loginTaken(merchantId: string, login: string): Promise<boolean> {
      const [row] = await q
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.merchantId, merchantId), eq(staff.login, login)))
        .limit(1);
      return row !== undefined;
    },

    async branchExists(merchantId: string, branchId: number): Promise<boolean> {
      const [row] = await q
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.merchantId, merchantId), eq(branches.id, branchId)))
        .limit(1);
      return row !== undefined;
    },

    /** Active ADMIN accounts of the merchant other than `exceptId`. */
    async otherActiveAdmins(merchantId: string, exceptId: number): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(staff)
        .where(
          and(
            eq(staff.merchantId, merchantId),
            eq(staff.role, 'ADMIN'),
            eq(staff.isActive, true),
            ne(staff.id, exceptId),
          ),
        );
      return row?.n ?? 0;
    },

    async insert(values: typeof staff.$inferInsert): Promise<StaffAccountRow> {
      const [row] = await q.insert(staff).values(values).returning();
      if (!row) throw new Error('staff insert returned nothing');
      return row;
    },

    async update(
      merchantId: string,
      id: number,
      set: Partial<typeof staff.$inferInsert>,
      now: Date,
    ): Promise<StaffAccountRow> {
      const [row] = await q
        .update(staff)
        .set({ ...set, lastModifiedDate: now })
        .where(and(eq(staff.merchantId, merchantId), eq(staff.id, id)))
        .returning();
      if (!row) throw new Error(`staff ${id} vanished while locked`);
      return row;
    },

    /** A courier row for a COURIER account (the board attaches it to deliveries). */
    async insertCourier(merchantId: string, name: string, branchId: number | null): Promise<number> {
      const [row] = await q
        .insert(couriers)
        .values({ merchantId, name, branchId, status: 'ACCEPTED' })
        .returning({ id: couriers.id });
      if (!row) throw new Error('courier insert returned nothing');
      return row.id;
    },

    async updateCourier(merchantId: string, id: number, name: string, branchId: number | null, now: Date) {
      await q
        .update(couriers)
        .set({ name, branchId, lastModifiedDate: now })
        .where(and(eq(couriers.merchantId, merchantId), eq(couriers.id, id)));
    },

    /** Ends every live session of an account but `keepSessionId` (the admin's own, on its own password). */
    async revokeSessions(staffId: number, now: Date, keepSessionId?: number): Promise<number> {
      const rows = await q
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            keepSessionId === undefined ? undefined : ne(staffSessions.id, keepSessionId),
          ),
        )
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}
