/**
 * The delivery terms of this visitor (issue 10, decision 316) for the menu header and the basket: the server's
 * GET /orders/v1/delivery-terms asked with what this browser already chose — the checkout's service type,
 * address and pick-up branch (its cookie), else the point chosen on /choose-address (sent by the page), the
 * remembered nearest branch, and with `basket` the basket's products (their cooking times).
 */
import { type DeliveryTerms, type DeliveryTermsQuery, orderEndpoints } from '@dasturxon/contracts';
import { readBasket } from '../../lib/basket-codec.ts';
import { nearestBranchIdOf } from '../../lib/overall-menu.server.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';
import { readCheckoutState } from './checkout-state.ts';

export interface TermsAsk {
  basket: boolean;
  /** The point of /choose-address kept in the browser, when the checkout has no address yet. */
  point: { latitude: number; longitude: number } | null;
}

export async function loadDeliveryTerms(m: StorefrontMerchant, ask: TermsAsk): Promise<DeliveryTerms | null> {
  const state = readCheckoutState(m.cookies.all, m.merchantId);
  const query: DeliveryTermsQuery = {};
  // Dine-in is a table's checkout, not a way the menu header speaks of.
  if (state.serviceType === 'DELIVERY' || state.serviceType === 'PICK_UP')
    query.serviceType = state.serviceType;
  const point = state.address ?? ask.point;
  if (point) {
    query.latitude = point.latitude;
    query.longitude = point.longitude;
  }
  const branchId = state.serviceType === 'PICK_UP' ? state.branchId : nearestBranchIdOf(m.cookies.all);
  if (branchId) query.branchId = branchId;
  if (ask.basket) {
    const ids = [...new Set(readBasket(m.cookies.all, m.merchantId).map((l) => l.productId))].slice(0, 100);
    if (ids.length > 0) query.products = ids.join(',');
  }
  const [error, terms] = await m.api.call(orderEndpoints.deliveryTerms, { query });
  return error ? null : terms;
}
