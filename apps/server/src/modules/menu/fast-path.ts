/**
 * The overall menu's fast path (issue 15 §1, decisions 339 and 345): a GET of the overall menu whose merchant and
 * menu are both cached and current is answered before the route: over a real connection from the server's own
 * 'request' listener, before Fastify (fast-path-server.ts); otherwise (inject, the app closing, request lines
 * logged) from the first onRequest hook of the server. The answer is prepared once
 * per cache entry: status, security headers, ETag, Cache-Control, Vary, Content-Type, Content-Encoding and the
 * precompressed bytes. A request costs a URL compare, two map lookups and one write; the hooks after it (cookies,
 * security headers, merchant header, bearer token, body decompression, text guard, validation), the route
 * handler and the onSend hooks never run for it. Everything else, and any request the fast path is not sure about,
 * goes the ordinary way through the route (routes.ts), which answers exactly the same bytes and headers:
 *
 * - the URL must be the route's path alone or with `?type=WEB` / `?type=TG`, the method GET (HEAD, other query
 *   strings and their 400s take the route);
 * - the `merchant` header must be a UUID whose merchant the merchant cache holds, open and fresh (a miss, an
 *   unknown or closed merchant take the route, which resolves it or answers the translated error);
 * - the menu entry must be cached and need no fingerprint check yet (menu-cache.ts `peek`); an encoding that is
 *   not compressed yet takes the route, which starts it.
 *
 * Isolation: the entry is the one of the header's merchant, looked up by its id, as in the route. Invalidation
 * (local writes, Redis messages from other instances, cache/invalidation.ts) drops the entries this reads, so the
 * next request takes the route and rebuilds. The onResponse hooks still run (Fastify sets them up before any
 * hook): metrics count the answer under the route, and the request log lines follow the same policy.
 */

import type { MenuChannel } from '@dasturxon/contracts';
import type { FastifyInstance } from 'fastify';
import { type PrecompressedEncoding, pickEncoding } from '../../http/encoding.ts';
import { ifNoneMatchHits } from '../../http/etag.ts';
import type { SecurityHeaders } from '../../http/security-headers.ts';
import type { MerchantService } from '../merchants/service.ts';
import { answerBeforeFastify } from './fast-path-server.ts';
import type { MenuEntry } from './menu-cache.ts';
import type { MenuService } from './service.ts';

export const OVERALL_PATH = '/api/products/v1/overalls';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cached menus' prepared answers (set by registerMenuFastPath). */
    menuAnswers: MenuAnswers;
  }
}

/** The exact request targets the fast path answers, with the channel each asks for (the route's default: WEB). */
const CHANNEL_OF_URL = new Map<string, MenuChannel>([
  [OVERALL_PATH, 'WEB'],
  [`${OVERALL_PATH}?type=WEB`, 'WEB'],
  [`${OVERALL_PATH}?type=TG`, 'TG'],
]);

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Variant = 'identity' | PrecompressedEncoding | 'not-modified';

/** One answer of one entry: its headers (without and with HSTS) and its bytes, the same for every request. */
export interface Prepared {
  readonly status: number;
  readonly headers: readonly string[];
  readonly headersOverTls: readonly string[];
  readonly body: Buffer | undefined;
}

export interface MenuFastPathDeps {
  merchants: Pick<MerchantService, 'peekById'>;
  menu: Pick<MenuService, 'peekOverall'>;
  security: SecurityHeaders;
  /** env.TRUST_PROXY, as given to Fastify: whether X-Forwarded-Proto is believed (HSTS). */
  trustProxy: boolean;
}

/** The headers of the route's answer (routes.ts sendEntry, etag.ts setRevalidateHeaders), in its order. */
function answerHeaders(entry: MenuEntry, variant: Variant, body: Buffer | undefined): string[] {
  const headers = ['etag', entry.etag, 'cache-control', 'no-cache', 'vary', 'merchant, accept-encoding'];
  if (variant === 'not-modified' || !body) return headers;
  headers.push('content-type', 'application/json; charset=utf-8');
  if (variant !== 'identity') headers.push('content-encoding', variant);
  headers.push('content-length', String(body.length));
  return headers;
}

