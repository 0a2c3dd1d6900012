/**
 * The floating bar with its total (lazy part of floating-basket.tsx): the basket priced by /basket-total, read
 * with a plain fetch, repriced at once when counts change (live-view.ts, the domain's pricing rules). Not a
 * router fetcher of /basket: one that ran before the router had discovered that route matched the not-found
 * route, and its 404 replaced the whole page with the error screen. Any failure shows no total, nothing else.
 */
import { formatSum } from '@dasturxon/domain';
import { useEffect, useState } from 'react';
import { useLang } from '../../shared/i18n/index.tsx';
import type { ShellMerchant } from '../../shared/shell/shell-types.ts';
import type { BasketView } from './basket-view.ts';
import { FloatingBar } from './floating-basket.tsx';
import { useLiveBasketView } from './live-view.ts';

/** The last priced view, kept while the bar is away (a product dialog open), so it returns with its total. */
let lastView: BasketView | undefined;

/** The basket as the server prices it now; undefined when it cannot say (the bar then shows no total). */
export async function fetchBasketTotal(): Promise<BasketView | undefined> {
  try {
    const res = await fetch('/basket-total', { headers: { accept: 'application/json' } });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { view?: BasketView | null };
    return body.view ?? undefined;
  } catch {
    return undefined;
  }
}

export default function FloatingTotal({ merchant, count }: { merchant: ShellMerchant; count: number }) {
  const lang = useLang();
  const [view, setView] = useState<BasketView | undefined>(lastView);
  const reload = () => {
    void fetchBasketTotal().then((next) => {
      if (!next) return;
      lastView = next;
      setView(next);
    });
  };
  const { live } = useLiveBasketView(view, reload);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first load only.
  useEffect(() => {
    if (!lastView) reload();
  }, []);
  return (
    <FloatingBar merchant={merchant} count={count} total={live ? formatSum(live.totals.total, lang) : ''} />
  );
}
