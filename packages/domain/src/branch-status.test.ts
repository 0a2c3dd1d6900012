import { WEEKDAYS, type Weekday, type WorkHour } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { activeClose, branchOpenStatus, isBranchOpenAt, workHoursProblems } from './branch-status.ts';

/** Local Tashkent time (UTC+5). 2025-06-02 is a Monday. */
const at = (local: string) => new Date(`${local}:00+05:00`);
const day = (d: Weekday, open: string, close: string, isDayOff = false): WorkHour => ({
  day: d,
  open,
  close,
  isDayOff,
});
const everyDay = (open: string, close: string) => WEEKDAYS.map((d) => day(d, open, close));

describe('branchOpenStatus with a temporary close', () => {
  const hours = everyDay('10:00', '22:00');

  it('follows the weekly hours without a close, or with one already over', () => {
    expect(branchOpenStatus({ workHours: hours }, at('2025-06-02T13:00'))).toEqual({
      open: true,
      closesAt: '22:00',
    });
    const past = at('2025-06-02T12:00').toISOString();
    expect(branchOpenStatus({ workHours: hours, closedUntil: past }, at('2025-06-02T13:00')).open).toBe(true);
  });

  it('is closed until the close ends, reopening then when the hours are open', () => {
    const until = at('2025-06-02T18:00').toISOString();
    expect(branchOpenStatus({ workHours: hours, closedUntil: until }, at('2025-06-02T13:00'))).toEqual({
      open: false,
      closedUntil: until,
      opensAt: { day: 'MONDAY', time: '18:00', inDays: 0 },
    });
    // At 18:00 sharp the close is over.
    expect(branchOpenStatus({ workHours: hours, closedUntil: until }, at('2025-06-02T18:00')).open).toBe(
      true,
    );
  });

  it('reopens at the next opening when the close ends outside the hours', () => {
    const until = at('2025-06-02T23:30').toISOString();
    expect(
      branchOpenStatus({ workHours: hours, closedUntil: until }, at('2025-06-02T13:00')).opensAt,
    ).toEqual({
      day: 'TUESDAY',
      time: '10:00',
      inDays: 1,
    });
  });

  it('honours overnight hours and a close that ends after midnight', () => {
    const night = everyDay('18:00', '03:00');
    expect(branchOpenStatus({ workHours: night }, at('2025-06-03T01:00'))).toEqual({
      open: true,
      closesAt: '03:00',
    });
    const until = at('2025-06-03T01:30').toISOString();
    expect(
      branchOpenStatus({ workHours: night, closedUntil: until }, at('2025-06-02T20:00')).opensAt,
    ).toEqual({
      day: 'TUESDAY',
      time: '01:30',
      inDays: 1,
    });
  });

  it('ignores an unparseable close', () => {
    expect(activeClose('not a date', at('2025-06-02T13:00'))).toBeNull();
    expect(isBranchOpenAt({ workHours: hours, closedUntil: 'x' }, at('2025-06-02T13:00'))).toBe(true);
  });

  it('refuses a time inside the close and takes one after it', () => {
    const b = { workHours: hours, closedUntil: at('2025-06-02T18:00').toISOString() };
    expect(isBranchOpenAt(b, at('2025-06-02T17:59'))).toBe(false);
    expect(isBranchOpenAt(b, at('2025-06-02T18:00'))).toBe(true);
    expect(isBranchOpenAt(b, at('2025-06-02T23:00'))).toBe(false);
  });
});

describe('workHoursProblems', () => {
  it('accepts ordinary, overnight, round-the-clock hours and days off', () => {
    expect(workHoursProblems(everyDay('10:00', '22:00'))).toEqual([]);
    expect(workHoursProblems(everyDay('18:00', '03:00'))).toEqual([]);
    expect(workHoursProblems(everyDay('00:00', '00:00'))).toEqual([]);
    expect(
      workHoursProblems([day('MONDAY', '10:00', '22:00'), day('TUESDAY', '00:00', '00:00', true)]),
    ).toEqual([]);
    expect(workHoursProblems([])).toEqual([]);
  });

  it('finds a night that runs into the next day', () => {
    expect(workHoursProblems([day('MONDAY', '18:00', '03:00'), day('TUESDAY', '02:00', '12:00')])).toEqual([
      { kind: 'OVERLAP', day: 'MONDAY', next: 'TUESDAY' },
    ]);
    // A day off on Tuesday leaves Monday's night alone.
    expect(
      workHoursProblems([day('MONDAY', '18:00', '03:00'), day('TUESDAY', '02:00', '12:00', true)]),
    ).toEqual([]);
  });

  it("finds Sunday's night running into Monday", () => {
    expect(workHoursProblems([day('SUNDAY', '20:00', '04:00'), day('MONDAY', '03:00', '10:00')])).toEqual([
      { kind: 'OVERLAP', day: 'SUNDAY', next: 'MONDAY' },
    ]);
  });

  it('finds a day listed twice and a bad time', () => {
    expect(workHoursProblems([day('MONDAY', '10:00', '12:00'), day('MONDAY', '14:00', '16:00')])).toEqual([
      { kind: 'DUPLICATE_DAY', day: 'MONDAY' },
    ]);
    expect(workHoursProblems([day('MONDAY', '25:00', '12:00')])).toEqual([
      { kind: 'BAD_TIME', day: 'MONDAY' },
    ]);
  });
});
