/**
 * Fills the menu sections the page did not send (large menus): when a pending section comes within a screen or
 * two of the viewport, its cards and those of the next few pending sections are fetched from /menu-products in
 * one request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MenuView, ProductCardView } from './menu-view.ts';

const BATCH = 6;

export function useLazyCards(view: MenuView) {
  const [loaded, setLoaded] = useState<Record<number, ProductCardView[]>>({});
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const inFlight = useRef(new Set<number>());
  const pendingOrder = useRef<number[]>([]);
  pendingOrder.current = view.groups.flatMap((g) => g.categories.filter((c) => !c.products).map((c) => c.id));

  const load = useCallback(async (startId: number) => {
    const order = pendingOrder.current;
    const from = order.indexOf(startId);
    const ids = order
      .slice(Math.max(0, from))
      .filter((id) => !inFlight.current.has(id))
      .slice(0, BATCH);
    if (ids.length === 0) return;
    for (const id of ids) inFlight.current.add(id);
    try {
      const res = await fetch(`/menu-products?ids=${ids.join(',')}`, {
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`menu-products answered ${res.status}`);
      const cards = (await res.json()) as Record<number, ProductCardView[]>;
      setLoaded((prev) => ({ ...prev, ...cards }));
      setFailed((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
    } catch {
      for (const id of ids) inFlight.current.delete(id);
      setFailed((prev) => new Set([...prev, ...ids]));
    }
  }, []);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          const id = Number((e.target as HTMLElement).dataset.categoryId);
          if (!inFlight.current.has(id)) void load(id);
        }
      },
      { rootMargin: '1200px 0px 1200px 0px' },
    );
    for (const el of document.querySelectorAll<HTMLElement>('.menu-section[data-pending="true"]'))
      observer.observe(el);
    return () => observer.disconnect();
  }, [load]);

  const retry = useCallback(
    (id: number) => {
      inFlight.current.delete(id);
      void load(id);
    },
    [load],
  );

  return { loaded, failed, retry };
}
