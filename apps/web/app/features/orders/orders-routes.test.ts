/**
 * The orders routes against a fake API: guests get the prompt without any orders call, the list asks for the
 * right page and tab, another customer's order is the 404 page, cancel and pay reach the API, and the live
 * stream's URL carries the merchant.
 */
import type { Order, OrderPage, UserPromo } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { runRoute, testLoadContext } from '../../lib/test-route.ts';
import { loader as listLoader } from '../../routes/profile-orders.tsx';
import { action as orderAction, loader as orderLoader } from '../../routes/profile-orders-id.tsx';
import { loader as promosLoader } from '../../routes/profile-promos.tsx';
import { fakeAccountApi, NAVRUZ_ID, settle } from '../account/test-account-api.ts';

const BASE = 'http://localhost/';
const TOKEN = 'tok_navruz_session_0123456789';
const NOW = '2026-11-21T08:00:00.000Z';

function order(over: Partial<Order> = {}): Order {
  return {
    id: 101,
    number: 1042,
    userId: 7,
    status: 'OPEN',
    serviceType: 'PICK_UP',
    paymentType: 'PAYME',
    isPaid: false,
    paidAt: null,
    branch: {
      id: 1,
      name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
      address: 'Bunyodkor 1',
      latitude: 41.28,
      longitude: 69.2,
      phone: '998712000000',
    },
    cityId: null,
    address: null,
    items: [],
    totals: {
      productPrice: 50000,
      productDiscount: 0,
      productCount: 2,
      promoProductDiscount: 0,
      deliveryPrice: 0,
      deliveryDiscount: 0,
      serviceFee: 0,
      cashback: 0,
      totalDiscount: 0,
      totalPrice: 50000,
    },
    promoCode: null,
    comment: null,
    courierComment: null,
    sendCheque: false,
    later: false,
    deliveryAt: null,
    hallId: null,
    tableId: null,
    orderDevice: 'WEB',
    courierId: null,
    courierStatus: 'NONE',
    distance: null,
    reason: null,
    canCancel: true,
    canPay: true,
    statusLog: [{ status: 'OPEN', at: NOW }],
    createdDate: NOW,
    lastModifiedDate: NOW,
    ...over,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(opts: { signedIn: boolean; paymentsSandbox?: boolean }) {
  const api = fakeAccountApi();
  if (opts.signedIn) api.sessions.set(TOKEN, NAVRUZ_ID);
  const base = api.context.apiFetch;
  const seen: { method: string; url: URL; body: unknown }[] = [];
  const promos: UserPromo[] = [];
  const apiFetch: typeof base = async (url, init) => {
    const u = new URL(url, 'http://api.test');
    const path = u.pathname.replace(/^\/api/, '');
    const token = new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '');
    const mine = token === TOKEN && opts.signedIn;
    const handled =
      path.startsWith('/orders/') || path.startsWith('/payments/') || path.startsWith('/deliveries/');
    if (!handled) return base(url, init);
    seen.push({
      method: init.method ?? 'GET',
      url: u,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (!mine) return json({ code: 'UNAUTHORIZED', status: 401, message: 'Kirish kerak' }, 401);
    if (path === '/orders/v1/orders/user/7') {
      const page: OrderPage = {
        content: [order()],
        page: Number(u.searchParams.get('page')),
        size: 10,
        totalElements: 1,
        totalPages: 1,
      };
      return json(page);
    }
    if (path === '/orders/v1/orders/user/7/active') return json([order()]);
    if (path === '/orders/v1/orders/101') return json(order());
    if (path === '/orders/v1/orders/101/cancel') return json(order({ status: 'CANCELED', canCancel: false }));
    if (path === '/payments/v2/checkout/101') {
      return json({
        orderId: 101,
        paymentType: 'PAYME',
        amount: 50000,
        isPaid: false,
        url: 'https://sandbox.test/pay/101',
      });
    }
    if (path === '/orders/v1/promos/my') return json(promos);
    if (path === `/orders/v1/order/setting/${NAVRUZ_ID}` && opts.paymentsSandbox !== undefined) {
      return json({
        isServiceFeeEnabled: false,
        isServiceFeeFreeAboveThreshold: false,
        serviceFeeThreshold: 0,
        serviceFeeAmount: 0,
        minimalDeliveryPrice: 0,
        minOrderAmount: 0,
        deliveryPricePerKm: 0,
        deliveryFreeKm: 0,
        laterDaysAhead: 2,
        cityId: null,
        paymentTypes: { WEB: ['CASH', 'PAYME'], TG: ['CASH'] },
        paymentsSandbox: opts.paymentsSandbox,
        defaultServiceType: { telegram: 'DELIVERY', website: 'DELIVERY', application: 'DELIVERY' },
      });
    }
    return json({ code: 'NOT_FOUND', status: 404, message: 'Buyurtma topilmadi' }, 404);
  };
  const context = () => testLoadContext({ ...api.context, apiFetch });
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
    expect(s.seen).toEqual([]);
  });

  it('the active tab shows the active orders; the archive asks for pages of ten with onlyArchive=true', async () => {
    const s = setup({ signedIn: true });
    const data = await runRoute(listLoader, {
      request: s.get('/profile/orders'),
      context: s.context(),
      params: {},
    });
    expect(data).toMatchObject({ signedIn: true, tab: 'active', totalPages: 1 });
    expect((data as { orders: Order[] }).orders.map((o) => o.id)).toEqual([101]);
    expect(s.seen[0]!.url.pathname).toBe('/api/orders/v1/orders/user/7/active');
    await runRoute(listLoader, {
      request: s.get('/profile/orders?tab=archive&page=2'),
      context: s.context(),
      params: {},
    });
    expect(s.seen[1]!.url.pathname).toBe('/api/orders/v1/orders/user/7');
    expect(Object.fromEntries(s.seen[1]!.url.searchParams)).toEqual({
      page: '2',
      size: '10',
      onlyArchive: 'true',
    });
  });
});

