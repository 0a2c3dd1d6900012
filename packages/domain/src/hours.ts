/**
 * Branch opening hours (spec §3 workHours, §9 "working days shown Monday to Sunday").
 * Hours are local to the branch; our branches are all in Tashkent (UTC+5, no daylight saving), but the zone is
 * a parameter so nothing here depends on the machine's zone. Intl does the zone maths, no date library.
 *
 * Rules of one day's entry:
 * - `close` earlier than `open` runs past midnight; the part after midnight belongs to the opening day, so
 *   Friday 18:00-02:00 is open on Saturday at 01:00 even when Saturday is a day off;
 * - `open` equal to `close` is open for the whole calendar day (24 h), 00:00 to midnight;
 * - `isDayOff` is closed, and so is a day without an entry.
 * Opening times are inclusive, closing times exclusive.
 */
import { WEEKDAYS, type Weekday, type WorkHour } from '@dasturxon/contracts';

export const TASHKENT_TZ = 'Asia/Tashkent';

const DAY = 24 * 60;
const WEEK = 7 * DAY;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    // hourCycle h23: some engines print midnight as "24" with hour12: false.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(tz, f);
  }
  return f;
}

type LocalParts = Readonly<{ weekday: Weekday; minutes: number }>;

/**
 * The last answer per zone, by the UTC second it was for: `formatToParts` is slow next to the rest of an order
 * (about 1% of its CPU on the server), and a burst of orders asks for the same second again and again. No zone
 * offset has a fraction of a second, so the local weekday and minute are the same within one UTC second.
 */
const lastParts = new Map<string, { second: number; parts: LocalParts }>();

function partsAt(date: Date, tz: string): LocalParts {
  const second = Math.floor(date.getTime() / 1000);
  const last = lastParts.get(tz);
  if (last !== undefined && last.second === second) return last.parts;
  const parts = formattedPartsAt(date, tz);
  lastParts.set(tz, { second, parts });
  return parts;
}

function formattedPartsAt(date: Date, tz: string): LocalParts {
  let weekday = '';
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(tz).formatToParts(date)) {
    if (part.type === 'weekday') weekday = part.value.toUpperCase();
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { weekday: weekday as Weekday, minutes: hour * 60 + minute };
}

/** Day of the week at `date` in `tz`. Throws RangeError for an invalid date. */
export function weekdayAt(date: Date, tz: string = TASHKENT_TZ): Weekday {
  return partsAt(date, tz).weekday;
}

/** Minutes since local midnight (0..1439) at `date` in `tz`; seconds are dropped. */
export function minutesAt(date: Date, tz: string = TASHKENT_TZ): number {
  return partsAt(date, tz).minutes;
}

/** "HH:MM" -> minutes since midnight. */
export function parseTimeOfDay(time: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!m) throw new RangeError(`Not a time of day: ${time}`);
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  if (Number(m[1]) > 23 || Number(m[2]) > 59) throw new RangeError(`Not a time of day: ${time}`);
  return minutes;
}

