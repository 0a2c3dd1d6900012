import { describe, expect, it } from 'vitest';
import { minutesInDay, placeBooking, tashkentDay, tashkentTime, timelineSpan } from './timeline.ts';

describe('the day view geometry', () => {
  it('reads instants in Tashkent time', () => {
    expect(minutesInDay('2026-11-24', '2026-11-24T14:00:00Z')).toBe(19 * 60);
    expect(tashkentTime('2026-11-24T14:30:00Z')).toBe('19:30');
    expect(tashkentDay(new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-25');
  });

  it('spans the hours of the day, past midnight and around every booking', () => {
    expect(timelineSpan('2026-11-24', '10:00', '23:00', []).hours).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
    ]);
    expect(timelineSpan('2026-11-24', '18:00', '02:00', []).end).toBe(26 * 60);
    expect(timelineSpan('2026-11-24', '00:00', '23:59', [])).toMatchObject({ start: 8 * 60, end: 24 * 60 });
    const late = [{ startsAt: '2026-11-24T17:30:00Z', endsAt: '2026-11-24T19:30:00Z' }];
    expect(timelineSpan('2026-11-24', '10:00', '23:00', late).end).toBe(25 * 60);
  });

  it('places a booking in percent of the span', () => {
    const span = { start: 10 * 60, end: 20 * 60 };
    const r = { startsAt: '2026-11-24T10:00:00Z', endsAt: '2026-11-24T12:00:00Z' };
    expect(placeBooking('2026-11-24', span, r)).toEqual({ left: 50, width: 20 });
  });
});
