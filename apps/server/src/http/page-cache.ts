/**
 * The server-rendered menu page, rendered once and served again from memory (issue 15 §1, decision 300).
 *
 * Which requests may share a page: a GET of a cached path (the menu, `/`) whose query holds only `vendor` (or
 * Telegram's platform hint) and whose cookies carry no personal state: no session (`token`, `tokens`), no
 * phone-login step, no basket or checkout of any brand (the table bar of a dine-in link lives in the checkout
 * cookie), no waiter-call device, no shared position. Such a page is keyed by everything it depends on: scheme, host, path, the
 * allowed query and the shared preference cookies (language, merchant, nearest branch, city, channel, page, location refused),
 * so two languages, two merchants, two branches or web and Telegram never meet. Cookies that are not ours
 * (analytics) change nothing we render and are ignored. Anything else bypasses the cache.
 *
 * What may be kept (decided after rendering, by ssr.ts): a 200 HTML answer whose in-process API calls were all
 * anonymous GETs answered 2xx/304, and whose Set-Cookie lines only write the shared preference cookies the key
 * already names (the first visit remembers its merchant and city). The entry records the merchants it was
 * built from and the menu ETags it showed.
 *
 * Freshness: a write invalidates its merchant's pages at once (cache/invalidation.ts, in every instance in
 * scale mode); a hit compares the page's menu ETags with those the menu cache holds now, without waiting, and
 * when the menu cache must ask the database first, re-checks them at most once a second (the menu cache's stamp
 * notices writes by other processes; decision 350); and every entry ends with the minute of the app's clock, as a branch's "open until" and
 * the script nonce must not outlive it (decision 300).
 */
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { Counter } from 'prom-client';
import type { PrecompressedEncoding } from './encoding.ts';
import { strongEtag } from './etag.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** `ssr_cache_requests_total` by result; attached to the app's registry by registerMetrics (ops/metrics.ts). */
export const ssrCacheRequests = new Counter({
  name: 'ssr_cache_requests_total',
  help:
    'Server-rendered pages by cache result (hit: served from memory; miss: rendered and kept; ' +
    'uncacheable: rendered, not kept; bypass: personal or not a cached page)',
  labelNames: ['result'],
  registers: [],
});

export type PageCacheResult = 'hit' | 'miss' | 'uncacheable' | 'bypass';

/** Paths whose page is the same for every visitor who shares its key. */
const CACHED_PATHS = new Set(['/']);
/** Query parameters a shared page may carry; any other sends the request past the cache. */
const SHARED_QUERY = ['vendor', 'tgWebAppPlatform'] as const;
/** Preference cookies (apps/web lib/cookies.ts COOKIE): part of the key, and the only ones a kept page may set. */
export const SHARED_COOKIES = ['lang', 'page', 'merchant', 'nearestBranch', 'city', 'client', 'geo'] as const;
/**
 * Cookies that make a page personal: the request renders afresh, and its answer is never kept. A new cookie of
 * the storefront must be named here or above (page-cache.test.ts fails otherwise).
 */
export const PERSONAL_COOKIES = ['token', 'tokens', 'loginStep', 'dx_device', 'position'] as const;
const PERSONAL_PREFIXES = ['basket_', 'checkout_'] as const;

const SHARED_SET = new Set<string>(SHARED_COOKIES);
const PERSONAL_SET = new Set<string>(PERSONAL_COOKIES);

function cookiePairs(header: string | undefined): [string, string][] {
  if (!header) return [];
  const out: [string, string][] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    out.push([part.slice(0, eq).trim(), part.slice(eq + 1).trim()]);
  }
  return out;
}

function isPersonalCookie(name: string): boolean {
  return PERSONAL_SET.has(name) || PERSONAL_PREFIXES.some((p) => name.startsWith(p));
}

/** The key of a request's shared page, or null when it must render for this visitor alone. */
export function pageKeyOf(method: string, url: URL, cookieHeader: string | undefined): string | null {
  if (method !== 'GET' || !CACHED_PATHS.has(url.pathname)) return null;
  const query: string[] = [];
  for (const [name, value] of url.searchParams) {
    if (!(SHARED_QUERY as readonly string[]).includes(name)) return null;
    query.push(`${name}=${value}`);
  }
  const shared = new Map<string, string>();
  for (const [name, value] of cookiePairs(cookieHeader)) {
    if (isPersonalCookie(name)) return null;
    // The first of a repeated name wins, as in the storefront's parser.
    if (SHARED_SET.has(name) && !shared.has(name)) shared.set(name, value);
  }
  const cookies = SHARED_COOKIES.map((name) => `${name}=${shared.get(name) ?? ''}`);
  return [`${url.protocol}//${url.host}${url.pathname}`, query.sort().join('&'), ...cookies].join('\n');
}

/** A Set-Cookie line a kept page may repeat to everyone with its key: a shared preference cookie. */
export function isSharedSetCookie(line: string): boolean {
  const name = line.slice(0, Math.max(0, line.indexOf('='))).trim();
  return SHARED_SET.has(name);
}

/** The menu a page showed: revalidated against the menu cache's current ETag. */
export interface MenuDependency {
  merchantId: string;
  channel: 'WEB' | 'TG';
  etag: string;
}

export interface PageEntry {
  readonly body: Buffer;
  readonly etag: string;
  /** Headers of the rendered answer (content type, shared Set-Cookie lines), sent again with every hit. */
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** The CSP script nonce written into the body's inline scripts. */
  readonly nonce: string;
  readonly merchants: readonly string[];
  readonly menus: readonly MenuDependency[];
  readonly expiresAt: number;
  checkedAt: number;
  checking?: Promise<boolean>;
  encoded: Partial<Record<PrecompressedEncoding, Promise<Buffer>>>;
  /** The compressed forms that are ready, for the early answers that cannot wait (http/page-early.ts). */
  ready: Partial<Record<PrecompressedEncoding, Buffer>>;
}

