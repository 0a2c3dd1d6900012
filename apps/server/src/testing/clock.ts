/**
 * Test clocks (decision 170). Code that decides by time takes a clock (`clock: () => Date`): buildApp and
 * useTestApp pass one to every service and to the storefront's load context. A test that depends on the time
 * pins it here and computes every date it uses from that clock, never from today:
 *
 *   const clock = fakeClock();                       // Monday 2026-11-23 13:00 in Tashkent
 *   const t = useTestApp(kind, { clock: clock.now });
 *   clock.advance(2 * MINUTE);                        // instead of waiting
 *   createSession(t.db, user, { now: clock.now() });  // rows the app compares with its clock
 *
 * The suite must pass at any real date and in any time zone: `faketime` runs in docs/decisions/170 prove it.
 */

/** A mutable clock: starts at `start` and moves only when the test says so. */
export interface FakeClock {
  /** The clock to hand to the code (a bound function: pass `clock.now`, not `clock.now()`). */
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

/** Monday 2026-11-23, 13:00 in Tashkent (08:00 UTC): a weekday lunchtime when the seeded branches are open. */
export const TEST_NOW = new Date('2026-11-23T08:00:00Z');

export function fakeClock(start: Date = TEST_NOW): FakeClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  };
}
