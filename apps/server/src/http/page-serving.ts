/**
 * The storefront adapter's side of the page cache (http/page-cache.ts, decision 300): what a render did (its
 * in-process API calls), whether its answer may be kept, and how a kept page is sent again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FetchLike } from '../../../web/app/lib/api.ts';
import { pickEncoding } from './encoding.ts';
import { ifNoneMatchHits } from './etag.ts';
import { headerRecord } from './header-record.ts';
import { isSharedSetCookie, type MenuDependency, type PageEntry } from './page-cache.ts';

/** One in-process API call of a render, as far as the page cache cares. */
export interface ApiCallRecord {
  method: string;
  path: string;
  query: string;
  merchant: string | null;
  authorized: boolean;
  status: number;
  etag: string | null;
}

const OVERALL_PATH = '/api/products/v1/overalls';

/** `fetch` that writes down every call it makes into `calls`. */
export function recordingFetch(fetch: FetchLike, calls: ApiCallRecord[]): FetchLike {
  return async (url, init) => {
    const headers = headerRecord(init.headers);
    const response = await fetch(url, init);
    const q = url.indexOf('?');
    calls.push({
      method: (init.method ?? 'GET').toUpperCase(),
      path: q < 0 ? url : url.slice(0, q),
      query: q < 0 ? '' : url.slice(q + 1),
      merchant: headers.merchant ?? null,
      authorized: headers.authorization !== undefined,
      status: response.status,
      etag: response.headers.get('etag'),
    });
    return response;
  };
}

/** Response headers a kept page does not repeat (the transport's own, and what is set again per answer). */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'etag']);

/**
 * What may be kept of a rendered answer, or null: a 200 HTML page built from anonymous GETs answered 2xx/304,
 * naming at least one merchant, whose cookies are only the shared preferences (page-cache.ts).
 */
export function keepablePage(
  response: Response,
  calls: readonly ApiCallRecord[],
): Pick<PageEntry, 'headers' | 'merchants' | 'menus'> | null {
  if (response.status !== 200) return null;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return null;
  // `private, no-cache` (root.tsx) is for caches between us and the browser; `no-store` forbids keeping it at all.
  if (/no-store/.test(response.headers.get('cache-control') ?? '')) return null;
  const merchants = new Set<string>();
  const menus: MenuDependency[] = [];
  for (const call of calls) {
    if (call.method !== 'GET' || call.authorized || call.status >= 400) return null;
    if (call.merchant) merchants.add(call.merchant);
    if (call.path === OVERALL_PATH && call.merchant) {
      if (!call.etag) return null;
      const channel = new URLSearchParams(call.query).get('type') === 'TG' ? 'TG' : 'WEB';
      menus.push({ merchantId: call.merchant, channel, etag: call.etag });
    }
  }
  if (merchants.size === 0) return null;
  const cookies = response.headers.getSetCookie();
  if (!cookies.every(isSharedSetCookie)) return null;
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && !NOT_KEPT.has(name)) headers.push([name, value]);
  }
  for (const line of cookies) headers.push(['set-cookie', line]);
  return { headers, merchants: [...merchants], menus };
}

/** The script nonce of a kept page replaces the fresh one in this answer's Content-Security-Policy. */
function useNonce(reply: FastifyReply, nonce: string): void {
  const csp = reply.raw.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.raw.setHeader('content-security-policy', csp.replace(/'nonce-[^']*'/, `'nonce-${nonce}'`));
  }
}

/** A kept page as the answer: 304 for its ETag, else its bytes in the best encoding the client takes. */
export async function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: PageEntry,
  encode: (entry: PageEntry, encoding: 'br' | 'gzip') => Promise<Buffer>,
): Promise<FastifyReply> {
  const cookies: string[] = [];
  for (const [name, value] of entry.headers) {
    if (name === 'set-cookie') cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  useNonce(reply, entry.nonce);
  // Browsers may keep it and revalidate; shared caches may not (the key holds cookies they cannot see).
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'accept-encoding, cookie');
  reply.header('etag', entry.etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.code(200).send(entry.body);
  return reply
    .code(200)
    .header('content-encoding', encoding)
    .send(await encode(entry, encoding));
}
