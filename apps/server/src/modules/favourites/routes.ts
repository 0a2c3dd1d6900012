/** Favourites: spec §7's list call and our add/remove calls beside it (decision 072). HTTP only. */
import {
  ApiErrorSchema,
  FavouriteQuerySchema,
  MenuChannelSchema,
  ProductSchema,
  RowIdParamSchema,
} from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnUser, requireSession } from '../../http/auth.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { FavouriteService } from './service.ts';

const tags = ['favourites'];

const accountErrors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid session for this merchant'),
} as const;

const ProductParamsSchema = z.object({ productId: RowIdParamSchema });
const done = z.undefined().describe('Done (also when it already was)');

export function favouriteRoutes({ favourites }: { favourites: FavouriteService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/v1/favourite/all',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: "The signed-in customer's favourite products, most recently added first",
          description:
            'Products as in the menu of the channel (`type`, default WEB); a favourite that is not on that ' +
            'menu now (inactive, other channel) is left out. `userId` must be the session’s user (else 404). ' +
            '`isFavourite` is accepted for compatibility: the answer is always the favourites.',
          querystring: FavouriteQuerySchema.extend({ type: MenuChannelSchema.default('WEB') }),
          response: { 200: z.array(ProductSchema), ...accountErrors },
        },
      },
      async (request, reply) => {
        const session = requireOwnUser(request, request.query.userId);
        reply.header('cache-control', 'private, no-store');
        return favourites.list(session, request.query.type);
      },
    );

    app.put(
      '/products/v1/favourite/:productId',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'Mark a product of the merchant as a favourite',
          description: 'Idempotent. 404 for a product the merchant does not sell.',
          params: ProductParamsSchema,
          response: { 204: done, ...accountErrors },
        },
      },
      async (request, reply) => {
        await favourites.add(requireSession(request), request.params.productId);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/products/v1/favourite/:productId',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'Remove a product from the favourites',
          description: 'Idempotent. 404 for a product the merchant does not have.',
          params: ProductParamsSchema,
          response: { 204: done, ...accountErrors },
        },
      },
      async (request, reply) => {
        await favourites.remove(requireSession(request), request.params.productId);
        return reply.code(204).send();
      },
    );
  };
}
