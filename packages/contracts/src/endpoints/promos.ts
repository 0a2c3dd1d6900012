/** Promos (spec §7, under /orders/v1/promos): check a code against a product total, the customer's promos. */
import { z } from 'zod';
import { PromoCheckSchema, PromoSchema, UserPromoSchema } from '../order.ts';
import { defineEndpoint } from './define.ts';

export const promoEndpoints = {
  check: defineEndpoint({
    method: 'POST',
    path: '/orders/v1/promos/check',
    body: PromoCheckSchema,
    responses: { 200: PromoSchema },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/orders/v1/promos/my',
    responses: { 200: z.array(UserPromoSchema) },
  }),
} as const;
