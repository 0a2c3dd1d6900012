import type { RepeatLine } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { MAX_BASKET_LINES, makeLine } from '../../lib/basket-codec.ts';
import { repeatIntoBasket } from './repeat-basket.ts';

const name = { uz: 'Osh', ru: 'Плов', eng: 'Plov' };
function line(productId: number, state: RepeatLine['state'], count: number, mods: number[] = []): RepeatLine {
  return {
    productId,
    name,
    state,
    count,
    orderedCount: Math.max(1, count),
    modifications: mods.map((id) => ({ id, count: 1 })),
    unitPriceThen: 45_000,
    unitPriceNow: count > 0 ? 45_000 : null,
  };
}

describe('repeating an order into the basket', () => {
  it('adds what can be ordered to what is there and lists what changed', () => {
    const basket = [makeLine({ productId: 1, count: 1, modifications: [] })];
    const out = repeatIntoBasket(basket, [
      line(1, 'OK', 2),
      line(2, 'PRICE_CHANGED', 1, [7]),
      line(3, 'STOPPED', 0),
      line(4, 'GONE', 0),
    ]);
    expect(out.lines.map((l) => [l.key, l.count])).toEqual([
      ['1', 3],
      ['2-7', 1],
    ]);
    expect(out.added).toBe(3);
    expect(out.changed.map((l) => [l.productId, l.state])).toEqual([
      [2, 'PRICE_CHANGED'],
      [3, 'STOPPED'],
      [4, 'GONE'],
    ]);
    expect(out.full).toBe(false);
  });

  it('says so when the basket cannot take more lines', () => {
    const basket = Array.from({ length: MAX_BASKET_LINES }, (_, i) =>
      makeLine({ productId: 100 + i, count: 1, modifications: [] }),
    );
    const out = repeatIntoBasket(basket, [line(1, 'OK', 1)]);
    expect([out.added, out.full, out.lines.length]).toEqual([0, true, MAX_BASKET_LINES]);
  });
});
