/**
 * The basket view kept in step with the basket on this device (decision 142): counts changed since the loader
 * (or fetcher) ran are repriced with the domain rule; a line the view does not know triggers one reload. Kept
 * apart from the /basket page: the floating bar in every page's first JavaScript needs only this.
 */
import { priceLine, priceOrder } from '@dasturxon/domain';
import { useEffect, useRef } from 'react';
import type { BasketLine } from '../../lib/basket-codec.ts';
import { useBasket } from '../../shared/basket/basket-store.ts';
import type { BasketLineView, BasketView } from './basket-view.ts';

/**
 * The view for the basket as it is now on the client: counts changed since the loader ran are repriced with the
 * same rule, removed lines dropped; `missing` says a line is not in the view (added elsewhere: load again).
 */
export function applyLines(
  view: BasketView,
  lines: readonly Pick<BasketLine, 'key' | 'count' | 'productId'>[],
): BasketView & { missing: boolean } {
  const byKey = new Map(view.lines.map((l) => [l.key, l]));
  const countOf = new Map<number, number>();
  for (const l of lines) countOf.set(l.productId, (countOf.get(l.productId) ?? 0) + l.count);
  let missing = false;
  const out: BasketLineView[] = [];
  const priced: { costPrice: number; discount: number; count: number; modifiers: [] }[] = [];
  for (const line of lines) {
    const v = byKey.get(line.key);
    if (!v) {
      missing = true;
      continue;
    }
    let next = v;
    if (v.count !== line.count && v.problem !== 'GONE') {
      const p = priceLine({
        costPrice: v.pricing.unit,
        discount: v.pricing.discount,
        count: line.count,
        modifiers: [],
      });
      next = {
        ...v,
        count: line.count,
        linePrice: p.linePrice - p.lineDiscount,
        unitPrice: Math.round((p.linePrice - p.lineDiscount) / line.count),
        oldLinePrice: p.lineDiscount > 0 ? p.linePrice : null,
      };
    } else if (v.count !== line.count) next = { ...v, count: line.count };
    // Stock problems follow the counts; the others are the menu's and stay.
    if (next.problem === undefined || next.problem === 'NOT_ENOUGH') {
      const over = next.stock !== null && (countOf.get(next.productId) ?? 0) > next.stock;
      const { problem: _drop, ...rest } = next;
      next = over ? { ...rest, problem: 'NOT_ENOUGH' } : rest;
    }
    out.push(next);
    if (!next.problem) {
      priced.push({
        costPrice: next.pricing.unit,
        discount: next.pricing.discount,
        count: next.count,
        modifiers: [],
      });
    }
  }
  const { totals } = priceOrder({
    lines: priced,
    serviceType: 'PICK_UP',
    deliveryPrice: 0,
    promo: null,
    cashbackRequested: 0,
    cashbackBalance: 0,
    serviceFee: null,
  });
  return {
    lines: out,
    totals: {
      count: totals.productCount,
      productPrice: totals.productPrice,
      productDiscount: totals.productDiscount,
      total: totals.productPrice - totals.productDiscount,
    },
    orderable: priced.length,
    missing,
  };
}

/** The loader's (or a fetcher's) view, kept in step with the basket as it changes on this device. */
export function useLiveBasketView(view: BasketView | undefined, reload: () => void) {
  const basket = useBasket();
  const live = view ? applyLines(view, basket.lines) : null;
  const missing = live?.missing === true;
  const asked = useRef('');
  const signature = basket.lines.map((l) => l.key).join('|');
  // A line the view does not know (added in another tab or page): ask the server once for this basket.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per basket signature; reload is stable enough.
  useEffect(() => {
    if (missing && asked.current !== signature) {
      asked.current = signature;
      reload();
    }
  }, [missing, signature]);
  return { basket, live };
}