/** Minutes since midnight -> "HH:MM" (wraps past 24 h). */
export function formatTimeOfDay(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The entry for `day`, or null when the branch has none (closed that day). */
export function hoursOn(workHours: readonly WorkHour[], day: Weekday): WorkHour | null {
  return workHours.find((h) => h.day === day) ?? null;
}

type Interval = { start: number; end: number };

/**
 * Hours that cannot change (frozen: the server's kept branches, decision 379) are merged once, not on every
 * order; hours that can change are merged on every call.
 */
const frozenIntervals = new WeakMap<readonly WorkHour[], readonly Interval[]>();

/** Opening intervals in minutes of the week (Monday 00:00 = 0), merged, within [0, WEEK). */
function weeklyIntervals(workHours: readonly WorkHour[]): readonly Interval[] {
  if (!Object.isFrozen(workHours) || !workHours.every(Object.isFrozen)) return mergedIntervals(workHours);
  let kept = frozenIntervals.get(workHours);
  if (!kept) {
    kept = Object.freeze(mergedIntervals(workHours).map((i) => Object.freeze(i)));
    frozenIntervals.set(workHours, kept);
  }
  return kept;
}

function mergedIntervals(workHours: readonly WorkHour[]): Interval[] {
  const raw: Interval[] = [];
  for (const h of workHours) {
    if (h.isDayOff) continue;
    const dayStart = WEEKDAYS.indexOf(h.day) * DAY;
    const open = parseTimeOfDay(h.open);
    const close = parseTimeOfDay(h.close);
    // Equal times mean "24 hours" on that day: the whole calendar day, whatever the time written.
    const start = dayStart + (close === open ? 0 : open);
    const end = dayStart + (close === open ? DAY : close > open ? close : close + DAY);
    // Sunday's after-midnight part is Monday morning: wrap it to the start of the week.
    if (end > WEEK) raw.push({ start, end: WEEK }, { start: 0, end: end - WEEK });
    else raw.push({ start, end });
  }
  raw.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const i of raw) {
    const last = merged[merged.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else merged.push({ ...i });
  }
  return merged;
}

function weekMinuteAt(date: Date, tz: string): number {
  const { weekday, minutes } = partsAt(date, tz);
  return WEEKDAYS.indexOf(weekday) * DAY + minutes;
}

/** Whether a branch with these hours is open at `date`. */
export function isOpenAt(workHours: readonly WorkHour[], date: Date, tz: string = TASHKENT_TZ): boolean {
  const w = weekMinuteAt(date, tz);
  return weeklyIntervals(workHours).some((i) => i.start <= w && w < i.end);
}

export interface OpenStatus {
  open: boolean;
  /** When open: the local time it closes ("Open until 23:00"); absent when it never closes (24/7). */
  closesAt?: string;
  /**
   * When closed: the next opening ("Opens Monday 10:00"); `inDays` is 0 for later today, 1 for tomorrow, up to
   * 7 for the same weekday next week. Absent when the branch has no opening hours at all.
   */
  opensAt?: { day: Weekday; time: string; inDays: number };
}

/** Open or closed now, with the time to show next to it. */
export function openStatus(workHours: readonly WorkHour[], now: Date, tz: string = TASHKENT_TZ): OpenStatus {
  const intervals = weeklyIntervals(workHours);
  const w = weekMinuteAt(now, tz);
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  if (!first || !last) return { open: false };
  if (first.start === 0 && last.end === WEEK && intervals.length === 1) return { open: true };

  const current = intervals.find((i) => i.start <= w && w < i.end);
  if (current) {
    // Open through Sunday midnight into Monday morning: it closes at the end of Monday's first interval.
    const end = current.end === WEEK && first.start === 0 ? first.end : current.end;
    return { open: true, closesAt: formatTimeOfDay(end) };
  }

  const next = intervals.find((i) => i.start > w) ?? { start: first.start + WEEK, end: first.end + WEEK };
  const todayStart = w - (w % DAY);
  return {
    open: false,
    opensAt: {
      day: WEEKDAYS[Math.floor(next.start / DAY) % 7] as Weekday,
      time: formatTimeOfDay(next.start),
      inDays: Math.floor((next.start - todayStart) / DAY),
    },
  };
}

/**
 * Merchants write "until midnight" as 23:59 (and round the clock as 00:00-23:59). Read literally, such a branch
 * would close for one minute every night and a badge would say "until 23:59"; read as midnight (00:00) the rules
 * above give "until 00:00" and, for 00:00-00:00, a whole day. Apply before `openStatus` / `isOpenAt` wherever
 * hours come from merchant data (decision 030).
 */
export function normalizeMidnight(workHours: readonly WorkHour[]): WorkHour[] {
  return workHours.map((h) => (h.close === '23:59' ? { ...h, close: '00:00' } : h));
}
