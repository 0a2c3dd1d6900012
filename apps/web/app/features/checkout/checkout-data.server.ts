/**
 * Loader and action of /checkout. The loader reads the basket and the checkout state (cookies), the merchant's
 * order settings and branches, plans the order (checkout-plan.ts) and asks the server's quote, so the first
 * HTML already shows the server's totals and problems. The action saves choices (each control posts them) and
 * submits the order with the attempt's Idempotency-Key (decision 151).
 */
import {
  apiPaths,
  type Branch,
  BranchSchema,
  ONLINE_PAYMENT_TYPES,
  type OrderQuote,
  type OrderServiceType,
  OrderServiceTypeSchema,
  type PaymentType,
  PaymentTypeSchema,
} from '@dasturxon/contracts';
import { findSavedAddress } from '@dasturxon/domain';
import { type AppLoadContext, data, redirect, redirectDocument } from 'react-router';
import { throwApiError } from '../../lib/api-errors.ts';
import { COOKIE } from '../../lib/cookies.ts';
import { type MerchantContext, requireMerchant } from '../../lib/merchant-context.server.ts';
import { expiredSession, isSessionRefused, loginPath, optionalUser } from '../../lib/session.server.ts';
import { listAddresses } from '../address/address-api.server.ts';
import { basketCookieName } from '../basket/basket-codec.ts';
import { type BasketLine, readBasket } from '../basket/basket-store.ts';
import { pageTitle } from '../policies/page-title.ts';
import { clientKindOf } from '../shell/client-kind.ts';
import {
  checkPromo,
  getOrderSettings,
  paymentCheckout,
  quoteOrder,
  submitOrder,
} from './checkout-api.server.ts';
import { type CheckoutPlan, planCheckout } from './checkout-plan.ts';
import {
  afterOrderPlaced,
  type CheckoutState,
  checkoutCookie,
  newAttemptKey,
  readCheckoutState,
} from './checkout-state.ts';

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

interface Loaded {
  m: MerchantContext;
  state: CheckoutState;
  lines: BasketLine[];
  plan: CheckoutPlan;
  branches: Branch[];
  cashbackBalance: number;
  userPhone: string;
}

async function loadEverything(request: Request, context: AppLoadContext, state?: CheckoutState) {
  const m = await requireMerchant(request, context);
  const user = await optionalUser(request, context, m);
  if (!user) throw redirect(loginPath('/checkout'));
  const cookieHeader = request.headers.get('cookie');
  const lines = readBasket(cookieHeader, m.merchantId);
  const current = state ?? readCheckoutState(m.cookies, m.merchantId);
  const [[settingsError, orderSettings], [branchesError, branches]] = await Promise.all([
    getOrderSettings(m),
    m.api.get(apiPaths.branches(), BranchSchema.array()),
  ]);
  if (isSessionRefused(settingsError, m)) throw expiredSession(request, m);
  if (branchesError) throwApiError(branchesError);
  const url = new URL(request.url);
  const preferred = Number(m.cookies[COOKIE.nearestBranch]);
  const plan = planCheckout({
    state: current,
    settings: m.settings,
    orderSettings,
    branches,
    lines,
    client: clientKindOf(url, m.cookies),
    cashbackBalance: user.cashback,
    preferredBranchId: Number.isSafeInteger(preferred) && preferred > 0 ? preferred : null,
    now: context.clock(),
  });
  const loaded: Loaded = {
    m,
    state: current,
    lines,
    plan,
    branches,
    cashbackBalance: user.cashback,
    userPhone: user.phone,
  };
  return { loaded, orderSettings, settingsError };
}

/**
 * The server's pricing. Without an address yet (delivery), the products are priced as a pick-up at the
 * closest branch to the merchant so the customer already sees what the basket costs.
 */
async function quoteFor(loaded: Loaded): Promise<{ quote: OrderQuote | null; quoteError: string | null }> {
  const { plan, m } = loaded;
  let request = plan.request;
  if (!request && loaded.lines.length > 0 && plan.serviceType) {
    const branch =
      loaded.branches.find((b) => b.isActive && b.settings.pickUpEnabled) ??
      loaded.branches.find((b) => b.isActive);
    if (branch) {
      request = {
        serviceType: 'PICK_UP',
        branchId: branch.id,
        paymentType: plan.paymentType ?? 'CASH',
        cartItems: loaded.lines.map((l) => ({
          productId: l.productId,
          count: l.count,
          modifications: l.modifications,
        })),
        orderDevice: 'WEB',
      };
    }
  }
  if (!request) return { quote: null, quoteError: null };
  const [error, quote] = await quoteOrder(m, request);
  if (error) return { quote: null, quoteError: error.message };
  if (!plan.request) {
    // Priced as a pick-up only to show the products: its pick-up problems are not this order's.
    return {
      quote: {
        ...quote,
        problems: quote.problems.filter((p) =>
          ['PRODUCT_NOT_AVAILABLE', 'NOT_ENOUGH_PRODUCTS', 'MODIFIERS_INVALID'].includes(p.code),
        ),
      },
      quoteError: null,
    };
  }
  return { quote, quoteError: null };
}

