/**
 * Deterministic values for test data: ids from per-kind counters (1, 2, 3... for each kind of row), reset
 * before every test when vitest runs, and dates from one fixed base, never from the clock or Math.random.
 */

/** The instant every builder's dates start from (a Saturday morning in Tashkent). */
export const BASE_DATE = '2026-11-21T08:00:00.000Z';

/** BASE_DATE moved by some minutes, as ISO text. */
export function dateAt(minutesAfterBase = 0): string {
  return new Date(Date.parse(BASE_DATE) + minutesAfterBase * 60_000).toISOString();
}

/** The merchant every builder belongs to unless told otherwise. */
export const TEST_MERCHANT_ID = '6f1c2f4e-8a51-4a3e-9a57-2f0c1b7d9e10';

const counters = new Map<string, number>();

/** The next id of one kind of row: 1 for the first of its kind in a test, then 2, 3... */
export function nextId(kind: string): number {
  const next = (counters.get(kind) ?? 0) + 1;
  counters.set(kind, next);
  return next;
}

/** Starts every kind's ids at 1 again (done before each test under vitest; call it yourself elsewhere). */
export function resetSequences(): void {
  counters.clear();
}

/** Multilingual text: Uzbek given, Russian and English derived unless given. */
export const ml = (uz: string, ru = `${uz} ru`, eng = `${uz} en`) => ({ uz, ru, eng });
