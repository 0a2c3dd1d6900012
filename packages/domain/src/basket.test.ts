import type { CartItemInput, ModifierGroup, Product } from '@dasturxon/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BasketLine, checkBasket, chosenModifiers, isLineOrderable, stockShortfalls } from './basket.ts';
import { makeCategory, makeProduct, text } from './test-fixtures.ts';

const BRANCH = 7;
const size: ModifierGroup = {
  id: 1,
  name: text("O'lcham", 'Размер', 'Size'),
  min: 1,
  max: 1,
  priority: 0,
  modifiers: [
    { id: 11, name: text('Kichik'), price: 0, image: null, isDefault: true, priority: 0 },
    { id: 12, name: text('Katta'), price: 10_000, image: null, isDefault: false, priority: 1 },
  ],
};
const extras: ModifierGroup = {
  id: 2,
  name: text("Qo'shimcha", 'Добавки', 'Extras'),
  min: 0,
  max: 2,
  priority: 1,
  modifiers: [{ id: 21, name: text('Pishloq'), price: 5_000, image: null, isDefault: false, priority: 0 }],
};
const plov = makeProduct(1, 10);
const burger = makeProduct(2, 10, { modificationGroups: [size, extras] });
const info = makeProduct(3, 20);
const stopped = makeProduct(4, 10, {
  productBranch: [{ branchId: BRANCH, isActive: true, isAvailable: false, stock: null }],
});
const pickUpOnly = makeProduct(5, 10, { deliveryEnabled: false });
const scarce = makeProduct(6, 10, {
  productBranch: [{ branchId: BRANCH, isActive: true, isAvailable: true, stock: 3 }],
});
const menu = {
  products: [plov, burger, info, stopped, pickUpOnly, scarce],
  categories: [makeCategory(10, 1), makeCategory(20, 1, { isWithoutCart: true })],
};
const line = (productId: number, count = 1, modifications: CartItemInput['modifications'] = []) => ({
  productId,
  count,
  modifications,
});
const check = (lines: CartItemInput[], serviceType: 'DELIVERY' | 'PICK_UP' = 'PICK_UP') =>
  checkBasket({ menu, lines, branchId: BRANCH, serviceType });

