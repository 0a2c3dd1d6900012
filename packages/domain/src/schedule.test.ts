import { WEEKDAYS, type Weekday, type WorkHour } from '@dasturxon/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLaterTime, laterSlots, tashkentDateTime, tashkentDay } from './schedule.ts';

/** Local Tashkent time. 2026-11-20 is a Friday, 2026-11-21 a Saturday, 2026-11-22 a Sunday. */
const at = (local: string) => new Date(`${local}:00+05:00`);
const day = (d: Weekday, open: string, close: string, isDayOff = false): WorkHour => ({
  day: d,
  open,
  close,
  isDayOff,
});
const everyDay = (open: string, close: string) => WEEKDAYS.map((d) => day(d, open, close));

describe('tashkentDateTime', () => {
  it('reads a local day and time as the instant at UTC+5', () => {
    expect(tashkentDateTime('2026-11-21', '19:30').toISOString()).toBe('2026-11-21T14:30:00.000Z');
    expect(tashkentDateTime('2026-11-21', '00:00').toISOString()).toBe('2026-11-20T19:00:00.000Z');
    expect(tashkentDateTime('2026-07-01', '03:15').toISOString()).toBe('2026-06-30T22:15:00.000Z'); // no DST
  });

  it('refuses days and times that do not exist', () => {
    expect(() => tashkentDateTime('2026-02-30', '10:00')).toThrow(RangeError);
    expect(() => tashkentDateTime('2026-11-21', '24:00')).toThrow(RangeError);
    expect(() => tashkentDateTime('21.11.2026', '10:00')).toThrow(RangeError);
  });

  it('gives the Tashkent calendar day of an instant', () => {
    expect(tashkentDay(new Date('2026-11-21T18:59:59Z'))).toBe('2026-11-21');
    expect(tashkentDay(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
  });
});

describe('checkLaterTime', () => {
  const hours = everyDay('10:00', '22:00');
  const now = at('2026-11-21T12:00'); // Saturday noon
  const check = (d: string, time: string, over: Partial<Parameters<typeof checkLaterTime>[0]> = {}) =>
    checkLaterTime({ day: d, time, workHours: hours, now, daysAhead: 2, ...over });

  it('accepts a time inside the hours and returns its instant', () => {
    expect(check('2026-11-21', '19:30')).toEqual({ ok: true, at: at('2026-11-21T19:30') });
  });

  it('refuses a time in the past or sooner than the lead time', () => {
    expect(check('2026-11-21', '11:00')).toEqual({ ok: false, reason: 'TIME_IN_PAST' });
    expect(check('2026-11-20', '15:00')).toEqual({ ok: false, reason: 'TIME_IN_PAST' });
    expect(check('2026-11-21', '12:29')).toEqual({ ok: false, reason: 'TIME_IN_PAST' });
    expect(check('2026-11-21', '12:30').ok).toBe(true);
    expect(check('2026-11-21', '12:10', { leadMinutes: 10 }).ok).toBe(true);
    expect(check('2026-11-21', '12:00', { leadMinutes: 0 }).ok).toBe(true);
  });

  it('counts seconds of now against the lead time', () => {
    const later = new Date(now.getTime() + 1000);
    expect(check('2026-11-21', '12:30', { now: later })).toEqual({ ok: false, reason: 'TIME_IN_PAST' });
  });

  it('accepts the last day ahead and refuses the day after', () => {
    expect(check('2026-11-23', '10:00').ok).toBe(true); // today + 2
    expect(check('2026-11-24', '10:00')).toEqual({ ok: false, reason: 'TIME_OUTSIDE_HOURS' });
    expect(check('2026-11-22', '10:00', { daysAhead: 0 })).toEqual({
      ok: false,
      reason: 'TIME_OUTSIDE_HOURS',
    });
    expect(check('2026-11-21', '20:00', { daysAhead: 0 }).ok).toBe(true);
  });

  it('counts days ahead in Tashkent, not UTC', () => {
    // 23:50 Saturday in Tashkent is still Saturday there (18:50 UTC); with 1 day ahead Sunday is fine, Monday is not.
    const lateNow = at('2026-11-21T23:50');
    const h = everyDay('00:00', '00:00');
    expect(check('2026-11-22', '23:00', { now: lateNow, workHours: h, daysAhead: 1 }).ok).toBe(true);
    expect(check('2026-11-23', '00:30', { now: lateNow, workHours: h, daysAhead: 1 })).toEqual({
      ok: false,
      reason: 'TIME_OUTSIDE_HOURS',
    });
  });

  it('refuses times outside the hours: opening inclusive, closing exclusive', () => {
    expect(check('2026-11-22', '09:59')).toEqual({ ok: false, reason: 'TIME_OUTSIDE_HOURS' });
    expect(check('2026-11-22', '10:00').ok).toBe(true);
    expect(check('2026-11-22', '21:59').ok).toBe(true);
    expect(check('2026-11-22', '22:00')).toEqual({ ok: false, reason: 'TIME_OUTSIDE_HOURS' });
  });

  it('refuses a day off and a day without hours', () => {
    const h = [...everyDay('10:00', '22:00').filter((x) => x.day !== 'SUNDAY' && x.day !== 'MONDAY')];
    h.push(day('SUNDAY', '10:00', '22:00', true));
    expect(check('2026-11-22', '12:00', { workHours: h })).toEqual({
      ok: false,
      reason: 'TIME_OUTSIDE_HOURS',
    });
    expect(check('2026-11-23', '12:00', { workHours: h })).toEqual({
      ok: false,
      reason: 'TIME_OUTSIDE_HOURS',
    });
  });

  it('serves the small hours of overnight opening on the next calendar day, even a day off', () => {
    const h = [day('SATURDAY', '18:00', '02:00'), day('SUNDAY', '00:00', '00:00', true)];
    expect(check('2026-11-21', '23:30', { workHours: h }).ok).toBe(true);
    expect(check('2026-11-22', '01:30', { workHours: h }).ok).toBe(true);
    expect(check('2026-11-22', '02:00', { workHours: h })).toEqual({
      ok: false,
      reason: 'TIME_OUTSIDE_HOURS',
    });
    expect(check('2026-11-22', '18:00', { workHours: h })).toEqual({
      ok: false,
      reason: 'TIME_OUTSIDE_HOURS',
    });
  });

  it('reads a closing time of 23:59 as midnight', () => {
    const h = everyDay('10:00', '23:59');
    expect(check('2026-11-21', '23:59', { workHours: h }).ok).toBe(true);
    expect(check('2026-11-22', '00:00', { workHours: h })).toEqual({
      ok: false,
      reason: 'TIME_OUTSIDE_HOURS',
    });
    // 00:00-23:59 is the whole day.
    expect(check('2026-11-22', '00:00', { workHours: everyDay('00:00', '23:59') }).ok).toBe(true);
  });

  it('refuses a day or time that does not exist as outside the hours', () => {
    expect(check('2026-11-31', '12:00')).toEqual({ ok: false, reason: 'TIME_OUTSIDE_HOURS' });
    expect(check('2026-11-22', '25:00')).toEqual({ ok: false, reason: 'TIME_OUTSIDE_HOURS' });
  });
});

describe('laterSlots', () => {
  it('lists half-hour times from the lead time on, day by day up to the last day ahead', () => {
    const slots = laterSlots({
      workHours: everyDay('10:00', '22:00'),
      now: at('2026-11-21T20:40'),
      daysAhead: 1,
    });
    expect(slots).toEqual([
      { day: '2026-11-21', times: ['21:30'] },
      { day: '2026-11-22', times: expect.arrayContaining(['10:00', '21:30']) },
    ]);
    expect(slots[1]?.times).toHaveLength(24);
    expect(slots[1]?.times[0]).toBe('10:00');
  });

  it('leaves out days without a slot', () => {
    const slots = laterSlots({
      workHours: everyDay('10:00', '22:00'),
      now: at('2026-11-21T21:50'),
      daysAhead: 2,
    });
    expect(slots.map((s) => s.day)).toEqual(['2026-11-22', '2026-11-23']);
    expect(laterSlots({ workHours: [], now: at('2026-11-21T12:00'), daysAhead: 2 })).toEqual([]);
  });

  it('lists the small hours of an overnight opening under the next day', () => {
    const h = [day('SATURDAY', '18:00', '01:00')];
    const slots = laterSlots({ workHours: h, now: at('2026-11-21T12:00'), daysAhead: 1, stepMinutes: 60 });
    expect(slots).toEqual([
      { day: '2026-11-21', times: ['18:00', '19:00', '20:00', '21:00', '22:00', '23:00'] },
      { day: '2026-11-22', times: ['00:00'] },
    ]);
  });

  it('only lists times that checkLaterTime accepts, and every accepted step time (property)', () => {
    const hourArb = fc
      .tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 0, max: 47 }), fc.boolean())
      .map(([o, c, off]) => ({ open: o * 30, close: c * 30, off }));
    fc.assert(
      fc.property(
        fc.array(hourArb, { minLength: 7, maxLength: 7 }),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(0, 15, 30, 45),
        (week, nowMs, daysAhead, leadMinutes) => {
          const fmt = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const workHours = week.map((h, i) => day(WEEKDAYS[i] as Weekday, fmt(h.open), fmt(h.close), h.off));
          const now = new Date(nowMs);
          const slots = laterSlots({ workHours, now, daysAhead, leadMinutes });
          const listed = new Set(slots.flatMap((s) => s.times.map((t) => `${s.day} ${t}`)));
          for (const s of slots) expect(s.times.length).toBeGreaterThan(0);
          for (let d = 0; d <= daysAhead; d++) {
            const dayStr = tashkentDay(new Date(nowMs + d * 86_400_000));
            for (let m = 0; m < 1440; m += 30) {
              const ok = checkLaterTime({
                day: dayStr,
                time: fmt(m),
                workHours,
                now,
                daysAhead,
                leadMinutes,
              }).ok;
              expect(listed.has(`${dayStr} ${fmt(m)}`)).toBe(ok);
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
