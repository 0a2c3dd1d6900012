/**
 * Spaces calls at least `intervalMs` apart, for the whole process: Nominatim's public server allows one
 * request per second per application. Callers are given slots in arrival order; a caller whose slot is further
 * away than `maxWaitMs` is refused at once (GateBusyError) rather than left hanging, so a burst of users gets
 * a quick "try again" instead of a request that times out in their browser.
 */
export class GateBusyError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`rate gate busy for ${retryAfterMs} ms`);
    this.name = 'GateBusyError';
  }
}

export interface RateGate {
  /** Resolves when the caller may start its request; throws GateBusyError when that would be too long. */
  wait(): Promise<void>;
}

export function createRateGate(opts: {
  intervalMs: number;
  maxWaitMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): RateGate {
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // The earliest time the next request may start. Reserved synchronously, so concurrent callers never share it.
  let nextSlot = Number.NEGATIVE_INFINITY;

  return {
    async wait() {
      const t = now();
      const slot = Math.max(t, nextSlot);
      const delay = slot - t;
      if (delay > opts.maxWaitMs) throw new GateBusyError(delay - opts.maxWaitMs);
      nextSlot = slot + opts.intervalMs;
      if (delay > 0) await sleep(delay);
    },
  };
}
