/** The checkout's calls to the API, each an entry of the contracts' endpoint table (decision 192). */
import {
  type Address,
  addressEndpoints,
  type Card,
  type Checkout,
  cardEndpoints,
  type Order,
  type OrderQuote,
  type OrderRequestInput,
  type OrderSettings,
  orderEndpoints,
  type Promo,
  paymentEndpoints,
  promoEndpoints,
} from '@dasturxon/contracts';
import type { ApiResult } from '../../lib/api.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';

/**
 * The customer's saved addresses: a chosen point near one of them is that address (spec §5). Called here, not
 * through the address feature's module: features do not import each other (decision 196), and the endpoint
 * table is the one definition of the call.
 */
export function listSavedAddresses(m: StorefrontMerchant, userId: number): Promise<ApiResult<Address[]>> {
  return m.api.call(addressEndpoints.list, { params: { merchantId: m.merchantId, userId } });
}

export function getOrderSettings(m: StorefrontMerchant): Promise<ApiResult<OrderSettings>> {
  return m.api.call(orderEndpoints.settings, { params: { id: m.merchantId } });
}

export function quoteOrder(
  m: StorefrontMerchant,
  request: OrderRequestInput,
): Promise<ApiResult<OrderQuote>> {
  return m.api.call(orderEndpoints.quote, { body: request });
}

export function checkPromo(
  m: StorefrontMerchant,
  code: string,
  productPrice: number,
): Promise<ApiResult<Promo>> {
  return m.api.call(promoEndpoints.check, { body: { code, productPrice } });
}

/** Where to pay (url null: no redirect, e.g. cash or already paid). */
export function paymentCheckout(
  m: StorefrontMerchant,
  orderId: number,
  returnUrl: string,
): Promise<ApiResult<Checkout>> {
  return m.api.call(paymentEndpoints.checkout, { params: { id: orderId }, query: { returnUrl } });
}

/** Places the order now or at a time, with the attempt's Idempotency-Key (a retry returns the same order). */
export function submitOrder(
  m: StorefrontMerchant,
  request: OrderRequestInput,
  idempotencyKey: string,
): Promise<ApiResult<Order>> {
  return m.api.call(request.later ? orderEndpoints.placeAtTime : orderEndpoints.place, {
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/** The customer's saved cards (offered at checkout for Payme, decision 319). */
export function listCards(m: StorefrontMerchant): Promise<ApiResult<Card[]>> {
  return m.api.call(cardEndpoints.list);
}

/** Pays a placed Payme order with a saved card (the stored token; decision 319). */
export function payWithCard(
  m: StorefrontMerchant,
  cardId: number,
  orderId: number,
): Promise<ApiResult<Checkout>> {
  return m.api.call(cardEndpoints.pay, { params: { id: cardId }, body: { orderId } });
}
