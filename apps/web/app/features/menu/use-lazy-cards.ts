/**
 * Fills the menu sections the page did not send (large menus): when a pending section comes within a screen or
 * two of the viewport, its cards and those of the next few pending sections are fetched from /menu-products in
 * one request. The watching and fetching (lazy-cards-loader.ts) load only on a page that has a pending section,
 * outside the menu's first JavaScript (decision 360).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LazyCardsLoader } from './lazy-cards-loader.ts';
import type { MenuView, ProductCardView } from './menu-view.ts';

/**
 * The ids of the sections still to come, in page order: one array per view (a view is one object per menu
 * version, language and branch), not one per render; the server renders the page for every fresh request.
 */
const pendingOf = new WeakMap<MenuView, readonly number[]>();

function pendingOrderOf(view: MenuView): readonly number[] {
  let order = pendingOf.get(view);
  if (!order) {
    order = view.groups.flatMap((g) => g.categories.filter((c) => !c.products).map((c) => c.id));
    pendingOf.set(view, order);
  }
  return order;
}

export function useLazyCards(view: MenuView) {
  const [loaded, setLoaded] = useState<Record<number, ProductCardView[]>>({});
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const loader = useRef<LazyCardsLoader | null>(null);
  const pendingOrder = useRef<readonly number[]>([]);
  pendingOrder.current = pendingOrderOf(view);
  const pending = pendingOrder.current.length > 0;

  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    void import('./lazy-cards-loader.ts').then(({ startLazyCards }) => {
      if (stopped) return;
      loader.current = startLazyCards({
        pendingOrder: () => pendingOrder.current,
        onLoaded: (cards, ids) => {
          setLoaded((prev) => ({ ...prev, ...cards }));
          setFailed((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
        },
        onFailed: (ids) => setFailed((prev) => new Set([...prev, ...ids])),
      });
    });
    return () => {
      stopped = true;
      loader.current?.stop();
      loader.current = null;
    };
  }, [pending]);

  const retry = useCallback((id: number) => loader.current?.retry(id), []);

  return { loaded, failed, retry };
}
