/**
 * The days a report covers: Tashkent calendar days, both ends inclusive, as the API takes them
 * (ReportQuerySchema). Presets are computed from an instant the caller passes (the screen passes now; tests pin
 * it), never from the machine's own time zone.
 */
import { REPORT_MAX_DAYS, type ReportQuery, ReportQuerySchema } from '@dasturxon/contracts';
import { tashkentDay } from '@dasturxon/domain';

export type RangePreset = 'today' | 'yesterday' | 'week' | 'month';
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'week', 'month'];

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, counting both. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function presetRange(preset: RangePreset, now: Date): { from: string; to: string } {
  const today = tashkentDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

export type RangeProblem = 'ORDER' | 'TOO_LONG' | 'INVALID';

/** The report query of a chosen range and branch, or why it cannot be asked. */
export function reportQueryOf(input: {
  from: string;
  to: string;
  branchId: number | null;
}): { query: ReportQuery; problem: null } | { query: null; problem: RangeProblem } {
  const parsed = ReportQuerySchema.safeParse({
    from: input.from,
    to: input.to,
    ...(input.branchId ? { branchId: input.branchId } : {}),
  });
  if (!parsed.success) return { query: null, problem: 'INVALID' };
  if (parsed.data.from > parsed.data.to) return { query: null, problem: 'ORDER' };
  if (daysBetween(parsed.data.from, parsed.data.to) > REPORT_MAX_DAYS)
    return { query: null, problem: 'TOO_LONG' };
  return { query: parsed.data, problem: null };
}
