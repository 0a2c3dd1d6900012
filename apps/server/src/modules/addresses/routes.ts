/** Saved addresses, spec §7: list, create, update, delete. HTTP only; rules in service.ts (decision 071). */
import {
  AddressInputSchema,
  AddressSchema,
  ApiErrorSchema,
  IdParamSchema,
  RowIdParamSchema,
} from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error.ts';
import { requireOwnUser, requireSession } from '../../http/auth.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { AddressService } from './service.ts';

const tags = ['addresses'];
const UserIdSchema = RowIdParamSchema;

const accountErrors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid session for this merchant'),
} as const;

export function addressRoutes({ addresses }: { addresses: AddressService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/v1/addresses/merchant/:merchantId/user/:userId',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: "The signed-in customer's saved addresses, most recently changed first",
          description: 'The path must name the merchant of the header and the session’s own user, else 404.',
          params: z.object({ merchantId: z.uuid(), userId: UserIdSchema }),
          response: { 200: z.array(AddressSchema), ...accountErrors },
        },
      },
      async (request, reply) => {
        const session = requireOwnUser(request, request.params.userId);
        if (request.params.merchantId.toLowerCase() !== request.merchant.id.toLowerCase()) {
          throw notFound('merchantNotFound');
        }
        reply.header('cache-control', 'private, no-store');
        return addresses.list(session);
      },
    );

    app.post(
      '/users/v1/addresses/user/:userId',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'Save an address (or update the saved one at the same place)',
          description:
            'A point within 0.000099° in both latitude and longitude of a saved address updates that address ' +
            '(200) instead of adding another (201). At most 20 addresses per customer (409 LIMIT_REACHED).',
          params: z.object({ userId: UserIdSchema }),
          body: AddressInputSchema,
          response: {
            200: AddressSchema,
            201: AddressSchema,
            ...accountErrors,
            409: ApiErrorSchema.describe('The address limit is reached'),
          },
        },
      },
      async (request, reply) => {
        const session = requireOwnUser(request, request.params.userId);
        const { address, created } = await addresses.save(session, request.body);
        return reply.code(created ? 201 : 200).send(address);
      },
    );

    app.put(
      '/users/v1/addresses/:id',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'Change a saved address of the signed-in customer',
          description: 'Fields left out keep their value; null clears one. Another customer’s id is 404.',
          params: IdParamSchema,
          body: AddressInputSchema,
          response: { 200: AddressSchema, ...accountErrors },
        },
      },
      async (request) => addresses.update(requireSession(request), request.params.id, request.body),
    );

    app.delete(
      '/users/v1/addresses/:id',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'Delete a saved address of the signed-in customer',
          params: IdParamSchema,
          response: { 204: z.undefined().describe('Deleted'), ...accountErrors },
        },
      },
      async (request, reply) => {
        await addresses.remove(requireSession(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
