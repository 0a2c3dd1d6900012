/**
 * The day view's geometry (issue 13): the hours the timeline spans and where a booking sits on it, as
 * percentages of the span, in Asia/Tashkent time (UTC+5, no daylight saving) whatever the browser's zone.
 */
import type { Reservation, ReservationStatus } from '@dasturxon/contracts';

const OFFSET_MS = 5 * 60 * 60 * 1000;

/** Minutes since the Tashkent midnight of `day` at an instant (negative before, above 1440 after). */
export function minutesInDay(day: string, iso: string): number {
  const midnight = Date.parse(`${day}T00:00:00Z`) - OFFSET_MS;
  return Math.round((Date.parse(iso) - midnight) / 60_000);
}

/** "HH:MM" in Tashkent of an instant. */
export function tashkentTime(iso: string): string {
  const d = new Date(Date.parse(iso) + OFFSET_MS);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** Today's Tashkent day of an instant. */
export function tashkentDay(now: Date): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Whole hours the timeline shows: from the opening hour to the closing hour (a close after midnight runs
 * past 24:00), widened to hold every booking; 10:00-23:00 when the branch is closed that day.
 */
export function timelineSpan(
  day: string,
  open: string | null,
  close: string | null,
  reservations: readonly Pick<Reservation, 'startsAt' | 'endsAt'>[],
): { start: number; end: number; hours: number[] } {
  let start = open ? toMinutes(open) : 10 * 60;
  let end = close ? toMinutes(close) : 23 * 60;
  if (end <= start) end += 24 * 60;
  // Open round the clock: the night hours would squeeze the evening, so the view starts at 08:00.
  if (end - start >= 20 * 60) {
    start = Math.max(start, 8 * 60);
    end = Math.min(end, 24 * 60);
  }
  for (const r of reservations) {
    start = Math.min(start, minutesInDay(day, r.startsAt));
    end = Math.max(end, minutesInDay(day, r.endsAt));
  }
  start = Math.floor(Math.max(0, start) / 60) * 60;
  end = Math.ceil(Math.min(36 * 60, end) / 60) * 60;
  const hours: number[] = [];
  for (let m = start; m < end; m += 60) hours.push(m / 60);
  return { start, end, hours };
}

/** Left and width of a booking on the span, in percent, clipped to it. */
export function placeBooking(
  day: string,
  span: { start: number; end: number },
  r: Pick<Reservation, 'startsAt' | 'endsAt'>,
): { left: number; width: number } {
  const total = span.end - span.start;
  const from = Math.max(span.start, minutesInDay(day, r.startsAt));
  const to = Math.min(span.end, minutesInDay(day, r.endsAt));
  return { left: ((from - span.start) / total) * 100, width: (Math.max(0, to - from) / total) * 100 };
}

/** Statuses shown on the timeline (declined and cancelled ones free their table and are listed apart). */
export function showsOnTimeline(status: ReservationStatus): boolean {
  return status === 'REQUESTED' || status === 'CONFIRMED' || status === 'SEATED' || status === 'NO_SHOW';
}

export const STATUS_COLOR: Record<ReservationStatus, string> = {
  REQUESTED: 'yellow',
  CONFIRMED: 'blue',
  SEATED: 'green',
  NO_SHOW: 'gray',
  DECLINED: 'red',
  CANCELLED: 'gray',
};
