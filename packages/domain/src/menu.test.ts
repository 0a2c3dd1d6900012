import type { Overall, Product } from '@dasturxon/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildMenu,
  isProductOffered,
  isProductOrderable,
  normalizeSearchText,
  searchProducts,
} from './menu.ts';
import { makeCategory, makeGroup, makeOverall, makeProduct, text } from './test-fixtures.ts';

const NEAREST = 10;
const OTHER = 20;
const at = (branchId: number, isActive = true, isAvailable = true) => ({
  branchId,
  isActive,
  isAvailable,
  stock: null,
});

describe('isProductOffered', () => {
  it('offers everything when no nearest branch is chosen', () => {
    expect(isProductOffered(makeProduct(1, 1, { productBranch: [at(OTHER, false)] }), null)).toBe(true);
  });

  it('offers a product without branch entries at every branch (decision 004)', () => {
    expect(isProductOffered(makeProduct(1, 1), NEAREST)).toBe(true);
  });

  it('offers a product at a branch with an active entry', () => {
    expect(isProductOffered(makeProduct(1, 1, { productBranch: [at(OTHER), at(NEAREST)] }), NEAREST)).toBe(
      true,
    );
  });

  it('hides a product whose entry for the branch is inactive, or that only other branches have', () => {
    expect(isProductOffered(makeProduct(1, 1, { productBranch: [at(NEAREST, false)] }), NEAREST)).toBe(false);
    expect(isProductOffered(makeProduct(1, 1, { productBranch: [at(OTHER)] }), NEAREST)).toBe(false);
  });

  it('hides a product switched off as a whole', () => {
    expect(isProductOffered(makeProduct(1, 1, { active: false }), null)).toBe(false);
  });
});

describe('isProductOrderable', () => {
  it('needs the product to be available', () => {
    expect(isProductOrderable(makeProduct(1, 1), null)).toBe(true);
    expect(isProductOrderable(makeProduct(1, 1, { isAvailable: false }), null)).toBe(false);
    expect(isProductOrderable(makeProduct(1, 1, { isAvailable: false }), NEAREST)).toBe(false);
  });

  it("respects the nearest branch's own stop-list", () => {
    const p = makeProduct(1, 1, { productBranch: [at(NEAREST, true, false), at(OTHER, true, true)] });
    expect(isProductOrderable(p, NEAREST)).toBe(false);
    expect(isProductOrderable(p, OTHER)).toBe(true);
    expect(isProductOrderable(p, null)).toBe(true);
  });

  it('is never orderable where it is not offered', () => {
    expect(isProductOrderable(makeProduct(1, 1, { productBranch: [at(OTHER)] }), NEAREST)).toBe(false);
  });
});

