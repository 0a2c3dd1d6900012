/**
 * The one typed API client of the storefront (spec §7: every call yields a pair of error and result).
 * It runs in route loaders on the server, where `fetchImpl` calls the API in-process; it would run the same
 * against HTTP. Responses are validated against the contracts schemas outside production.
 */
import {
  API_BASE,
  type ApiError,
  ApiErrorSchema,
  type EndpointData,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointNeedsInput,
  fillPath,
  type Lang,
} from '@dasturxon/contracts';
import type { z } from 'zod';
import { deepFreeze, type ResponseCache } from './etag-cache.ts';

export type ApiResult<T> = [ApiError, null] | [null, T];

/** A fetch's init plus what an in-process call carries beside the HTTP request. */
export interface ApiFetchInit extends RequestInit {
  /**
   * The visitor's address (the server's request.ip, TRUST_PROXY honoured): the API counts its per-address
   * limits and writes its logs by it. Out of band, never a header, so nothing a browser sends can set it
   * (decision 176).
   */
  clientAddress?: string | undefined;
}

export type FetchLike = (url: string, init: ApiFetchInit) => Promise<Response>;

export interface ApiClientOptions {
  fetchImpl: FetchLike;
  /** Merchant id sent in the `merchant` header (spec §7); absent only for the merchant lookup itself. */
  merchantId?: string | null;
  lang: Lang;
  token?: string | null;
  /** The visitor's address, from the load context (see ApiFetchInit). */
  clientAddress?: string | undefined;
  validate?: boolean;
  timeoutMs?: number;
  /**
   * ETag cache for GETs without a token (see etag-cache.ts). Success bodies of the API are language-neutral
   * (multilingual objects), so the key is merchant + URL, never the language.
   */
  cache?: ResponseCache;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface GetOptions {
  /**
   * With a cache: reuse an answer validated less than this many ms ago without asking the API at all. For data
   * that changes rarely and may be a few seconds stale (merchant, settings, brands, cities); the menu is always
   * revalidated.
   */
  freshForMs?: number;
}

/** `call`'s arguments: the input may be left out when the endpoint has no path params and no body. */
export type CallArgs<E extends EndpointDefinition> =
  EndpointNeedsInput<E> extends true
    ? [input: EndpointInput<E>, options?: GetOptions]
    : [input?: EndpointInput<E>, options?: GetOptions];

export interface ApiClient {
  /**
   * Calls an endpoint of the contracts' table (decision 192): its method and path, its params filled into the
   * path, query and body sent, its headers (e.g. Idempotency-Key) added, the answer validated against the
   * schema of the success status it came with.
   */
  call<E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>): Promise<ApiResult<EndpointData<E>>>;
}

/** Spec §9: request time-out 30000 ms. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Spec §8: shown when the server gives no description. */
export const FALLBACK_ERROR_MESSAGE = 'Произошла ошибка, попробуйте позже';

function buildUrl(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return `${API_BASE}${path}${s ? `?${s}` : ''}`;
}

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const validate = opts.validate ?? true;

  async function request<T>(
    method: string,
    path: string,
    schemaFor: (status: number) => z.ZodType | undefined,
    query?: Query,
    body?: unknown,
    options: GetOptions = {},
    ownHeaders: Record<string, unknown> = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': opts.lang };
    for (const [name, value] of Object.entries(ownHeaders)) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
    if (opts.merchantId) headers.merchant = opts.merchantId;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = buildUrl(path, query);
    const cache = method === 'GET' && !opts.token ? opts.cache : undefined;
    const cacheKey = `${opts.merchantId ?? '-'} ${url}`;
    const cached = cache?.get(cacheKey);
    if (cached && options.freshForMs && Date.now() - cached.validatedAt < options.freshForMs) {
      return [null, cached.data as T];
    }
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    let res: Response;
    try {
      res = await opts.fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? REQUEST_TIMEOUT_MS),
        ...(opts.clientAddress ? { clientAddress: opts.clientAddress } : {}),
      });
    } catch {
      return [{ code: 'NETWORK', status: 0, message: FALLBACK_ERROR_MESSAGE }, null];
    }
    if (res.status === 304 && cached) {
      cached.validatedAt = Date.now();
      return [null, cached.data as T];
    }
    const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
    if (!res.ok) {
      const parsed = ApiErrorSchema.safeParse(json);
      return [
        parsed.success
          ? parsed.data
          : { code: 'INTERNAL', status: res.status, message: FALLBACK_ERROR_MESSAGE },
        null,
      ];
    }
    let data: T;
    // 204 carries no body to validate (null); an answer of a status the contract does not name is refused.
    const schema = res.status === 204 ? undefined : schemaFor(res.status);
    if (!validate || res.status === 204) data = json as T;
    else if (!schema) {
      throw new Error(`API answered ${method} ${path} with ${res.status}, which its contract does not name`);
    } else {
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        throw new Error(
          `API response of ${method} ${path} does not match its contract: ${parsed.error.message}`,
        );
      }
      data = parsed.data as T;
    }
    const etag = res.headers.get('etag') ?? '';
    // Without an ETag an answer can only be reused within its freshness window.
    if (cache && (etag || options.freshForMs)) {
      cache.set(cacheKey, { etag, validatedAt: Date.now(), data: validate ? deepFreeze(data) : data });
    }
    return [null, data];
  }

  return {
    call: <E extends EndpointDefinition>(endpoint: E, ...[input, options]: CallArgs<E>) => {
      const { params, query, body, headers } = (input ?? {}) as {
        params?: Record<string, string | number>;
        query?: Query;
        body?: unknown;
        headers?: Record<string, unknown>;
      };
      const responses = endpoint.responses as Partial<Record<number, z.ZodType>>;
      return request<EndpointData<E>>(
        endpoint.method,
        fillPath(endpoint.path, params),
        (status) => responses[status],
        query,
        body,
        options,
        headers,
      );
    },
  };
}
