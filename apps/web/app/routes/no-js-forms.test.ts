/**
 * The no-JavaScript forms of the menu (heart, "+" and "−", language) send their fixed fields in the action's
 * query (decision 360); a page served before that (kept in a browser's cache) still posts them in the body.
 * Both shapes do the same thing.
 */
import { describe, expect, it } from 'vitest';
import { basketCookieName, decodeBasket, encodeBasket, makeLine } from '../lib/basket-codec.ts';
import { fakeAccountApi, NAVRUZ_ID, requestContext } from '../lib/test-account-api.ts';
import { runRoute } from '../lib/test-route.ts';
import { action as basketAdd } from './basket-add.ts';
import { action as favourite } from './favourite.ts';
import { action as preferences } from './preferences.ts';

const SITE = 'http://localhost';
const MENU = '/?vendor=navruz';

function post(path: string, body: Record<string, string>, cookie = `merchant=${NAVRUZ_ID}`) {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body: new URLSearchParams(body),
    headers: { cookie, referer: `${SITE}${MENU}` },
  });
}

/** The answer, thrown (a redirect) or returned: status, Location, and the basket it set. */
async function answer(handler: Parameters<typeof runRoute>[0], request: Request) {
  let res: unknown;
  try {
    res = await runRoute(handler, { request, context: requestContext(fakeAccountApi()) });
  } catch (thrown) {
    res = thrown;
  }
  if (!(res instanceof Response)) {
    const init = (res as { init?: ResponseInit | null }).init ?? {};
    return { status: init.status ?? 200, location: null, basket: null };
  }
  const basketCookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${basketCookieName(NAVRUZ_ID)}=`))
    ?.split(';')[0]
    ?.split('=')[1];
  const basket = basketCookie === undefined ? null : decodeBasket(decodeURIComponent(basketCookie));
  return {
    status: res.status,
    location: res.headers.get('location'),
    basket: basket?.map((l) => [l.productId, l.count]) ?? null,
  };
}

describe('the heart without JavaScript (POST /favourite)', () => {
  it("reads the dish, on/off and the way back from the action's query: a guest goes to sign in and back", async () => {
    const res = await answer(
      favourite,
      post('/favourite?productId=4&on=true&redirectTo=/?vendor=navruz', {}),
    );
    expect(res).toMatchObject({ status: 302, location: `/login?redirectTo=${encodeURIComponent(MENU)}` });
  });

  it("accepts an older page's body", async () => {
    const res = await answer(favourite, post('/favourite', { productId: '4', on: 'true', redirectTo: MENU }));
    expect(res).toMatchObject({ status: 302, location: `/login?redirectTo=${encodeURIComponent(MENU)}` });
  });

  it('refuses a post without a dish', async () => {
    expect((await answer(favourite, post('/favourite?on=true', {}))).status).toBe(400);
  });

  it('never goes back to another site named in the query', async () => {
    const res = await answer(
      favourite,
      post('/favourite?productId=4&on=true&redirectTo=//evil.example/', {}),
    );
    expect(res).toMatchObject({ status: 401, location: null });
  });
});

describe('"+" and "−" without JavaScript (POST /basket-add)', () => {
  it("adds the dish named in the action's query and comes back to its section", async () => {
    const res = await answer(basketAdd, post('/basket-add?product=7&anchor=c-3', {}));
    expect(res).toEqual({ status: 303, location: `${MENU}#c-3`, basket: [[7, 1]] });
  });

  it("accepts an older page's body", async () => {
    const res = await answer(basketAdd, post('/basket-add', { product: '7', anchor: 'c-3' }));
    expect(res).toEqual({ status: 303, location: `${MENU}#c-3`, basket: [[7, 1]] });
  });

  it('takes one away with the "−" button (delta in the body, the dish in the query)', async () => {
    const cookie = `merchant=${NAVRUZ_ID}; ${basketCookieName(NAVRUZ_ID)}=${encodeURIComponent(
      encodeBasket([makeLine({ productId: 7, count: 2, modifications: [] })]),
    )}`;
    const res = await answer(basketAdd, post('/basket-add?product=7&anchor=c-3', { delta: '-1' }, cookie));
    expect(res).toEqual({ status: 303, location: `${MENU}#c-3`, basket: [[7, 1]] });
  });
});

describe('the language without JavaScript (POST /preferences)', () => {
  it("switches and goes back to the page named in the action's query", async () => {
    const res = await answer(preferences, post('/preferences?redirectTo=/?vendor=navruz', { lang: 'ru' }));
    expect(res).toMatchObject({ status: 302, location: MENU });
  });

  it("accepts an older page's body", async () => {
    const res = await answer(preferences, post('/preferences', { lang: 'ru', redirectTo: MENU }));
    expect(res).toMatchObject({ status: 302, location: MENU });
  });
});
