/**
 * The root middleware against the fake account API (decision 187): a request's merchant, language and session
 * are read once and shared by every loader of the request; /merchantNotAvailable never looks a merchant up; a
 * merchant that cannot be found is spec §8's redirect with the merchant's cookies cleared; every cookie change
 * goes out on the answer, whatever answered.
 */
import { describe, expect, it } from 'vitest';
import { COOKIE } from './cookies.ts';
import { cookiesOf, getMerchant, type RequestContext, requireMerchant } from './request-context.server.ts';
import { forgetSession, getSession } from './session.server.ts';
import { storefrontMiddleware } from './storefront-middleware.server.ts';
import { fakeAccountApi, NAVRUZ_ID, requestContext } from './test-account-api.ts';
import { runRoute } from './test-route.ts';

const TOKEN = 'tok_navruz_session_0123456789';

/** Runs the middleware for one request; `next` plays React Router, running `handle` as the page. */
async function serve(
  url: string,
  cookie: string,
  api: ReturnType<typeof fakeAccountApi>,
  handle: (context: RequestContext) => Promise<Response> | Response = () => new Response('page'),
) {
  const context = requestContext(api);
  const request = new Request(url, { headers: { cookie } });
  const args = { request, context, params: {}, url: new URL(url), pattern: new URL(url).pathname };
  const response = await storefrontMiddleware(args as never, async () => handle(context));
  return { response: response as Response, context };
}

const asked = (api: ReturnType<typeof fakeAccountApi>, path: string) =>
  api.calls.filter((c) => c.path === path).length;

describe('the storefront’s root middleware', () => {
  it('looks the merchant up once per request and hands every loader the same one, in the visitor’s language', async () => {
    const api = fakeAccountApi();
    const { context } = await serve('http://localhost/?vendor=navruz', 'lang=ru', api, (ctx) => {
      expect(requireMerchant(ctx)).toBe(requireMerchant(ctx));
      return new Response('page');
    });
    expect(getMerchant(context)?.merchantId).toBe(NAVRUZ_ID);
    expect(getMerchant(context)?.lang).toBe('ru');
    expect(asked(api, '/users/v1/merchants/sub/navruz')).toBe(1);
  });

  it('looks no merchant up for /merchantNotAvailable (spec §8: no redirect loop)', async () => {
    const api = fakeAccountApi();
    const { context } = await serve('http://localhost/merchantNotAvailable?vendor=navruz', '', api);
    expect(getMerchant(context)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('sends a visitor whose merchant cannot be found to /merchantNotAvailable, clearing its cookies but the language', async () => {
    const api = fakeAccountApi();
    const answer = await runRoute(({ context }: { context: RequestContext }) => requireMerchant(context), {
      request: new Request('http://localhost/?vendor=nowhere', {
        headers: { cookie: `lang=ru; merchant=${NAVRUZ_ID}; token=${TOKEN}` },
      }),
      context: requestContext(api),
    }).catch((thrown: unknown) => thrown as Response);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/merchantNotAvailable');
    const cleared = (answer as Response).headers
      .getSetCookie()
      .filter((c) => c.includes('Max-Age=0'))
      .map((c) => c.split('=')[0]);
    expect(cleared).toEqual(expect.arrayContaining([COOKIE.merchant, COOKIE.token, COOKIE.nearestBranch]));
    expect(cleared).not.toContain(COOKIE.lang);
  });

  it('asks the API for the signed-in user once per request, and again after an action changed the user', async () => {
    const api = fakeAccountApi();
    api.sessions.set(TOKEN, NAVRUZ_ID);
    await serve(
      'http://localhost/profile?vendor=navruz',
      `merchant=${NAVRUZ_ID}; token=${TOKEN}`,
      api,
      async (ctx) => {
        const [a, b] = await Promise.all([getSession(ctx), getSession(ctx)]);
        expect(a.user?.id).toBe(b.user?.id);
        expect(asked(api, '/users/v1/users/me')).toBe(1);
        forgetSession(ctx);
        await getSession(ctx);
        return new Response('page');
      },
    );
    expect(asked(api, '/users/v1/users/me')).toBe(2);
  });

  it('never asks for the user of a guest', async () => {
    const api = fakeAccountApi();
    await serve('http://localhost/?vendor=navruz', '', api, async (ctx) => {
      expect(await getSession(ctx)).toEqual({ user: null, expired: false });
      return new Response('page');
    });
    expect(asked(api, '/users/v1/users/me')).toBe(0);
  });

  it('writes the request’s cookie changes on the answer, once each', async () => {
    const api = fakeAccountApi();
    const { response } = await serve('https://navruz.dasturxon.uz/', '', api, (ctx) => {
      cookiesOf(ctx).remember(COOKIE.city, '2');
      cookiesOf(ctx).remember(COOKIE.city, '3');
      return new Response('page');
    });
    expect(response.headers.getSetCookie()).toEqual([
      'city=3; Path=/; SameSite=Lax; Max-Age=31536000; Secure',
    ]);
    expect(await response.text()).toBe('page');
  });
});
