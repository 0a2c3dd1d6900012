/** Promo routes (spec §7, under /orders/v1/promos): check a code, the customer's promos. HTTP only. */
import { ApiErrorSchema, PromoCheckSchema, PromoSchema, UserPromoSchema } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/auth.ts';
import { PRIVATE_NO_STORE, sessionErrorResponses } from '../../http/schemas.ts';
import type { PromoService } from './service.ts';

// The OpenAPI document keeps promos with the orders they discount.
const tags = ['orders'];

export function promoRoutes({ promos }: { promos: PromoService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/orders/v1/promos/check',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'Check a promo code for a product total; a usable code is kept on the customer’s promos',
          body: PromoCheckSchema,
          response: {
            200: PromoSchema,
            ...sessionErrorResponses,
            422: ApiErrorSchema.describe(
              'Not found, not active, not started, expired, minimum not reached, used',
            ),
          },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return promos.check(request.merchant, session, request.body.code, request.body.productPrice);
      },
    );

    app.get(
      '/orders/v1/promos/my',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'The promos the customer checked or used, with their state now',
          response: { 200: z.array(UserPromoSchema), ...sessionErrorResponses },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return promos.mine(session);
      },
    );
  };
}
