/**
 * The orders routes against a fake API: guests get the prompt without any orders call, the list asks for the
 * right page and tab, another customer's order is the 404 page, cancel and pay reach the API, and the live
 * stream's URL carries the merchant.
 */
import {
  type Order,
  orderEndpoints,
  paymentEndpoints,
  promoEndpoints,
  type UserPromo,
} from '@dasturxon/contracts';
import {
  apiError,
  type FakeRequest,
  makeOrder,
  makeOrderPage,
  makeOrderSettings,
  makePaymentCheckout,
  makeUserPromo,
  TEST_MERCHANT_ID as NAVRUZ_ID,
} from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { storefrontApi } from '../../lib/test-api.ts';
import { runRoute, settle } from '../../lib/test-route.ts';
import { loader as listLoader } from '../../routes/profile-orders.tsx';
import { action as orderAction, loader as orderLoader } from '../../routes/profile-orders-id.tsx';
import { loader as promosLoader } from '../../routes/profile-promos.tsx';

const BASE = 'http://localhost/';
const TOKEN = 'tok_navruz_session_0123456789';

/** Order 101 (No. 1042), open, payable with Payme. */
const order = (over: Parameters<typeof makeOrder>[0] = {}): Order =>
  makeOrder({ id: 101, number: 1042, ...over });

