/**
 * Loader of /checkout. It reads the basket and the checkout state (cookies), the merchant's order settings and
 * branches, plans the order (checkout-plan.ts) and asks the server's quote, so the first HTML already shows the
 * server's totals and problems. The action (checkout-action.server.ts) reloads the same way before it submits.
 */

import { type Branch, branchEndpoints, isProductProblem, type OrderQuote } from '@dasturxon/contracts';
import { data, redirect } from 'react-router';
import { throwApiError } from '../../lib/api-errors.ts';
import { clientKindOf } from '../../lib/client-kind.ts';
import { COOKIE } from '../../lib/cookies.ts';
import { type RequestContext, requireMerchant, serverOf } from '../../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, loginPath, optionalUser } from '../../lib/session.server.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';
import { type BasketLine, readBasket } from '../../shared/basket/basket-store.ts';
import { pageTitle } from '../../shared/i18n/page-title.ts';
import { getOrderSettings, listCards, quoteOrder } from './checkout-api.server.ts';
import { checkoutCards, chosenCardGone, chosenCardId } from './checkout-cards.ts';
import { type CheckoutPlan, planCheckout } from './checkout-plan.ts';
import { type CheckoutState, newAttemptKey, readCheckoutState, saveCheckoutState } from './checkout-state.ts';
import { tableLinkState } from './table-link.server.ts';

export interface Loaded {
  m: StorefrontMerchant;
  state: CheckoutState;
  lines: BasketLine[];
  plan: CheckoutPlan;
  branches: Branch[];
  cashbackBalance: number;
  userPhone: string;
}

export async function loadEverything(request: Request, context: RequestContext, state?: CheckoutState) {
  const m = requireMerchant(context);
  const user = await optionalUser(context);
  if (!user) throw redirect(loginPath('/checkout'));
  const lines = readBasket(m.cookies.all, m.merchantId);
  const current = state ?? readCheckoutState(m.cookies.all, m.merchantId);
  const [[settingsError, orderSettings], [branchesError, branches]] = await Promise.all([
    getOrderSettings(m),
    m.api.call(branchEndpoints.list),
  ]);
  if (isSessionRefused(settingsError, m)) throw expiredSession(m);
  if (branchesError) throwApiError(branchesError);
  const url = new URL(request.url);
  const preferred = Number(m.cookies.get(COOKIE.nearestBranch));
  const plan = planCheckout({
    state: current,
    settings: m.settings,
    orderSettings,
    branches,
    lines,
    client: clientKindOf(url, m.cookies.all),
    cashbackBalance: user.cashback,
    preferredBranchId: Number.isSafeInteger(preferred) && preferred > 0 ? preferred : null,
    now: serverOf(context).clock(),
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
 * The server's pricing. Without an address or a branch yet, the products are priced as a pick-up at the
 * merchant's first branch so the customer already sees what the basket costs, and what an applied promo code
 * saves on it (issue 10, decision 318: "applied" always comes with its saving).
 */
export async function quoteFor(
  loaded: Loaded,
): Promise<{ quote: OrderQuote | null; quoteError: string | null }> {
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
        promoCode: plan.promoAvailable ? loaded.state.promoCode : null,
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
    // Priced as a pick-up only to show the products and the promo's saving: its pick-up problems (and its
    // pick-up estimate) are not this order's; the products' and the promo code's are.
    return {
      quote: {
        ...quote,
        estimate: null,
        problems: quote.problems.filter((p) => isProductProblem(p.code) || p.code.startsWith('PROMO_')),
      },
      quoteError: null,
    };
  }
  return { quote, quoteError: null };
}

export async function loadCheckout(request: Request, context: RequestContext) {
  const url = new URL(request.url);
  const m0 = requireMerchant(context);
  // A table's QR link (?branch=&hall=&table=&sig=) makes this a dine-in checkout (stored for the next screens).
  const state: CheckoutState | undefined =
    tableLinkState(url, readCheckoutState(m0.cookies.all, m0.merchantId)) ?? undefined;
  const { loaded, orderSettings, settingsError } = await loadEverything(request, context, state);
  if (!loaded.state.attempt) loaded.state = { ...loaded.state, attempt: newAttemptKey() };
  if (state || !readCheckoutState(m0.cookies.all, m0.merchantId).attempt) {
    saveCheckoutState(m0.cookies, m0.merchantId, loaded.state);
  }
  const { m, plan } = loaded;
  // Saved cards are offered for Payme (decision 319); without them (or when the list fails) Payme's page.
  const [{ quote, quoteError }, [, savedCards]] = await Promise.all([
    quoteFor(loaded),
    plan.paymentTypes.includes('PAYME') ? listCards(m) : Promise.resolve([null, []] as const),
  ]);
  const cards = checkoutCards(savedCards ?? []);
  const headers = new Headers({ 'cache-control': 'private, no-store' });
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
      cards,
      cardId: chosenCardId(cards, loaded.state.cardId),
      // The chosen card was removed: nothing is chosen, the screen asks (decision 324). Not when the list failed.
      cardGone:
        plan.paymentType === 'PAYME' && savedCards !== null && chosenCardGone(cards, loaded.state.cardId),
      now: serverOf(context).clock().toISOString(),
    },
    { headers },
  );
}

export type CheckoutLoaderData = Awaited<ReturnType<typeof loadCheckout>>['data'];
