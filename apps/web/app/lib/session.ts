/**
 * Session cookies of the storefront (decision 080). The API's session token is bound to one merchant, and a
 * company's brands are merchants of their own (decision 003), so one browser may hold one session per brand
 * (spec §4 "Session per brand"):
 * - `token`: the current merchant's token, the only one sent to the API (merchant-context getApi);
 * - `tokens`: every brand's token, {merchantId: token}, so switching a brand tab back restores its session.
 * Both are httpOnly (page scripts never need the token: every API call with it runs in a loader or action) and
 * live as long as the server's sliding session (90 days).
 */
import {
  basketCookieName,
  COOKIE,
  checkoutCookieName,
  clearCookie,
  parseCookies,
  serializeCookie,
} from './cookies.ts';

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

/**
 * Secure on HTTPS and on localhost (browsers treat it as a secure context and keep Secure cookies there, so
 * the e2e journeys see the production attributes); a plain-HTTP LAN address would drop a Secure cookie.
 */
export function sessionCookieSecure(request: Request): boolean {
  const url = new URL(request.url);
  return url.protocol === 'https:' || url.hostname === 'localhost';
}

function sessionCookie(request: Request, name: 'token' | 'tokens', value: string): string {
  return serializeCookie(name, value, {
    maxAge: SESSION_MAX_AGE_SECONDS,
    httpOnly: true,
    secure: sessionCookieSecure(request),
  });
}

function mapCookie(request: Request, map: TokenMap): string {
  return Object.keys(map).length === 0
    ? clearCookie(COOKIE.tokens)
    : sessionCookie(request, COOKIE.tokens, JSON.stringify(map));
}

/** Set-Cookie values after a login (or a merchant switch that found a stored session) for `merchantId`. */
export function signInCookies(request: Request, merchantId: string, token: string): string[] {
  const map = parseTokenMap(parseCookies(request.headers.get('cookie'))[COOKIE.tokens]);
  map[merchantId] = token;
  return [sessionCookie(request, COOKIE.token, token), mapCookie(request, map)];
}

/**
 * Set-Cookie values that end the session of `merchantId` only: the other brands' sessions stay (a logout on
 * one brand is not a logout of the company). Spec §4 also clears the visitor's branch and city; the merchant
 * and the language stay.
 */
export function signOutCookies(request: Request, merchantId: string): string[] {
  const map = parseTokenMap(parseCookies(request.headers.get('cookie'))[COOKIE.tokens]);
  delete map[merchantId];
  return [
    clearCookie(COOKIE.token),
    mapCookie(request, map),
    clearCookie(COOKIE.nearestBranch),
    clearCookie(COOKIE.city),
    // Spec §4: logout clears the order requests (this brand's basket and checkout choices) with the rest.
    clearCookie(basketCookieName(merchantId)),
    clearCookie(checkoutCookieName(merchantId)),
  ];
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
