/**
 * The shared part of the reservation services (issue 13, decisions 285-289): the branch that may be booked,
 * the views, the live notice and the customer's message, and `book`, the one place a table is taken. A booking
 * locks the candidate table rows of its hall (repository.lockTables: SELECT ... FOR UPDATE) and only then looks
 * for overlapping bookings, so two requests for one table and time are serialized and exactly one wins, on
 * PostgreSQL and on PGlite alike (decision 287).
 */
import type { Lang, Reservation, ReservationSettings, StaffReservationEvent } from '@dasturxon/contracts';
import { customerMayCancel, pickTable } from '@dasturxon/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { StaffNoticeBus } from '../../events/staff-notices.ts';
import { type ReservationNotifier, reservationText } from './notify.ts';
import type { BranchForBooking, ReservationRepository, ReservationRow } from './repository.ts';

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export const unavailable = () => new AppError('SERVICE_TYPE_UNAVAILABLE', 409, 'bookingUnavailable');
export const tableTaken = () => new AppError('TABLE_UNAVAILABLE', 409, 'tableUnavailable');
export const tableTooSmall = (chairs: number) =>
  new AppError('TABLE_UNAVAILABLE', 409, 'tableTooSmall', { params: { chairs } });
export const stateConflict = () =>
  new AppError('RESERVATION_STATE_CONFLICT', 409, 'reservationStateConflict');

export function timeError(reason: 'TIME_IN_PAST' | 'TIME_OUTSIDE_HOURS'): AppError {
  return reason === 'TIME_IN_PAST'
    ? new AppError('TIME_OUTSIDE_HOURS', 422, 'timeInPast')
    : new AppError('TIME_OUTSIDE_HOURS', 422, 'reservationOutsideHours');
}

/** Midnight of a Tashkent day. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+05:00`);

export type MerchantName = (lang: Lang) => string;

export interface ReservationDeps {
  db: Db;
  repo: ReservationRepository;
  notices: StaffNoticeBus;
  notifier: ReservationNotifier;
  clock: () => Date;
}

export function createBookingCore(deps: ReservationDeps) {
  const { db, repo, clock } = deps;

  async function bookableBranch(merchantId: string, branchId: number): Promise<BranchForBooking> {
    const [branch, active] = await Promise.all([
      repo.branch(merchantId, branchId),
      repo.bookingActive(merchantId),
    ]);
    if (!branch) throw notFound('branchNotFound');
    if (!branch.bookable || !active) throw unavailable();
    return branch;
  }

  async function toViews(merchantId: string, rows: ReservationRow[]): Promise<Reservation[]> {
    const [names, settings] = await Promise.all([repo.names(merchantId, rows), repo.settings(merchantId)]);
    const now = clock();
    const blank = { uz: '', ru: '', eng: '' };
    return rows.map((r) => ({
      id: r.id,
      branchId: r.branchId,
      branchName: names.branches.get(r.branchId) ?? blank,
      hallId: r.hallId,
      hallName: names.halls.get(r.hallId) ?? blank,
      tableId: r.tableId,
      tableNumber: names.tables.get(r.tableId) ?? 0,
      chairs: r.chairs,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      status: r.status,
      declineReason: r.declineReason,
      comment: r.comment,
      source: r.source,
      customerName: r.customerName,
      customerPhone: r.customerPhone,
      cancellable: customerMayCancel({
        status: r.status,
        startsAt: r.startsAt,
        now,
        cutoffMinutes: settings.cancelCutoffMinutes,
      }),
      createdDate: r.createdDate.toISOString(),
    }));
  }

  async function toView(merchantId: string, row: ReservationRow): Promise<Reservation> {
    const [view] = await toViews(merchantId, [row]);
    if (!view) throw new Error('no view');
    return view;
  }

  function announce(row: ReservationRow, kind: 'created' | 'changed'): void {
    const event: StaffReservationEvent = {
      kind,
      reservationId: row.id,
      branchId: row.branchId,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      chairs: row.chairs,
      customerName: row.customerName,
      at: clock().toISOString(),
    };
    void deps.notices.publish({ merchantId: row.merchantId, kind: 'reservation', event });
  }

  /** Tell the customer of a confirmation or a decline (SMS, or the bot for a Telegram booking). */
  async function notifyCustomer(row: ReservationRow, merchantName: MerchantName) {
    if (row.status !== 'CONFIRMED' && row.status !== 'DECLINED') return;
    const customer = row.userId === null ? null : await repo.customer(row.merchantId, row.userId);
    const lang = customer?.language ?? 'uz';
    const view = await toView(row.merchantId, row);
    const text = reservationText(lang, row.status === 'CONFIRMED' ? 'confirmed' : 'declined', {
      merchant: merchantName(lang),
      at: row.startsAt,
      chairs: row.chairs,
      branch: view.branchName,
      hall: view.hallName,
      table: view.tableNumber,
      reason: row.declineReason,
    });
    const telegramChatId = row.source === 'TELEGRAM' ? (customer?.telegramUserId ?? null) : null;
    deps.notifier.send(row.merchantId, { phone: row.customerPhone, telegramChatId }, text);
  }

  /**
   * Book a table in one transaction: lock the hall's candidate tables, drop those with an overlapping
   * booking, then take the named table or the smallest that seats the party.
   */
  async function book(input: {
    merchantId: string;
    branch: BranchForBooking;
    hallId: number;
    tableId?: number;
    chairs: number;
    startsAt: Date;
    settings: ReservationSettings;
    row: Omit<
      Parameters<ReservationRepository['insert']>[1],
      'merchantId' | 'branchId' | 'hallId' | 'tableId' | 'chairs' | 'startsAt' | 'endsAt'
    >;
    /** Runs in the booking's transaction (the audit log of a staff booking). */
    after?: (tx: Tx, row: ReservationRow) => Promise<void>;
  }): Promise<ReservationRow> {
    const endsAt = new Date(input.startsAt.getTime() + input.settings.turnMinutes * MINUTE_MS);
    const halls = await repo.hallsWithTables(input.merchantId, input.branch.id);
    if (!halls.some((h) => h.id === input.hallId)) throw notFound('reservationHallNotFound');
    return db.transaction(async (tx) => {
      const tables = await repo.lockTables(
        tx,
        input.merchantId,
        input.hallId,
        input.tableId === undefined ? undefined : [input.tableId],
      );
      if (input.tableId !== undefined && tables.length === 0) throw notFound('reservationTableNotFound');
      const busy = new Set(
        (
          await repo.overlapping(
            tx,
            tables.map((t) => t.id),
            input.startsAt,
            endsAt,
          )
        ).map((o) => o.tableId),
      );
      if (tables.every((t) => t.seats < input.chairs)) {
        throw tableTooSmall(input.chairs);
      }
      const table = pickTable(tables, input.chairs, (t) => !busy.has(t.id));
      if (!table) throw tableTaken();
      const row = await repo.insert(tx, {
        ...input.row,
        merchantId: input.merchantId,
        branchId: input.branch.id,
        hallId: input.hallId,
        tableId: table.id,
        chairs: input.chairs,
        startsAt: input.startsAt,
        endsAt,
      });
      await input.after?.(tx, row);
      return row;
    });
  }

  return { bookableBranch, toViews, toView, announce, notifyCustomer, book };
}

export type BookingCore = ReturnType<typeof createBookingCore>;
