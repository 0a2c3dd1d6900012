/**
 * A short-lived client cache of menu pages, so closing a product opened from the menu (a back navigation to
 * the page underneath, decision 022) does not fetch the menu again. Keyed by URL and by the cookies that change
 * what the server renders (language, merchant, nearest branch, channel), so a change of any of them, or two
 * minutes, means a fresh server load.
 */
import { COOKIE, parseCookies } from '../../lib/cookies.ts';

const MAX_AGE_MS = 2 * 60 * 1000;
const MAX_ENTRIES = 20;
const pages = new Map<string, { at: number; data: unknown }>();

function keyFor(url: string): string {
  const u = new URL(url, window.location.origin);
  const c = parseCookies(document.cookie);
  return [
    u.pathname,
    u.search,
    c[COOKIE.lang],
    c[COOKIE.merchant],
    c[COOKIE.nearestBranch],
    c[COOKIE.client],
  ].join('|');
}

export function rememberPage(url: string, data: unknown): void {
  pages.set(keyFor(url), { at: Date.now(), data });
  while (pages.size > MAX_ENTRIES) {
    const oldest = pages.keys().next().value;
    if (oldest === undefined) break;
    pages.delete(oldest);
  }
}

export async function cachedPage<T>(url: string, load: () => Promise<T>): Promise<T> {
  const key = keyFor(url);
  const hit = pages.get(key);
  if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.data as T;
  const data = await load();
  pages.set(key, { at: Date.now(), data });
  return data;
}
