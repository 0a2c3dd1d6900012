/**
 * Cookies of the storefront (spec §3 "Persisted client state"). Plain values, no signing: none of them is a
 * secret the browser may not read (the session token is validated by the API on every call).
 */

/** Every cookie name in one place, so clearing "all of ours" (spec §8) cannot miss one. */
export const COOKIE = {
  lang: 'lang',
  page: 'page',
  merchant: 'merchant',
  token: 'token',
  /** Sessions of the other brands, {merchantId: token} (lib/session.ts, decision 080). */
  tokens: 'tokens',
  nearestBranch: 'nearestBranch',
  city: 'city',
  client: 'client',
  /** The phone-login step in progress (features/account/login-flow.server.ts): httpOnly, minutes long. */
  loginStep: 'loginStep',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** The basket of one brand (features/basket, decision 140); a merchant id keeps only cookie-name characters. */
export function basketCookieName(merchantId: string): string {
  return `basket_${merchantId.replace(/[^A-Za-z0-9-]/g, '_')}`;
}

/** The checkout choices (the spec's order request) of one brand (features/checkout, decision 150). */
export function checkoutCookieName(merchantId: string): string {
  return `checkout_${merchantId}`;
}

/** Spec §9: the locale cookie lives 365 days; we keep the other preferences as long. */
export const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieOptions {
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
}

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue; // the first (most specific path) wins, as in browsers
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export function readCookie(request: Request, name: CookieName): string | null {
  return parseCookies(request.headers.get('cookie'))[name] ?? null;
}

/** A Set-Cookie value. Path is always `/`: every cookie of ours is site-wide. */
export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(opts.maxAge))}`);
  if (opts.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (opts.httpOnly) parts.push('HttpOnly');
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearCookie(name: string): string {
  return serializeCookie(name, '', { maxAge: 0 });
}

/** A long-lived preference cookie (language, page, merchant, branch, city). */
export function rememberCookie(request: Request, name: CookieName, value: string): string {
  return serializeCookie(name, value, { maxAge: YEAR_SECONDS, secure: isHttps(request) });
}

/**
 * Spec §8: a failed merchant lookup clears the storefront's cookies (merchant, token, nearest branch...).
 * The language stays: it is the visitor's choice, not the merchant's.
 */
export function clearMerchantCookies(): string[] {
  return [COOKIE.merchant, COOKIE.token, COOKIE.tokens, COOKIE.nearestBranch, COOKIE.city, COOKIE.page].map(
    clearCookie,
  );
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}
