/** /orders/v1/orders/{id}/rating and /repeat (issue 10, decisions 321-322). HTTP only; rules in service.ts. */
import { ApiErrorSchema, orderAfterEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { OrderAfterService } from './service.ts';

const tags = ['orders'];

const customerErrors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid session for this merchant'),
} as const;

export function orderAfterRoutes({ orderAfter }: { orderAfter: OrderAfterService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(orderAfterEndpoints.rating, {
        tags,
        summary: "The signed-in customer's rating of their order, and whether they may rate it now",
        description:
          'canRate: delivered or closed and not rated yet. Another customer’s order, or none, is 404.',
        errors: customerErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return orderAfter.ratingState(requireSession(request), request.params.id);
      },
    });

    app.route({
      ...endpointRoute(orderAfterEndpoints.rate, {
        tags,
        summary: 'Rate a delivered or closed order: 1-5 stars and an optional comment, once',
        description:
          'The stars become a grade of every product of the order (the menu’s `grade`, spec §3). 409 ' +
          'ORDER_STATE_CONFLICT before delivery or when already rated; another customer’s order is 404.',
        errors: {
          ...customerErrors,
          409: ApiErrorSchema.describe('Not delivered yet, or already rated'),
        },
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const rating = await orderAfter.rate(requireSession(request), request.params.id, request.body);
        return reply.code(201).send(rating);
      },
    });

    app.route({
      ...endpointRoute(orderAfterEndpoints.repeat, {
        tags,
        summary: 'What of an order can go into the basket again, line by line, with what changed',
        description:
          'Each line against today’s menu of the order’s branch: OK, PRICE_CHANGED, OPTIONS_CHANGED, ' +
          'NOT_ENOUGH (count lowered to the stock), STOPPED or GONE (count 0). Nothing is written.',
        errors: customerErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return orderAfter.repeat(requireSession(request), request.params.id, request.query.type);
      },
    });
  };
}
