/** Favourites: spec §7's list call and our add/remove calls beside it (decision 072). HTTP only. */
import { ApiErrorSchema, favouriteEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnUser, requireSession } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { FavouriteService } from './service.ts';

const tags = ['favourites'];

const accountErrors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid session for this merchant'),
} as const;

export function favouriteRoutes({ favourites }: { favourites: FavouriteService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(favouriteEndpoints.list, {
        tags,
        summary: "The signed-in customer's favourite products, most recently added first",
        description:
          'Products as in the menu of the channel (`type`, default WEB); a favourite that is not on that ' +
          'menu now (inactive, other channel) is left out. `userId` must be the session’s user (else 404). ' +
          '`isFavourite` is accepted for compatibility: the answer is always the favourites.',
        errors: accountErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireOwnUser(request, request.query.userId);
        reply.header('cache-control', 'private, no-store');
        return favourites.list(session, request.query.type);
      },
    });

    app.route({
      ...endpointRoute(favouriteEndpoints.add, {
        tags,
        summary: 'Mark a product of the merchant as a favourite',
        description: 'Idempotent. 404 for a product the merchant does not sell.',
        errors: accountErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        await favourites.add(requireSession(request), request.params.productId);
        return reply.code(204).send();
      },
    });

    app.route({
      ...endpointRoute(favouriteEndpoints.remove, {
        tags,
        summary: 'Remove a product from the favourites',
        description: 'Idempotent. 404 for a product the merchant does not have.',
        errors: accountErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        await favourites.remove(requireSession(request), request.params.productId);
        return reply.code(204).send();
      },
    });
  };
}
