/**
 * GET /basket-total (the floating basket bar's total, read with a plain fetch): the basket priced from the menu,
 * and when the menu cannot be read, an empty answer (view: null) with 200 — never an error that would replace the
 * page under the bar.
 */
import { menuEndpoints } from '@dasturxon/contracts';
import { apiError, makeMenu, makeProduct } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { basketCookieName, encodeBasket, makeLine } from '../lib/basket-codec.ts';
import { fakeAccountApi, NAVRUZ_ID, requestContext } from '../lib/test-account-api.ts';
import { runRoute } from '../lib/test-route.ts';
import { loader } from './basket-total.ts';

const basket = `${basketCookieName(NAVRUZ_ID)}=${encodeURIComponent(
  encodeBasket([makeLine({ productId: 7, count: 1, modifications: [] })]),
)}`;
const COOKIE = `merchant=${NAVRUZ_ID}; ${basket}`;

async function get(api = fakeAccountApi()) {
  const res = (await runRoute(loader, {
    request: new Request('http://localhost/basket-total?vendor=navruz', { headers: { cookie: COOKIE } }),
    context: requestContext(api),
    params: {},
  })) as Response;
  return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') };
}

describe('GET /basket-total', () => {
  it("prices the visitor's basket", async () => {
    const product = makeProduct({ id: 7, costPrice: 30_000 });
    const api = fakeAccountApi().on(menuEndpoints.overall, () => makeMenu({ products: [product] }));
    const res = await get(api);
    expect(res.status).toBe(200);
    expect(res.body.view).toMatchObject({ totals: { count: 1, total: 30_000 } });
    expect(res.cache).toBe('private, no-store');
  });

  it('answers no view, not an error, when the menu cannot be read', async () => {
    const api = fakeAccountApi().on(menuEndpoints.overall, () => apiError(500, 'INTERNAL'));
    expect(await get(api)).toEqual({ status: 200, body: { view: null }, cache: 'private, no-store' });
  });
});
