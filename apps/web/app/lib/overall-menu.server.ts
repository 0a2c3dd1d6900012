/**
 * The merchant's whole menu for the request's channel (WEB, or TG inside the Telegram mini-app) and the
 * nearest branch the visitor chose (its cookie): what the menu, product, basket, search and favourites loaders
 * all start from (decision 196: read by several features, so in app/lib). The overall comes from the API
 * client's ETag cache, one parsed object per menu version.
 */
import { menuEndpoints, type Overall } from '@dasturxon/contracts';
import { throwApiError } from './api-errors.ts';
import { clientKindOf } from './client-kind.ts';
import { COOKIE } from './cookies.ts';
import type { StorefrontMerchant } from './storefront-merchant.server.ts';

/** The remembered nearest branch (spec §4), or null when none was chosen or the cookie is not an id. */
export function nearestBranchIdOf(cookies: Readonly<Record<string, string>>): number | null {
  const id = Number(cookies[COOKIE.nearestBranch]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loadOverall(request: Request, ctx: StorefrontMerchant): Promise<Overall> {
  const type = clientKindOf(new URL(request.url), ctx.cookies.all);
  const [error, overall] = await ctx.api.call(menuEndpoints.overall, { query: { type } });
  if (error) throwApiError(error);
  return overall;
}
