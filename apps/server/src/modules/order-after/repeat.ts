/**
 * Repeating an order (issue 10, decision 321): each line of the order checked against today's menu of the
 * order's branch. What can be ordered goes back into the basket at today's price; what cannot is named with
 * its reason, so the customer is never surprised at checkout. Pure over the menu: tested in order-after.test.ts.
 */
import type { Overall, Product, RepeatLine, RepeatLineState } from '@dasturxon/contracts';
import { isProductOffered, isProductOrderable, priceLine, productStock } from '@dasturxon/domain';
import type { OrderLine } from './repository.ts';

function modifiersOf(product: Product) {
  return new Map(product.modificationGroups.flatMap((g) => g.modifiers.map((m) => [m.id, m] as const)));
}

const paidOf = (linePrice: number, lineDiscount: number) => linePrice - lineDiscount;
const perUnit = (total: number, count: number) => Math.round(total / Math.max(1, count));

export function repeatLine(line: OrderLine, product: Product | undefined, branchId: number): RepeatLine {
  const base = {
    productId: line.productId,
    name: line.name,
    orderedCount: line.count,
    unitPriceThen: perUnit(paidOf(line.linePrice, line.lineDiscount), line.count),
  };
  const refused = (state: RepeatLineState): RepeatLine => ({
    ...base,
    state,
    count: 0,
    modifications: [],
    unitPriceNow: null,
  });
  // Off the menu (switched off, deleted, not sold on this channel or at this branch any more).
  if (!product || !isProductOffered(product, branchId)) return refused('GONE');
  const stock = productStock(product, branchId);
  if (!isProductOrderable(product, branchId) || stock === 0) return refused('STOPPED');

  const known = modifiersOf(product);
  const kept = line.modifications.filter((m) => known.has(m.id));
  const count = stock === null ? line.count : Math.min(line.count, stock);
  const now = priceLine({
    costPrice: product.costPrice,
    discount: product.discount,
    count,
    modifiers: kept.map((m) => ({ price: known.get(m.id)?.price ?? 0, count: m.count })),
  });
  const nowUnit = perUnit(paidOf(now.linePrice, now.lineDiscount), count);
  const state: RepeatLineState =
    kept.length < line.modifications.length
      ? 'OPTIONS_CHANGED'
      : count < line.count
        ? 'NOT_ENOUGH'
        : nowUnit !== base.unitPriceThen
          ? 'PRICE_CHANGED'
          : 'OK';
  return {
    ...base,
    state,
    count,
    modifications: kept.map((m) => ({ id: m.id, count: m.count })),
    unitPriceNow: nowUnit,
  };
}

export function repeatLines(lines: readonly OrderLine[], overall: Overall, branchId: number): RepeatLine[] {
  const byId = new Map(overall.products.map((p) => [p.id, p]));
  return lines.map((line) => repeatLine(line, byId.get(line.productId), branchId));
}
