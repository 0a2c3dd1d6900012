/**
 * Session cookies of the storefront (decision 080). The API's session token is bound to one merchant, and a
 * company's brands are merchants of their own (decision 003), so one browser may hold one session per brand
 * (spec §4 "Session per brand"):
 * - `token`: the current merchant's token, the only one sent to the API (storefront-merchant.server.ts);
 * - `tokens`: every brand's token, {merchantId: token}, so switching a brand tab back restores its session.
 * Both are httpOnly (page scripts never need the token: every API call with it runs in a loader or action) and
 * live as long as the server's sliding session (90 days). Written on the request's cookies (lib/cookies.ts,
 * one Secure rule: decision 187), sent with the answer by the root middleware.
 */
import { basketCookieName, COOKIE, checkoutCookieName, type RequestCookies } from './cookies.ts';

export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** More brands than any company has: a cookie that grew past this was not written by us. */
const MAX_BRAND_SESSIONS = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export type TokenMap = Record<string, string>;

/** The `tokens` cookie, keeping only well-formed entries (a tampered cookie yields fewer sessions, not errors). */
export function parseTokenMap(raw: string | null | undefined): TokenMap {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const out: TokenMap = {};
  for (const [id, token] of Object.entries(parsed).slice(0, MAX_BRAND_SESSIONS)) {
    if (UUID.test(id) && typeof token === 'string' && TOKEN.test(token)) out[id] = token;
  }
  return out;
}

function setSessionCookie(cookies: RequestCookies, name: 'token' | 'tokens', value: string): void {
  cookies.set(name, value, { maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: true });
}

function setMap(cookies: RequestCookies, map: TokenMap): void {
  if (Object.keys(map).length === 0) cookies.clear(COOKIE.tokens);
  else setSessionCookie(cookies, COOKIE.tokens, JSON.stringify(map));
}

/** After a login for `merchantId`: its token becomes the current one and is remembered for its brand. */
export function signIn(cookies: RequestCookies, merchantId: string, token: string): void {
  const map = parseTokenMap(cookies.get(COOKIE.tokens));
  map[merchantId] = token;
  setSessionCookie(cookies, COOKIE.token, token);
  setMap(cookies, map);
}

/** A switch of brand that found the new brand's own session (in the map): it becomes the current token. */
export function restoreSession(cookies: RequestCookies, token: string): void {
  setSessionCookie(cookies, COOKIE.token, token);
}

/**
 * Ends the session of `merchantId` only: the other brands' sessions stay (a logout on one brand is not a
 * logout of the company). Spec §4 also clears the visitor's branch and city; the merchant and the language
 * stay.
 */
export function signOut(cookies: RequestCookies, merchantId: string): void {
  const map = parseTokenMap(cookies.get(COOKIE.tokens));
  delete map[merchantId];
  cookies.clear(COOKIE.token);
  setMap(cookies, map);
  cookies.clear(COOKIE.nearestBranch);
  cookies.clear(COOKIE.city);
  // Spec §4: logout clears the order requests (this brand's basket and checkout choices) with the rest.
  cookies.clear(basketCookieName(merchantId));
  cookies.clear(checkoutCookieName(merchantId));
}

/**
 * The token to use for `merchantId`. The `token` cookie belongs to the merchant of the `merchant` cookie; on a
 * switch of merchant it is the map's entry for the new one, if any.
 */
export function tokenFor(
  cookies: Record<string, string>,
  merchantId: string,
  switched: boolean,
): string | null {
  const current = cookies[COOKIE.token] || null;
  const stored = parseTokenMap(cookies[COOKIE.tokens])[merchantId] ?? null;
  if (!switched) return current ?? stored;
  return stored;
}

/**
 * Only a path of this site (never `//host` or `/\host`): an open redirect would let any page bounce visitors.
 * Only printable ASCII, as a browser writes a location (non-ASCII is percent-encoded): a line break would split
 * the Location header (header injection) and a character outside Latin-1 cannot be sent in one, so such a value
 * is no target at all (decision 182).
 */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 1000 || !/^[\x21-\x7e]+$/.test(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** A path of this site to return to after logging in: never back to the login screens (a loop). */
export function safeReturnPath(value: unknown): string | null {
  const path = safeLocalPath(value);
  if (path === null || /^\/login(\/|\?|$)/.test(path)) return null;
  return path;
}