describe('checkBasket', () => {
  it('passes a basket of orderable lines, keeping each line with its product and modifiers', () => {
    const result = check([line(1, 2), line(2, 1, [{ id: 12, count: 1 }])]);
    expect(result.problems).toEqual([]);
    expect(result.lines.map((l) => [l.product.id, l.line.count])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(result.lines[1]?.modifiers).toEqual([
      { id: 12, groupId: 1, name: text('Katta'), price: 10_000, count: 1 },
    ]);
  });

  it('reports a product missing from the menu and leaves its line out', () => {
    const result = check([line(99), line(1)]);
    expect(result.problems).toEqual([{ kind: 'UNKNOWN_PRODUCT', productId: 99 }]);
    expect(result.lines.map((l) => l.product.id)).toEqual([1]);
  });

  it('refuses a product of an information-only category, on the stop-list, or not delivered in a delivery', () => {
    expect(check([line(3), line(4)]).problems).toEqual([
      { kind: 'NOT_ORDERABLE', product: info },
      { kind: 'NOT_ORDERABLE', product: stopped },
    ]);
    expect(check([line(5)], 'PICK_UP').problems).toEqual([]);
    expect(check([line(5)], 'DELIVERY').problems).toEqual([{ kind: 'NOT_ORDERABLE', product: pickUpOnly }]);
  });

  it('reports the first modifier problem of a line with the group it is about', () => {
    expect(check([line(2)]).problems).toEqual([
      {
        kind: 'MODIFIERS',
        product: burger,
        choice: { groupId: 1, problem: 'MIN', min: 1, max: 1 },
        group: size,
      },
    ]);
    const twoSizes = [
      { id: 11, count: 1 },
      { id: 12, count: 1 },
    ];
    expect(check([line(2, 1, twoSizes)]).problems).toEqual([
      {
        kind: 'MODIFIERS',
        product: burger,
        choice: { groupId: 1, problem: 'MAX', min: 1, max: 1 },
        group: size,
      },
    ]);
    expect(
      check([
        line(2, 1, [
          { id: 11, count: 1 },
          { id: 77, count: 1 },
        ]),
      ]).problems,
    ).toEqual([
      {
        kind: 'MODIFIERS',
        product: burger,
        choice: { groupId: 0, problem: 'UNKNOWN', min: 0, max: 0 },
        group: null,
      },
    ]);
  });

  it('counts every line of a product against the branch stock, after the line problems', () => {
    expect(check([line(6, 2), line(6, 1)]).problems).toEqual([]);
    expect(check([line(6, 2), line(4), line(6, 2)]).problems).toEqual([
      { kind: 'NOT_ORDERABLE', product: stopped },
      { kind: 'NOT_ENOUGH', product: scarce, stock: 3 },
    ]);
  });
});

describe('isLineOrderable', () => {
  const opts = { branchId: BRANCH, serviceType: 'PICK_UP' as const, withoutCart: new Set<number>() };
  it('needs the product offered and available at the branch', () => {
    expect(isLineOrderable(plov, opts)).toBe(true);
    expect(isLineOrderable(stopped, opts)).toBe(false);
    expect(isLineOrderable(makeProduct(8, 10, { isAvailable: false }), opts)).toBe(false);
  });
  it('refuses a category shown as information only', () => {
    expect(isLineOrderable(plov, { ...opts, withoutCart: new Set([10]) })).toBe(false);
  });
  it('refuses a product not delivered only in a delivery', () => {
    expect(isLineOrderable(pickUpOnly, opts)).toBe(true);
    expect(isLineOrderable(pickUpOnly, { ...opts, serviceType: 'DELIVERY' })).toBe(false);
  });
});

describe('chosenModifiers', () => {
  it('takes names and prices from the menu, in the order chosen, and drops unknown ids', () => {
    expect(
      chosenModifiers(burger, [
        { id: 21, count: 2 },
        { id: 77, count: 1 },
        { id: 11, count: 1 },
      ]),
    ).toEqual([
      { id: 21, groupId: 2, name: text('Pishloq'), price: 5_000, count: 2 },
      { id: 11, groupId: 1, name: text('Kichik'), price: 0, count: 1 },
    ]);
  });
});

describe('stockShortfalls', () => {
  const basketLine = (product: Product, count: number): BasketLine => ({
    product,
    line: line(product.id, count),
    modifiers: [],
  });
  it('ignores products without a stock at the branch', () => {
    expect(stockShortfalls([basketLine(plov, 99)], BRANCH)).toEqual([]);
    expect(stockShortfalls([basketLine(scarce, 99)], BRANCH + 1)).toEqual([]);
  });
  it('reports each short product once, in the order it first appears', () => {
    const other = makeProduct(9, 10, {
      productBranch: [{ branchId: BRANCH, isActive: true, isAvailable: true, stock: 0 }],
    });
    expect(
      stockShortfalls([basketLine(other, 1), basketLine(scarce, 2), basketLine(scarce, 2)], BRANCH),
    ).toEqual([
      { kind: 'NOT_ENOUGH', product: other, stock: 0 },
      { kind: 'NOT_ENOUGH', product: scarce, stock: 3 },
    ]);
  });
});

describe('checkBasket, any basket', () => {
  const ids = fc.constantFrom(1, 2, 3, 4, 5, 6, 99);
  const basket = fc.array(
    fc.record({
      productId: ids,
      count: fc.integer({ min: 1, max: 5 }),
      modifications: fc.array(
        fc.record({ id: fc.constantFrom(11, 12, 21, 77), count: fc.integer({ min: 1, max: 2 }) }),
        {
          maxLength: 3,
        },
      ),
    }),
    { minLength: 1, maxLength: 8 },
  );

  it('keeps every line on the menu and reports every other one, in order', () => {
    fc.assert(
      fc.property(basket, fc.constantFrom('DELIVERY' as const, 'PICK_UP' as const), (lines, serviceType) => {
        const result = check(lines, serviceType);
        const unknown = result.problems.filter((p) => p.kind === 'UNKNOWN_PRODUCT');
        expect(result.lines.map((l) => l.line)).toEqual(lines.filter((l) => l.productId !== 99));
        expect(unknown.length).toBe(lines.length - result.lines.length);
      }),
    );
  });

  it('reports a shortfall exactly when the lines of a product want more than its stock', () => {
    fc.assert(
      fc.property(basket, (lines) => {
        const wanted = lines.filter((l) => l.productId === scarce.id).reduce((sum, l) => sum + l.count, 0);
        const short = check(lines).problems.some((p) => p.kind === 'NOT_ENOUGH');
        expect(short).toBe(wanted > 3);
      }),
    );
  });
});
