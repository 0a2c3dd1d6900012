/**
 * Words around a branch's opening hours: the "Open now · until 23:00" / "Closed · opens Monday 10:00" badge,
 * today's hours and the weekly table. The open/closed decision itself is packages/domain `openStatus` (one
 * rule for web and server); this module only turns its answer into text, in the branch's time zone.
 */
import { WEEKDAYS, type Weekday, type WorkHour } from '@dasturxon/contracts';
import {
  type BranchHours,
  branchOpenStatus as domainBranchOpenStatus,
  TASHKENT_TZ,
  weekdayAt,
} from '@dasturxon/domain';
import type { MessageKey } from '../../shared/i18n/index.tsx';

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** The answer of packages/domain `openStatus(workHours, now)`. */
export interface OpenStatusLike {
  open: boolean;
  closesAt?: string;
  /** `inDays`: 0 later today, 1 tomorrow, up to 7 (same weekday next week). */
  opensAt?: { day: Weekday; time: string; inDays?: number };
}

export interface OpenBadge {
  tone: 'open' | 'closed';
  label: string;
}

/**
 * The weekday of `now` where the branches are (Tashkent), whatever the time zone of the machine rendering the
 * page: a browser abroad must still say "opens tomorrow" in the branch's terms.
 */
export function weekdayInTashkent(now: Date): Weekday {
  return weekdayAt(now, TASHKENT_TZ);
}

function daysUntil(today: Weekday, day: Weekday): number {
  return (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(today) + 7) % 7;
}

/** packages/domain branchOpenStatus: "23:59" read as midnight, and a temporary close honoured (decision 261). */
export function branchOpenStatus(branch: BranchHours, now: Date): OpenStatusLike {
  return domainBranchOpenStatus(branch, now);
}

/** Equal times (packages/domain rule) or 00:00-23:59 mean open the whole day. */
export function isRoundTheClock(h: Pick<WorkHour, 'open' | 'close' | 'isDayOff'>): boolean {
  return !h.isDayOff && (h.open === h.close || (h.open === '00:00' && h.close === '23:59'));
}

export function describeOpenBadge(status: OpenStatusLike, today: Weekday, t: Translate): OpenBadge {
  if (status.open) {
    return {
      tone: 'open',
      label: status.closesAt
        ? t('pages.branches.openUntil', { time: status.closesAt })
        : t('pages.branches.openAllDay'),
    };
  }
  const opens = status.opensAt;
  if (!opens) return { tone: 'closed', label: t('pages.branches.closed') };
  // A branch open one day a week, asked after it closed, opens on "today's" weekday in 7 days, not today.
  const inDays = opens.inDays ?? daysUntil(today, opens.day);
  if (inDays === 0) return { tone: 'closed', label: t('pages.branches.opensToday', { time: opens.time }) };
  if (inDays === 1) {
    return { tone: 'closed', label: t('pages.branches.opensTomorrow', { time: opens.time }) };
  }
  return {
    tone: 'closed',
    label: t('pages.branches.opensOn', { day: t(`pages.weekdayOn.${opens.day}`), time: opens.time }),
  };
}

/** "10:00 – 23:00", "Round the clock" or "Day off" for one day of the week. */
export function formatDayHours(h: WorkHour | undefined, t: Translate): string {
  if (!h || h.isDayOff) return t('pages.branches.dayOff');
  if (isRoundTheClock(h)) return t('pages.branches.roundTheClock');
  return `${h.open} – ${h.close}`;
}

export interface WeekRow {
  day: Weekday;
  dayName: string;
  hours: string;
  isToday: boolean;
}

/** Monday to Sunday (spec §9), whatever order the API lists the days in. */
export function weeklyHours(workHours: readonly WorkHour[], today: Weekday, t: Translate): WeekRow[] {
  return WEEKDAYS.map((day) => ({
    day,
    dayName: t(`pages.weekday.${day}`),
    hours: formatDayHours(
      workHours.find((h) => h.day === day),
      t,
    ),
    isToday: day === today,
  }));
}
