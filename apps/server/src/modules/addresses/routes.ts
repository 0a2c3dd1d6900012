/** Saved addresses, spec §7: list, create, update, delete. HTTP only; rules in service.ts (decision 071). */
import { ApiErrorSchema, addressEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/app-error.ts';
import { requireOwnUser, requireSession } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { AddressService } from './service.ts';

const tags = ['addresses'];

const accountErrors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid session for this merchant'),
} as const;

export function addressRoutes({ addresses }: { addresses: AddressService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(addressEndpoints.list, {
        tags,
        summary: "The signed-in customer's saved addresses, most recently changed first",
        description: 'The path must name the merchant of the header and the session’s own user, else 404.',
        errors: accountErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireOwnUser(request, request.params.userId);
        if (request.params.merchantId.toLowerCase() !== request.merchant.id.toLowerCase()) {
          throw notFound('merchantNotFound');
        }
        reply.header('cache-control', 'private, no-store');
        return addresses.list(session);
      },
    });

    app.route({
      ...endpointRoute(addressEndpoints.save, {
        tags,
        summary: 'Save an address (or update the saved one at the same place)',
        description:
          'A point within 0.000099° in both latitude and longitude of a saved address updates that address ' +
          '(200) instead of adding another (201). At most 20 addresses per customer (409 LIMIT_REACHED).',
        errors: { ...accountErrors, 409: ApiErrorSchema.describe('The address limit is reached') },
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireOwnUser(request, request.params.userId);
        const { address, created } = await addresses.save(session, request.body);
        return reply.code(created ? 201 : 200).send(address);
      },
    });

    app.route({
      ...endpointRoute(addressEndpoints.update, {
        tags,
        summary: 'Change a saved address of the signed-in customer',
        description: 'Fields left out keep their value; null clears one. Another customer’s id is 404.',
        errors: accountErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request) => addresses.update(requireSession(request), request.params.id, request.body),
    });

    app.route({
      ...endpointRoute(addressEndpoints.remove, {
        tags,
        summary: 'Delete a saved address of the signed-in customer',
        errors: accountErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        await addresses.remove(requireSession(request), request.params.id);
        return reply.code(204).send();
      },
    });
  };
}
