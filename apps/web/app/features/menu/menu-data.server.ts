/**
 * The visible menu of a request (spec §4): the overall menu for the channel (lib/overall-menu.server.ts)
 * filtered by the remembered nearest branch with domain buildMenu. The overall comes from the ETag cache (one
 * parsed object per menu version), so the built menu is memoised per overall object and branch.
 */
import type { Overall } from '@dasturxon/contracts';
import { buildMenu, type MenuGroup } from '@dasturxon/domain';
import { loadOverall, nearestBranchIdOf } from '../../lib/overall-menu.server.ts';
import { type RequestContext, serverOf } from '../../lib/request-context.server.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';
import { buildMenuView, type MenuView, type MenuViewOptions } from './menu-view.ts';

const built = new WeakMap<Overall, Map<number | null, MenuGroup[]>>();

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

const views = new WeakMap<readonly MenuGroup[], Map<string, MenuView>>();

/**
 * The menu view of a visible menu, one object per menu, language and CDN base (the branch is the menu's own: see
 * visibleMenu). Kept, not rebuilt per request, so the server's section template can keep its HTML by the
 * view's category objects (decision 352). Shared between requests: it must never be changed.
 */
export function menuViewOf(menu: readonly MenuGroup[], opts: MenuViewOptions): MenuView {
  let perOptions = views.get(menu);
  if (!perOptions) {
    perOptions = new Map();
    views.set(menu, perOptions);
  }
  const key = `${opts.lang}\n${opts.cdnBase}\n${opts.nearestBranchId ?? ''}`;
  let view = perOptions.get(key);
  if (!view) {
    view = buildMenuView(menu, opts);
    perOptions.set(key, view);
  }
  return view;
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
