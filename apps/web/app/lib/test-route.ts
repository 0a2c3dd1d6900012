/**
 * For tests: runs a loader or action the way React Router runs it behind the storefront's root middleware
 * (decision 187). The middleware reads the request's context (cookies, merchant, session) into the router
 * context, the handler runs, and the cookies the request changed are on the answer, as the middleware writes
 * them on its way out: on a Response's headers, or on the init headers of `data(...)`. A thrown answer (a
 * redirect, an error) is thrown again, with its cookies.
 */
import type { RouterContextProvider } from 'react-router';
import { withSetCookies } from './cookies.ts';
import { createLoadContext, type StorefrontLoadContext } from './load-context.ts';
import { storefrontMiddleware } from './storefront-middleware.server.ts';

/** An API that knows no merchant: for routes that never need one (the middleware still asks). */
const NO_API: StorefrontLoadContext['apiFetch'] = async () =>
  Response.json({ code: 'NOT_FOUND', status: 404, message: 'Not found' }, { status: 404 });

/** What the server adapter hands a request, from test values (defaults: no API, a pinned clock). */
export function testServerValues(values: Partial<StorefrontLoadContext> = {}): StorefrontLoadContext {
  return {
    apiFetch: NO_API,
    clock: () => new Date('2026-11-21T09:00:00Z'),
    publicEnv: { cdnBaseUrl: '' },
    config: {
      baseDomain: 'dasturxon.uz',
      defaultMerchantSub: 'navruz',
      forcedRussianMerchants: [],
      validateApi: true,
      buildId: 'test',
    },
    ...values,
  };
}

/** A router context as the server adapter makes it, from test values (defaults: no API, a pinned clock). */
export function testLoadContext(values: Partial<StorefrontLoadContext> = {}): RouterContextProvider {
  return createLoadContext(testServerValues(values));
}

export interface RouteArgs {
  request: Request;
  /** Default: testLoadContext(). One per request, as the adapter makes them. */
  context?: RouterContextProvider;
  params?: Record<string, string | undefined>;
}

/** What a loader or action receives. */
export interface HandlerArgs {
  request: Request;
  context: RouterContextProvider;
  params: Record<string, string | undefined>;
}

type Handler = (args: never) => unknown;

function isDataWithInit(value: unknown): value is { type: string; init: ResponseInit | null } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit'
  );
}

function withCookies<T>(value: T, setCookies: string[]): T {
  if (value instanceof Response) return withSetCookies(value, setCookies) as T;
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    for (const c of setCookies) headers.append('Set-Cookie', c);
    value.init = { ...value.init, headers };
  }
  return value;
}

export async function runRoute<H extends Handler>(
  handler: H,
  { request, context = testLoadContext(), params = {} }: RouteArgs,
): Promise<Awaited<ReturnType<H>>> {
  const url = new URL(request.url);
  const args = { request, context, params, url, pattern: url.pathname };
  let outcome: { value: unknown } | { thrown: unknown } = { value: undefined };
  const answer = await storefrontMiddleware(args as never, async () => {
    try {
      // A route's handler takes its own, narrower args type; these args are what React Router would pass it.
      const run: Handler = handler;
      outcome = { value: await (run as (a: typeof args) => unknown)(args) };
    } catch (thrown) {
      outcome = { thrown };
    }
    return new Response(null);
  });
  const setCookies = answer ? answer.headers.getSetCookie() : [];
  if ('thrown' in outcome) throw withCookies(outcome.thrown, setCookies);
  return withCookies(outcome.value, setCookies) as Awaited<ReturnType<H>>;
}

/** Runs a loader or action; a thrown answer (a redirect, a 404) is returned like a returned one. */
export async function settle(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (value) {
    return value;
  }
}