/** The prepared answers of the cached menus, shared by the early listener and the first hook. */
export interface MenuAnswers {
  /** The prepared answer for this request, or null when the route must answer it. */
  answerFor(
    url: string,
    merchantHeader: string | string[] | undefined,
    ifNoneMatch: string | string[] | undefined,
    acceptEncoding: string | string[] | undefined,
  ): Prepared | null;
}

export function createMenuAnswers(deps: MenuFastPathDeps): MenuAnswers {
  const { security } = deps;
  const preparedOf = new WeakMap<MenuEntry, Partial<Record<Variant, Prepared>>>();

  function prepare(entry: MenuEntry, variant: Variant, body: Buffer | undefined): Prepared {
    let answers = preparedOf.get(entry);
    if (!answers) {
      answers = {};
      preparedOf.set(entry, answers);
    }
    const known = answers[variant];
    // The brotli bytes change once (quality 6, then the best): the prepared answer follows them.
    if (known && known.body === body) return known;
    // The API's fixed policy (no nonce, decision 350): the whole header list is made once.
    const headers = [
      ...security.apiFixed,
      'content-security-policy',
      security.apiPolicy,
      ...answerHeaders(entry, variant, body),
    ];
    const prepared: Prepared = {
      status: variant === 'not-modified' ? 304 : 200,
      headers,
      headersOverTls: [...headers, 'strict-transport-security', security.hsts],
      body,
    };
    answers[variant] = prepared;
    return prepared;
  }

  return {
    answerFor(url, merchantHeader, ifNoneMatch, acceptEncoding) {
      const channel = CHANNEL_OF_URL.get(url);
      if (!channel || typeof merchantHeader !== 'string') return null;
      // Ids are kept in lower case, as clients send them: such a header is found as it is, and only another
      // spelling is checked and lowered (the regex and the copy were a few per cent of an answer).
      const merchant =
        deps.merchants.peekById(merchantHeader) ??
        (UUID_RE.test(merchantHeader) ? deps.merchants.peekById(merchantHeader.toLowerCase()) : undefined);
      if (!merchant) return null;
      const entry = deps.menu.peekOverall(merchant.id, channel);
      if (!entry) return null;
      if (ifNoneMatchHits(ifNoneMatch, entry.etag)) return prepare(entry, 'not-modified', undefined);
      const encoding = pickEncoding(acceptEncoding);
      if (!encoding) return prepare(entry, 'identity', entry.body);
      const bytes = entry.ready[encoding];
      return bytes ? prepare(entry, encoding, bytes) : null;
    },
  };
}

/**
 * Registers the fast path on the root instance: the first onRequest hook now, and the early listener
 * (fast-path-server.ts) when the app is ready. Call it before any other onRequest hook: the ones registered
 * earlier would run for every menu request anyway.
 */
export function registerMenuFastPath(app: FastifyInstance, deps: MenuFastPathDeps): void {
  const answers = createMenuAnswers(deps);
  // The storefront's in-process calls are answered from them too, without an inject (http/inject-fetch.ts).
  app.decorate('menuAnswers', answers);
  answerBeforeFastify(app, answers, { trustProxy: deps.trustProxy });

  // Requests the early listener leaves to Fastify (closing, debug logging, light-my-request's inject) and those
  // it cannot see: answered here, with Fastify's request and reply already made.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const url = raw.url;
    if (raw.method !== 'GET' || url === undefined || !url.startsWith(OVERALL_PATH)) return done();
    const { headers } = raw;
    const answer = answers.answerFor(
      url,
      headers.merchant,
      headers['if-none-match'],
      headers['accept-encoding'],
    );
    if (!answer) return done();
    const res = reply.raw;
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY), as in the route.
    const sent = request.protocol === 'https' ? answer.headersOverTls : answer.headers;
    // Written here: nothing after this hook runs for the request but its onResponse hooks (metrics, logs).
    reply.hijack();
    // writeHead takes the flat list as it is (a copy is not needed: Node reads it, never keeps or changes it).
    res.writeHead(answer.status, sent as string[]);
    res.end(answer.body);
  });
}
