/**
 * One fake API for the storefront's and the console's tests, keyed by the endpoint table (decision 192):
 * `api.on(orderEndpoints.order, ({ params }) => makeOrder({ id: params.id }))`. A handler receives the call as
 * the server would read it (params, query and body parsed by the endpoint's schemas) and answers the
 * endpoint's data, typed by its contract; every answer is checked against the endpoint's response schema, so
 * a fixture that drifts from the contract fails the test. A call no handler answers, a body the contract
 * refuses or an answer that does not match fails the test that made it (and answers 500 meanwhile), whether
 * or not the caller swallows errors. `api.fetch` stands where the code under test takes a fetch (the
 * storefront's load context `apiFetch`, a client's `fetchImpl`); every call is recorded for assertions.
 */
import { onTestFinished } from 'vitest';
import type { z } from 'zod';
import type { ApiError } from '../common.ts';
import type { EndpointData, EndpointDefinition } from '../endpoints/define.ts';
import * as table from '../endpoints/index.ts';
import { API_BASE } from '../paths.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A call as its handler sees it. */
export interface FakeRequest<E extends EndpointDefinition = EndpointDefinition> {
  endpoint: E;
  /** e.g. "orderEndpoints.order" (or the path of an endpoint outside the table). */
  name: string;
  method: string;
  /** The path without the API base, e.g. "/orders/v1/orders/101". */
  path: string;
  url: URL;
  params: E extends { params: infer P } ? Out<P> : Record<string, never>;
  query: E extends { query: infer Q } ? Out<Q> : Record<string, string>;
  body: E extends { body: infer B } ? Out<B> : undefined;
  /** The JSON body exactly as sent (the schema strips what it does not name: assert on this what must not be sent). */
  sentBody: unknown;
  headers: Headers;
  /** The `merchant` header. */
  merchant: string | null;
  /** The bearer token of the `authorization` header. */
  token: string | null;
}

/** A recorded call, with the status the fake answered. */
export interface FakeCall extends FakeRequest {
  status: number;
}

const REPLY = Symbol('fake-api reply');

/** An answer with its own status: an error, or a success status other than the endpoint's first. */
export interface FakeReply {
  [REPLY]: true;
  status: number;
  body: unknown;
}

/** Answers with a success status of the endpoint's (e.g. 201); the data is checked against that status's schema. */
export function reply(status: number, body: unknown = null): FakeReply {
  return { [REPLY]: true, status, body };
}

/** Answers with the API's one error shape (ApiErrorSchema). */
export function apiError(status: number, code: string, message = code): FakeReply {
  const error: ApiError = { code, status, message };
  return reply(status, error);
}

type Answer<E extends EndpointDefinition> = EndpointData<E> | FakeReply | Response;
export type FakeHandler<E extends EndpointDefinition> = (
  request: FakeRequest<E>,
) => Answer<E> | Promise<Answer<E>>;

export interface FakeApi {
  /** Answers an endpoint (replacing an earlier handler of the same endpoint). */
  on<E extends EndpointDefinition>(endpoint: E, handler: FakeHandler<E>): this;
  /** A fetch that answers from the handlers: pass it where the code under test takes one. */
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** Every call made, in order. */
  calls: FakeCall[];
  /** The calls made to one endpoint. */
  callsTo<E extends EndpointDefinition>(endpoint: E): FakeRequest<E>[];
  /**
   * What went wrong (unhandled calls, bodies or queries the contract refuses, answers off contract); the test
   * that made them fails when it ends with any left, so a test that expects one empties the list.
   */
  problems: string[];
}

interface Route {
  endpoint: EndpointDefinition;
  name: string;
  pattern: RegExp;
  names: string[];
}

function routeOf(endpoint: EndpointDefinition, name: string): Route {
  const names: string[] = [];
  const source = endpoint.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      if (!param) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(param[1] ?? '');
      return '([^/]+)';
    })
    .join('');
  return { endpoint, name, pattern: new RegExp(`^${source}$`), names };
}

