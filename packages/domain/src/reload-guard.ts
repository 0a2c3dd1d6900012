/**
 * Reload after a chunk fails to load (spec §4): a new build replaced the files the page was built from, so a
 * reload fetches the new ones. At most once per path in 10 s (spec §9), so a chunk that is truly broken cannot
 * make the page reload forever. The history lives in sessionStorage; these functions only decide.
 */

export const RELOAD_GUARD_MS = 10_000;

export type ReloadHistory = Record<string, number>;

/**
 * Whether to reload `path` now. A reload recorded in the future (the clock went back) does not block: waiting
 * for the clock to catch up could leave the shopper on a broken page for hours.
 */
export function shouldReloadAfterChunkError(path: string, now: number, history: ReloadHistory): boolean {
  const last = Object.hasOwn(history, path) ? history[path] : undefined;
  if (last === undefined || !Number.isFinite(last)) return true;
  return last > now || now - last >= RELOAD_GUARD_MS;
}

/** A new history with this reload recorded and entries that no longer block anything dropped. */
export function recordReload(history: ReloadHistory, path: string, now: number): ReloadHistory {
  const next: ReloadHistory = {};
  for (const [p, t] of Object.entries(history)) {
    if (Number.isFinite(t) && t <= now && now - t < RELOAD_GUARD_MS) next[p] = t;
  }
  next[path] = now;
  return next;
}