export interface PageCacheOptions {
  /** The app's clock, ms (decision 170): entries end with its minute. */
  now: () => number;
  /** The current ETag of a merchant's menu (menu cache; at most one stamp query a second). */
  menuEtag(merchantId: string, channel: 'WEB' | 'TG'): Promise<string>;
  /**
   * The menu's current ETag when the menu cache knows it without asking the database (its entry is cached and
   * checked within its interval), else undefined: the synchronous check of `peek` (decision 350).
   */
  menuEtagNow?(merchantId: string, channel: 'WEB' | 'TG'): string | undefined;
  checkIntervalMs?: number;
  maxEntries?: number;
  /** Bound on the bytes of kept bodies (uncompressed). */
  maxBytes?: number;
}

export interface PageCache {
  /** A fresh entry for the key, or null. */
  lookup(key: string): Promise<PageEntry | null>;
  /**
   * The entry for the key when it is known to be current without waiting: not past its minute, and every menu
   * it showed has the ETag the menu cache holds now (or the page was checked within the interval and no menu is
   * known to differ). Null otherwise: `lookup` then decides, asking the database when it must.
   */
  peek(key: string): PageEntry | null;
  /** Marks the start of a render: `store` refuses it when one of its merchants was invalidated since. */
  begin(): number;
  store(
    key: string,
    started: number,
    page: Pick<PageEntry, 'body' | 'headers' | 'nonce' | 'merchants' | 'menus'>,
  ): PageEntry | null;
  encode(entry: PageEntry, encoding: PrecompressedEncoding): Promise<Buffer>;
  invalidate(merchantId: string): void;
  clear(): void;
  readonly size: number;
}

const MINUTE_MS = 60_000;

export function createPageCache(opts: PageCacheOptions): PageCache {
  const checkIntervalMs = opts.checkIntervalMs ?? 1_000;
  const maxEntries = opts.maxEntries ?? 1_000;
  const maxBytes = opts.maxBytes ?? 128 * 1024 * 1024;
  const entries = new Map<string, PageEntry>();
  let bytes = 0;
  /** A sequence of invalidations: a render started before its merchant's last one is not kept. */
  let sequence = 0;
  let clearedAt = 0;
  const invalidatedAt = new Map<string, number>();

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  /** true: every menu is known current; false: one is known changed; undefined: not known without asking. */
  function menusKnownCurrent(entry: PageEntry): boolean | undefined {
    const etagNow = opts.menuEtagNow;
    if (!etagNow) return undefined;
    let known = true;
    for (const dep of entry.menus) {
      const etag = etagNow(dep.merchantId, dep.channel);
      if (etag === undefined) known = false;
      else if (etag !== dep.etag) return false;
    }
    return known ? true : undefined;
  }

  async function menusCurrent(entry: PageEntry): Promise<boolean> {
    for (const dep of entry.menus) {
      if ((await opts.menuEtag(dep.merchantId, dep.channel)) !== dep.etag) return false;
    }
    return true;
  }

  return {
    peek(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      const now = opts.now();
      if (now >= entry.expiresAt) return null;
      const known = menusKnownCurrent(entry);
      if (known === true) return entry;
      if (known === false) {
        drop(key);
        return null;
      }
      return now - entry.checkedAt < checkIntervalMs ? entry : null;
    },

    async lookup(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      const now = opts.now();
      if (now >= entry.expiresAt) {
        drop(key);
        return null;
      }
      const known = menusKnownCurrent(entry);
      if (known === false) {
        drop(key);
        return null;
      }
      if (known === true || now - entry.checkedAt < checkIntervalMs) return entry;
      // One check at a time per entry, shared by the requests that arrive meanwhile.
      entry.checking ??= menusCurrent(entry).finally(() => {
        entry.checking = undefined;
      });
      const current = await entry.checking.catch(() => false);
      if (!current) {
        if (entries.get(key) === entry) drop(key);
        return null;
      }
      entry.checkedAt = opts.now();
      return entry;
    },

    begin: () => sequence,

    store(key, started, page) {
      if (started < clearedAt) return null;
      if (page.merchants.some((m) => (invalidatedAt.get(m) ?? 0) > started)) return null;
      if (page.body.length > maxBytes / 8) return null;
      const now = opts.now();
      const entry: PageEntry = {
        ...page,
        etag: strongEtag(page.body),
        expiresAt: (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS,
        checkedAt: now,
        encoded: {},
        ready: {},
      };
      drop(key);
      entries.set(key, entry);
      bytes += entry.body.length;
      // Oldest first: a Map keeps insertion order.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
      return entry;
    },

    encode(entry, encoding) {
      let pending = entry.encoded[encoding];
      if (!pending) {
        pending =
          encoding === 'br'
            ? brotliAsync(entry.body, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
                },
              })
            : gzipAsync(entry.body, { level: 9 });
        entry.encoded[encoding] = pending;
        pending.then(
          (bytes) => {
            entry.ready[encoding] = bytes;
          },
          () => {},
        );
      }
      return pending;
    },

    invalidate(merchantId) {
      sequence += 1;
      invalidatedAt.set(merchantId, sequence);
      for (const [key, entry] of entries) if (entry.merchants.includes(merchantId)) drop(key);
    },

    clear() {
      sequence += 1;
      clearedAt = sequence;
      entries.clear();
      bytes = 0;
    },

    get size() {
      return entries.size;
    },
  };
}