function isEndpoint(value: unknown): value is EndpointDefinition {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** Every endpoint of the table, named "<group>.<key>". */
const TABLE: Route[] = Object.entries(table).flatMap(([group, entries]) =>
  typeof entries === 'object' && entries !== null && !isEndpoint(entries)
    ? Object.entries(entries)
        .filter(([, e]) => isEndpoint(e))
        .map(([key, e]) => routeOf(e as EndpointDefinition, `${group}.${key}`))
    : [],
);

const json = (body: unknown, status: number) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Parsed = { success: true; data: unknown } | { success: false; error: z.ZodError };

/** The value as the server would read it with the endpoint's schema (no schema: as sent). */
function parse(schema: z.ZodType | undefined, value: unknown, absent: unknown): Parsed {
  return schema ? schema.safeParse(value) : { success: true, data: absent };
}

function isReply(value: unknown): value is FakeReply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

export function fakeApi(): FakeApi {
  const handlers = new Map<EndpointDefinition, { route: Route; handler: (request: never) => unknown }>();
  const calls: FakeCall[] = [];
  const problems: string[] = [];

  let armed = false;
  // Fails the running test when it finishes with problems left (a test that expects some empties the list).
  const arm = () => {
    if (armed) return;
    try {
      onTestFinished(() => {
        armed = false;
        const left = problems.splice(0);
        if (left.length > 0) throw new Error(`fake API:\n${left.join('\n')}`);
      });
      armed = true;
    } catch {
      // Not inside a test: the problems stay in api.problems.
    }
  };
  const problem = (text: string) => {
    problems.push(text);
    arm();
    return json({ code: 'INTERNAL', status: 500, message: `fake API: ${text}` }, 500);
  };

  /** The route of a call: a literal segment wins over a parameter ("/branches/full" over "/branches/{id}"). */
  function find(method: string, path: string): { route: Route; values: string[] } | null {
    const own = [...handlers.values()].map((h) => h.route);
    let best: { route: Route; values: string[] } | null = null;
    for (const route of [...own, ...TABLE]) {
      if (route.endpoint.method !== method) continue;
      const m = route.pattern.exec(path);
      if (m && (!best || route.names.length < best.route.names.length)) best = { route, values: m.slice(1) };
    }
    return best;
  }

  async function answer(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://api.test');
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    const text = typeof init.body === 'string' ? init.body : request ? await request.text() : '';
    const path = url.pathname.startsWith(`${API_BASE}/`) ? url.pathname.slice(API_BASE.length) : url.pathname;
    const found = find(method, path);
    if (!found) return problem(`${method} ${path} is not in the endpoint table`);
    const { route, values } = found;
    const { endpoint } = route;

    const rawParams = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(values[i] ?? '')]));
    const params = parse(endpoint.params, rawParams, {});
    const rawQuery = Object.fromEntries(url.searchParams);
    const query = parse(endpoint.query, rawQuery, rawQuery);
    const rawBody: unknown = text ? JSON.parse(text) : undefined;
    const body = parse(endpoint.body, rawBody, undefined);
    const call: FakeCall = {
      endpoint,
      name: route.name,
      method,
      path,
      url,
      params: (params.success ? params.data : rawParams) as never,
      query: (query.success ? query.data : rawQuery) as never,
      body: (body.success ? body.data : rawBody) as never,
      sentBody: rawBody,
      headers,
      merchant: headers.get('merchant'),
      token: headers.get('authorization')?.replace(/^Bearer /, '') ?? null,
      status: 0,
    };
    calls.push(call);
    const settle = (response: Response) => {
      call.status = response.status;
      return response;
    };

    // The server refuses a malformed id with 400 as well; a test of that answer handles it on purpose.
    const entry = handlers.get(endpoint);
    if (!entry) return settle(problem(`no handler for ${method} ${path} (${route.name})`));
    if (!body.success) {
      return settle(problem(`the body of ${route.name} does not match its contract: ${body.error.message}`));
    }
    if (!query.success) {
      return settle(
        problem(`the query of ${route.name} does not match its contract: ${query.error.message}`),
      );
    }
    if (!params.success) {
      return settle(json({ code: 'VALIDATION_FAILED', status: 400, message: 'Bad path parameter' }, 400));
    }

    const result: unknown = await entry.handler(call as never);
    if (result instanceof Response) return settle(result);
    const responses = endpoint.responses as Partial<Record<number, z.ZodType>>;
    const firstStatus = Number(Object.keys(endpoint.responses)[0] ?? 200);
    const { status, body: data } = isReply(result) ? result : { status: firstStatus, body: result };
    if (status >= 400) return settle(json(data, status));
    if (status === 204) return settle(json(null, 204));
    const schema = responses[status];
    if (!schema) return settle(problem(`${route.name} answered ${status}, which its contract does not name`));
    const checked = schema.safeParse(data);
    if (!checked.success) {
      return settle(
        problem(`the answer of ${route.name} does not match its contract: ${checked.error.message}`),
      );
    }
    return settle(json(data, status));
  }

  const api: FakeApi = {
    on(endpoint, handler) {
      const known = TABLE.find((r) => r.endpoint === endpoint);
      handlers.set(endpoint, {
        route: known ?? routeOf(endpoint, endpoint.path),
        handler,
      });
      return this;
    },
    fetch: answer,
    calls,
    callsTo: <E extends EndpointDefinition>(endpoint: E) =>
      calls.filter((c): c is FakeCall & FakeRequest<E> => c.endpoint === endpoint),
    problems,
  };
  return api;
}
