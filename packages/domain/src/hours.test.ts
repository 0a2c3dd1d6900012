import { WEEKDAYS, type Weekday, type WorkHour } from '@dasturxon/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTimeOfDay,
  hoursOn,
  isOpenAt,
  minutesAt,
  normalizeMidnight,
  openStatus,
  parseTimeOfDay,
  TASHKENT_TZ,
  weekdayAt,
} from './hours.ts';

/** Local Tashkent time (UTC+5, no daylight saving). 2025-06-02 is a Monday. */
const at = (local: string) => new Date(`${local}:00+05:00`);
const MON = '2025-06-02';
const TUE = '2025-06-03';
const SAT = '2025-06-07';
const SUN = '2025-06-08';

const day = (d: Weekday, open: string, close: string, isDayOff = false): WorkHour => ({
  day: d,
  open,
  close,
  isDayOff,
});
const everyDay = (open: string, close: string) => WEEKDAYS.map((d) => day(d, open, close));

/** Any week of hours on the half hour, and any minute of a week, for the properties below. */
const halfHour = fc.integer({ min: 0, max: 47 }).map((q) => formatTimeOfDay(q * 30));
const week = fc.array(
  fc.record({ day: fc.constantFrom(...WEEKDAYS), open: halfHour, close: halfHour, isDayOff: fc.boolean() }),
  { maxLength: 7 },
);
const instant = fc
  .integer({ min: 0, max: 7 * 24 * 60 - 1 })
  .map((m) => new Date(at(`${MON}T00:00`).getTime() + m * 60_000));

