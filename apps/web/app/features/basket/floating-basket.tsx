/**
 * The floating basket bar (settings basketPosition FLOATING_OVER_PRODUCT, decision 143): over the menu pages,
 * "3 · Basket · 125 000 so'm", shown while the basket is not empty. On wide screens, where there is no bottom
 * navigation, it is the basket's way in whatever the setting. The total comes from the /basket loader through
 * a fetcher (the menu page does not know modifier prices) and follows count changes at once.
 */
import { formatSum } from '@dasturxon/domain';
import { useEffect } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useLang, useT } from '../i18n/index.tsx';
import type { ShellMerchant } from '../shell/shell-types.ts';
import { useBasket } from './basket-store.ts';
import type { BasketView } from './basket-view.ts';
import { useLiveBasketView } from './live-view.ts';
import './basket.css';

/** Pages of the menu, where the bar floats: home, a category, search, a product page. */
export function isMenuPath(pathname: string): boolean {
  return (
    pathname === '/' || pathname === '/category' || pathname === '/search' || pathname.startsWith('/product/')
  );
}

export function basketHref(merchant: Pick<ShellMerchant, 'basket'>): string {
  return merchant.basket.page ? '/basket' : '/checkout';
}

export function FloatingBasket({ merchant }: { merchant: ShellMerchant }) {
  const { pathname } = useLocation();
  const { count } = useBasket();
  if (count === 0 || !isMenuPath(pathname)) return null;
  return <FloatingBar merchant={merchant} count={count} />;
}

function FloatingBar({ merchant, count }: { merchant: ShellMerchant; count: number }) {
  const t = useT();
  const lang = useLang();
  // A keyed fetcher keeps its data while the bar is away (a product dialog open), so it returns with its total.
  const fetcher = useFetcher<{ view: BasketView }>({ key: 'basket-preview' });
  const { live } = useLiveBasketView(fetcher.data?.view, () => fetcher.load('/basket'));
  const needsFirst = !fetcher.data && fetcher.state === 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first load only; fetcher.load is stable.
  useEffect(() => {
    if (needsFirst) fetcher.load('/basket');
  }, [needsFirst]);
  const floating = merchant.basket.position === 'FLOATING_OVER_PRODUCT';
  const total = live ? formatSum(live.totals.total, lang) : '';
  return (
    <Link
      to={basketHref(merchant)}
      className={`floating-basket${floating ? '' : ' floating-basket--wide'}`}
      aria-label={`${t('basket.open')}: ${t('basket.floating', { count, total })}`}
      data-testid="floating-basket"
    >
      <span className="floating-basket__count">{count}</span>
      <span className="floating-basket__label">{t('basket.title')}</span>
      <span className={`floating-basket__total${live ? '' : ' is-loading'}`}>{total}</span>
    </Link>
  );
}
