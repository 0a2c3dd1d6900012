/**
 * Failed staff logins, counted per process (decision 120): at most MAX_FAILURES wrong answers per merchant and
 * login within WINDOW_MS; further attempts are refused (429) until the oldest failure leaves the window, even
 * with the right password. An unknown login is counted like a known one (no hint which logins exist). A
 * success clears the login's failures.
 *
 * Per process, not in the database: no migration is needed, and with N instances an attacker gets at most
 * N × 10 guesses per 15 minutes, still far too few for a password of the console's policy. The map is bounded.
 */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 10_000;

export function createLoginThrottle(opts: { clock: () => Date; max?: number; windowMs?: number }) {
  const max = opts.max ?? MAX_FAILURES;
  const windowMs = opts.windowMs ?? WINDOW_MS;
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: number): number[] => {
    const list = (failures.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };

  return {
    /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
    retryAfter(key: string): number {
      const now = opts.clock().getTime();
      const list = recent(key, now);
      if (list.length < max) return 0;
      const oldest = list[list.length - max] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    fail(key: string): void {
      const now = opts.clock().getTime();
      const list = recent(key, now);
      list.push(now);
      failures.delete(key);
      failures.set(key, list);
      // Oldest keys first (Map keeps insertion order): drop them beyond the bound.
      while (failures.size > MAX_KEYS) {
        const first = failures.keys().next().value;
        if (first === undefined) break;
        failures.delete(first);
      }
    },
    succeed(key: string): void {
      failures.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
