/**
 * Later orders (spec §4 "order timing: now or later", decision 104). The customer picks a calendar day and an
 * HH:MM time in Asia/Tashkent; the order is accepted when that instant is
 * - at least `leadMinutes` (default 30) after now, else TIME_IN_PAST (the kitchen needs the time to cook);
 * - on today or one of the next `daysAhead` days (today + daysAhead inclusive), else TIME_OUTSIDE_HOURS;
 * - inside the branch's opening hours at that instant (hours.ts rules: overnight hours count for the next
 *   calendar day's small hours, "23:59" is read as midnight, opening inclusive, closing exclusive), else
 *   TIME_OUTSIDE_HOURS;
 * - not inside a temporary close of the branch (`closedUntil`, decision 261), else TIME_OUTSIDE_HOURS.
 * Tashkent has no daylight saving (UTC+5 all year), so the local-to-instant conversion is a fixed offset.
 */
import type { WorkHour } from '@dasturxon/contracts';
import { activeClose } from './branch-status.ts';
import { formatTimeOfDay, isOpenAt, normalizeMidnight, parseTimeOfDay, TASHKENT_TZ } from './hours.ts';

export type LaterTimeFailure = 'TIME_OUTSIDE_HOURS' | 'TIME_IN_PAST';

const OFFSET_MS = 5 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DEFAULT_LEAD_MINUTES = 30;
const DEFAULT_STEP_MINUTES = 30;

/** "YYYY-MM-DD" -> days since 1970-01-01 of that calendar day; throws RangeError for a day that does not exist. */
function dayNumber(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!m) throw new RangeError(`Not a day: ${day}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`Not a day: ${day}`);
  }
  return t / DAY_MS;
}

function dayString(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

/** The Tashkent calendar day (days since epoch) of an instant. */
function tashkentDayNumber(at: Date): number {
  return Math.floor((at.getTime() + OFFSET_MS) / DAY_MS);
}

/** Today's date in Tashkent, "YYYY-MM-DD". */
export function tashkentDay(now: Date): string {
  return dayString(tashkentDayNumber(now));
}

/** "2026-11-21", "19:30" in Asia/Tashkent -> the instant. Throws RangeError for a day or time that does not exist. */
export function tashkentDateTime(day: string, time: string): Date {
  return new Date(dayNumber(day) * DAY_MS + parseTimeOfDay(time) * MINUTE_MS - OFFSET_MS);
}

export function checkLaterTime(opts: {
  day: string;
  time: string;
  workHours: readonly WorkHour[];
  now: Date;
  daysAhead: number;
  leadMinutes?: number;
  /** The branch's temporary close (ISO instant), if any. */
  closedUntil?: string | null;
}): { ok: true; at: Date } | { ok: false; reason: LaterTimeFailure } {
  let at: Date;
  try {
    at = tashkentDateTime(opts.day, opts.time);
  } catch {
    // Not a real day or time: no hours cover it.
    return { ok: false, reason: 'TIME_OUTSIDE_HOURS' };
  }
  const lead = Math.max(0, opts.leadMinutes ?? DEFAULT_LEAD_MINUTES);
  if (at.getTime() < opts.now.getTime() + lead * MINUTE_MS) return { ok: false, reason: 'TIME_IN_PAST' };
  const ahead = tashkentDayNumber(at) - tashkentDayNumber(opts.now);
  if (ahead > Math.max(0, Math.trunc(opts.daysAhead))) return { ok: false, reason: 'TIME_OUTSIDE_HOURS' };
  if (!isOpenAt(normalizeMidnight(opts.workHours), at, TASHKENT_TZ)) {
    return { ok: false, reason: 'TIME_OUTSIDE_HOURS' };
  }
  if (activeClose(opts.closedUntil, at)) return { ok: false, reason: 'TIME_OUTSIDE_HOURS' };
  return { ok: true, at };
}

/**
 * The times a customer may pick, per day from today to today + daysAhead (Tashkent), every `stepMinutes`
 * (default 30) from local midnight. Only days with at least one time are listed; every time passes
 * `checkLaterTime` with the same options.
 */
export function laterSlots(opts: {
  workHours: readonly WorkHour[];
  now: Date;
  daysAhead: number;
  stepMinutes?: number;
  leadMinutes?: number;
  closedUntil?: string | null;
}): Array<{ day: string; times: string[] }> {
  const step = Math.max(1, Math.trunc(opts.stepMinutes ?? DEFAULT_STEP_MINUTES));
  const daysAhead = Math.max(0, Math.trunc(opts.daysAhead));
  const hours = normalizeMidnight(opts.workHours);
  const today = tashkentDayNumber(opts.now);
  const out: Array<{ day: string; times: string[] }> = [];
  for (let d = 0; d <= daysAhead; d++) {
    const day = dayString(today + d);
    const times: string[] = [];
    for (let minute = 0; minute < 24 * 60; minute += step) {
      const time = formatTimeOfDay(minute);
      const check = checkLaterTime({
        day,
        time,
        workHours: hours,
        now: opts.now,
        daysAhead,
        leadMinutes: opts.leadMinutes,
        closedUntil: opts.closedUntil ?? null,
      });
      if (check.ok) times.push(time);
    }
    if (times.length > 0) out.push({ day, times });
  }
  return out;
}
