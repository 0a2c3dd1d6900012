import type { WorkHour } from '@dasturxon/contracts';
import { everyDay } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import {
  branchOpenStatus,
  describeOpenBadge,
  formatDayHours,
  weekdayInTashkent,
  weeklyHours,
} from './open-badge.ts';
import { translator } from './test-translator.ts';

const eng = translator('eng');
const ru = translator('ru');
const uz = translator('uz');

/** Tashkent is UTC+5: 2025-06-02 is a Monday. */
const at = (isoLocal: string) => new Date(`${isoLocal}+05:00`);

function badge(hours: WorkHour[], now: Date, t = eng) {
  return describeOpenBadge(branchOpenStatus({ workHours: hours }, now), weekdayInTashkent(now), t);
}

describe('open/closed badge', () => {
  const daily = everyDay('10:00', '23:00');

  it('says until when an open branch closes', () => {
    expect(badge(daily, at('2025-06-02T12:00'))).toEqual({ tone: 'open', label: 'Open now · until 23:00' });
    expect(badge(daily, at('2025-06-02T12:00'), ru).label).toBe('Открыто · до 23:00');
    expect(badge(daily, at('2025-06-02T12:00'), uz).label).toBe('Ochiq · 23:00 gacha');
  });

  it('says "today" before opening and "tomorrow" after closing', () => {
    expect(badge(daily, at('2025-06-02T08:30')).label).toBe('Closed · opens today 10:00');
    expect(badge(daily, at('2025-06-02T23:30'))).toEqual({
      tone: 'closed',
      label: 'Closed · opens tomorrow 10:00',
    });
  });

  it('names the weekday when the next opening is further away, declined in Russian', () => {
    const weekdaysOnly = everyDay('10:00', '20:00').map((h) =>
      h.day === 'SATURDAY' || h.day === 'SUNDAY' ? { ...h, isDayOff: true } : h,
    );
    const saturdayNoon = at('2025-06-07T12:00');
    expect(badge(weekdaysOnly, saturdayNoon).label).toBe('Closed · opens Monday 10:00');
    expect(badge(weekdaysOnly, saturdayNoon, ru).label).toBe('Закрыто · откроется в понедельник в 10:00');
    const tuesdayOnly = everyDay('10:00', '20:00').map((h) => ({ ...h, isDayOff: h.day !== 'TUESDAY' }));
    expect(badge(tuesdayOnly, at('2025-06-05T12:00'), ru).label).toBe(
      'Закрыто · откроется во вторник в 10:00',
    );
  });

  it('does not call next week\'s opening "today"', () => {
    const mondayOnly = everyDay('10:00', '12:00').map((h) => ({ ...h, isDayOff: h.day !== 'MONDAY' }));
    expect(badge(mondayOnly, at('2025-06-02T13:00')).label).toBe('Closed · opens Monday 10:00');
  });

  it('keeps a past-midnight branch open after midnight', () => {
    const late = everyDay('18:00', '02:00');
    expect(badge(late, at('2025-06-03T01:00')).label).toBe('Open now · until 02:00');
  });

  it('uses Tashkent time, not the machine zone: 20:00 UTC is already the next day there', () => {
    const sundayEveningUtc = new Date('2025-06-01T20:00:00Z'); // Monday 01:00 in Tashkent
    expect(weekdayInTashkent(sundayEveningUtc)).toBe('MONDAY');
    expect(badge(everyDay('10:00', '23:00'), sundayEveningUtc).label).toBe('Closed · opens today 10:00');
  });

  it('reads 23:59 as midnight: never "until 23:59", and 00:00-23:59 every day is round the clock', () => {
    expect(badge(everyDay('00:00', '23:59'), at('2025-06-02T23:59')).label).toBe('Open now · 24 hours');
    expect(badge(everyDay('10:00', '23:59'), at('2025-06-02T20:00')).label).toBe('Open now · until 00:00');
  });

  it('shows "24 hours" for a branch that never closes and "Closed" for one without hours', () => {
    expect(badge(everyDay('00:00', '00:00'), at('2025-06-02T03:00'))).toEqual({
      tone: 'open',
      label: 'Open now · 24 hours',
    });
    expect(badge([], at('2025-06-02T12:00'))).toEqual({ tone: 'closed', label: 'Closed' });
  });
});

describe('hours table', () => {
  it('lists Monday to Sunday whatever the API order, marks today and days off', () => {
    const hours = [...everyDay('09:00', '22:00')]
      .reverse()
      .map((h) => (h.day === 'SUNDAY' ? { ...h, isDayOff: true } : h));
    const rows = weeklyHours(hours, 'WEDNESDAY', eng);
    expect(rows.map((r) => r.dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows[0]?.hours).toBe('09:00 – 22:00');
    expect(rows[6]?.hours).toBe('Day off');
    expect(rows.filter((r) => r.isToday).map((r) => r.day)).toEqual(['WEDNESDAY']);
  });

  it('treats a missing day as a day off and equal times as round the clock', () => {
    expect(formatDayHours(undefined, ru)).toBe('Выходной');
    expect(formatDayHours({ day: 'MONDAY', open: '00:00', close: '00:00', isDayOff: false }, eng)).toBe(
      '24 hours',
    );
  });
});
