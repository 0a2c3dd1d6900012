/**
 * Every cookie of the storefront (spec §3 "Persisted client state"), read and written here only (decision 187):
 * the names, one parser, one writer with one Secure rule, and the cookies of one request: parsed once from its
 * Cookie header by the root middleware (lib/request-context.server.ts), changed by loaders and actions, sent
 * once as Set-Cookie on the way out. The browser's own writes (basket, Telegram hint) use the same writer.
 *
 * Plain values, no signing: none of them is a secret the browser may not read (the session token is validated
 * by the API on every call).
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
  /** The customer's last shared position, rounded to ~100 m, for distances in the branch lists (decision 326). */
  position: 'position',
  /** 'denied': the customer refused to share the location; we do not ask again unprompted (decision 325). */
  geo: 'geo',
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

/** Where a cookie is written from: the request's URL on the server, `window.location` in the browser. */
export interface CookieOrigin {
  protocol: string;
  hostname: string;
}

/**
 * The one Secure rule (decision 187): Secure over https and on localhost, which browsers treat as a secure
 * context and keep Secure cookies on (so the e2e journeys see the production attributes); not on a plain-HTTP
 * address such as a LAN IP, where the browser would drop a Secure cookie.
 */
export function isSecureOrigin(origin: CookieOrigin): boolean {
  return origin.protocol === 'https:' || origin.hostname === 'localhost';
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge?: number;
  httpOnly?: boolean;
}

/** The one parser: a Cookie header (or `document.cookie`) into name -> value. */
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

/**
 * The one writer: a Set-Cookie (or `document.cookie`) value. Path is always `/` (every cookie of ours is
 * site-wide), SameSite=Lax, Secure by the one rule for `origin`.
 */
export function serializeCookie(
  name: string,
  value: string,
  opts: CookieOptions,
  origin: CookieOrigin,
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(opts.maxAge))}`);
  if (opts.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (opts.httpOnly) parts.push('HttpOnly');
  if (isSecureOrigin(origin)) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The cookies of one request: what the browser sent (parsed once) and what the answer changes. Reads always
 * see what the browser sent, as every loader of the request sees the same request; a change made twice to one
 * cookie is sent once, with its last value.
 */
export interface RequestCookies {
  /** The cookies the browser sent, name -> value. */
  readonly all: Readonly<Record<string, string>>;
  get(name: string): string | undefined;
  set(name: string, value: string, opts: CookieOptions): void;
  /** A long-lived preference (language, page, merchant, branch, city, client): a year. */
  remember(name: CookieName, value: string): void;
  clear(name: string): void;
  /** The Set-Cookie values of this answer, one per changed cookie. */
  outgoing(): string[];
}

export function createRequestCookies(request: Request): RequestCookies {
  const url = new URL(request.url);
  const all = Object.freeze(parseCookies(request.headers.get('cookie')));
  const changes = new Map<string, string>();
  const set = (name: string, value: string, opts: CookieOptions) => {
    // Re-inserted, so the order of the headers is the order of the last changes.
    changes.delete(name);
    changes.set(name, serializeCookie(name, value, opts, url));
  };
  return {
    all,
    get: (name) => all[name],
    set,
    remember: (name, value) => set(name, value, { maxAge: YEAR_SECONDS }),
    clear: (name) => set(name, '', { maxAge: 0 }),
    outgoing: () => [...changes.values()],
  };
}

/**
 * Spec §8: a failed merchant lookup clears the storefront's cookies (merchant, token, nearest branch...).
 * The language stays: it is the visitor's choice, not the merchant's.
 */
export function clearMerchantCookies(cookies: RequestCookies): void {
  for (const name of [
    COOKIE.merchant,
    COOKIE.token,
    COOKIE.tokens,
    COOKIE.nearestBranch,
    COOKIE.city,
    COOKIE.page,
  ]) {
    cookies.clear(name);
  }
}

/**
 * The answer with the request's cookie changes added: the one place Set-Cookie is written (the root
 * middleware's way out). A Response whose headers cannot change (Response.redirect, a fetch answer) is copied.
 */
export function withSetCookies(response: Response, setCookies: readonly string[]): Response {
  if (setCookies.length === 0) return response;
  try {
    for (const c of setCookies) response.headers.append('Set-Cookie', c);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const c of setCookies) headers.append('Set-Cookie', c);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
