import type { Product } from '@dasturxon/contracts';
import { makeProduct, ml } from '@dasturxon/contracts/testing';
import { priceOrder } from '@dasturxon/domain';
import { describe, expect, it } from 'vitest';
import { makeLine } from '../../lib/basket-codec.ts';
import { basketView } from './basket-view.ts';
import { applyLines } from './live-view.ts';

const opts = { lang: 'eng' as const, cdnBase: '', nearestBranchId: 10 };

const pizza: Product = makeProduct({
  id: 1,
  categoryId: 1,
  costPrice: 50_000,
  discount: 10,
  modificationGroups: [
    {
      id: 100,
      name: ml('Size'),
      min: 1,
      max: 1,
      priority: 1,
      modifiers: [
        { id: 11, name: ml('Small'), price: 0, image: null, isDefault: true, priority: 1 },
        { id: 12, name: ml('Large'), price: 15_000, image: null, isDefault: false, priority: 2 },
      ],
    },
  ],
});
const tea = makeProduct({ id: 2, categoryId: 1, costPrice: 7_000 });
const soldOut = makeProduct({ id: 3, categoryId: 1, isAvailable: false });
const limited = makeProduct({
  id: 4,
  categoryId: 1,
  costPrice: 10_000,
  productBranch: [{ branchId: 10, isActive: true, isAvailable: true, stock: 2 }],
});

describe('basketView', () => {
  it('prices lines with the domain rule: modifiers and the product discount, old price kept', () => {
    const lines = [
      makeLine({ productId: 1, count: 2, modifications: [{ id: 12, count: 1 }] }),
      makeLine({ productId: 2, count: 3, modifications: [] }),
    ];
    const view = basketView(lines, [pizza, tea], opts);
    const expected = priceOrder({
      lines: [
        { costPrice: 50_000, discount: 10, count: 2, modifiers: [{ price: 15_000, count: 1 }] },
        { costPrice: 7_000, discount: 0, count: 3, modifiers: [] },
      ],
      serviceType: 'PICK_UP',
      deliveryPrice: 0,
      promo: null,
      cashbackRequested: 0,
      cashbackBalance: 0,
      serviceFee: null,
    }).totals;
    expect(view.totals).toEqual({
      count: 5,
      productPrice: expected.productPrice,
      productDiscount: expected.productDiscount,
      total: expected.productPrice - expected.productDiscount,
    });
    expect(view.lines[0]).toMatchObject({
      name: 'Taom 1 en',
      modifiers: [{ name: 'Large en', count: 1 }],
      linePrice: 117_000,
      oldLinePrice: 130_000,
    });
    expect(view.lines[0]?.problem).toBeUndefined();
  });

  it('shows lines that cannot be ordered with the reason and leaves them out of the totals', () => {
    const lines = [
      makeLine({ productId: 2, count: 1, modifications: [] }),
      makeLine({ productId: 3, count: 1, modifications: [] }),
      makeLine({ productId: 99, count: 1, modifications: [] }),
      makeLine({ productId: 1, count: 1, modifications: [] }), // required size missing
      makeLine({ productId: 1, count: 1, modifications: [{ id: 77, count: 1 }] }), // modifier gone
      makeLine({ productId: 4, count: 3, modifications: [] }), // stock 2
    ];
    const view = basketView(lines, [pizza, tea, soldOut, limited], opts);
    expect(view.lines.map((l) => l.problem ?? 'OK')).toEqual([
      'OK',
      'UNAVAILABLE',
      'GONE',
      'CHOICE',
      'CHOICE',
      'NOT_ENOUGH',
    ]);
    expect(view.totals).toMatchObject({ count: 1, total: 7_000 });
    expect(view.orderable).toBe(1);
  });

  it('follows count changes on the client with the same rule, and asks again for a line it does not know', () => {
    const lines = [
      makeLine({ productId: 1, count: 1, modifications: [{ id: 12, count: 1 }] }),
      makeLine({ productId: 4, count: 3, modifications: [] }),
    ];
    const view = basketView(lines, [pizza, limited], opts);
    const fresh = basketView(
      [
        makeLine({ productId: 1, count: 3, modifications: [{ id: 12, count: 1 }] }),
        makeLine({ productId: 4, count: 2, modifications: [] }),
      ],
      [pizza, limited],
      opts,
    );
    const live = applyLines(view, [
      { key: '1-12', productId: 1, count: 3 },
      { key: '4', productId: 4, count: 2 },
    ]);
    expect(live.missing).toBe(false);
    expect(live.totals).toEqual(fresh.totals);
    expect(live.lines.map((l) => l.problem ?? 'OK')).toEqual(['OK', 'OK']);
    expect(applyLines(view, [{ key: '2', productId: 2, count: 1 }]).missing).toBe(true);
  });
});
