/**
 * The visible menu of a request (spec §4): the overall menu for the channel (WEB, or TG inside the Telegram
 * mini-app) filtered by the remembered nearest branch with domain buildMenu. The overall comes from the ETag
 * cache (one parsed object per menu version), so the built menu is memoised per overall object and branch.
 */
import { menuEndpoints, type Overall } from '@dasturxon/contracts';
import { buildMenu, type MenuGroup } from '@dasturxon/domain';
import type { AppLoadContext } from 'react-router';
import { throwApiError } from '../../lib/api-errors.ts';
import { COOKIE } from '../../lib/cookies.ts';
import type { MerchantContext } from '../../lib/merchant-context.server.ts';
import { clientKindOf } from '../shell/client-kind.ts';
import type { MenuViewOptions } from './menu-view.ts';

const built = new WeakMap<Overall, Map<number | null, MenuGroup[]>>();

export function nearestBranchIdOf(cookies: Record<string, string>): number | null {
  const id = Number(cookies[COOKIE.nearestBranch]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loadOverall(request: Request, ctx: MerchantContext): Promise<Overall> {
  const type = clientKindOf(new URL(request.url), ctx.cookies);
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
  context: AppLoadContext,
  ctx: MerchantContext,
): Promise<{ menu: MenuGroup[]; overall: Overall; opts: MenuViewOptions }> {
  const overall = await loadOverall(request, ctx);
  const nearestBranchId = nearestBranchIdOf(ctx.cookies);
  return {
    menu: visibleMenu(overall, nearestBranchId),
    overall,
    opts: { lang: ctx.lang, cdnBase: context.publicEnv.cdnBaseUrl, nearestBranchId },
  };
}
