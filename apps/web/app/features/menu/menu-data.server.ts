/**
 * The visible menu of a request (spec §4): the overall menu for the channel (WEB, or TG inside the Telegram
 * mini-app) filtered by the remembered nearest branch with domain buildMenu. The overall comes from the ETag
 * cache (one parsed object per menu version), so the built menu is memoised per overall object and branch.
 */
import { menuEndpoints, type Overall } from '@dasturxon/contracts';
import { buildMenu, type MenuGroup } from '@dasturxon/domain';
import { throwApiError } from '../../lib/api-errors.ts';
import { clientKindOf } from '../../lib/client-kind.ts';
import { COOKIE } from '../../lib/cookies.ts';
import { type RequestContext, serverOf } from '../../lib/request-context.server.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';
import type { MenuViewOptions } from './menu-view.ts';

const built = new WeakMap<Overall, Map<number | null, MenuGroup[]>>();

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

export function visibleMenu(overall: Overall, nearestBranchId: number | null): MenuGroup[] {
  let perBranch = built.get(overall);
  if (!perBranch) {
    perBranch = new Map();
    built.set(overall, perBranch);
  }
  let menu = perBranch.get(nearestBranchId);
  if (!menu) {
    menu = buildMenu(overall, { nearestBranchId });
    perBranch.set(nearestBranchId, menu);
  }
  return menu;
}

export async function loadVisibleMenu(
  request: Request,
  context: RequestContext,
  ctx: StorefrontMerchant,
): Promise<{ menu: MenuGroup[]; overall: Overall; opts: MenuViewOptions }> {
  const overall = await loadOverall(request, ctx);
  const nearestBranchId = nearestBranchIdOf(ctx.cookies.all);
  return {
    menu: visibleMenu(overall, nearestBranchId),
    overall,
    opts: { lang: ctx.lang, cdnBase: serverOf(context).publicEnv.cdnBaseUrl, nearestBranchId },
  };
}
