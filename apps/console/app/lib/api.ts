/**
 * The console's one typed API client (CONVENTIONS "One definition of each thing", decision 192): every call is
 * an entry of the contracts' endpoint table, `api.call(endpoint, input)` yields `[error, data]`, and every
 * success body is validated against the endpoint's schema (a contract drift fails loudly, not as a blank
 * screen). Staff sessions are the httpOnly cookie (credentials: 'same-origin'); the merchant and the language
 * travel as headers like the storefront's.
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

/** An API error as the console sees it: the server's error plus, for 429, how long to wait. */
export type ConsoleApiError = ApiError & { retryAfterSeconds?: number };
export type ApiResult<T> = [ConsoleApiError, null] | [null, T];

export type CallArgs<E extends EndpointDefinition> =
  EndpointNeedsInput<E> extends true ? [input: EndpointInput<E>] : [input?: EndpointInput<E>];

export interface ConsoleApi {
  call<E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>): Promise<ApiResult<EndpointData<E>>>;
}

export interface ConsoleApiOptions {
  /** The merchant id for the `merchant` header (null: none, e.g. the merchant lookup itself). */
  merchantId: () => string | null | Promise<string | null>;
  lang: () => Lang;
  fetchImpl?: typeof fetch;
  /** Called when the server says the session is gone (401), so the app can go to the sign-in screen. */
  onUnauthorized?: (error: ConsoleApiError) => void;
  timeoutMs?: number;
}

export const NETWORK_ERROR_CODE = 'NETWORK';

type Query = Record<string, unknown>;

function buildUrl(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) qs.set(k, v.join(','));
    else qs.set(k, String(v));
  }
  const s = qs.toString();
  return `${API_BASE}${path}${s ? `?${s}` : ''}`;
}

function retryAfterOf(res: Response): number | undefined {
  const raw = res.headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}

export function createConsoleApi(opts: ConsoleApiOptions): ConsoleApi {
  const fetchImpl = opts.fetchImpl ?? ((url, init) => globalThis.fetch(url, init));

  async function call<E extends EndpointDefinition>(
    endpoint: E,
    ...[input]: CallArgs<E>
  ): Promise<ApiResult<EndpointData<E>>> {
    const {
      params,
      query,
      body,
      headers: own,
    } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Query;
      body?: unknown;
      headers?: Record<string, unknown>;
    };
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': opts.lang() };
    for (const [name, value] of Object.entries(own ?? {})) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
    const merchantId = await opts.merchantId();
    if (merchantId) headers.merchant = merchantId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const path = fillPath(endpoint.path, params);
    let res: Response;
    try {
      res = await fetchImpl(buildUrl(path, query), {
        method: endpoint.method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
    } catch {
      return [{ code: NETWORK_ERROR_CODE, status: 0, message: '' }, null];
    }
    const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
    if (!res.ok) {
      const parsed = ApiErrorSchema.safeParse(json);
      const error: ConsoleApiError = parsed.success
        ? { ...parsed.data }
        : { code: 'INTERNAL', status: res.status, message: '' };
      const wait = res.status === 429 ? retryAfterOf(res) : undefined;
      if (wait !== undefined) error.retryAfterSeconds = wait;
      if (res.status === 401) opts.onUnauthorized?.(error);
      return [error, null];
    }
    if (res.status === 204) return [null, null as EndpointData<E>];
    const schema = (endpoint.responses as Partial<Record<number, z.ZodType>>)[res.status];
    if (!schema)
      throw new Error(`API answered ${endpoint.method} ${path} with ${res.status}, not in its contract`);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new Error(
        `API response of ${endpoint.method} ${path} does not match its contract: ${parsed.error.message}`,
      );
    }
    return [null, parsed.data as EndpointData<E>];
  }

  return { call };
}
