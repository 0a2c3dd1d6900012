/**
 * The staff's side of table reservations (issue 13, decisions 286-289): the day view of a branch, phone
 * bookings by the operator (confirmed at once), the status moves and moving a booking to another table. Every
 * change is written to the audit log in its own transaction (decision 251).
 */
import type {
  Reservation,
  ReservationDay,
  ReservationStatusChange,
  StaffCreateReservation,
} from '@dasturxon/contracts';
import { canStaffMoveReservation, checkReservationStart, hoursOn, weekdayAt } from '@dasturxon/domain';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { auditActor, recordAudit } from '../audit/audit.ts';
import type { StaffPrincipal } from '../staff/service.ts';
import {
  type BookingCore,
  DAY_MS,
  dayStart,
  type MerchantName,
  MINUTE_MS,
  type ReservationDeps,
  stateConflict,
  tableTaken,
  tableTooSmall,
  timeError,
  unavailable,
} from './booking.ts';

/** Operators may book further ahead than customers. */
const STAFF_DAYS_AHEAD = 90;

export function createStaffReservationService(deps: ReservationDeps & { core: BookingCore }) {
  const { db, repo, clock, core } = deps;
  const { toView, toViews, announce, notifyCustomer, book } = core;

  return {
    async day(merchantId: string, q: { branchId: number; day: string }): Promise<ReservationDay> {
      const branch = await repo.branch(merchantId, q.branchId);
      if (!branch) throw notFound('branchNotFound');
      const from = dayStart(q.day);
      if (Number.isNaN(from.getTime())) throw notFound();
      const [halls, rows, settings] = await Promise.all([
        repo.hallsWithTables(merchantId, q.branchId),
        repo.ofBranchDay(merchantId, q.branchId, from, new Date(from.getTime() + DAY_MS)),
        repo.settings(merchantId),
      ]);
      const hours = hoursOn(branch.workHours, weekdayAt(new Date(from.getTime() + 12 * 60 * MINUTE_MS)));
      const open = hours && !hours.isDayOff;
      return {
        branchId: q.branchId,
        day: q.day,
        open: open ? hours.open : null,
        close: open ? hours.close : null,
        halls: halls.map((h) => ({
          id: h.id,
          name: h.name,
          tables: h.tables.map(({ id, number, name, seats }) => ({ id, number, name, seats })),
        })),
        reservations: await toViews(merchantId, rows),
        settings,
      };
    },

    async staffCreate(p: StaffPrincipal, body: StaffCreateReservation, merchantName: MerchantName) {
      const branch = await repo.branch(p.merchantId, body.branchId);
      if (!branch) throw notFound('branchNotFound');
      if (!branch.bookingEnabled) throw unavailable();
      const settings = await repo.settings(p.merchantId);
      const check = checkReservationStart({
        ...body,
        workHours: branch.workHours,
        now: clock(),
        daysAhead: STAFF_DAYS_AHEAD,
        leadMinutes: 0,
      });
      if (!check.ok) throw timeError(check.reason);
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.merchantId, p.merchantId), eq(users.phone, body.customerPhone)));
      const row = await book({
        merchantId: p.merchantId,
        branch,
        hallId: body.hallId,
        ...(body.tableId === undefined ? {} : { tableId: body.tableId }),
        chairs: body.chairs,
        startsAt: check.at,
        settings,
        row: {
          userId: user?.id ?? null,
          customerName: body.customerName,
          customerPhone: body.customerPhone,
          comment: body.comment || null,
          source: 'OPERATOR',
          status: 'CONFIRMED',
          createdBy: p.staff.id,
        },
        after: (tx, created) =>
          recordAudit(tx, auditActor(p), {
            entity: 'reservation',
            entityId: created.id,
            action: 'create',
            changes: {
              tableId: created.tableId,
              startsAt: created.startsAt.toISOString(),
              chairs: created.chairs,
            },
          }),
      });
      announce(row, 'created');
      await notifyCustomer(row, merchantName);
      return toView(p.merchantId, row);
    },

    async setStatus(
      p: StaffPrincipal,
      id: number,
      change: ReservationStatusChange,
      merchantName: MerchantName,
    ): Promise<Reservation> {
      const row = await db.transaction(async (tx) => {
        const found = await repo.find(tx, p.merchantId, id, true);
        if (!found) throw notFound('reservationNotFound');
        if (!canStaffMoveReservation(found.status, change.status)) throw stateConflict();
        if (found.status === 'NO_SHOW' && change.status === 'SEATED') {
          // A late guest: seat only if the table is still free.
          const clash = await repo.overlapping(tx, [found.tableId], found.startsAt, found.endsAt, found.id);
          if (clash.length > 0) throw tableTaken();
        }
        const updated = await repo.update(
          tx,
          id,
          { status: change.status, declineReason: change.status === 'DECLINED' ? change.reason : null },
          clock(),
        );
        await recordAudit(tx, auditActor(p), {
          entity: 'reservation',
          entityId: id,
          action: 'status',
          changes: { status: { from: found.status, to: change.status } },
        });
        return updated;
      });
      announce(row, 'changed');
      await notifyCustomer(row, merchantName);
      return toView(p.merchantId, row);
    },

    async move(p: StaffPrincipal, id: number, tableId: number): Promise<Reservation> {
      // Read outside the transaction: on PGlite a query beside an open transaction waits for it to end.
      const before = await repo.find(db, p.merchantId, id);
      if (!before) throw notFound('reservationNotFound');
      const branchHalls = await repo.hallsWithTables(p.merchantId, before.branchId);
      const hall = branchHalls.find((h) => h.tables.some((t) => t.id === tableId));
      if (!hall) throw notFound('reservationTableNotFound');
      const row = await db.transaction(async (tx) => {
        const found = await repo.find(tx, p.merchantId, id, true);
        if (!found) throw notFound('reservationNotFound');
        if (!['REQUESTED', 'CONFIRMED', 'SEATED'].includes(found.status)) throw stateConflict();
        const [table] = await repo.lockTables(tx, p.merchantId, hall.id, [tableId]);
        if (!table) throw notFound('reservationTableNotFound');
        if (table.seats < found.chairs) {
          throw tableTooSmall(found.chairs);
        }
        const clash = await repo.overlapping(tx, [tableId], found.startsAt, found.endsAt, found.id);
        if (clash.length > 0) throw tableTaken();
        const updated = await repo.update(tx, id, { tableId, hallId: hall.id }, clock());
        await recordAudit(tx, auditActor(p), {
          entity: 'reservation',
          entityId: id,
          action: 'move',
          changes: { tableId: { from: found.tableId, to: tableId } },
        });
        return updated;
      });
      announce(row, 'changed');
      return toView(p.merchantId, row);
    },
  };
}

export type StaffReservationService = ReturnType<typeof createStaffReservationService>;
