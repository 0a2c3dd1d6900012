/** The customer's orders and promos through the API (spec §7), for the storefront's loaders and actions only. */
import {
  API_BASE,
  type ApiError,
  type Courier,
  deliveryEndpoints,
  fillPath,
  type Order,
  type OrderPage,
  type OrderRating,
  type OrderRatingState,
  orderAfterEndpoints,
  orderEndpoints,
  paymentEndpoints,
  promoEndpoints,
  type RepeatPlan,
  type UserPromo,
} from '@dasturxon/contracts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';

type Result<T> = [ApiError, null] | [null, T];

/** Spec §9: lists of orders come ten at a time, pages counted from zero. */
export const ORDERS_PAGE_SIZE = 10;

export function listOrders(
  ctx: StorefrontMerchant,
  userId: number,
  opts: { page: number; archive: boolean },
): Promise<Result<OrderPage>> {
  return ctx.api.call(orderEndpoints.userOrders, {
    params: { userId },
    query: { page: opts.page, size: ORDERS_PAGE_SIZE, onlyArchive: opts.archive ? 'true' : 'false' },
  });
}

export function listActiveOrders(ctx: StorefrontMerchant, userId: number): Promise<Result<Order[]>> {
  return ctx.api.call(orderEndpoints.userActiveOrders, { params: { userId } });
}

export function getOrder(ctx: StorefrontMerchant, id: number): Promise<Result<Order>> {
  return ctx.api.call(orderEndpoints.order, { params: { id } });
}

export async function cancelOrder(
  ctx: StorefrontMerchant,
  id: number,
  reason: string | null,
): Promise<ApiError | null> {
  const [error] = await ctx.api.call(orderEndpoints.cancel, { params: { id }, body: { reason } });
  return error;
}

/** The order's courier, or null when none is attached yet (the API answers 404). */
export async function getCourier(ctx: StorefrontMerchant, orderId: number): Promise<Result<Courier | null>> {
  const [error, courier] = await ctx.api.call(deliveryEndpoints.courier, { params: { id: orderId } });
  if (error?.status === 404) return [null, null];
  return error ? [error, null] : [null, courier];
}

/**
 * Where to pay an unpaid order online (null: nothing to pay through a provider). `returnPath` is a storefront
 * path the provider sends the customer back to.
 */
export async function paymentUrl(
  ctx: StorefrontMerchant,
  orderId: number,
  returnPath: string,
): Promise<Result<string | null>> {
  const [error, body] = await ctx.api.call(paymentEndpoints.checkout, {
    params: { id: orderId },
    query: { returnUrl: returnPath },
  });
  return error ? [error, null] : [null, body.url];
}

/**
 * Whether the merchant's online payments go to the server's payment sandbox (a demo, decision 173). Asked only
 * to mark the pay button; an error is taken as "not a demo" rather than failing the order screen.
 */
export async function paymentsAreDemo(ctx: StorefrontMerchant): Promise<boolean> {
  const [error, settings] = await ctx.api.call(orderEndpoints.settings, {
    params: { id: ctx.merchantId },
  });
  return error ? false : settings.paymentsSandbox;
}

/** The order's rating, or whether it may be rated now (decision 322). */
export function getRatingState(ctx: StorefrontMerchant, id: number): Promise<Result<OrderRatingState>> {
  return ctx.api.call(orderAfterEndpoints.rating, { params: { id } });
}

export function rateOrder(
  ctx: StorefrontMerchant,
  id: number,
  body: { stars: number; comment: string | null },
): Promise<Result<OrderRating>> {
  return ctx.api.call(orderAfterEndpoints.rate, { params: { id }, body });
}

/** What of the order can go into the basket again, line by line (decision 321). */
export function repeatPlan(
  ctx: StorefrontMerchant,
  id: number,
  channel: 'WEB' | 'TG',
): Promise<Result<RepeatPlan>> {
  return ctx.api.call(orderAfterEndpoints.repeat, { params: { id }, query: { type: channel } });
}

export function listMyPromos(ctx: StorefrontMerchant): Promise<Result<UserPromo[]>> {
  return ctx.api.call(promoEndpoints.mine);
}

/**
 * The order's live stream for the browser: same origin, the httpOnly token cookie authenticates it, and the
 * merchant travels in the query because EventSource cannot send headers.
 */
export function orderEventsUrl(ctx: StorefrontMerchant, orderId: number): string {
  const path = fillPath(orderEndpoints.events.path, { id: orderId });
  return `${API_BASE}${path}?merchant=${encodeURIComponent(ctx.merchantId)}`;
}

/** A route parameter that is a positive whole number, else null (the page answers 404). */
export function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
