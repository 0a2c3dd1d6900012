/**
 * Favourites through the API (spec §7 list call; add/remove are PUT/DELETE /products/v1/favourite/{id}, the
 * server helper's design). Server-only: the session token is an httpOnly cookie, so the browser reaches these
 * through the storefront's /favourite resource route and page loaders, never the API directly.
 */
import { type ApiError, favouriteEndpoints, type Product } from '@dasturxon/contracts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';

export async function listFavourites(
  ctx: StorefrontMerchant,
  userId: number,
): Promise<[ApiError, null] | [null, Product[]]> {
  return ctx.api.call(favouriteEndpoints.list, { query: { userId, isFavourite: 'true' } });
}

/** Adds or removes one favourite; both calls are idempotent on the server, so a retried tap is harmless. */
export async function setFavourite(
  ctx: StorefrontMerchant,
  productId: number,
  on: boolean,
): Promise<ApiError | null> {
  const [error] = await ctx.api.call(on ? favouriteEndpoints.add : favouriteEndpoints.remove, {
    params: { productId },
  });
  return error;
}
