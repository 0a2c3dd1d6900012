/** Promo routes (spec §7, under /orders/v1/promos): check a code, the customer's promos. HTTP only. */
import { ApiErrorSchema, promoEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { PRIVATE_NO_STORE, sessionErrorResponses } from '../../http/schemas.ts';
import type { PromoService } from './service.ts';

// The OpenAPI document keeps promos with the orders they discount.
const tags = ['orders'];

export function promoRoutes({ promos }: { promos: PromoService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(promoEndpoints.check, {
        tags,
        summary: 'Check a promo code for a product total; a usable code is kept on the customer’s promos',
        errors: {
          ...sessionErrorResponses,
          422: ApiErrorSchema.describe(
            'Not found, not active, not started, expired, minimum not reached, used',
          ),
        },
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireSession(request);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return promos.check(request.merchant, session, request.body.code, request.body.productPrice);
      },
    });

    app.route({
      ...endpointRoute(promoEndpoints.mine, {
        tags,
        summary: 'The promos the customer checked or used, with their state now',
        errors: sessionErrorResponses,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireSession(request);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return promos.mine(session);
      },
    });
  };
}
