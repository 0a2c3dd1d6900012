/** The /basket loader's work: the merchant's basket from its cookie, priced with the current menu. */

import { readBasket } from '../../lib/basket-codec.ts';
import { loadOverall, nearestBranchIdOf } from '../../lib/overall-menu.server.ts';
import { type RequestContext, serverOf } from '../../lib/request-context.server.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';
import { type BasketView, basketView } from './basket-view.ts';

const EMPTY: BasketView = {
  lines: [],
  totals: { count: 0, productPrice: 0, productDiscount: 0, total: 0 },
  orderable: 0,
};

export async function loadBasketView(
  request: Request,
  context: RequestContext,
  ctx: StorefrontMerchant,
): Promise<BasketView> {
  const lines = readBasket(ctx.cookies.all, ctx.merchantId);
  // An empty basket needs no menu.
  if (lines.length === 0) return EMPTY;
  const overall = await loadOverall(request, ctx);
  const ids = new Set(lines.map((l) => l.productId));
  return basketView(
    lines,
    overall.products.filter((p) => ids.has(p.id)),
    {
      lang: ctx.lang,
      cdnBase: serverOf(context).publicEnv.cdnBaseUrl,
      nearestBranchId: nearestBranchIdOf(ctx.cookies.all),
    },
  );
}
