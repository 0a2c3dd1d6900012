/**
 * The one way server tests call the app (fastify/demo's `test/helper.ts`, without decorating the app): a request
 * as a caller sends it, answered in-process by `inject`.
 *
 *   const call = createCaller(() => t.app);            // or t.call from useTestApp
 *   const res = await call('POST', '/orders/v1/orders', { merchant, token, body, key: 'retry-1' });
 *
 * A path of the endpoint table (`/<family>/v<N>/...`, as in packages/contracts/src/endpoints) is sent under
 * `/api`; any other URL (`/api/ping`, a sandbox page, a storefront page) is sent as written. Options name what a
 * storefront or console would send; anything special (a raw payload, another content type, a client address)
 * is an option too, not a second helper.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export type CallMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface CallOptions {
  /** The `merchant` header (the storefront's brand). */
  merchant?: string;
  /** A session token, sent as `Authorization: Bearer <token>`; an empty token is none (a signed-out caller). */
  token?: string;
  /** Accept-Language (none when empty). */
  lang?: string;
  /** Idempotency-Key of order submit (none when empty). */
  key?: string;
  /** A JSON body (an object or array, serialized by inject). */
  body?: unknown;
  /** A body sent as is (a string or bytes), e.g. a malformed JSON text or a form; set its content-type in `headers`. */
  payload?: string | Buffer;
  /** Cookies, sent in one `cookie` header. */
  cookies?: Record<string, string>;
  /** Further headers; the options above win over a header of the same name. */
  headers?: Record<string, string>;
  /** The client's address as the socket reports it (inject's default is 127.0.0.1). */
  remoteAddress?: string;
  /** Answer as a stream (`res.stream()`), for an endpoint that never ends its body (server-sent events). */
  stream?: boolean;
  /** Aborts the request (closes a streamed answer). */
  signal?: AbortSignal;
}

export type Call = (method: CallMethod, url: string, opts?: CallOptions) => Promise<LightMyRequestResponse>;

/** `/orders/v1/...`, `/payments/v2/...`: the endpoint table's form of an API path. */
const API_PATH = /^\/[a-z][a-z-]*\/v\d+(\/|\?|$)/;

/** The URL the app sees: an API path of the endpoint table gets its `/api` prefix. */
export function apiUrl(url: string): string {
  return API_PATH.test(url) ? `/api${url}` : url;
}

/** The request `inject` sends for `call(method, url, opts)`. */
export function injectOptions(method: CallMethod, url: string, opts: CallOptions = {}): InjectOptions {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.merchant !== undefined) headers.merchant = opts.merchant;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers['accept-language'] = opts.lang;
  if (opts.key) headers['idempotency-key'] = opts.key;
  if (opts.cookies !== undefined) {
    headers.cookie = Object.entries(opts.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
  const payload = opts.payload ?? (opts.body as InjectOptions['payload']);
  return {
    method,
    url: apiUrl(url),
    headers,
    ...(payload === undefined ? {} : { payload }),
    ...(opts.remoteAddress === undefined ? {} : { remoteAddress: opts.remoteAddress }),
    ...(opts.stream ? { payloadAsStream: true } : {}),
    ...(opts.signal === undefined ? {} : { signal: opts.signal }),
  };
}

/**
 * A caller of `app` (read at each call, so a suite may build its app in `beforeAll`); `defaults` are options
 * every call starts from (e.g. a language or a client address), a call's own options win.
 */
export function createCaller(app: () => FastifyInstance, defaults: CallOptions = {}): Call {
  return (method, url, opts = {}) =>
    app().inject(
      injectOptions(method, url, {
        ...defaults,
        ...opts,
        headers: { ...defaults.headers, ...opts.headers },
      }),
    );
}
