/**
 * The floating bar with its total (lazy part of floating-basket.tsx): the /basket loader's view through a keyed
 * fetcher, repriced at once when counts change (live-view.ts, the domain's pricing rules).
 */
import { formatSum } from '@dasturxon/domain';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useLang } from '../../shared/i18n/index.tsx';
import type { ShellMerchant } from '../../shared/shell/shell-types.ts';
import type { BasketView } from './basket-view.ts';
import { FloatingBar } from './floating-basket.tsx';
import { useLiveBasketView } from './live-view.ts';

export default function FloatingTotal({ merchant, count }: { merchant: ShellMerchant; count: number }) {
  const lang = useLang();
  // A keyed fetcher keeps its data while the bar is away (a product dialog open), so it returns with its total.
  const fetcher = useFetcher<{ view: BasketView }>({ key: 'basket-preview' });
  const { live } = useLiveBasketView(fetcher.data?.view, () => fetcher.load('/basket'));
  const needsFirst = !fetcher.data && fetcher.state === 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first load only; fetcher.load is stable.
  useEffect(() => {
    if (needsFirst) fetcher.load('/basket');
  }, [needsFirst]);
  return (
    <FloatingBar merchant={merchant} count={count} total={live ? formatSum(live.totals.total, lang) : ''} />
  );
}
