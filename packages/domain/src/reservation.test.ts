import type { WorkHour } from '@dasturxon/contracts';
import { WEEKDAYS } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookingsOverlap,
  canStaffMoveReservation,
  checkReservationStart,
  customerMayCancel,
  pickTable,
  reservationDays,
  reservationSlotTimes,
} from './reservation.ts';

const hours = (open: string, close: string): WorkHour[] =>
  WEEKDAYS.map((day) => ({ day, open, close, isDayOff: false }));
// Monday 2026-11-23 13:00 in Tashkent.
const NOW = new Date('2026-11-23T08:00:00Z');

describe('reservation rules', () => {
  it('accepts a start within hours and refuses past, too-late and too-far ones', () => {
    const base = { workHours: hours('10:00', '23:00'), now: NOW, daysAhead: 30 };
    expect(checkReservationStart({ ...base, day: '2026-11-23', time: '19:00' })).toMatchObject({ ok: true });
    expect(checkReservationStart({ ...base, day: '2026-11-23', time: '13:00' })).toEqual({
      ok: false,
      reason: 'TIME_IN_PAST',
    });
    // The last seating is an hour before closing.
    expect(checkReservationStart({ ...base, day: '2026-11-24', time: '22:00' }).ok).toBe(true);
    expect(checkReservationStart({ ...base, day: '2026-11-24', time: '22:30' })).toEqual({
      ok: false,
      reason: 'TIME_OUTSIDE_HOURS',
    });
    expect(checkReservationStart({ ...base, day: '2026-11-24', time: '09:30' }).ok).toBe(false);
    expect(checkReservationStart({ ...base, day: '2026-12-24', time: '12:00' }).ok).toBe(false);
    expect(checkReservationStart({ ...base, day: '2026-02-30', time: '12:00' }).ok).toBe(false);
  });

  it('lists the slot grid of a day and the bookable days', () => {
    const times = reservationSlotTimes({
      day: '2026-11-23',
      workHours: hours('10:00', '23:00'),
      now: NOW,
      daysAhead: 2,
      slotMinutes: 30,
    }).map((s) => s.time);
    expect(times[0]).toBe('13:30');
    expect(times.at(-1)).toBe('22:00');
    const closedTuesday = hours('10:00', '23:00').map((h) =>
      h.day === 'TUESDAY' ? { ...h, isDayOff: true } : h,
    );
    expect(reservationDays({ workHours: closedTuesday, now: NOW, daysAhead: 2, slotMinutes: 30 })).toEqual([
      '2026-11-23',
      '2026-11-25',
    ]);
  });

  it('finds overlaps, picks the smallest free table, and knows the moves', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 10, 24, h));
    expect(bookingsOverlap({ startsAt: at(14), endsAt: at(16) }, { startsAt: at(15), endsAt: at(17) })).toBe(
      true,
    );
    expect(bookingsOverlap({ startsAt: at(14), endsAt: at(16) }, { startsAt: at(16), endsAt: at(18) })).toBe(
      false,
    );
    const tables = [
      { id: 1, number: 1, seats: 6 },
      { id: 2, number: 2, seats: 2 },
      { id: 3, number: 3, seats: 4 },
      { id: 4, number: 4, seats: 4 },
    ];
    expect(pickTable(tables, 3, () => true)?.id).toBe(3);
    expect(pickTable(tables, 3, (t) => t.id !== 3)?.id).toBe(4);
    expect(pickTable(tables, 7, () => true)).toBeNull();
    expect(canStaffMoveReservation('REQUESTED', 'CONFIRMED')).toBe(true);
    expect(canStaffMoveReservation('CANCELLED', 'CONFIRMED')).toBe(false);
    expect(canStaffMoveReservation('CONFIRMED', 'SEATED')).toBe(true);
  });

  it('lets the customer cancel until the cutoff only', () => {
    const startsAt = new Date(NOW.getTime() + 3 * 3600_000);
    expect(customerMayCancel({ status: 'CONFIRMED', startsAt, now: NOW, cutoffMinutes: 120 })).toBe(true);
    expect(customerMayCancel({ status: 'CONFIRMED', startsAt, now: NOW, cutoffMinutes: 240 })).toBe(false);
    expect(customerMayCancel({ status: 'DECLINED', startsAt, now: NOW, cutoffMinutes: 0 })).toBe(false);
  });
});
