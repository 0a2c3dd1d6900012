/**
 * Table reservation rules (issue 13, decisions 285-287), pure: the slot grid of a day, whether a start is
 * bookable, overlap of two bookings, the staff's status moves and the customer's cancel cutoff. The server
 * applies them under a lock on the table (apps/server/src/modules/reservations); the storefront only shows them.
 *
 * A start is bookable when it is on today .. today + daysAhead (Tashkent), not before now + leadMinutes, and the
 * branch is open at the start and still open LAST_SEATING_MINUTES - 1 minutes later: the last seating is an
 * hour before closing (decision 285). The table is then held for the turn time even past closing (guests who
 * sat down are not sent away).
 */
import type { ReservationStatus, WorkHour } from '@dasturxon/contracts';
import { formatTimeOfDay, isOpenAt, normalizeMidnight, TASHKENT_TZ } from './hours.ts';
import { tashkentDateTime, tashkentDay } from './schedule.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The last booking starts this long before the branch closes. */
export const LAST_SEATING_MINUTES = 60;
/** A booking starts at least this long after now. */
export const RESERVATION_LEAD_MINUTES = 15;

export type ReservationTimeFailure = 'TIME_IN_PAST' | 'TIME_OUTSIDE_HOURS';

export function checkReservationStart(opts: {
  day: string;
  time: string;
  workHours: readonly WorkHour[];
  now: Date;
  daysAhead: number;
  leadMinutes?: number;
}): { ok: true; at: Date } | { ok: false; reason: ReservationTimeFailure } {
  let at: Date;
  try {
    at = tashkentDateTime(opts.day, opts.time);
  } catch {
    return { ok: false, reason: 'TIME_OUTSIDE_HOURS' };
  }
  const lead = opts.leadMinutes ?? RESERVATION_LEAD_MINUTES;
  if (at.getTime() < opts.now.getTime() + lead * MINUTE_MS) return { ok: false, reason: 'TIME_IN_PAST' };
  const today = Date.parse(`${tashkentDay(opts.now)}T00:00:00Z`);
  const ahead = Math.round((Date.parse(`${opts.day}T00:00:00Z`) - today) / DAY_MS);
  if (ahead > opts.daysAhead) return { ok: false, reason: 'TIME_OUTSIDE_HOURS' };
  const hours = normalizeMidnight(opts.workHours);
  const lastMinute = new Date(at.getTime() + (LAST_SEATING_MINUTES - 1) * MINUTE_MS);
  if (!isOpenAt(hours, at, TASHKENT_TZ) || !isOpenAt(hours, lastMinute, TASHKENT_TZ)) {
    return { ok: false, reason: 'TIME_OUTSIDE_HOURS' };
  }
  return { ok: true, at };
}

/** The bookable starts of one day, every `slotMinutes` from local midnight. */
export function reservationSlotTimes(opts: {
  day: string;
  workHours: readonly WorkHour[];
  now: Date;
  daysAhead: number;
  slotMinutes: number;
}): Array<{ time: string; at: Date }> {
  const step = Math.max(5, Math.trunc(opts.slotMinutes));
  const out: Array<{ time: string; at: Date }> = [];
  for (let minute = 0; minute < 24 * 60; minute += step) {
    const time = formatTimeOfDay(minute);
    const check = checkReservationStart({ ...opts, time });
    if (check.ok) out.push({ time, at: check.at });
  }
  return out;
}

/** The days from today with at least one bookable start. */
export function reservationDays(opts: {
  workHours: readonly WorkHour[];
  now: Date;
  daysAhead: number;
  slotMinutes: number;
}): string[] {
  const today = Date.parse(`${tashkentDay(opts.now)}T00:00:00Z`);
  const days: string[] = [];
  for (let d = 0; d <= opts.daysAhead; d++) {
    const day = new Date(today + d * DAY_MS).toISOString().slice(0, 10);
    if (reservationSlotTimes({ ...opts, day }).length > 0) days.push(day);
  }
  return days;
}

/** Two bookings [start, end) overlap. */
export function bookingsOverlap(
  a: { startsAt: Date; endsAt: Date },
  b: { startsAt: Date; endsAt: Date },
): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/** The statuses staff may move a booking to from each status (decision 286). */
const STAFF_MOVES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  REQUESTED: ['CONFIRMED', 'DECLINED', 'CANCELLED'],
  CONFIRMED: ['SEATED', 'NO_SHOW', 'CANCELLED', 'DECLINED'],
  SEATED: [],
  DECLINED: [],
  NO_SHOW: ['SEATED'],
  CANCELLED: [],
};

export function canStaffMoveReservation(from: ReservationStatus, to: ReservationStatus): boolean {
  return STAFF_MOVES[from].includes(to);
}

/** Whether a booking still holds its table (a new one may not overlap it). */
export function reservationHoldsTable(status: ReservationStatus): boolean {
  return status === 'REQUESTED' || status === 'CONFIRMED' || status === 'SEATED';
}

/** The customer may cancel a requested or confirmed booking until `cutoffMinutes` before it starts. */
export function customerMayCancel(opts: {
  status: ReservationStatus;
  startsAt: Date;
  now: Date;
  cutoffMinutes: number;
}): boolean {
  if (opts.status !== 'REQUESTED' && opts.status !== 'CONFIRMED') return false;
  return opts.now.getTime() <= opts.startsAt.getTime() - opts.cutoffMinutes * MINUTE_MS;
}

/** The smallest table that seats `chairs` and is free (lowest number first among equals), or null. */
export function pickTable<T extends { id: number; number: number; seats: number }>(
  tables: readonly T[],
  chairs: number,
  isFree: (table: T) => boolean,
): T | null {
  const fitting = tables
    .filter((t) => t.seats >= chairs)
    .sort((a, b) => a.seats - b.seats || a.number - b.number);
  return fitting.find(isFree) ?? null;
}
