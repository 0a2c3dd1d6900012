/**
 * For the /checkout route's tests (tests only): the fake API of a signed-in customer of "bodomzor" with two
 * branches, the order settings and a quote of 60 000 so'm; the loader and action as the route module calls
 * them; cookies holding a basket and a checkout state; and `post`, which runs the action and reads its answer.
 */
import {
  branchEndpoints,
  cardEndpoints,
  type OrderTotals,
  orderEndpoints,
  type PaymentType,
} from '@dasturxon/contracts';
import {
  makeBranch,
  makeOrder,
  makeOrderQuote,
  makeOrderSettings,
  makeOrderTotals,
  reply,
  TEST_MERCHANT_ID,
} from '@dasturxon/contracts/testing';
import { type StorefrontApi, storefrontApi } from '../../lib/test-api.ts';
import { type HandlerArgs, runRoute } from '../../lib/test-route.ts';
import { checkoutAction } from './checkout-action.server.ts';
import { loadCheckout } from './checkout-data.server.ts';
import {
  checkoutCookieName,
  emptyCheckoutState,
  encodeCheckoutState,
  parseCheckoutState,
} from './checkout-state.ts';

export const MERCHANT_ID = TEST_MERCHANT_ID;
export const ATTEMPT = 'co-attempt-0001';
const TOKEN = 't0k3n';

export const TOTALS: OrderTotals = makeOrderTotals({ productPrice: 60_000, totalPrice: 60_000 });

/** The API of a signed-in customer of bodomzor: delivery and pick-up on, branches 1 and 2, a clean quote. */
export function checkoutApi(): StorefrontApi {
  const api = storefrontApi({
    merchants: [{ sub: 'bodomzor', name: { uz: 'Bodomzor', ru: 'Бодомзор', eng: 'Bodomzor' } }],
    settings: { deliveryActive: true, pickupActive: true },
  }).signIn(TOKEN);
  api.on(orderEndpoints.settings, () =>
    makeOrderSettings({ minimalDeliveryPrice: 10_000, minOrderAmount: 30_000 }),
  );
  api.on(branchEndpoints.list, () => [makeBranch({ id: 1 }), makeBranch({ id: 2, latitude: 41.35 })]);
  api.on(orderEndpoints.quote, () => makeOrderQuote({ totals: TOTALS, minOrderAmount: 30_000 }));
  // No saved cards unless a test adds some (decision 319).
  api.on(cardEndpoints.list, () => []);
  return api;
}

/** The API places order 77 (201), paid in cash (open) or online (created, payable). */
export function placing(api: StorefrontApi, paymentType: PaymentType): StorefrontApi {
  const order = () =>
    reply(
      201,
      makeOrder({
        id: 77,
        number: 1042,
        paymentType,
        status: paymentType === 'CASH' ? 'OPEN' : 'CREATED',
        canPay: paymentType !== 'CASH',
        totals: TOTALS,
      }),
    );
  return api.on(orderEndpoints.place, order).on(orderEndpoints.placeAtTime, order);
}

/** The /checkout route's loader and action as the route module calls them, behind the root middleware. */
export const action = ({ request, context }: HandlerArgs) => checkoutAction(request, context);
export const loader = ({ request, context }: HandlerArgs) => loadCheckout(request, context);

/** A basket of product 5 twice, the session (unless a guest) and the checkout state with the test's attempt. */
export function cookies(state: Record<string, unknown>, withToken = true) {
  const parts = [`basket_${MERCHANT_ID}=5x2`];
  if (withToken) parts.push(`token=${TOKEN}`);
  parts.push(
    `${checkoutCookieName(MERCHANT_ID)}=${encodeURIComponent(
      encodeCheckoutState({ ...emptyCheckoutState(), attempt: ATTEMPT, ...state }),
    )}`,
  );
  return parts.join('; ');
}

/** Posts the checkout form: the answer's status, data or redirect, cookies, new state and the API calls made. */
export async function post(fields: Record<string, string>, cookie: string, api = checkoutApi()) {
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
    const r = await runRoute(action, { request, context: api.context() });
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
  const orders = api.calls.filter(
    (c) => c.endpoint === orderEndpoints.place || c.endpoint === orderEndpoints.placeAtTime,
  );
  return { status, body, location, setCookies, state, orders, asked: api.calls, headers };
}