describe('weekdayAt / minutesAt', () => {
  it('reads the weekday and time in Tashkent, whatever the machine zone', () => {
    const d = new Date('2025-06-01T20:30:00Z'); // Sunday 20:30 UTC = Monday 01:30 in Tashkent
    expect(weekdayAt(d)).toBe('MONDAY');
    expect(minutesAt(d)).toBe(90);
    expect(weekdayAt(d, 'UTC')).toBe('SUNDAY');
    expect(minutesAt(d, 'UTC')).toBe(20 * 60 + 30);
  });

  it('reads midnight as 0, not 24:00', () => {
    expect(minutesAt(at(`${MON}T00:00`))).toBe(0);
    expect(minutesAt(at(`${MON}T23:59`), TASHKENT_TZ)).toBe(1439);
  });

  it('names every day of a week', () => {
    const days = Array.from({ length: 7 }, (_, i) =>
      weekdayAt(new Date(at(`${MON}T12:00`).getTime() + i * 864e5)),
    );
    expect(days).toEqual([...WEEKDAYS]);
  });

  it('answers each zone and each second on its own when asked again and again (the answer is remembered)', () => {
    const justBefore = new Date('2025-06-01T18:59:59.999Z'); // Sunday 23:59 in Tashkent
    const midnight = new Date('2025-06-01T19:00:00.000Z'); // Monday 00:00 in Tashkent
    for (let round = 0; round < 3; round += 1) {
      expect([weekdayAt(justBefore), minutesAt(justBefore)]).toEqual(['SUNDAY', 1439]);
      expect([weekdayAt(justBefore, 'UTC'), minutesAt(justBefore, 'UTC')]).toEqual(['SUNDAY', 18 * 60 + 59]);
      expect([weekdayAt(midnight), minutesAt(midnight)]).toEqual(['MONDAY', 0]);
      expect([weekdayAt(midnight, 'UTC'), minutesAt(midnight, 'UTC')]).toEqual(['SUNDAY', 19 * 60]);
    }
    // The same second, another millisecond: the same local minute.
    expect(minutesAt(new Date('2025-06-01T19:00:00.500Z'))).toBe(0);
    expect(() => minutesAt(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => minutesAt(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('time of day', () => {
  it('parses and formats HH:MM', () => {
    expect(parseTimeOfDay('09:05')).toBe(545);
    expect(parseTimeOfDay('9:05')).toBe(545);
    expect(formatTimeOfDay(545)).toBe('09:05');
    expect(formatTimeOfDay(24 * 60 + 30)).toBe('00:30');
  });

  it.each(['24:00', '12:60', 'noon', ''])('refuses %j', (t) => {
    expect(() => parseTimeOfDay(t)).toThrow(RangeError);
  });
});

describe('hoursOn', () => {
  it("gives the day's entry, or null when the day has none", () => {
    const hours = [day('MONDAY', '10:00', '22:00'), day('TUESDAY', '10:00', '22:00', true)];
    expect(hoursOn(hours, 'MONDAY')).toEqual(hours[0]);
    expect(hoursOn(hours, 'TUESDAY')?.isDayOff).toBe(true);
    expect(hoursOn(hours, 'SUNDAY')).toBeNull();
  });
});

describe('isOpenAt', () => {
  const regular = everyDay('10:00', '22:00');

  it('is open from the opening minute up to, not including, the closing minute', () => {
    expect(isOpenAt(regular, at(`${MON}T09:59`))).toBe(false);
    expect(isOpenAt(regular, at(`${MON}T10:00`))).toBe(true);
    expect(isOpenAt(regular, at(`${MON}T21:59`))).toBe(true);
    expect(isOpenAt(regular, at(`${MON}T22:00`))).toBe(false);
  });

  it('counts the hours after midnight to the opening day', () => {
    const hours = [day('FRIDAY', '18:00', '02:00'), day('SATURDAY', '12:00', '14:00', true)];
    expect(isOpenAt(hours, at('2025-06-06T23:30'))).toBe(true); // Friday evening
    expect(isOpenAt(hours, at(`${SAT}T01:59`))).toBe(true); // Friday's night, although Saturday is a day off
    expect(isOpenAt(hours, at(`${SAT}T02:00`))).toBe(false);
    expect(isOpenAt(hours, at(`${SAT}T12:30`))).toBe(false);
    expect(isOpenAt(hours, at('2025-06-06T01:00'))).toBe(false); // Thursday has no night hours
  });

  it("carries Sunday's night into Monday morning", () => {
    const hours = [day('SUNDAY', '20:00', '03:00')];
    expect(isOpenAt(hours, at(`${MON}T02:30`))).toBe(true);
    expect(isOpenAt(hours, at(`${MON}T03:00`))).toBe(false);
    expect(isOpenAt(hours, at(`${SUN}T02:30`))).toBe(false);
  });

  it('is open all day when opening equals closing', () => {
    const hours = [day('MONDAY', '00:00', '00:00'), day('TUESDAY', '08:00', '08:00')];
    expect(isOpenAt(hours, at(`${MON}T00:00`))).toBe(true);
    expect(isOpenAt(hours, at(`${MON}T23:59`))).toBe(true);
    expect(isOpenAt(hours, at(`${TUE}T00:00`))).toBe(true);
    expect(isOpenAt(hours, at(`${TUE}T23:59`))).toBe(true);
    expect(isOpenAt(hours, at('2025-06-04T00:00'))).toBe(false);
  });

  it('is closed on a day off and on a day without hours', () => {
    const hours = [day('MONDAY', '10:00', '22:00', true)];
    expect(isOpenAt(hours, at(`${MON}T12:00`))).toBe(false);
    expect(isOpenAt(hours, at(`${TUE}T12:00`))).toBe(false);
    expect(isOpenAt([], at(`${TUE}T12:00`))).toBe(false);
  });

  it('uses the zone it is given', () => {
    // 10:30 in Berlin (summer, UTC+2) is 13:30 in Tashkent.
    const d = new Date('2025-06-02T08:30:00Z');
    const hours = [day('MONDAY', '10:00', '11:00')];
    expect(isOpenAt(hours, d, 'Europe/Berlin')).toBe(true);
    expect(isOpenAt(hours, d)).toBe(false);
  });

  it('agrees with the rule as the spec words it, for any week of hours', () => {
    const time = fc.integer({ min: 0, max: 95 }).map((q) => formatTimeOfDay(q * 15));
    const entry = (d: Weekday) =>
      fc.option(fc.record({ day: fc.constant(d), open: time, close: time, isDayOff: fc.boolean() }), {
        nil: undefined,
      });
    const week = fc
      .tuple(...WEEKDAYS.map(entry))
      .map((entries) => entries.filter((e): e is WorkHour => e !== undefined));
    const instant = fc
      .integer({ min: 0, max: 14 * 24 * 60 - 1 })
      .map((m) => new Date(at(`${MON}T00:00`).getTime() + m * 60_000));

    const reference = (hours: WorkHour[], date: Date): boolean => {
      const today = weekdayAt(date);
      const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(today) + 6) % 7];
      const m = minutesAt(date);
      return hours.some((h) => {
        if (h.isDayOff) return false;
        const open = parseTimeOfDay(h.open);
        const close = parseTimeOfDay(h.close);
        if (h.day === today) return open === close || (close > open ? open <= m && m < close : m >= open);
        return h.day === yesterday && close < open && m < close;
      });
    };

    fc.assert(
      fc.property(week, instant, (hours, date) => {
        expect(isOpenAt(hours, date)).toBe(reference(hours, date));
      }),
      { numRuns: 500 },
    );
  });
});

describe('openStatus', () => {
  it('says until when an open branch is open', () => {
    expect(openStatus(everyDay('10:00', '23:00'), at(`${MON}T12:00`))).toEqual({
      open: true,
      closesAt: '23:00',
    });
  });

  it('gives the closing time after midnight for a late branch', () => {
    const hours = everyDay('18:00', '02:00');
    expect(openStatus(hours, at(`${MON}T23:00`))).toEqual({ open: true, closesAt: '02:00' });
    expect(openStatus(hours, at(`${TUE}T01:00`))).toEqual({ open: true, closesAt: '02:00' });
  });

  it('says when a closed branch opens later today', () => {
    expect(openStatus(everyDay('10:00', '23:00'), at(`${MON}T08:00`))).toEqual({
      open: false,
      opensAt: { day: 'MONDAY', time: '10:00', inDays: 0 },
    });
  });

  it('says when a closed branch opens tomorrow', () => {
    expect(openStatus(everyDay('10:00', '23:00'), at(`${MON}T23:30`))).toEqual({
      open: false,
      opensAt: { day: 'TUESDAY', time: '10:00', inDays: 1 },
    });
  });

  it('skips days off and wraps over the end of the week', () => {
    const hours = [
      day('MONDAY', '10:00', '22:00'),
      ...WEEKDAYS.filter((d) => d !== 'MONDAY').map((d) => day(d, '10:00', '22:00', true)),
    ];
    expect(openStatus(hours, at(`${SAT}T12:00`))).toEqual({
      open: false,
      opensAt: { day: 'MONDAY', time: '10:00', inDays: 2 },
    });
    expect(openStatus(hours, at(`${MON}T23:00`)).opensAt).toEqual({
      day: 'MONDAY',
      time: '10:00',
      inDays: 7,
    });
  });

  it('has nothing to promise for a branch without hours', () => {
    expect(openStatus([], at(`${MON}T12:00`))).toEqual({ open: false });
    expect(
      openStatus(
        everyDay('10:00', '22:00').map((h) => ({ ...h, isDayOff: true })),
        at(`${MON}T12:00`),
      ),
    ).toEqual({
      open: false,
    });
  });

  it('never closes when open around the clock', () => {
    expect(openStatus(everyDay('00:00', '00:00'), at(`${MON}T03:00`))).toEqual({ open: true });
    expect(openStatus(everyDay('09:00', '09:00'), at(`${SUN}T23:59`))).toEqual({ open: true });
  });

  it('follows 24-hour days into the next opening', () => {
    const hours = [day('MONDAY', '00:00', '00:00'), day('TUESDAY', '00:00', '03:00')];
    expect(openStatus(hours, at(`${MON}T15:00`))).toEqual({ open: true, closesAt: '03:00' });
  });

  it("follows Sunday's night into Monday", () => {
    const hours = [day('SUNDAY', '00:00', '00:00'), day('MONDAY', '00:00', '01:30')];
    expect(openStatus(hours, at(`${SUN}T20:00`))).toEqual({ open: true, closesAt: '01:30' });
  });

  it('opens at the promised minute and not a minute earlier', () => {
    fc.assert(
      fc.property(week, instant, (hours, now) => {
        const status = openStatus(hours, now);
        expect(status.open).toBe(isOpenAt(hours, now));
        if (!status.opensAt) return;
        const delta = status.opensAt.inDays * 1440 + parseTimeOfDay(status.opensAt.time) - minutesAt(now);
        expect(delta).toBeGreaterThan(0);
        const opening = new Date(now.getTime() + delta * 60_000);
        expect(weekdayAt(opening)).toBe(status.opensAt.day);
        expect(isOpenAt(hours, opening)).toBe(true);
        expect(isOpenAt(hours, new Date(opening.getTime() - 60_000))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('frozen hours (a kept branch, decision 379)', () => {
  const frozen = (hours: WorkHour[]) => Object.freeze(hours.map((h) => Object.freeze({ ...h })));

  it('answers as the same hours not frozen, at any time of the week', () => {
    fc.assert(
      fc.property(week, instant, (hours, now) => {
        const kept = frozen(hours);
        expect(isOpenAt(kept, now)).toBe(isOpenAt(hours, now));
        expect(openStatus(kept, now)).toEqual(openStatus(hours, now));
        // Asked again: the hours merged once answer the same.
        expect(openStatus(kept, now)).toEqual(openStatus(hours, now));
      }),
      { numRuns: 300 },
    );
  });

  it('still reads hours that can change on every call', () => {
    const hours = everyDay('10:00', '22:00');
    const evening = at(`${MON}T23:00`);
    expect(isOpenAt(hours, evening)).toBe(false);
    for (const h of hours) h.close = '23:30';
    expect(isOpenAt(hours, evening)).toBe(true);
    // A frozen list of changeable days is read afresh too.
    const list = Object.freeze(hours);
    expect(isOpenAt(list, evening)).toBe(true);
    for (const h of list) h.close = '22:00';
    expect(isOpenAt(list, evening)).toBe(false);
  });
});

describe('normalizeMidnight', () => {
  const day = (open: string, close: string): WorkHour => ({ day: 'MONDAY', open, close, isDayOff: false });

  it('reads a 23:59 closing as midnight, so 00:00-23:59 is open round the clock', () => {
    const hours = normalizeMidnight([day('00:00', '23:59')]);
    expect(hours).toEqual([day('00:00', '00:00')]);
    // Monday 23:59:30 in Tashkent: literally closed for that minute, as midnight still open.
    const lateMonday = new Date('2026-11-23T18:59:30Z');
    expect(isOpenAt([day('00:00', '23:59')], lateMonday)).toBe(false);
    expect(isOpenAt(hours, lateMonday)).toBe(true);
  });

  it('leaves other closing times alone', () => {
    expect(normalizeMidnight([day('10:00', '23:00')])).toEqual([day('10:00', '23:00')]);
  });
});
