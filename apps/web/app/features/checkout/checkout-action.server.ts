/**
 * The action of /checkout: one function per intent (checkout-choices.ts names them and parses what they read).
 * Every post first merges the choices it carries into the checkout state (each control posts them); then
 * `save` keeps them, `use-address` adopts the point chosen on /choose-address, `promo` / `promo-remove` apply
 * or drop a code, and `order` submits with the attempt's Idempotency-Key (decision 151).
 * Why it is shaped so: decision 190.
 */
import { isOnlinePaymentType } from '@dasturxon/contracts';
import { findSavedAddress } from '@dasturxon/domain';
import { data, redirect, redirectDocument } from 'react-router';
import { basketCookieName } from '../../lib/cookies.ts';
import { type RequestContext, requireMerchant } from '../../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, loginPath, optionalUser } from '../../lib/session.server.ts';
import {
  checkPromo,
  listCards,
  listSavedAddresses,
  paymentCheckout,
  payWithCard,
  submitOrder,
} from './checkout-api.server.ts';
import { chosenCardGone, chosenCardId } from './checkout-cards.ts';
import {
  type CheckoutIntent,
  CheckoutIntentSchema,
  ChosenPointSchema,
  lastValue,
  lastValues,
  mergeChoices,
  PromoCodeSchema,
} from './checkout-choices.ts';
import { type Loaded, loadEverything, quoteFor } from './checkout-data.server.ts';
import {
  afterOrderPlaced,
  type CheckoutState,
  newAttemptKey,
  readCheckoutState,
  saveCheckoutState,
} from './checkout-state.ts';

export type CheckoutActionData =
  | { ok: true; intent: 'save' }
  | { ok: true; intent: 'promo'; promoCode: string | null }
  | { ok: false; intent: 'promo'; message: string }
  | { ok: false; intent: 'order'; message: string; code: string; refused?: CardRefused };

/**
 * The order is placed but the saved card was refused (decision 338): the checkout says why (`code`: CARD_NO_FUNDS,
 * CARD_EXPIRED, CARD_REMOVED or another refusal) and offers another way to pay this same order.
 */
export interface CardRefused {
  orderId: number;
  number: number;
  last4: string;
  /** Payme's own page for this order (another card), when the provider gave one. */
  payUrl: string | null;
}

/** What every intent gets: the request, the merchant, the posted form, the merged state and the answer's headers. */
interface IntentArgs {
  request: Request;
  context: RequestContext;
  m: Loaded['m'];
  form: FormData;
  state: CheckoutState;
  headers: Headers;
  /** Keeps the state in its cookie with this answer. */
  save: (state: CheckoutState) => void;
}

const saved = (headers: Headers) => data<CheckoutActionData>({ ok: true, intent: 'save' }, { headers });
type IntentAnswer = ReturnType<typeof saved>;

function saveChoices({ state, save, headers }: IntentArgs) {
  save(state);
  return saved(headers);
}

/**
 * The point chosen on /choose-address (kept by that page in this browser, decision 090) becomes the delivery
 * address when the checkout has none; a saved address comes with its extras.
 */
async function useChosenAddress({ context, m, form, state, save, headers }: IntentArgs) {
  const point = ChosenPointSchema.safeParse(
    lastValues(form, ['latitude', 'longitude', 'streetName', 'houseNumber']),
  );
  if (!point.success || state.address) return saved(headers);
  const { latitude, longitude, streetName, houseNumber } = point.data;
  const user = await optionalUser(context);
  const [, addresses] = user ? await listSavedAddresses(m, user.id) : [null, []];
  const match = findSavedAddress(addresses ?? [], { latitude, longitude });
  save({
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
      : { latitude, longitude, streetName, houseNumber },
    addressType: match ? 'SAVED' : 'MAP',
  });
  return saved(headers);
}

function removePromo({ state, save, headers }: IntentArgs) {
  save({ ...state, promoCode: null });
  return data<CheckoutActionData>({ ok: true, intent: 'promo', promoCode: null }, { headers });
}

async function requireCustomer({ context }: IntentArgs) {
  const user = await optionalUser(context);
  if (!user) throw redirect(loginPath('/checkout'));
  return user;
}

/** Checks the code against the products total of the server's quote; keeps it, or answers the server's message. */
async function applyPromo(args: IntentArgs) {
  const { request, context, m, form, state, save, headers } = args;
  await requireCustomer(args);
  const code = PromoCodeSchema.parse(lastValue(form, 'promoCode'));
  if (!code) return saved(headers);
  const { loaded } = await loadEverything(request, context, state);
  const { quote } = await quoteFor({ ...loaded, plan: { ...loaded.plan } });
  const productPrice = quote ? quote.totals.productPrice - quote.totals.productDiscount : 0;
  const [error] = await checkPromo(m, code, productPrice);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) {
    save(state);
    return data<CheckoutActionData>({ ok: false, intent: 'promo', message: error.message }, { headers });
  }
  save({ ...state, promoCode: code });
  return data<CheckoutActionData>({ ok: true, intent: 'promo', promoCode: code }, { headers });
}

