/**
 * The floating basket bar (settings basketPosition FLOATING_OVER_PRODUCT, decision 143): over the menu pages,
 * "3 · Basket · 125 000 so'm", shown while the basket is not empty. On wide screens, where there is no bottom
 * navigation, it is the basket's way in whatever the setting.
 *
 * The total comes from the /basket loader through a fetcher (the menu page does not know modifier prices) and
 * follows count changes at once; that part (floating-total.tsx, with the pricing rules) loads lazily, outside
 * the menu page's first JavaScript (decision 021's budget). The server renders it whole, and until its code
 * arrives on the client the bar shows the count without the total.
 */
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useBasket } from '../../shared/basket/basket-store.ts';
import { useT } from '../../shared/i18n/index.tsx';
import type { ShellMerchant } from '../../shared/shell/shell-types.ts';
import { basketHref } from './basket-tab.tsx';

const FloatingTotal = lazy(() => import('./floating-total.tsx'));

/** Pages of the menu, where the bar floats: home, a category, search, a product page. */
export function isMenuPath(pathname: string): boolean {
  return (
    pathname === '/' || pathname === '/category' || pathname === '/search' || pathname.startsWith('/product/')
  );
}

export function FloatingBasket({ merchant }: { merchant: ShellMerchant }) {
  const { pathname } = useLocation();
  const { count } = useBasket();
  if (count === 0 || !isMenuPath(pathname)) return null;
  return (
    <Suspense fallback={<FloatingBar merchant={merchant} count={count} total="" />}>
      <FloatingTotal merchant={merchant} count={count} />
    </Suspense>
  );
}

/** The bar itself; `total` is empty while it is not known yet. */
export function FloatingBar({
  merchant,
  count,
  total,
}: {
  merchant: ShellMerchant;
  count: number;
  total: string;
}) {
  const t = useT();
  const floating = merchant.basket.position === 'FLOATING_OVER_PRODUCT';
  return (
    <Link
      to={basketHref(merchant)}
      className={`floating-basket${floating ? '' : ' floating-basket--wide'}`}
      aria-label={`${t('basket.open')}: ${t('basket.floating', { count, total })}`}
      data-testid="floating-basket"
    >
      <span className="floating-basket__count">{count}</span>
      <span className="floating-basket__label">{t('basket.title')}</span>
      <span className={`floating-basket__total${total ? '' : ' is-loading'}`}>{total}</span>
    </Link>
  );
}