describe('/profile/orders/:id', () => {
  it('shows the order with its live stream URL for this merchant', async () => {
    const s = setup({ signedIn: true });
    const data = (await runRoute(orderLoader, {
      request: s.get('/profile/orders/101'),
      context: s.context(),
      params: { id: '101' },
    })) as { order: Order; eventsUrl: string; title: string };
    expect(data.order.number).toBe(1042);
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
      const data = (await runRoute(orderLoader, {
        request: s.get('/profile/orders/101'),
        context: s.context(),
        params: { id: '101' },
      })) as { paymentsDemo: boolean };
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
    expect(s.seen.at(-1)).toMatchObject({ method: 'POST', body: { reason: 'changed my mind' } });
    expect(s.seen.at(-1)!.url.pathname).toBe('/api/orders/v1/orders/101/cancel');

    const paid = (await settle(() =>
      runRoute(orderAction, {
        request: s.post('/profile/orders/101', { intent: 'pay' }),
        context: s.context(),
        params: { id: '101' },
      }),
    )) as Response;
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe('https://sandbox.test/pay/101');
    expect(s.seen.at(-1)!.url.searchParams.get('returnUrl')).toBe('/profile/orders/101');
  });

  it('a refused cancel keeps its message for the screen', async () => {
    const s = setup({ signedIn: true });
    const result = (await runRoute(orderAction, {
      request: s.post('/profile/orders/303', { intent: 'cancel' }),
      context: s.context(),
      params: { id: '303' },
    })) as { data: { ok: boolean; message: string }; init: { status: number } };
    expect(result.init.status).toBe(404);
    expect(result.data).toMatchObject({ ok: false, message: 'Buyurtma topilmadi' });
  });
});

describe('/profile/promos', () => {
  it('lists usable promos first', async () => {
    const s = setup({ signedIn: true });
    const promo = (id: number, state: UserPromo['state']): UserPromo => ({
      id,
      code: `CODE${id}`,
      discountType: 'PERCENTAGE',
      productDiscount: 10,
      deliveryDiscount: 0,
      minPrice: 0,
      startDate: null,
      endDate: null,
      isActive: true,
      createdDate: NOW,
      lastModifiedDate: NOW,
      state,
      usedAt: null,
      orderId: null,
    });
    s.promos.push(promo(1, 'USED'), promo(2, 'AVAILABLE'), promo(3, 'EXPIRED'));
    const data = (await runRoute(promosLoader, {
      request: s.get('/profile/promos'),
      context: s.context(),
      params: {},
    })) as { promos: UserPromo[] };
    expect(data.promos.map((p) => p.code)).toEqual(['CODE2', 'CODE1', 'CODE3']);
  });
});