function setup(opts: { signedIn: boolean; paymentsSandbox?: boolean }) {
  const api = storefrontApi();
  if (opts.signedIn) api.signIn(TOKEN);
  const promos: UserPromo[] = [];
  const refused = apiError(401, 'UNAUTHORIZED', 'Kirish kerak');
  const notFound = apiError(404, 'NOT_FOUND', 'Buyurtma topilmadi');
  /** Answers the signed-in customer's calls; any other gets 401, as the server would. */
  const mine =
    <R>(answer: (request: FakeRequest) => R) =>
    (request: FakeRequest) =>
      api.isSignedIn(request) ? answer(request) : refused;
  api
    .on(orderEndpoints.userOrders, (r) =>
      api.isSignedIn(r) && r.params.userId === 7 ? makeOrderPage([order()], { page: r.query.page }) : refused,
    )
    .on(orderEndpoints.userActiveOrders, (r) =>
      api.isSignedIn(r) && r.params.userId === 7 ? [order()] : refused,
    )
    .on(orderEndpoints.order, (r) =>
      api.isSignedIn(r) ? (r.params.id === 101 ? order() : notFound) : refused,
    )
    .on(orderEndpoints.cancel, (r) =>
      api.isSignedIn(r)
        ? r.params.id === 101
          ? order({ status: 'CANCELED', canCancel: false })
          : notFound
        : refused,
    )
    .on(paymentEndpoints.checkout, (r) =>
      api.isSignedIn(r) && r.params.id === 101
        ? makePaymentCheckout({ orderId: 101, url: 'https://sandbox.test/pay/101' })
        : refused,
    )
    .on(
      promoEndpoints.mine,
      mine(() => promos),
    )
    .on(
      orderEndpoints.settings,
      mine((r) =>
        opts.paymentsSandbox !== undefined && r.merchant === NAVRUZ_ID
          ? makeOrderSettings({ paymentsSandbox: opts.paymentsSandbox })
          : notFound,
      ),
    );
  /** The calls of the orders, payments and deliveries families (the merchant and session lookups left out). */
  const seen = () => api.calls.filter((c) => /^\/(orders|payments|deliveries)\//.test(c.path));
  const context = () => api.context();
  const cookie = opts.signedIn ? `merchant=${NAVRUZ_ID}; token=${TOKEN}` : `merchant=${NAVRUZ_ID}`;
  const get = (path: string) => new Request(new URL(path, BASE), { headers: { cookie } });
  const post = (path: string, body: Record<string, string>) =>
    new Request(new URL(path, BASE), {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams(body),
    });
  return { seen, context, get, post, promos };
}

describe('/profile/orders', () => {
  it('a guest gets the sign-in prompt and no orders are asked for', async () => {
    const s = setup({ signedIn: false });
    const data = await runRoute(listLoader, {
      request: s.get('/profile/orders'),
      context: s.context(),
      params: {},
    });
    expect(data).toMatchObject({ signedIn: false, orders: [] });
    expect(s.seen()).toEqual([]);
  });

  it('the active tab shows the active orders; the archive asks for pages of ten with onlyArchive=true', async () => {
    const s = setup({ signedIn: true });
    const data = await runRoute(listLoader, {
      request: s.get('/profile/orders'),
      context: s.context(),
      params: {},
    });
    expect(data).toMatchObject({ signedIn: true, tab: 'active', totalPages: 1 });
    expect(data.orders.map((o) => o.id)).toEqual([101]);
    expect(s.seen()[0]!.url.pathname).toBe('/api/orders/v1/orders/user/7/active');
    await runRoute(listLoader, {
      request: s.get('/profile/orders?tab=archive&page=2'),
      context: s.context(),
      params: {},
    });
    expect(s.seen()[1]!.url.pathname).toBe('/api/orders/v1/orders/user/7');
    expect(Object.fromEntries(s.seen()[1]!.url.searchParams)).toEqual({
      page: '2',
      size: '10',
      onlyArchive: 'true',
    });
  });
});

describe('/profile/orders/:id', () => {
  it('shows the order with its live stream URL for this merchant', async () => {
    const s = setup({ signedIn: true });
    const data = await runRoute(orderLoader, {
      request: s.get('/profile/orders/101'),
      context: s.context(),
      params: { id: '101' },
    });
    expect(data.order?.number).toBe(1042);
    expect(data.eventsUrl).toBe(`/api/orders/v1/orders/101/events?merchant=${NAVRUZ_ID}`);
    expect(data.title).toContain('1042');
  });

  it('says whether paying is a demo as the server tells it (payment sandbox)', async () => {
    for (const [sandbox, expected] of [
      [true, true],
      [false, false],
      // The settings call failing leaves the pay button unmarked rather than failing the screen.
      [undefined, false],
    ] as const) {
      const s = setup({ signedIn: true, paymentsSandbox: sandbox });
      const data = await runRoute(orderLoader, {
        request: s.get('/profile/orders/101'),
        context: s.context(),
        params: { id: '101' },
      });
      expect(data.paymentsDemo).toBe(expected);
    }
  });

  it("another customer's order and a number that is no order are the 404 page", async () => {
    const s = setup({ signedIn: true });
    for (const id of ['202', 'abc', '0']) {
      const thrown = (await settle(() =>
        runRoute(orderLoader, {
          request: s.get(`/profile/orders/${id}`),
          context: s.context(),
          params: { id },
        }),
      )) as { init: { status: number } | null; data: unknown };
      expect(thrown.init?.status).toBe(404);
      // No API message: the page says "Page not found", the same as for any unknown address.
      expect(thrown.data).toBeNull();
    }
  });

  it('cancel sends the optional reason; pay goes to the provider page', async () => {
    const s = setup({ signedIn: true });
    const canceled = await runRoute(orderAction, {
      request: s.post('/profile/orders/101', { intent: 'cancel', reason: '  changed my mind ' }),
      context: s.context(),
      params: { id: '101' },
    });
    expect(canceled).toMatchObject({ intent: 'cancel', ok: true });
    expect(s.seen().at(-1)).toMatchObject({ method: 'POST', sentBody: { reason: 'changed my mind' } });
    expect(s.seen().at(-1)!.url.pathname).toBe('/api/orders/v1/orders/101/cancel');

    const paid = (await settle(() =>
      runRoute(orderAction, {
        request: s.post('/profile/orders/101', { intent: 'pay' }),
        context: s.context(),
        params: { id: '101' },
      }),
    )) as Response;
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe('https://sandbox.test/pay/101');
    // The payment comes back to the order's thank-you (decision 323).
    expect(s.seen().at(-1)!.url.searchParams.get('returnUrl')).toBe('/profile/orders/101?from=payment');
  });

  it('a refused cancel keeps its message for the screen', async () => {
    const s = setup({ signedIn: true });
    const result = await runRoute(orderAction, {
      request: s.post('/profile/orders/303', { intent: 'cancel' }),
      context: s.context(),
      params: { id: '303' },
    });
    expect(result).toMatchObject({
      init: { status: 404 },
      data: { ok: false, message: 'Buyurtma topilmadi' },
    });
  });
});

describe('/profile/promos', () => {
  it('lists usable promos first', async () => {
    const s = setup({ signedIn: true });
    const promo = (id: number, state: UserPromo['state']) => makeUserPromo({ id, state });
    s.promos.push(promo(1, 'USED'), promo(2, 'AVAILABLE'), promo(3, 'EXPIRED'));
    const data = await runRoute(promosLoader, {
      request: s.get('/profile/promos'),
      context: s.context(),
      params: {},
    });
    expect(data.promos.map((p) => p.code)).toEqual(['CODE2', 'CODE1', 'CODE3']);
  });
});
