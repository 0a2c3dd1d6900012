/** Loads one product of the visible menu as a detail view (there is no single-product call in spec §7). */

import { isProductOffered } from '@dasturxon/domain';
import { data } from 'react-router';
import type { ShownError } from '../../lib/api-errors.ts';
import { loadOverall, nearestBranchIdOf } from '../../lib/overall-menu.server.ts';
import { type RequestContext, serverOf } from '../../lib/request-context.server.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { type ProductDetailView, productDetail } from './product-view.ts';

export async function loadProductDetail(
  request: Request,
  context: RequestContext,
  ctx: StorefrontMerchant,
  idParam: string | undefined,
): Promise<ProductDetailView> {
  const id = Number(idParam);
  const overall = Number.isSafeInteger(id) && id > 0 ? await loadOverall(request, ctx) : null;
  const nearestBranchId = nearestBranchIdOf(ctx.cookies.all);
  const product = overall?.products.find((p) => p.id === id);
  // A product switched off, or one this branch does not offer, is not on the menu: same answer as unknown.
  if (!overall || !product || !isProductOffered(product, nearestBranchId)) {
    throw data<ShownError>(
      { code: 'NOT_FOUND', message: messagesFor(ctx.lang)['product.notFound'] },
      { status: 404 },
    );
  }
  const category = overall.categories.find((c) => c.id === product.categoryId);
  return productDetail(product, category, {
    lang: ctx.lang,
    cdnBase: serverOf(context).publicEnv.cdnBaseUrl,
    nearestBranchId,
  });
}
