/**
 * /product/:id (spec §2). A deep link renders a full page; opened from the menu it appears over the menu as its
 * category's navigationType asks: sheet, pop-up or full screen (features/product/presentation.ts, decision 022).
 */
import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useHasProductBackground } from '../features/product/modal-context.ts';
import { productPresentation } from '../features/product/presentation.ts';
import { loadProductDetail } from '../features/product/product-data.server.ts';
import { ProductDetail } from '../features/product/product-detail.tsx';
import { ProductDialog } from '../features/product/product-dialog.tsx';
import type { ProductDetailView } from '../features/product/product-view.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { BackIcon } from '../shared/ui/icons.tsx';
import type { Route } from './+types/product';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = requireMerchant(context);
  return { product: await loadProductDetail(request, context, ctx, params.id) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { title?: string } | undefined;
  return [{ title: data ? `${data.product.name} — ${root?.title ?? ''}` : root?.title }];
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const product: ProductDetailView = loaderData.product;
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const titleId = useId();
  const hasBackground = useHasProductBackground();
  const presentation = productPresentation({
    state: location.state,
    hasBackground,
    navigationType: product.navigationType,
  });

  if (presentation === 'PAGE') {
    return (
      <div className="container product-page">
        <Link to="/" className="back-link">
          <BackIcon />
          {t('menu.backToMenu')}
        </Link>
        <ProductDetail key={product.id} product={product} titleId={titleId} />
      </div>
    );
  }
  return (
    <ProductDialog kind={presentation} labelledBy={titleId} onClose={() => navigate(-1)}>
      <ProductDetail key={product.id} product={product} titleId={titleId} />
    </ProductDialog>
  );
}
