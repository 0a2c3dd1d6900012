/**
 * A branch's open status with its temporary close (issue 12, decision 261), and the checks an admin's weekly
 * hours must pass before they are saved.
 *
 * A temporary close ("closed until 18:00") is an instant: until then the branch is closed whatever its weekly
 * hours say; from then on the weekly hours rule again. A close in the past is no close. While closed, the next
 * opening is the first moment at or after the close ends when the weekly hours are open.
 */
import { WEEKDAYS, type WorkHour } from '@dasturxon/contracts';
import {
  formatTimeOfDay,
  isOpenAt,
  minutesAt,
  normalizeMidnight,
  type OpenStatus,
  openStatus,
  parseTimeOfDay,
  TASHKENT_TZ,
  weekdayAt,
} from './hours.ts';

/** What the status of a branch reads: its weekly hours and, when set, the end of a temporary close. */
export interface BranchHours {
  workHours: readonly WorkHour[];
  /** ISO instant; null or absent: no temporary close. */
  closedUntil?: string | null;
}

export interface BranchOpenStatus extends OpenStatus {
  /** Set while a temporary close holds: the ISO instant it ends. */
  closedUntil?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a temporary close still ahead of `now`, or null. Unparseable values are no close. */
export function activeClose(closedUntil: string | null | undefined, now: Date): Date | null {
  if (!closedUntil) return null;
  const until = new Date(closedUntil);
  if (Number.isNaN(until.getTime()) || until.getTime() <= now.getTime()) return null;
  return until;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-26" in `tz`: one formatter per zone (making one costs far more than formatting with it). */
function dayFormatter(tz: string): Intl.DateTimeFormat {
  let f = dayFormatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(tz, f);
  }
  return f;
}

/** Calendar days between the local days of `a` and `b` in `tz` (b later: positive). */
function localDaysBetween(a: Date, b: Date, tz: string): number {
  const format = dayFormatter(tz);
  const ymd = (d: Date) => Date.parse(`${format.format(d)}T00:00:00Z`);
  return Math.round((ymd(b) - ymd(a)) / DAY_MS);
}

/**
 * Open or closed now, honouring a temporary close; "23:59" is read as midnight (decision 030). The storefront's
 * badges, its checkout and the server's quote all decide with this.
 */
export function branchOpenStatus(branch: BranchHours, now: Date, tz: string = TASHKENT_TZ): BranchOpenStatus {
  const hours = normalizeMidnight(branch.workHours);
  const until = activeClose(branch.closedUntil, now);
  if (!until) return openStatus(hours, now, tz);
  const closedUntil = until.toISOString();
  if (isOpenAt(hours, until, tz)) {
    return {
      open: false,
      closedUntil,
      opensAt: {
        day: weekdayAt(until, tz),
        time: formatTimeOfDay(minutesAt(until, tz)),
        inDays: localDaysBetween(now, until, tz),
      },
    };
  }
  const after = openStatus(hours, until, tz);
  if (!after.opensAt) return { open: false, closedUntil };
  return {
    open: false,
    closedUntil,
    opensAt: { ...after.opensAt, inDays: localDaysBetween(now, until, tz) + after.opensAt.inDays },
  };
}

/** Whether the branch takes orders for `at`: within its weekly hours and not temporarily closed then. */
export function isBranchOpenAt(branch: BranchHours, at: Date, tz: string = TASHKENT_TZ): boolean {
  if (activeClose(branch.closedUntil, at)) return false;
  return isOpenAt(normalizeMidnight(branch.workHours), at, tz);
}

export type WorkHoursProblem =
  | { kind: 'DUPLICATE_DAY'; day: WorkHour['day'] }
  | { kind: 'BAD_TIME'; day: WorkHour['day'] }
  | { kind: 'OVERLAP'; day: WorkHour['day']; next: WorkHour['day'] };

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/**
 * Problems of an admin's weekly hours: a day listed twice, a time that is not HH:MM, or a day whose hours run
 * into the next working day's (Monday 18:00-03:00 with Tuesday opening at 02:00; Sunday's night runs into
 * Monday). Days off and missing days are fine. An empty list: the hours may be saved.
 */
export function workHoursProblems(workHours: readonly WorkHour[]): WorkHoursProblem[] {
  const problems: WorkHoursProblem[] = [];
  const seen = new Set<string>();
  const spans: Array<{ day: WorkHour['day']; start: number; end: number }> = [];
  for (const h of workHours) {
    if (seen.has(h.day)) {
      problems.push({ kind: 'DUPLICATE_DAY', day: h.day });
      continue;
    }
    seen.add(h.day);
    if (h.isDayOff) continue;
    let open: number;
    let close: number;
    try {
      open = parseTimeOfDay(h.open);
      close = parseTimeOfDay(h.close);
    } catch {
      problems.push({ kind: 'BAD_TIME', day: h.day });
      continue;
    }
    const dayStart = WEEKDAYS.indexOf(h.day) * DAY;
    const start = dayStart + (open === close ? 0 : open);
    const end = dayStart + (open === close ? DAY : close > open ? close : close + DAY);
    spans.push({ day: h.day, start, end });
  }
  spans.sort((a, b) => a.start - b.start);
  for (let i = 0; i < spans.length; i++) {
    const a = spans[i];
    const b = spans[(i + 1) % spans.length];
    if (!a || !b || spans.length < 2) continue;
    // The next span in the week; the last one is compared with the first a week later.
    const nextStart = i + 1 < spans.length ? b.start : b.start + WEEK;
    if (a.end > nextStart) problems.push({ kind: 'OVERLAP', day: a.day, next: b.day });
  }
  return problems;
}
