/**
 * /checkout's loader and action against a fake API: a guest is sent to log in and back; the order goes to
 * /orders or /at-time with the attempt's Idempotency-Key (the same on a retry), never with prices; success
 * clears the basket and this order's choices and goes to the payment page or the order; a refusal keeps the
 * key and passes the server's translated message on.
 */
import type { MerchantPublic } from '@dasturxon/contracts';
import { fallbackMerchantSettings as defaultSettings, tashkentDay } from '@dasturxon/domain';
import { describe, expect, it } from 'vitest';
import { type HandlerArgs, runRoute, testLoadContext } from '../../lib/test-route.ts';
import { MERCHANT_ID, makeBranch } from '../branches/test-branch.ts';
import { checkoutAction } from './checkout-action.server.ts';
import { loadCheckout } from './checkout-data.server.ts';
import {
  checkoutCookieName,
  emptyCheckoutState,
  encodeCheckoutState,
  parseCheckoutState,
} from './checkout-state.ts';

const NOW = '2026-11-21T08:00:00.000Z';
const merchant: MerchantPublic = {
  id: MERCHANT_ID,
  name: { uz: 'Bodomzor', ru: 'Бодомзор', eng: 'Bodomzor' },
  logo: null,
  color: '#2E7D32',
  sub: 'bodomzor',
  theme: 'LIGHT',
  mapProvider: 'LEAFLET',
  yandexMapKey: null,
  isActive: true,
  latitude: 41.31,
  longitude: 69.24,
  mainCityId: null,
  domainUrl: null,
  createdDate: NOW,
  lastModifiedDate: NOW,
};
const user = {
  id: 7,
  merchantId: MERCHANT_ID,
  phone: '998901234567',
  firstName: 'Aziza',
  lastName: null,
  gender: null,
  birthday: null,
  email: null,
  image: null,
  role: 'CUSTOMER',
  cashback: 0,
  isActive: true,
  createdDate: NOW,
  lastModifiedDate: NOW,
};
const orderSettings = {
  isServiceFeeEnabled: false,
  isServiceFeeFreeAboveThreshold: false,
  serviceFeeThreshold: 0,
  serviceFeeAmount: 0,
  minimalDeliveryPrice: 10_000,
  minOrderAmount: 30_000,
  deliveryPricePerKm: 0,
  deliveryFreeKm: 0,
  laterDaysAhead: 2,
  cityId: null,
  paymentTypes: { WEB: ['CASH', 'PAYME'], TG: ['CASH'] },
  defaultServiceType: { telegram: 'PICK_UP', website: 'PICK_UP', application: 'PICK_UP' },
};
const totals = {
  productPrice: 60_000,
  productDiscount: 0,
  productCount: 2,
  promoProductDiscount: 0,
  deliveryPrice: 0,
  deliveryDiscount: 0,
  serviceFee: 0,
  cashback: 0,
  totalDiscount: 0,
  totalPrice: 60_000,
};
const quote = {
  totals,
  items: [],
  problems: [],
  minOrderAmount: 30_000,
  cashbackBalance: 0,
  deliveryZoneId: null,
  distance: null,
};
function order(id: number, paymentType: string) {
  return {
    id,
    number: 1042,
    userId: 7,
    status: paymentType === 'CASH' ? 'OPEN' : 'CREATED',
    serviceType: 'PICK_UP',
    paymentType,
    isPaid: false,
    paidAt: null,
    branch: {
      id: 1,
      name: makeBranch(1).name,
      address: 'Street 1',
      latitude: 41.3,
      longitude: 69.24,
      phone: null,
    },
    cityId: 1,
    address: null,
    items: [],
    totals,
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
    canPay: paymentType !== 'CASH',
    statusLog: [],
    createdDate: NOW,
    lastModifiedDate: NOW,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Asked {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}
type Handler = (a: Asked) => Response | undefined;

function context(asked: Asked[], handle: Handler = () => undefined) {
  const apiFetch = async (url: string, init: RequestInit) => {
    const a: Asked = {
      method: init.method ?? 'GET',
      url: new URL(url, 'http://api.test'),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    asked.push(a);
    const p = a.url.pathname;
    if (p === '/api/users/v1/merchants/sub/bodomzor') return json(merchant);
    if (p === '/api/support/v1/merchant/settings/web')
      return json({ ...defaultSettings(MERCHANT_ID), deliveryActive: true, pickupActive: true });
    if (p === '/api/users/v1/users/me') return json(user);
    if (p === `/api/orders/v1/order/setting/${MERCHANT_ID}`) return json(orderSettings);
    if (p === '/api/users/v1/branches') return json([makeBranch(1), makeBranch(2, { latitude: 41.35 })]);
    if (p === '/api/orders/v1/orders/quote') return json(quote);
    return handle(a) ?? json({ code: 'NOT_FOUND', status: 404, message: 'Topilmadi' }, 404);
  };
  return testLoadContext({
    apiFetch,
    clock: () => new Date(NOW),
    config: {
      baseDomain: 'dasturxon.uz',
      defaultMerchantSub: 'bodomzor',
      forcedRussianMerchants: [],
      validateApi: true,
      buildId: 'test',
    },
  });
}

/** The /checkout route's loader and action as the route module calls them, behind the root middleware. */
const action = ({ request, context }: HandlerArgs) => checkoutAction(request, context);
const loader = ({ request, context }: HandlerArgs) => loadCheckout(request, context);

const ATTEMPT = 'co-attempt-0001';
function cookies(state: Record<string, unknown>, withToken = true) {
  const parts = [`basket_${MERCHANT_ID}=5x2`];
  if (withToken) parts.push('token=t0k3n');
  parts.push(
    `${checkoutCookieName(MERCHANT_ID)}=${encodeURIComponent(
      encodeCheckoutState({ ...emptyCheckoutState(), attempt: ATTEMPT, ...state }),
    )}`,
  );
  return parts.join('; ');
}

async function post(fields: Record<string, string>, cookie: string, handle?: Handler) {
  const asked: Asked[] = [];
  const request = new Request('http://localhost/checkout?vendor=bodomzor', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
  let status = 200;
  let body: Record<string, unknown> | null = null;
  let location: string | null = null;
  let headers: Headers;
  try {
    const r = (await runRoute(action, { request, context: context(asked, handle) })) as unknown as {
      data: Record<string, unknown>;
      init: ResponseInit | null;
    };
    status = r.init?.status ?? 200;
    body = r.data;
    headers = new Headers(r.init?.headers);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    status = thrown.status;
    location = thrown.headers.get('location');
    headers = thrown.headers;
  }
  const setCookies = headers.getSetCookie();
  const stateCookie = setCookies.find((c) => c.startsWith(checkoutCookieName(MERCHANT_ID)));
  const state = stateCookie
    ? parseCheckoutState(decodeURIComponent(stateCookie.split(';')[0]?.split('=').slice(1).join('=') ?? ''))
    : null;
  const orders = asked.filter(
    (a) => a.url.pathname.startsWith('/api/orders/v1/orders') && !a.url.pathname.endsWith('/quote'),
  );
  return { status, body, location, setCookies, state, orders, asked, headers };
}

const created = (paymentType: string) => (a: Asked) =>
  a.method === 'POST' && /\/orders\/v1\/orders(\/at-time)?$/.test(a.url.pathname)
    ? json(order(77, paymentType), 201)
    : undefined;

describe('checkout loader', () => {
  it('sends a guest to log in and back to the checkout', async () => {
    const request = new Request('http://localhost/checkout?vendor=bodomzor', {
      headers: { cookie: cookies({}, false) },
    });
    const thrown = await runRoute(loader, { request, context: context([]) }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login?redirectTo=%2Fcheckout');
  });

  it('renders the server’s quote of the basket and takes an attempt key once', async () => {
    const asked: Asked[] = [];
    const request = new Request('http://localhost/checkout?vendor=bodomzor', {
      headers: { cookie: `basket_${MERCHANT_ID}=5x2; token=t0k3n` },
    });
    const r = (await runRoute(loader, { request, context: context(asked) })) as unknown as {
      data: { quote: { totals: { totalPrice: number } }; state: { attempt: string } };
      init: ResponseInit;
    };
    expect(r.data.quote.totals.totalPrice).toBe(60_000);
    expect(r.data.state.attempt).toMatch(/^co-/);
    expect(new Headers(r.init.headers).getSetCookie().some((c) => c.includes(r.data.state.attempt))).toBe(
      true,
    );
    const quoted = asked.find((a) => a.url.pathname.endsWith('/quote'));
    expect(quoted?.body).toMatchObject({ cartItems: [{ productId: 5, count: 2 }] });
  });
});

describe('checkout action: the order', () => {
  const pickup = { serviceType: 'PICK_UP', branchId: 1, paymentType: 'CASH' };

  it('posts the order with the attempt’s Idempotency-Key, without prices, and lands on the order (no JavaScript)', async () => {
    const r = await post({ intent: 'order', comment: 'No onions' }, cookies(pickup), created('CASH'));
    expect([r.status, r.location]).toEqual([302, '/profile/orders/77']);
    expect(r.orders).toHaveLength(1);
    const sent = r.orders[0];
    expect(sent?.url.pathname).toBe('/api/orders/v1/orders');
    expect(sent?.headers.get('idempotency-key')).toBe(ATTEMPT);
    expect(sent?.headers.get('authorization')).toBe('Bearer t0k3n');
    expect(sent?.body).toMatchObject({
      serviceType: 'PICK_UP',
      branchId: 1,
      paymentType: 'CASH',
      comment: 'No onions',
    });
    expect(JSON.stringify(sent?.body)).not.toMatch(/price|total/i);
    // Spec §4: the basket is cleared, and this order's choices with it; the next attempt has a new key.
    expect(r.setCookies.some((c) => c.startsWith(`basket_${MERCHANT_ID}=;`) && c.includes('Max-Age=0'))).toBe(
      true,
    );
    expect(r.state?.comment).toBe('');
    expect(r.state?.attempt).not.toBe(ATTEMPT);
  });

  it('sends an online payment to the payment page as a full page load (it is not one of ours)', async () => {
    const r = await post({ intent: 'order', js: '1', paymentType: 'PAYME' }, cookies(pickup), (a) => {
      if (a.url.pathname === '/api/payments/v2/checkout/77')
        return json({
          orderId: 77,
          paymentType: 'PAYME',
          amount: 60_000,
          isPaid: false,
          url: '/sandbox/pay/payme?order=77',
        });
      return created('PAYME')(a);
    });
    expect([r.status, r.location]).toEqual([302, '/sandbox/pay/payme?order=77']);
    expect(r.headers.get('x-remix-reload-document')).toBe('true');
    const pay = r.asked.find((a) => a.url.pathname === '/api/payments/v2/checkout/77');
    expect(pay?.url.searchParams.get('returnUrl')).toBe('/profile/orders/77');
    expect(r.setCookies.some((c) => c.startsWith(`basket_${MERCHANT_ID}=;`))).toBe(true);
  });

  it('sends a later order to /at-time with its day and time', async () => {
    // Tomorrow as of the pinned clock (the loader's context.clock), not as of today.
    const tomorrow = tashkentDay(new Date(Date.parse(NOW) + 24 * 60 * 60 * 1000));
    const r = await post(
      { intent: 'order', later: '1', day: tomorrow, time: '12:00' },
      cookies(pickup),
      created('CASH'),
    );
    expect(r.orders[0]?.url.pathname).toBe('/api/orders/v1/orders/at-time');
    expect(r.orders[0]?.body).toMatchObject({ later: true, day: tomorrow, time: '12:00' });
  });

  it('keeps the key after a refusal (a retry is the same attempt) and passes the message on', async () => {
    const refuse = () => json({ code: 'BRANCH_CLOSED', status: 409, message: 'Filial hozir yopiq' }, 409);
    const first = await post({ intent: 'order', js: '1' }, cookies(pickup), (a) =>
      a.url.pathname.endsWith('/orders') ? refuse() : undefined,
    );
    expect([first.status, first.body?.message, first.body?.code]).toEqual([
      409,
      'Filial hozir yopiq',
      'BRANCH_CLOSED',
    ]);
    expect(first.state?.attempt).toBe(ATTEMPT);
    const retry = await post({ intent: 'order', js: '1' }, cookies(pickup), created('CASH'));
    expect(retry.orders[0]?.headers.get('idempotency-key')).toBe(ATTEMPT);
  });

  it('does not ask the API while the order is incomplete (no address for delivery)', async () => {
    const r = await post({ intent: 'order', js: '1', serviceType: 'DELIVERY' }, cookies({}), created('CASH'));
    expect([r.status, r.body?.code, r.orders]).toEqual([400, 'ADDRESS_MISSING', []]);
  });
});

describe('checkout action: choices', () => {
  it('saves each posted choice into the state cookie without asking the API', async () => {
    const r = await post(
      {
        intent: 'save',
        serviceType: 'PICK_UP',
        paymentType: 'PAYME',
        sendCheque: '1',
        sendChequePhone: '+998 90 123 45 67',
        useCashback: '0',
      },
      cookies({}),
    );
    expect(r.state).toMatchObject({
      serviceType: 'PICK_UP',
      paymentType: 'PAYME',
      sendCheque: true,
      sendChequePhone: '998901234567',
      attempt: ATTEMPT,
    });
    expect(r.asked.filter((a) => a.url.pathname.includes('/orders/'))).toEqual([]);
  });

  it('checks a promo code with the products total and keeps it, or answers the server’s message', async () => {
    const ok = await post(
      { intent: 'promo', promoCode: 'welcome' },
      cookies({ serviceType: 'PICK_UP', branchId: 1 }),
      (a) =>
        a.url.pathname === '/api/orders/v1/promos/check'
          ? json({
              id: 1,
              code: 'WELCOME',
              discountType: 'PERCENTAGE',
              productDiscount: 10,
              deliveryDiscount: 100,
              minPrice: 50_000,
              startDate: null,
              endDate: null,
              isActive: true,
              createdDate: NOW,
              lastModifiedDate: NOW,
            })
          : undefined,
    );
    const checked = ok.asked.find((a) => a.url.pathname === '/api/orders/v1/promos/check');
    expect(checked?.body).toEqual({ code: 'WELCOME', productPrice: 60_000 });
    expect(ok.state?.promoCode).toBe('WELCOME');
    const expired = await post({ intent: 'promo', promoCode: 'OLD2025' }, cookies({}), (a) =>
      a.url.pathname === '/api/orders/v1/promos/check'
        ? json({ code: 'PROMO_EXPIRED', status: 409, message: 'Promokod muddati tugagan' }, 409)
        : undefined,
    );
    expect(expired.body).toEqual({ ok: false, intent: 'promo', message: 'Promokod muddati tugagan' });
    expect(expired.state?.promoCode).toBeNull();
  });

  it('adopts the point chosen on /choose-address when there is no address: a saved one with its extras', async () => {
    const savedAddress = {
      id: 31,
      type: 'APARTMENT',
      name: 'Uyim',
      streetName: 'Navoiy',
      houseNumber: '12',
      details: null,
      description: null,
      latitude: 41.32,
      longitude: 69.25,
      cityId: null,
      office: '5',
      domophone: null,
      entrance: '1',
      floor: '2',
      comment: null,
      createdDate: NOW,
      lastModifiedDate: NOW,
    };
    const addresses = (a: Asked) =>
      a.url.pathname === `/api/users/v1/addresses/merchant/${MERCHANT_ID}/user/7`
        ? json([savedAddress])
        : undefined;
    const saved = await post(
      { intent: 'use-address', latitude: '41.32005', longitude: '69.25', streetName: 'Navoiy' },
      cookies({}),
      addresses,
    );
    expect(saved.state?.address).toMatchObject({
      savedAddressId: 31,
      entrance: '1',
      floor: '2',
      office: '5',
    });
    expect(saved.state?.addressType).toBe('SAVED');
    const point = await post(
      { intent: 'use-address', latitude: '41.2', longitude: '69.1', streetName: 'Chorsu' },
      cookies({}),
      addresses,
    );
    expect(point.state?.address).toMatchObject({ latitude: 41.2, longitude: 69.1, streetName: 'Chorsu' });
    expect(point.state?.addressType).toBe('MAP');
    // An address already chosen in the checkout is never replaced.
    const kept = await post(
      { intent: 'use-address', latitude: '41.2', longitude: '69.1' },
      cookies({ address: { latitude: 41.3, longitude: 69.3 } }),
      addresses,
    );
    expect(kept.setCookies).toEqual([]);
  });
});
