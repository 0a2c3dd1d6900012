/**
 * The part of useLazyCards that runs only on a large menu (decision 021): it watches the pending sections and
 * fetches their cards from /menu-products, a batch at a time. Loaded when a page has a pending section, outside
 * the menu's first JavaScript (decision 360).
 */
import type { ProductCardView } from './menu-view.ts';

const BATCH = 6;

export interface LazyCardsTarget {
  /** The pending categories, in page order, now. */
  pendingOrder: () => readonly number[];
  onLoaded: (cards: Record<number, ProductCardView[]>, ids: number[]) => void;
  onFailed: (ids: number[]) => void;
}

export interface LazyCardsLoader {
  retry: (id: number) => void;
  stop: () => void;
}

export function startLazyCards(target: LazyCardsTarget): LazyCardsLoader {
  const inFlight = new Set<number>();

  async function load(startId: number) {
    const order = target.pendingOrder();
    const from = order.indexOf(startId);
    const ids = order
      .slice(Math.max(0, from))
      .filter((id) => !inFlight.has(id))
      .slice(0, BATCH);
    if (ids.length === 0) return;
    for (const id of ids) inFlight.add(id);
    try {
      const res = await fetch(`/menu-products?ids=${ids.join(',')}`, {
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`menu-products answered ${res.status}`);
      target.onLoaded((await res.json()) as Record<number, ProductCardView[]>, ids);
    } catch {
      for (const id of ids) inFlight.delete(id);
      target.onFailed(ids);
    }
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        const id = Number((e.target as HTMLElement).dataset.categoryId);
        if (!inFlight.has(id)) void load(id);
      }
    },
    { rootMargin: '1200px 0px 1200px 0px' },
  );
  for (const el of document.querySelectorAll<HTMLElement>('.menu-section[data-pending="true"]'))
    observer.observe(el);

  return {
    retry(id) {
      inFlight.delete(id);
      void load(id);
    },
    stop: () => observer.disconnect(),
  };
}
