/**
 * GET /active-orders (the active-order pill's list): a guest gets an empty answer, and a signed-in customer whose
 * orders cannot be read gets an empty list too — never an error that would replace the page under the pill.
 */
import { orderEndpoints } from '@dasturxon/contracts';
import { apiError, makeOrder } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi, NAVRUZ_ID, requestContext } from '../lib/test-account-api.ts';
import { runRoute } from '../lib/test-route.ts';
import { loader } from './active-orders.ts';

const TOKEN = 'tok_navruz_session_0123456789';
const tokens = `tokens=${encodeURIComponent(JSON.stringify({ [NAVRUZ_ID]: TOKEN }))}`;
const COOKIE = `merchant=${NAVRUZ_ID}; token=${TOKEN}; ${tokens}`;

function signedInApi() {
  const api = fakeAccountApi();
  api.sessions.set(TOKEN, NAVRUZ_ID);
  return api;
}

async function get(cookie: string, api = fakeAccountApi()) {
  const res = (await runRoute(loader, {
    request: new Request('http://localhost/active-orders?vendor=navruz', { headers: { cookie } }),
    context: requestContext(api),
    params: {},
  })) as Response;
  return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') };
}

describe('GET /active-orders', () => {
  it('answers a guest that there is nothing to show', async () => {
    expect(await get('')).toEqual({
      status: 200,
      body: { signedIn: false, orders: [] },
      cache: 'private, no-store',
    });
  });

  it("lists a signed-in customer's active orders", async () => {
    const order = makeOrder({ id: 41, number: 1041, status: 'COOKING' });
    const api = signedInApi().on(orderEndpoints.userActiveOrders, () => [order]);
    const res = await get(COOKIE, api);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ signedIn: true, orders: [{ id: 41, number: 1041, status: 'COOKING' }] });
  });

  it('answers an empty list, not an error, when the orders cannot be read', async () => {
    const api = signedInApi().on(orderEndpoints.userActiveOrders, () => apiError(500, 'INTERNAL'));
    const res = await get(COOKIE, api);
    expect(res).toEqual({ status: 200, body: { signedIn: true, orders: [] }, cache: 'private, no-store' });
  });
});