describe('buildMenu', () => {
  const overall = makeOverall({
    groups: [makeGroup(1, { priority: 2 }), makeGroup(2, { priority: 1 }), makeGroup(3)],
    categories: [
      makeCategory(11, 1, { priority: 5 }),
      makeCategory(12, 1, { priority: 1 }),
      makeCategory(21, 2),
      makeCategory(31, 3), // its only product is elsewhere: the whole group drops out
      makeCategory(99, 404), // unknown group
    ],
    products: [
      makeProduct(101, 11, { priority: 3 }),
      makeProduct(102, 11, { priority: 1 }),
      makeProduct(103, 11, { priority: 1 }),
      makeProduct(121, 12),
      makeProduct(201, 21, { productBranch: [at(NEAREST)] }),
      makeProduct(202, 21, { productBranch: [at(OTHER)] }),
      makeProduct(301, 31, { productBranch: [at(OTHER)] }),
      makeProduct(901, 99),
      makeProduct(902, 404), // unknown category
    ],
  });

  const shape = (menu: ReturnType<typeof buildMenu>) =>
    menu.map((g) => [g.group.id, g.categories.map((c) => [c.category.id, c.products.map((p) => p.id)])]);

  it('nests and orders groups, categories and products by priority, then id', () => {
    expect(shape(buildMenu(overall, { nearestBranchId: null }))).toEqual([
      [2, [[21, [201, 202]]]],
      [
        1,
        [
          [12, [121]],
          [11, [102, 103, 101]],
        ],
      ],
      [3, [[31, [301]]]],
    ]);
  });

  it('lists only what the nearest branch offers and drops emptied categories and groups', () => {
    expect(shape(buildMenu(overall, { nearestBranchId: NEAREST }))).toEqual([
      [2, [[21, [201]]]],
      [
        1,
        [
          [12, [121]],
          [11, [102, 103, 101]],
        ],
      ],
    ]);
  });

  it('keeps unavailable products listed (they show as unavailable)', () => {
    const o = makeOverall({
      groups: [makeGroup(1)],
      categories: [makeCategory(1, 1)],
      products: [makeProduct(1, 1, { isAvailable: false })],
    });
    expect(buildMenu(o, { nearestBranchId: null })[0]?.categories[0]?.products).toHaveLength(1);
  });

  it('is empty for an empty menu', () => {
    expect(buildMenu(makeOverall(), { nearestBranchId: null })).toEqual([]);
  });

  it('does not reorder the lists it was given', () => {
    const before = JSON.stringify(overall);
    buildMenu(overall, { nearestBranchId: null });
    expect(JSON.stringify(overall)).toBe(before);
  });

  it('lists every offered product of a known category exactly once, in order, with nothing empty', () => {
    const branch = fc.constantFrom(NEAREST, OTHER);
    const arbOverall: fc.Arbitrary<Overall> = fc
      .record({
        groups: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 4 }),
        categories: fc.uniqueArray(
          fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 6 })),
          {
            selector: ([id]) => id,
            maxLength: 8,
          },
        ),
        products: fc.uniqueArray(
          fc.tuple(
            fc.integer({ min: 1, max: 60 }),
            fc.integer({ min: 1, max: 13 }),
            fc.integer({ min: -3, max: 3 }),
            fc.array(
              fc.record({
                branchId: branch,
                isActive: fc.boolean(),
                isAvailable: fc.boolean(),
                stock: fc.constant(null),
              }),
              {
                maxLength: 2,
              },
            ),
          ),
          { selector: ([id]) => id, maxLength: 30 },
        ),
        priorities: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 20, maxLength: 20 }),
      })
      .map(({ groups, categories, products, priorities }) =>
        makeOverall({
          groups: groups.map((id) => makeGroup(id, { priority: priorities[id] ?? 0 })),
          categories: categories.map(([id, g]) => makeCategory(id, g, { priority: priorities[id] ?? 0 })),
          products: products.map(([id, c, priority, productBranch]) =>
            makeProduct(id, c, { priority, productBranch }),
          ),
        }),
      );
    const sorted = (xs: { priority: number; id: number }[]) =>
      xs.every(
        (x, i) =>
          i === 0 ||
          xs[i - 1]!.priority < x.priority ||
          (xs[i - 1]!.priority === x.priority && xs[i - 1]!.id < x.id),
      );

    fc.assert(
      fc.property(arbOverall, fc.constantFrom(null, NEAREST, OTHER), (o, nearestBranchId) => {
        const menu = buildMenu(o, { nearestBranchId });
        expect(sorted(menu.map((g) => g.group))).toBe(true);
        const listed: Product[] = [];
        for (const g of menu) {
          expect(g.categories.length).toBeGreaterThan(0);
          expect(sorted(g.categories.map((c) => c.category))).toBe(true);
          for (const c of g.categories) {
            expect(c.category.groupId).toBe(g.group.id);
            expect(c.products.length).toBeGreaterThan(0);
            expect(sorted(c.products)).toBe(true);
            for (const p of c.products) expect(p.categoryId).toBe(c.category.id);
            listed.push(...c.products);
          }
        }
        const groupIds = new Set(o.groups.map((g) => g.id));
        const placed = new Set(o.categories.filter((c) => groupIds.has(c.groupId)).map((c) => c.id));
        const expected = o.products.filter(
          (p) => placed.has(p.categoryId) && isProductOffered(p, nearestBranchId),
        );
        expect(listed.map((p) => p.id).sort((a, b) => a - b)).toEqual(
          expected.map((p) => p.id).sort((a, b) => a - b),
        );
      }),
    );
  });
});

