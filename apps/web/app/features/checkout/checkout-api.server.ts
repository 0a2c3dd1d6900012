/** The checkout's calls to the API, each an entry of the contracts' endpoint table (decision 192). */
import {
  type Checkout,
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