export async function loadCheckout(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  let state: CheckoutState | undefined;
  const m0 = await requireMerchant(request, context);
  const setCookies: string[] = [];
  // A table's QR link (?table=12&hall=1) makes this a dine-in checkout (stored for the next screens).
  const table = Number(url.searchParams.get('table'));
  const hall = Number(url.searchParams.get('hall'));
  if (Number.isSafeInteger(table) && table > 0) {
    state = {
      ...readCheckoutState(m0.cookies, m0.merchantId),
      tableId: table,
      hallId: Number.isSafeInteger(hall) && hall > 0 ? hall : null,
      serviceType: 'DINE_IN',
    };
  }
  const { loaded, orderSettings, settingsError } = await loadEverything(request, context, state);
  if (!loaded.state.attempt) loaded.state = { ...loaded.state, attempt: newAttemptKey() };
  if (state || !readCheckoutState(m0.cookies, m0.merchantId).attempt) {
    setCookies.push(checkoutCookie(m0.merchantId, loaded.state, isHttps(request)));
  }
  const { quote, quoteError } = await quoteFor(loaded);
  const { m, plan } = loaded;
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const c of setCookies) headers.append('Set-Cookie', c);
  return data(
    {
      title: pageTitle(m.lang, m.settings, 'checkout.title'),
      empty: loaded.lines.length === 0,
      state: loaded.state,
      plan: {
        ...plan,
        branch: plan.branch
          ? {
              id: plan.branch.id,
              name: plan.branch.name,
              address: plan.branch.address,
              latitude: plan.branch.latitude,
              longitude: plan.branch.longitude,
            }
          : null,
      },
      pickupBranchCount: loaded.branches.filter((b) => b.isActive && b.settings.pickUpEnabled).length,
      settingsFailed: settingsError !== null || orderSettings === null,
      quote,
      quoteError,
      cashbackBalance: loaded.cashbackBalance,
      userPhone: loaded.userPhone,
      minOrderAmount: quote?.minOrderAmount ?? orderSettings?.minOrderAmount ?? 0,
      now: context.clock().toISOString(),
    },
    { headers },
  );
}

export type CheckoutLoaderData = Awaited<ReturnType<typeof loadCheckout>>['data'];

/** The last value of a field posted once or as hidden + checkbox pairs ("0" then "1"). */
function last(form: FormData, name: string): string | null {
  const all = form.getAll(name);
  const v = all[all.length - 1];
  return typeof v === 'string' ? v : null;
}

/** Merges the posted choices into the state; fields not in the form stay as they were. */
export function mergeChoices(state: CheckoutState, form: FormData): CheckoutState {
  const next = { ...state };
  const serviceType = OrderServiceTypeSchema.safeParse(last(form, 'serviceType'));
  if (serviceType.success) next.serviceType = serviceType.data as OrderServiceType;
  const payment = PaymentTypeSchema.safeParse(last(form, 'paymentType'));
  if (payment.success) next.paymentType = payment.data as PaymentType;
  const later = last(form, 'later');
  if (later !== null) next.later = later === '1';
  const day = last(form, 'day');
  if (day !== null) next.day = /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
  const time = last(form, 'time');
  if (time !== null) next.time = /^\d{2}:\d{2}$/.test(time) ? time : null;
  const comment = last(form, 'comment');
  if (comment !== null) next.comment = comment.slice(0, 500);
  const courierComment = last(form, 'courierComment');
  if (courierComment !== null) next.courierComment = courierComment.slice(0, 500);
  const sendCheque = last(form, 'sendCheque');
  if (sendCheque !== null) next.sendCheque = sendCheque === '1';
  const phone = last(form, 'sendChequePhone');
  if (phone !== null) next.sendChequePhone = phone.replace(/\D/g, '').slice(0, 12);
  const cashback = last(form, 'useCashback');
  if (cashback !== null) next.useCashback = cashback === '1';
  const branchId = Number(last(form, 'branchId'));
  if (Number.isSafeInteger(branchId) && branchId > 0) next.branchId = branchId;
  return next;
}

export type CheckoutActionData =
  | { ok: true; intent: 'save' }
  | { ok: true; intent: 'promo'; promoCode: string | null }
  | { ok: false; intent: 'promo'; message: string }
  | { ok: false; intent: 'order'; message: string; code: string };

