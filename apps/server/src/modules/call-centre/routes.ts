/**
 * The call centre on the staff API (issue 11; decision 218): ADMIN and OPERATOR find or create a customer by
 * phone, read their addresses, quote and place a phone order. HTTP only; the rules are in service.ts. Every
 * route is `auth: 'staff'` (staff-auth.ts: session, merchant, own Origin for a cookie's POST, roles).
 */
import { ApiErrorSchema, staffCallCentreEndpoints as endpoints, type StaffRole } from '@dasturxon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../errors/error-handler.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { CallCentreOperator, CallCentreService } from './service.ts';

const tags = ['staff: call centre'];
const roles: readonly StaffRole[] = ['ADMIN', 'OPERATOR'];
const config = { auth: 'staff', roles } as const;

const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('Not ADMIN or OPERATOR, a foreign Origin, or the customer is blocked'),
} as const;
const orderErrors = {
  ...errors,
  409: ApiErrorSchema.describe(
    'The order cannot be placed now (out of zone, branch closed, minimum amount, stock, later time outside ' +
      'the hours) or the Idempotency-Key was used for another request',
  ),
  422: ApiErrorSchema.describe('A choice is not offered: service type, payment type, modifiers, promo code'),
} as const;

function operatorOf(request: FastifyRequest): CallCentreOperator {
  const p = staffPrincipal(request);
  return { merchantId: p.merchantId, staffId: p.staff.id, role: p.staff.role };
}

export function callCentreRoutes({ callCentre }: { callCentre: CallCentreService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.findCustomers, {
        tags,
        summary: "Find the merchant's customers by phone",
        description:
          'A whole Uzbek number (+998 and 9 digits, as typed) finds its customer or nothing; 4 to 8 digits ' +
          'find up to 10 customers whose number contains them.',
        errors,
      }),
      config,
      handler: async (request) => callCentre.findCustomers(operatorOf(request), request.query.phone),
    });

    app.route({
      ...endpointRoute(endpoints.upsertCustomer, {
        tags,
        summary: 'The customer of a phone, created when the phone has no account (201) or found (200)',
        description:
          'The customer is the storefront account of that phone: signing in by SMS later, they see the ' +
          'orders taken for them. An existing customer keeps the name they set.',
        errors,
      }),
      config,
      handler: async (request, reply) => {
        const result = await callCentre.upsertCustomer(operatorOf(request), request.body);
        return reply.code(result.created ? 201 : 200).send(result);
      },
    });

    app.route({
      ...endpointRoute(endpoints.customerAddresses, {
        tags,
        summary: "The customer's saved addresses, most recently used first",
        errors,
      }),
      config,
      handler: async (request) => callCentre.addresses(operatorOf(request), request.params.id),
    });

    app.route({
      ...endpointRoute(endpoints.quote, {
        tags,
        summary: "The server's price of a phone order and every problem that would refuse it",
        description:
          'Priced exactly as a storefront order from the website menu; payment types are the ones an operator ' +
          'may take (cash, terminal). Prices sent with the lines are ignored.',
        errors,
      }),
      config,
      handler: async (request) =>
        callCentre.quote(
          operatorOf(request),
          request.merchant,
          request.params.id,
          request.body,
          requestLang(request),
        ),
    });

    app.route({
      ...endpointRoute(endpoints.placeOrder, {
        tags,
        summary: 'Place a phone order for the customer (client type and source OPERATOR)',
        description:
          'Refused with the first problem the quote would list. 201 for a new order; 200 when the same ' +
          'Idempotency-Key and body came before; 409 IDEMPOTENCY_CONFLICT when the key came with another body. ' +
          '`later: true` with `day` and `time` places a later order.',
        errors: orderErrors,
      }),
      config,
      handler: async (request, reply) => {
        const { order, created } = await callCentre.placeOrder(
          operatorOf(request),
          request.merchant,
          request.params.id,
          request.body,
          { idempotencyKey: request.headers['idempotency-key'] ?? null, lang: requestLang(request) },
        );
        return reply.code(created ? 201 : 200).send(order);
      },
    });
  };
}
