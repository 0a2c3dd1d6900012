/**
 * The checkout's calls to the API. Order submit needs an Idempotency-Key header, which the shared client does
 * not send, so submit goes through the load context's fetch here with the same headers and error shape.
 */
import {
  API_BASE,
  type ApiError,
  ApiErrorSchema,
  apiPaths,
  type Order,
  type OrderQuote,
  OrderQuoteSchema,
  type OrderRequestInput,
  OrderSchema,
  type OrderSettings,
  OrderSettingsSchema,
  type Promo,
  PromoSchema,
} from '@dasturxon/contracts';
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import type { ApiResult } from '../../lib/api.ts';
import { FALLBACK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS } from '../../lib/api.ts';
import type { MerchantContext } from '../../lib/merchant-context.server.ts';

export function getOrderSettings(m: MerchantContext): Promise<ApiResult<OrderSettings>> {
  return m.api.get(apiPaths.orderSettings(m.merchantId), OrderSettingsSchema);
}

export function quoteOrder(m: MerchantContext, request: OrderRequestInput): Promise<ApiResult<OrderQuote>> {
  return m.api.send('POST', apiPaths.orderQuote(), OrderQuoteSchema, request);
}

export function checkPromo(
  m: MerchantContext,
  code: string,
  productPrice: number,
): Promise<ApiResult<Promo>> {
  return m.api.send('POST', apiPaths.promoCheck(), PromoSchema, { code, productPrice });
}

/** GET /payments/v2/checkout/{id}: where to pay (null: no redirect, e.g. cash or already paid). */
const PaymentCheckoutSchema = z.looseObject({ url: z.string().nullable() });

export function paymentCheckout(
  m: MerchantContext,
  orderId: number,
  returnUrl: string,
): Promise<ApiResult<{ url: string | null }>> {
  return m.api.get(apiPaths.paymentCheckout(orderId), PaymentCheckoutSchema, { returnUrl });
}

/** POST /orders/v1/orders (now) or /orders/v1/orders/at-time (later) with the attempt's Idempotency-Key. */
export async function submitOrder(
  m: MerchantContext,
  context: AppLoadContext,
  request: OrderRequestInput,
  idempotencyKey: string,
): Promise<ApiResult<Order>> {
  const path = request.later ? apiPaths.ordersAtTime() : apiPaths.orders();
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': m.lang,
    'content-type': 'application/json',
    merchant: m.merchantId,
    'idempotency-key': idempotencyKey,
  };
  if (m.token) headers.authorization = `Bearer ${m.token}`;
  let res: Response;
  try {
    res = await context.apiFetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      clientAddress: context.clientAddress,
    });
  } catch {
    return [{ code: 'NETWORK', status: 0, message: FALLBACK_ERROR_MESSAGE } as ApiError, null];
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = ApiErrorSchema.safeParse(json);
    return [
      parsed.success
        ? parsed.data
        : ({ code: 'INTERNAL', status: res.status, message: FALLBACK_ERROR_MESSAGE } as ApiError),
      null,
    ];
  }
  const parsed = OrderSchema.safeParse(json);
  if (!parsed.success) {
    if (context.config.validateApi) {
      throw new Error(`API response of POST ${path} does not match its contract: ${parsed.error.message}`);
    }
    return [null, json as Order];
  }
  return [null, parsed.data];
}