describe('normalizeSearchText', () => {
  it('treats every Uzbek apostrophe alike', () => {
    const forms = ["O'sh", 'O‘sh', 'O’sh', 'O`sh', 'Oʻsh', 'Oʼsh'];
    expect(new Set(forms.map(normalizeSearchText))).toEqual(new Set(['osh']));
  });

  it('ignores case, accents and extra spaces', () => {
    expect(normalizeSearchText('  Crème   BRÛLÉE ')).toBe('creme brulee');
    expect(normalizeSearchText('Ёжик')).toBe(normalizeSearchText('ежик'));
  });
});

describe('searchProducts', () => {
  const overall = makeOverall({
    groups: [makeGroup(1)],
    categories: [makeCategory(1, 1), makeCategory(2, 1)],
    products: [
      makeProduct(1, 1, { name: text("Qo'y go'shtidan palov", 'Плов с бараниной', 'Lamb plov') }),
      makeProduct(2, 1, { name: text('Osh', 'Плов', 'Pilaf') }),
      makeProduct(3, 2, {
        name: text('Somsa', 'Самса', 'Samsa'),
        description: text("Go'sht va piyoz bilan", 'С мясом и луком', 'With meat and onion'),
      }),
      makeProduct(4, 2, { name: text('Palov kombo', 'Комбо', 'Combo') }),
      makeProduct(5, 2, { name: text('Palov mini', 'Мини', 'Mini'), productBranch: [at(OTHER)] }),
      makeProduct(6, 2, { name: text('Palov eski', 'Старый', 'Old'), active: false }),
    ],
  });
  const ids = (ps: Product[]) => ps.map((p) => p.id);

  it('finds nothing for an empty query', () => {
    expect(searchProducts(overall, '', 'uz', null)).toEqual([]);
    expect(searchProducts(overall, "  '  ", 'uz', null)).toEqual([]);
  });

  it('matches regardless of case and apostrophe style', () => {
    expect(ids(searchProducts(overall, 'QOʻY', 'uz', null))).toEqual([1]);
    expect(ids(searchProducts(overall, 'goshti', 'uz', null))).toEqual([1]);
  });

  it("puts names starting with the query first, then names containing it, in the shopper's language", () => {
    expect(ids(searchProducts(overall, 'palov', 'uz', null))).toEqual([4, 5, 1]);
  });

  it('matches names in other languages after the own language', () => {
    expect(ids(searchProducts(overall, 'плов', 'uz', null))).toEqual([1, 2]);
    expect(ids(searchProducts(overall, 'plov', 'ru', null))).toEqual([1]);
  });

  it('matches descriptions after names', () => {
    expect(ids(searchProducts(overall, "go'sht", 'uz', null))).toEqual([1, 3]);
    expect(ids(searchProducts(overall, 'onion', 'ru', null))).toEqual([3]);
  });

  it('needs every word of the query, in any order', () => {
    expect(ids(searchProducts(overall, 'palov qoy', 'uz', null))).toEqual([1]);
    expect(ids(searchProducts(overall, 'palov somsa', 'uz', null))).toEqual([]);
  });

  it('searches only what the menu shows', () => {
    expect(ids(searchProducts(overall, 'palov', 'uz', NEAREST))).toEqual([4, 1]);
    expect(ids(searchProducts(overall, 'eski', 'uz', null))).toEqual([]);
  });
});