export async function checkoutAction(request: Request, context: AppLoadContext) {
  const m = await requireMerchant(request, context);
  const form = await request.formData();
  const intent = last(form, 'intent') ?? 'order';
  const secure = isHttps(request);
  let state = mergeChoices(readCheckoutState(m.cookies, m.merchantId), form);
  if (!state.attempt) state = { ...state, attempt: newAttemptKey() };
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  const save = (s: CheckoutState) => headers.append('Set-Cookie', checkoutCookie(m.merchantId, s, secure));

  if (intent === 'save') {
    save(state);
    return data<CheckoutActionData>({ ok: true, intent: 'save' }, { headers });
  }

  if (intent === 'use-address') {
    // The point chosen on /choose-address (kept by that page in this browser, decision 090) becomes the
    // delivery address when the checkout has none; a saved address comes with its extras.
    const latitude = Number(last(form, 'latitude'));
    const longitude = Number(last(form, 'longitude'));
    const valid =
      Number.isFinite(latitude) &&
      Math.abs(latitude) <= 90 &&
      Number.isFinite(longitude) &&
      Math.abs(longitude) <= 180;
    if (!valid || state.address) return data<CheckoutActionData>({ ok: true, intent: 'save' }, { headers });
    const user = await optionalUser(request, context, m);
    const [, saved] = user ? await listAddresses(m, user.id) : [null, []];
    const match = findSavedAddress(saved ?? [], { latitude, longitude });
    const text = (name: string) => (last(form, name) ?? '').trim().slice(0, 200) || null;
    state = {
      ...state,
      address: match
        ? {
            savedAddressId: match.id,
            latitude: match.latitude,
            longitude: match.longitude,
            name: match.name,
            streetName: match.streetName,
            houseNumber: match.houseNumber,
            cityId: match.cityId,
            entrance: match.entrance,
            floor: match.floor,
            office: match.office,
            domophone: match.domophone,
            comment: match.comment,
          }
        : { latitude, longitude, streetName: text('streetName'), houseNumber: text('houseNumber') },
      addressType: match ? 'SAVED' : 'MAP',
    };
    save(state);
    return data<CheckoutActionData>({ ok: true, intent: 'save' }, { headers });
  }

  if (intent === 'promo-remove') {
    save({ ...state, promoCode: null });
    return data<CheckoutActionData>({ ok: true, intent: 'promo', promoCode: null }, { headers });
  }

  const user = await optionalUser(request, context, m);
  if (!user) throw redirect(loginPath('/checkout'));

  if (intent === 'promo') {
    const code = (last(form, 'promoCode') ?? '').trim().toUpperCase().slice(0, 64);
    if (!code) return data<CheckoutActionData>({ ok: true, intent: 'save' }, { headers });
    const { loaded } = await loadEverything(request, context, state);
    const { quote } = await quoteFor({ ...loaded, plan: { ...loaded.plan } });
    const productPrice = quote ? quote.totals.productPrice - quote.totals.productDiscount : 0;
    const [error] = await checkPromo(m, code, productPrice);
    if (isSessionRefused(error, m)) throw expiredSession(request, m);
    if (error) {
      save(state);
      return data<CheckoutActionData>({ ok: false, intent: 'promo', message: error.message }, { headers });
    }
    save({ ...state, promoCode: code });
    return data<CheckoutActionData>({ ok: true, intent: 'promo', promoCode: code }, { headers });
  }

  // intent === 'order'
  save(state);
  const { loaded } = await loadEverything(request, context, state);
  const orderRequest = loaded.plan.request;
  const attempt = state.attempt ?? newAttemptKey();
  if (!orderRequest || loaded.plan.problems.length > 0) {
    return data<CheckoutActionData>(
      { ok: false, intent: 'order', message: '', code: loaded.plan.problems[0] ?? 'EMPTY' },
      { status: 400, headers },
    );
  }
  const [error, order] = await submitOrder(m, context, orderRequest, attempt);
  if (isSessionRefused(error, m)) throw expiredSession(request, m);
  if (error) {
    return data<CheckoutActionData>(
      { ok: false, intent: 'order', message: error.message, code: error.code },
      { status: error.status >= 400 && error.status < 600 ? error.status : 502, headers },
    );
  }
  // Spec §4: the basket and this order's choices are cleared; the address (with coordinates) stays.
  const cleared = new Headers({ 'cache-control': 'private, no-store' });
  cleared.append(
    'Set-Cookie',
    checkoutCookie(m.merchantId, afterOrderPlaced(state, newAttemptKey()), secure),
  );
  cleared.append(
    'Set-Cookie',
    `${basketCookieName(m.merchantId)}=; Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
  );
  const orderPath = `/profile/orders/${order.id}`;
  let go = orderPath;
  if ((ONLINE_PAYMENT_TYPES as readonly string[]).includes(order.paymentType) && !order.isPaid) {
    const [payError, pay] = await paymentCheckout(m, order.id, orderPath);
    // No payment link (provider down): the order screen has its pay button; the order itself is placed.
    if (!payError && pay.url) go = pay.url;
  }
  // A redirect with or without JavaScript: the router follows it within the submission (nothing in flight is
  // interrupted); the payment page is not one of ours, so it is a full document load (redirectDocument).
  throw (go === orderPath ? redirect : redirectDocument)(go, { headers: cleared });
}
