/**
 * The storefront's in-process API fetch (ssr.ts): a call answered by this Fastify instance through `inject`
 * (light-my-request), never a socket. The visitor's address (`init.clientAddress`) becomes the injected socket's
 * address, which is the API's request.ip: out of band, so no header a browser sends can choose it (decision 176).
 *
 * A call the menu's prepared answers can answer (decisions 339, 345: a GET of the overall menu whose merchant and
 * menu are cached and current) is answered from them without the inject (decision 361): the same status, headers
 * and bytes the first hook writes for an injected request, counted in the route's series as the early listener
 * counts its answers. Every rendered menu page makes that call (its 304 revalidation), and the inject around the
 * hook cost more than the answer: light-my-request's request and response, Fastify's routing, request, reply,
 * child logger and onResponse hooks. While request lines are logged (LOG_LEVEL=debug) the call is injected, so
 * its line with the page's request id is written as before.
 *
 * Headers travel as plain records (lower-case names): a WHATWG Headers object validates every name and value again
 * each time one is made, and a call used to make three.
 */
import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../../../web/app/lib/api.ts';
import { OVERALL_PATH, type Prepared } from '../modules/menu/fast-path.ts';
import { headerRecord } from './header-record.ts';

/** Headers that could claim another client address or origin: an in-process call never carries them. */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]);

/** The response headers of a prepared menu answer as pairs, made once per prepared answer. */
const pairsOf = new WeakMap<Prepared, [string, string][]>();

function responseOf(answer: Prepared): Response {
  let pairs = pairsOf.get(answer);
  if (!pairs) {
    pairs = [];
    for (let i = 0; i < answer.headers.length; i += 2) {
      pairs.push([answer.headers[i] as string, answer.headers[i + 1] as string]);
    }
    pairsOf.set(answer, pairs);
  }
  const body = answer.status === 304 ? undefined : answer.body;
  // A copy of the bytes: the prepared body is shared by every answer of the menu version.
  return new Response(body ? new Uint8Array(body) : null, { status: answer.status, headers: pairs });
}

/** The prepared menu answer for an in-process call, counted as the route's, or null (the call is injected). */
function menuAnswer(
  app: FastifyInstance,
  url: string,
  method: string,
  headers: Record<string, string>,
): Response | null {
  if (method !== 'GET' || !url.startsWith(OVERALL_PATH) || !app.hasDecorator('menuAnswers')) return null;
  // Fastify's log controller writes request lines with the request id at debug: inject, so they are written.
  const log = app.log as { isLevelEnabled?: (level: string) => boolean };
  if (log.isLevelEnabled?.('debug') === true) return null;
  const start = performance.now();
  const answer = app.menuAnswers.answerFor(
    url,
    headers.merchant,
    headers['if-none-match'],
    headers['accept-encoding'],
  );
  if (!answer) return null;
  const response = responseOf(answer);
  const children = app.requestMetrics?.('GET', OVERALL_PATH, answer.status);
  if (children) {
    children.count.inc();
    children.time.observe((performance.now() - start) / 1000);
  }
  return response;
}

export function createInjectFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const method = init.method ?? 'GET';
    const headers = headerRecord(init.headers);
    for (const name of FORWARDING_HEADERS) delete headers[name];
    const early = menuAnswer(app, url, method, headers);
    if (early) return early;
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      ...(init.clientAddress ? { remoteAddress: init.clientAddress } : {}),
    });
    const out: [string, string][] = [];
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const v of value) out.push([key, v]);
      else out.push([key, String(value)]);
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || method === 'HEAD';
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: out,
    });
  };
}
