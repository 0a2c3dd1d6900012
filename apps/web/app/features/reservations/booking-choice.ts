/**
 * The booking form's choice read from the URL (issue 13): the form is a GET form, so every step (branch, hall,
 * party, day) is a link that works without JavaScript; each value is checked against what the branch offers
 * and falls back to the first offered one.
 */
import type { Branch, ReservationOptions } from '@dasturxon/contracts';

export interface BookingChoice {
  branchId: number | null;
  hallId: number | null;
  chairs: number;
  day: string | null;
}

const positive = (v: string | null): number | null => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function readBranchChoice(params: URLSearchParams, branches: readonly Branch[]): number | null {
  const wanted = positive(params.get('branch'));
  return branches.find((b) => b.id === wanted)?.id ?? branches[0]?.id ?? null;
}

export function readChoice(
  params: URLSearchParams,
  branchId: number,
  options: ReservationOptions,
): BookingChoice {
  const wantedHall = positive(params.get('hall'));
  const hall = options.halls.find((h) => h.id === wantedHall) ?? options.halls[0] ?? null;
  const chairs = Math.min(Math.max(positive(params.get('chairs')) ?? 2, 1), hall?.maxSeats ?? 1);
  const wantedDay = params.get('day');
  const day = options.days.find((d) => d === wantedDay) ?? options.days[0] ?? null;
  return { branchId, hallId: hall?.id ?? null, chairs, day };
}

/** The URL of the form with one value changed (steps are links). */
export function choiceHref(choice: BookingChoice, change: Partial<BookingChoice>): string {
  const next = { ...choice, ...change };
  const q = new URLSearchParams();
  if (next.branchId) q.set('branch', String(next.branchId));
  if (next.hallId) q.set('hall', String(next.hallId));
  q.set('chairs', String(next.chairs));
  if (next.day) q.set('day', next.day);
  return `/reservation?${q}`;
}

const WEEKDAY_KEYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

/**
 * "2026-11-24" -> its weekday and numbers for a day chip (the day is already Tashkent's). Words come from the
 * catalogue, not Intl: Node's and the browser's locale data differ (Uzbek above all), and the page is
 * rendered on both.
 */
export function dayParts(day: string): {
  weekday: (typeof WEEKDAY_KEYS)[number];
  date: number;
  month: number;
} {
  const at = new Date(`${day}T12:00:00Z`);
  return {
    weekday: WEEKDAY_KEYS[at.getUTCDay()] ?? 'MONDAY',
    date: at.getUTCDate(),
    month: at.getUTCMonth() + 1,
  };
}
