/** The /orders URL family (spec §7, issue 4): quote, submit now or at a time, the customer's orders, cancel, settings. */
import { z } from 'zod';
import { IdParamSchema, RowIdParamSchema } from '../common.ts';
import {
  CancelOrderSchema,
  DeliveryTermsQuerySchema,
  DeliveryTermsSchema,
  OrderListQuerySchema,
  OrderPageSchema,
  OrderQuoteSchema,
  OrderRequestSchema,
  OrderSchema,
  OrderSettingsSchema,
} from '../order.ts';
import { defineEndpoint } from './define.ts';

/** Submit's Idempotency-Key: a retry with the same key and request returns the same order. */
export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII')
    .optional()
    .describe('A retry with the same key and request returns the same order (200)'),
});

const UserIdParamsSchema = z.object({ userId: RowIdParamSchema });

/** Submit answers 201 for a new order, 200 for a retry with the same key and request. */
const placeOrderShape = {
  method: 'POST',
  headers: IdempotencyHeaderSchema,
  body: OrderRequestSchema,
  responses: { 200: OrderSchema, 201: OrderSchema },
} as const;

export const orderEndpoints = {
  /** Ours: the server's pricing and problems of a basket before submit. */
  quote: defineEndpoint({
    method: 'POST',
    path: '/orders/v1/orders/quote',
    body: OrderRequestSchema,
    responses: { 200: OrderQuoteSchema },
  }),
  place: defineEndpoint({ ...placeOrderShape, path: '/orders/v1/orders' }),
  placeAtTime: defineEndpoint({ ...placeOrderShape, path: '/orders/v1/orders/at-time' }),
  userOrders: defineEndpoint({
    method: 'GET',
    path: '/orders/v1/orders/user/{userId}',
    params: UserIdParamsSchema,
    query: OrderListQuerySchema,
    responses: { 200: OrderPageSchema },
  }),
  userActiveOrders: defineEndpoint({
    method: 'GET',
    path: '/orders/v1/orders/user/{userId}/active',
    params: UserIdParamsSchema,
    responses: { 200: z.array(OrderSchema) },
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/orders/v1/orders/{id}',
    params: IdParamSchema,
    responses: { 200: OrderSchema },
  }),
  /** Ours: the customer cancels. */
  cancel: defineEndpoint({
    method: 'POST',
    path: '/orders/v1/orders/{id}/cancel',
    params: IdParamSchema,
    body: CancelOrderSchema.nullish(),
    responses: { 200: OrderSchema },
  }),
  /**
   * Ours: server-sent events of one order's status (text/event-stream). For EventSource, which sends no
   * headers: the merchant in `?merchant=`, the session from the storefront's httpOnly cookie.
   */
  events: defineEndpoint({
    method: 'GET',
    path: '/orders/v1/orders/{id}/events',
    params: IdParamSchema,
    query: z.object({ merchant: z.string().max(64).optional() }),
    responses: { 200: z.string().describe('text/event-stream') },
  }),
  /** Ours (issue 10, decision 316): estimate, delivery fee and minimum before checkout (menu header, basket). */
  deliveryTerms: defineEndpoint({
    method: 'GET',
    path: '/orders/v1/delivery-terms',
    query: DeliveryTermsQuerySchema,
    responses: { 200: DeliveryTermsSchema },
  }),
  /** id = the merchant of the header. */
  settings: defineEndpoint({
    method: 'GET',
    path: '/orders/v1/order/setting/{id}',
    params: z.object({ id: z.uuid() }),
    responses: { 200: OrderSettingsSchema },
  }),
} as const;
