/**
 * The customer's side of table reservations (issue 13, decisions 285-289): what a branch offers, the slot grid,
 * booking (the table is chosen by the server), the profile's list and cancelling until the cutoff.
 */
import type {
  CreateReservation,
  Reservation,
  ReservationList,
  ReservationOptions,
  ReservationSlots,
  ReservationSlotsQuery,
} from '@dasturxon/contracts';
import {
  bookingsOverlap,
  checkReservationStart,
  customerMayCancel,
  reservationDays,
  reservationSlotTimes,
} from '@dasturxon/domain';
import { AppError, notFound } from '../../errors/app-error.ts';
import { type BookingCore, DAY_MS, dayStart, MINUTE_MS, type ReservationDeps, timeError } from './booking.ts';

export function createReservationService(deps: ReservationDeps & { core: BookingCore }) {
  const { db, repo, clock, core } = deps;
  const { bookableBranch, toView, toViews, announce, book } = core;

  return {
    async options(merchantId: string, branchId: number): Promise<ReservationOptions> {
      const branch = await bookableBranch(merchantId, branchId);
      const [halls, settings] = await Promise.all([
        repo.hallsWithTables(merchantId, branchId),
        repo.settings(merchantId),
      ]);
      return {
        branchId,
        halls: halls
          .filter((h) => h.tables.length > 0)
          .map((h) => ({ id: h.id, name: h.name, maxSeats: Math.max(...h.tables.map((t) => t.seats)) })),
        settings,
        days: reservationDays({ workHours: branch.workHours, now: clock(), ...settings }),
      };
    },

    async slots(merchantId: string, branchId: number, q: ReservationSlotsQuery): Promise<ReservationSlots> {
      const branch = await bookableBranch(merchantId, branchId);
      const settings = await repo.settings(merchantId);
      const hall = (await repo.hallsWithTables(merchantId, branchId)).find((h) => h.id === q.hallId);
      if (!hall) throw notFound('reservationHallNotFound');
      const times = reservationSlotTimes({
        day: q.day,
        workHours: branch.workHours,
        now: clock(),
        ...settings,
      });
      if (times.length === 0) return { day: q.day, slots: [] };
      const fitting = hall.tables.filter((t) => t.seats >= q.chairs);
      const from = dayStart(q.day);
      const held = await repo.holdingInWindow(
        merchantId,
        fitting.map((t) => t.id),
        from,
        new Date(from.getTime() + DAY_MS + settings.turnMinutes * MINUTE_MS),
      );
      return {
        day: q.day,
        slots: times.map(({ time, at }) => {
          const want = { startsAt: at, endsAt: new Date(at.getTime() + settings.turnMinutes * MINUTE_MS) };
          const free = fitting.some((t) => !held.some((h) => h.tableId === t.id && bookingsOverlap(h, want)));
          return { time, startsAt: at.toISOString(), free };
        }),
      };
    },

    async create(
      session: { merchantId: string; userId: number },
      body: CreateReservation,
    ): Promise<Reservation> {
      const branch = await bookableBranch(session.merchantId, body.branchId);
      const settings = await repo.settings(session.merchantId);
      const check = checkReservationStart({
        ...body,
        workHours: branch.workHours,
        now: clock(),
        ...settings,
      });
      if (!check.ok) throw timeError(check.reason);
      const customer = await repo.customer(session.merchantId, session.userId);
      if (!customer?.phone) throw notFound('userNotFound');
      const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.phone;
      const row = await book({
        merchantId: session.merchantId,
        branch,
        hallId: body.hallId,
        chairs: body.chairs,
        startsAt: check.at,
        settings,
        row: {
          userId: session.userId,
          customerName: name,
          customerPhone: customer.phone,
          comment: body.comment || null,
          source: body.channel === 'TELEGRAM' ? 'TELEGRAM' : 'WEB',
          status: 'REQUESTED',
        },
      });
      announce(row, 'created');
      return toView(session.merchantId, row);
    },

    async mine(session: { merchantId: string; userId: number }): Promise<ReservationList> {
      const views = await toViews(session.merchantId, await repo.ofUser(session.merchantId, session.userId));
      const now = clock().getTime();
      const isUpcoming = (r: Reservation) =>
        Date.parse(r.endsAt) > now &&
        (r.status === 'REQUESTED' || r.status === 'CONFIRMED' || r.status === 'SEATED');
      return {
        upcoming: views.filter(isUpcoming).reverse(),
        past: views.filter((r) => !isUpcoming(r)),
      };
    },

    async cancel(session: { merchantId: string; userId: number }, id: number): Promise<Reservation> {
      const settings = await repo.settings(session.merchantId);
      const row = await db.transaction(async (tx) => {
        const found = await repo.find(tx, session.merchantId, id, true);
        if (!found || found.userId !== session.userId) throw notFound('reservationNotFound');
        const may = customerMayCancel({
          status: found.status,
          startsAt: found.startsAt,
          now: clock(),
          cutoffMinutes: settings.cancelCutoffMinutes,
        });
        if (!may) {
          throw new AppError('RESERVATION_STATE_CONFLICT', 409, 'reservationCancelClosed', {
            params: { minutes: settings.cancelCutoffMinutes },
          });
        }
        return repo.update(tx, id, { status: 'CANCELLED' }, clock());
      });
      announce(row, 'changed');
      return toView(session.merchantId, row);
    },
  };
}

export type ReservationService = ReturnType<typeof createReservationService>;
