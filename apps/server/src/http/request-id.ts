/**
 * One request id per visitor request, carried into the in-process API calls the storefront makes while it
 * renders (ssr.ts), so every log line of one page view shares its `reqId` (issue 15 §4). A reverse proxy's
 * `X-Request-Id` is kept when it looks like an id (letters, digits, `._-`, at most 64): anything else is
 * replaced, so a client cannot write arbitrary text into the logs through it.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FetchLike } from '../../../web/app/lib/api.ts';
import { headerRecord } from './header-record.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ID.test(given) ? given : randomUUID();
}

/** The storefront's API fetch, sending `id` as the request id of every call. */
export function withRequestId(fetch: FetchLike, id: string): FetchLike {
  return (url, init) =>
    fetch(url, { ...init, headers: { ...headerRecord(init.headers), [REQUEST_ID_HEADER]: id } });
}
