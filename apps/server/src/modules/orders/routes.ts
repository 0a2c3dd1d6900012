/**
 * The /orders URL family (issue 4, spec §7): quote, submit (now and at a time), the customer's orders, cancel,
 * order settings. HTTP only; the rules are in the services (quote.ts, place-order.ts, customer-orders.ts,
 * ordering-settings.ts). Promos (modules/promos) and /deliveries (modules/deliveries) register their own.
 */
import { ApiErrorSchema, orderEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/app-error.ts';
import { requestLang } from '../../errors/error-handler.ts';
import {
  requireOwnUser,
  requireSession,
  requireSessionClaim,
  sendErrorAfterSession,
} from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses, PRIVATE_NO_STORE, sessionErrorResponses } from '../../http/schemas.ts';
import type { CustomerOrderService } from './customer-orders.ts';
import type { OrderingSettingsService } from './ordering-settings.ts';
import type { PlaceOrderService } from './place-order.ts';
import type { QuoteService } from './quote.ts';

const tags = ['orders'];
const orderErrors = {
  ...sessionErrorResponses,
  409: ApiErrorSchema.describe(
    'The order cannot be placed now (out of zone, branch closed, minimum amount, stock, product not available, ' +
      'later time outside the hours or past) or the Idempotency-Key was used for another request',
  ),
  422: ApiErrorSchema.describe('A choice is not offered: service type, payment type, modifiers, promo code'),
} as const;

export interface OrderRouteDeps {
  quote: QuoteService;
  placeOrder: PlaceOrderService;
  customerOrders: CustomerOrderService;
  ordering: OrderingSettingsService;
}

export function orderRoutes(deps: OrderRouteDeps): FastifyPluginAsyncZod {
  const { quote, placeOrder, customerOrders, ordering } = deps;
  return async (app) => {
    app.route({
      ...endpointRoute(orderEndpoints.quote, {
        tags,
        summary: "The server's pricing of a basket and everything that would refuse it now",
        description:
          'Prices come from the menu (client prices are ignored). A session is optional: without one there is ' +
          'no cashback and no once-per-customer promo check.',
        errors: sessionErrorResponses,
      }),
      handler: async (request, reply) => {
        const session = request.session;
        reply.header('cache-control', PRIVATE_NO_STORE);
        return quote.quote(
          request.merchant,
          session ? { merchantId: session.merchantId, userId: session.userId } : null,
          request.body,
          requestLang(request),
        );
      },
    });

    for (const atTime of [false, true]) {
      app.route({
        ...endpointRoute(atTime ? orderEndpoints.placeAtTime : orderEndpoints.place, {
          tags,
          summary: atTime ? 'Place a later order (day and time required)' : 'Place an order for now',
          description:
            'Refused with the first problem the quote would list. 201 for a new order; 200 when the same ' +
            'Idempotency-Key and request came before (the same order); 409 IDEMPOTENCY_CONFLICT when the key ' +
            'came with another request.',
          errors: orderErrors,
        }),
        // The session is read with the order's reads, one round trip fewer (decision 348); an error answered
        // before that read is still 401 without a live session.
        config: { auth: 'customer', sessionRead: 'handler' },
        errorHandler: sendErrorAfterSession,
        handler: async (request, reply) => {
          const { order, created } = await placeOrder.submit(
            request.merchant,
            requireSessionClaim(request),
            request.body,
            {
              atTime,
              idempotencyKey: request.headers['idempotency-key'] ?? null,
              lang: requestLang(request),
              placer: { by: 'CUSTOMER' },
            },
          );
          return reply
            .code(created ? 201 : 200)
            .header('cache-control', PRIVATE_NO_STORE)
            .send(order);
        },
      });
    }

    app.route({
      ...endpointRoute(orderEndpoints.userOrders, {
        tags,
        summary: "The customer's orders, newest first, one page of `size` (page zero-based)",
        description: 'onlyArchive=true lists only finished orders (canceled, delivered, closed).',
        errors: sessionErrorResponses,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireOwnUser(request, request.params.userId);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return customerOrders.list(request.merchant, session, request.query);
      },
    });

    app.route({
      ...endpointRoute(orderEndpoints.userActiveOrders, {
        tags,
        summary: "The customer's orders that are not finished yet, newest first",
        errors: sessionErrorResponses,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireOwnUser(request, request.params.userId);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return customerOrders.active(request.merchant, session);
      },
    });

    app.route({
      ...endpointRoute(orderEndpoints.order, {
        tags,
        summary: 'One order of the signed-in customer (another customer’s id is 404)',
        errors: sessionErrorResponses,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireSession(request);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return customerOrders.get(request.merchant, session, request.params.id);
      },
    });

    app.route({
      ...endpointRoute(orderEndpoints.cancel, {
        tags,
        summary:
          'The customer cancels an order (while the merchant allows it and the kitchen has not started)',
        errors: {
          ...sessionErrorResponses,
          409: ApiErrorSchema.describe('The order cannot be canceled any more'),
        },
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireSession(request);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return customerOrders.cancel(
          request.merchant,
          session,
          request.params.id,
          request.body?.reason ?? null,
        );
      },
    });

    app.route({
      ...endpointRoute(orderEndpoints.settings, {
        tags,
        summary: 'Order settings of the merchant (id = the merchant of the header)',
        errors: errorResponses,
      }),
      handler: async (request, reply) => {
        if (request.params.id.toLowerCase() !== request.merchant.id.toLowerCase()) {
          throw notFound('merchantNotFound');
        }
        reply.header('cache-control', 'no-cache');
        return ordering.settings(request.merchant);
      },
    });
  };
}
