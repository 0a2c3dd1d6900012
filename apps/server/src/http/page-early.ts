/**
 * A kept menu page answered before Fastify (issue 15 §1, decision 350): over a real connection, a GET of a
 * shared page whose entry the page cache (page-cache.ts, decision 300) holds and knows current without waiting
 * is written from the server's 'request' listener, as the cached menu is (modules/menu/fast-path-server.ts,
 * decision 345), with the headers and bytes the storefront's route sends for the same hit (page-serving.ts
 * `sendKeptPage`). Anything it is not sure of goes to Fastify, unchanged:
 *
 * - only `/` with its query (the cached paths), no body announced, a usable Host (decision 182);
 * - the key is the route's (`pageKeyOf`: scheme, host, path, the shared query and preference cookies); a
 *   request with any personal cookie (session, basket, checkout...) has no key and is never answered here;
 * - the entry must be current by the synchronous check (`PageCache.peek`: its minute, and the menu ETags it
 *   showed against the menu cache's current ones); when the menu cache must ask the database first, the route
 *   does it;
 * - 304 for its ETag; else brotli or gzip when the client takes one and its bytes are ready (the route makes
 *   them), identity only when the client names no encoding (the compression plugin's choice otherwise).
 *
 * Invalidation is the page cache's: a write, here or in another instance (decision 302), drops the merchant's
 * pages and menus, so the next request takes the route. Counted as the route's hit (`ssr_cache_requests_total`
 * and `GET /*` in the request series).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { answerEarly, counted, lastEntry, overTls } from '../modules/menu/fast-path-server.ts';
import type { RequestMetricChildren } from '../ops/metrics.ts';
import { pickEncoding } from './encoding.ts';
import { ifNoneMatchHits } from './etag.ts';
import { type PageCache, type PageEntry, pageKeyOf, ssrCacheRequests } from './page-cache.ts';
import type { SecurityHeaders } from './security-headers.ts';
import { absoluteUrl } from './storefront-input.ts';

/** The storefront's catch-all route, as the request metrics name it. */
const STOREFRONT_ROUTE = '/*';
/** Headers the answer sets itself (page-serving.ts sendKeptPage overrides the rendered ones). */
const SET_HERE = new Set(['cache-control', 'vary', 'etag', 'content-encoding', 'content-length']);

type Variant = 'identity' | 'br' | 'gzip' | 'not-modified';

interface Prepared {
  readonly headers: string[];
  readonly body: Buffer | undefined;
}

/** The route's headers for a hit of `entry` (sendKeptPage, after the security headers' hook), in its order. */
function headersOf(
  entry: PageEntry,
  security: SecurityHeaders,
  variant: Variant,
  body: Buffer | undefined,
  tls: boolean,
): string[] {
  const headers = [...security.fixed, 'content-security-policy', security.policyWith(entry.nonce)];
  if (tls) headers.push('strict-transport-security', security.hsts);
  const cookies: string[] = [];
  for (const [name, value] of entry.headers) {
    if (name === 'set-cookie') cookies.push(value);
    else if (!SET_HERE.has(name)) headers.push(name, value);
  }
  for (const line of cookies) headers.push('set-cookie', line);
  headers.push('cache-control', 'private, no-cache', 'vary', 'accept-encoding, cookie', 'etag', entry.etag);
  if (variant === 'not-modified' || !body) return headers;
  if (variant !== 'identity') headers.push('content-encoding', variant);
  headers.push('content-length', String(body.length));
  return headers;
}

/** Bounded memory of request keys: browsers repeat the same few host, URL and cookie combinations. */
const KEYS_MAX = 512;

export function answerKeptPagesEarly(
  app: FastifyInstance,
  opts: { pages: PageCache; security: SecurityHeaders; trustProxy: boolean },
): void {
  const { pages, security, trustProxy } = opts;
  const hit = ssrCacheRequests.labels('hit');
  let ok: RequestMetricChildren | undefined;
  let notModified: RequestMetricChildren | undefined;
  app.addHook('onReady', (done) => {
    ok = app.requestMetrics?.('GET', STOREFRONT_ROUTE, 200);
    notModified = app.requestMetrics?.('GET', STOREFRONT_ROUTE, 304);
    done();
  });
  const keys = new Map<string, string | null>();
  const prepared = new WeakMap<PageEntry, Map<string, Prepared>>();

  function keyOf(req: IncomingMessage, url: string, tls: boolean): string | null {
    const { headers } = req;
    const forwardedHost = trustProxy ? headers['x-forwarded-host'] : undefined;
    const host = typeof forwardedHost === 'string' && forwardedHost ? lastEntry(forwardedHost) : headers.host;
    const protocol = tls ? 'https' : 'http';
    const memo = `${protocol}\n${host}\n${url}\n${headers.cookie ?? ''}`;
    let key = keys.get(memo);
    if (key === undefined) {
      const absolute = absoluteUrl(protocol, host, url);
      key = absolute ? pageKeyOf('GET', absolute, headers.cookie) : null;
      // Only shared keys are remembered: a personal request's cookies (a session token) are not kept.
      if (key !== null) {
        if (keys.size >= KEYS_MAX) keys.clear();
        keys.set(memo, key);
      }
    }
    return key;
  }

  function prepare(entry: PageEntry, variant: Variant, body: Buffer | undefined, tls: boolean): Prepared {
    let answers = prepared.get(entry);
    if (!answers) {
      answers = new Map();
      prepared.set(entry, answers);
    }
    const name = tls ? `${variant} tls` : variant;
    let answer = answers.get(name);
    if (!answer) {
      answer = { headers: headersOf(entry, security, variant, body, tls), body };
      answers.set(name, answer);
    }
    return answer;
  }

  answerEarly(app, (req, res, start) => {
    const url = req.url;
    if (url === undefined || (url !== '/' && !url.startsWith('/?'))) return false;
    const { headers } = req;
    // A body (declared or chunked) is the route's to refuse.
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const tls = overTls(req, trustProxy);
    const key = keyOf(req, url, tls);
    if (key === null) return false;
    const entry = pages.peek(key);
    if (!entry) return false;
    let answer: Prepared;
    let status = 200;
    if (ifNoneMatchHits(headers['if-none-match'], entry.etag)) {
      answer = prepare(entry, 'not-modified', undefined, tls);
      status = 304;
    } else {
      const accepted = headers['accept-encoding'];
      const encoding = pickEncoding(accepted);
      if (encoding) {
        const bytes = entry.ready[encoding];
        if (!bytes) return false;
        answer = prepare(entry, encoding, bytes, tls);
      } else if (accepted === undefined || accepted === '') {
        answer = prepare(entry, 'identity', entry.body, tls);
      } else {
        return false;
      }
    }
    res.writeHead(status, answer.headers);
    res.end(answer.body);
    hit.inc();
    counted(status === 304 ? notModified : ok, res, start);
    return true;
  });
}