/** Submits the order; success clears the basket and this order's choices and leaves for the order or payment. */
async function placeOrder(args: IntentArgs) {
  const { request, context, m, state, save, headers } = args;
  await requireCustomer(args);
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
  // The card chosen on the screen was removed since (another device, the cards screen): no order, and no other
  // card charged in its place; the reloaded checkout asks which way to pay (decision 324). Status 200, as a promo
  // refusal: after a 4xx the router would not reload the page data, which still lists the removed card.
  if (orderRequest.paymentType === 'PAYME' && state.cardId) {
    const [, cards] = await listCards(m);
    if (cards && chosenCardGone(cards, state.cardId)) {
      return data<CheckoutActionData>(
        { ok: false, intent: 'order', message: '', code: 'CARD_GONE' },
        { headers },
      );
    }
  }
  const [error, order] = await submitOrder(m, orderRequest, attempt);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) {
    return data<CheckoutActionData>(
      { ok: false, intent: 'order', message: error.message, code: error.code },
      { status: error.status >= 400 && error.status < 600 ? error.status : 502, headers },
    );
  }
  // Spec §4: the basket and this order's choices are cleared; the address (with coordinates) stays.
  saveCheckoutState(m.cookies, m.merchantId, afterOrderPlaced(state, newAttemptKey()));
  m.cookies.clear(basketCookieName(m.merchantId));
  const orderPath = `/profile/orders/${order.id}`;
  let go = orderPath;
  // Payme with a saved card: paid here with the stored token (decision 319). A refusal keeps the customer on the
  // checkout, which says why and offers another way to pay the placed order (decision 338).
  let paidByCard = false;
  if (order.paymentType === 'PAYME' && !order.isPaid) {
    const [, cards] = await listCards(m);
    const cardId = chosenCardId(cards ?? [], state.cardId);
    if (cardId !== null) {
      const [cardError, paid] = await payWithCard(m, cardId, order.id);
      // A card refusal (CARD_*) is explained here; anything else falls back to Payme's page below.
      if (cardError?.code.startsWith('CARD_')) {
        const [, pay] = await paymentCheckout(m, order.id, `${orderPath}?from=payment`);
        const card = cards?.find((c) => c.id === cardId);
        const refused: CardRefused = {
          orderId: order.id,
          number: order.number,
          last4: card?.maskedNumber.slice(-4) ?? '',
          payUrl: pay?.url ?? null,
        };
        return data<CheckoutActionData>(
          { ok: false, intent: 'order', message: cardError.message, code: cardError.code, refused },
          { status: 422, headers },
        );
      }
      paidByCard = !cardError && paid.isPaid;
      // Paid: the order screen's thank-you panel (it reads ?from=payment, decision 320).
      if (paidByCard) go = `${orderPath}?from=payment`;
    }
  }
  if (isOnlinePaymentType(order.paymentType) && !order.isPaid && !paidByCard) {
    const [payError, pay] = await paymentCheckout(m, order.id, `${orderPath}?from=payment`);
    // No payment link (provider down): the order screen has its pay button; the order itself is placed.
    if (!payError && pay.url) go = pay.url;
  }
  // A redirect with or without JavaScript: the router follows it within the submission (nothing in flight is
  // interrupted); the payment page is not one of ours, so it is a full document load (redirectDocument).
  throw (go.startsWith(orderPath) ? redirect : redirectDocument)(go, {
    headers: { 'cache-control': 'private, no-store' },
  });
}

const INTENTS: Record<CheckoutIntent, (args: IntentArgs) => IntentAnswer | Promise<IntentAnswer>> = {
  save: saveChoices,
  'use-address': useChosenAddress,
  'promo-remove': removePromo,
  promo: applyPromo,
  order: placeOrder,
};

export async function checkoutAction(request: Request, context: RequestContext) {
  const m = requireMerchant(context);
  const form = await request.formData();
  const intent = CheckoutIntentSchema.parse(lastValue(form, 'intent'));
  let state = mergeChoices(readCheckoutState(m.cookies.all, m.merchantId), form);
  if (!state.attempt) state = { ...state, attempt: newAttemptKey() };
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  const save = (s: CheckoutState) => saveCheckoutState(m.cookies, m.merchantId, s);
  return INTENTS[intent]({ request, context, m, form, state, headers, save });
}
