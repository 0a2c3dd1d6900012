/** Favourites: spec §7's list and our add and remove beside it (decision 072). */
import { z } from 'zod';
import { FavouriteQuerySchema } from '../account.ts';
import { RowIdParamSchema } from '../common.ts';
import { MenuChannelSchema, ProductSchema } from '../menu.ts';
import { defineEndpoint } from './define.ts';

const ProductParamsSchema = z.object({ productId: RowIdParamSchema });
const done = z.undefined().describe('Done (also when it already was)');

export const favouriteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/products/v1/favourite/all',
    query: FavouriteQuerySchema.extend({ type: MenuChannelSchema.default('WEB') }),
    responses: { 200: z.array(ProductSchema) },
  }),
  add: defineEndpoint({
    method: 'PUT',
    path: '/products/v1/favourite/{productId}',
    params: ProductParamsSchema,
    responses: { 204: done },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/products/v1/favourite/{productId}',
    params: ProductParamsSchema,
    responses: { 204: done },
  }),
} as const;
