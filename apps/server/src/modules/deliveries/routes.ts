/** The /deliveries URL family (spec §7): delivery tariff and the courier of an order. HTTP only; rules in service.ts. */
import { ApiErrorSchema, deliveryEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses, PRIVATE_NO_STORE, sessionErrorResponses } from '../../http/schemas.ts';
import type { DeliveryService } from './service.ts';

const tags = ['deliveries'];

export function deliveryRoutes({ deliveries }: { deliveries: DeliveryService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(deliveryEndpoints.tariff, {
        tags,
        summary: 'Delivery price from a branch to a point',
        description:
          'The distance is measured by the server (a distance sent by the client is ignored). 409 OUT_OF_ZONE ' +
          'outside every delivery zone.',
        errors: {
          ...errorResponses,
          409: ApiErrorSchema.describe('The point is outside every delivery zone'),
        },
      }),
      handler: async (request) => deliveries.tariff(request.merchant, request.body),
    });

    app.route({
      ...endpointRoute(deliveryEndpoints.courier, {
        tags,
        summary: 'The courier of an order of the signed-in customer (id = order id); 404 when none',
        errors: sessionErrorResponses,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireSession(request);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return deliveries.courier(request.merchant, session, request.params.id);
      },
    });
  };
}
