import { buildMenu } from '@dasturxon/domain';
import { describe, expect, it } from 'vitest';
import {
  buildMenuView,
  categoryCards,
  categoryView,
  EAGER_PRODUCTS,
  SEND_ALL_UP_TO,
  shortText,
} from './menu-view.ts';
import { category, group, product } from './test-menu.ts';

const opts = { lang: 'ru' as const, cdnBase: '', nearestBranchId: null };

function menuOf(categoryCount: number, perCategory: number) {
  const categories = Array.from({ length: categoryCount }, (_, i) => category(i + 1, 1));
  const products = categories.flatMap((c) =>
    Array.from({ length: perCategory }, (_, j) => product(c.id * 1000 + j, c.id)),
  );
  return buildMenu({ groups: [group(1)], categories, products }, { nearestBranchId: null });
}

describe('buildMenuView', () => {
  it('sends only the current language, final prices and image URLs', () => {
    const menu = buildMenu(
      {
        groups: [group(1)],
        categories: [category(1, 1, { viewType: 'BIG' })],
        products: [product(7, 1, { costPrice: 40_000, discount: 15, image: null })],
      },
      { nearestBranchId: null },
    );
    const view = buildMenuView(menu, opts);
    expect(view.groups[0]?.name).toBe('Guruh 1 ru');
    expect(view.groups[0]?.categories[0]?.products?.[0]).toEqual({
      id: 7,
      name: 'Taom 7 ru',
      description: 'Tavsif 7 ru',
      price: 34_000,
      oldPrice: 40_000,
      discount: 15,
      image: '/images/placeholder.svg',
      available: true,
    });
    const json = JSON.stringify(view);
    expect(json).not.toContain('Taom 7 en');
    expect(json).not.toContain('"uz"');
  });

  it('leaves descriptions off grid (MEDIUM) cards', () => {
    const menu = buildMenu(
      { groups: [group(1)], categories: [category(1, 1)], products: [product(1, 1)] },
      { nearestBranchId: null },
    );
    expect(buildMenuView(menu, opts).groups[0]?.categories[0]?.products?.[0]).not.toHaveProperty(
      'description',
    );
  });

  it('marks products unavailable at the nearest branch without hiding them', () => {
    const menu = buildMenu(
      {
        groups: [group(1)],
        categories: [category(1, 1)],
        products: [
          product(1, 1, { isAvailable: false }),
          product(2, 1, {
            productBranch: [{ branchId: 5, isActive: true, isAvailable: false, stock: null }],
          }),
          product(3, 1),
        ],
      },
      { nearestBranchId: 5 },
    );
    const cards = buildMenuView(menu, { ...opts, nearestBranchId: 5 }).groups[0]?.categories[0]?.products;
    expect(cards?.map((c) => [c.id, c.available])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('sends a small menu whole', () => {
    const view = buildMenuView(menuOf(10, SEND_ALL_UP_TO / 10), opts);
    expect(view.groups[0]?.categories.every((c) => c.products?.length === c.count)).toBe(true);
  });

  it('sends a large menu with cards of whole first categories only, and counts for the rest', () => {
    const view = buildMenuView(menuOf(100, 20), opts);
    const cats = view.groups[0]?.categories ?? [];
    const eager = cats.filter((c) => c.products !== null);
    expect(view.productCount).toBe(2000);
    expect(eager.length).toBe(Math.ceil(EAGER_PRODUCTS / 20));
    expect(eager.every((c) => c.products?.length === 20)).toBe(true);
    expect(cats.slice(eager.length).every((c) => c.products === null && c.count === 20)).toBe(true);
    // The page payload stays small: well under 100 kB of JSON for 2,000 products.
    expect(JSON.stringify(view).length).toBeLessThan(100_000);
  });

  it('always sends the first category, however big', () => {
    const view = buildMenuView(menuOf(2, 400), opts);
    expect(view.groups[0]?.categories.map((c) => c.products?.length ?? null)).toEqual([400, null]);
  });
});

describe('categoryCards and categoryView', () => {
  const menu = menuOf(5, 3);
  it('gives the cards of the asked categories only', () => {
    const cards = categoryCards(menu, [2, 4, 99], opts);
    expect(Object.keys(cards)).toEqual(['2', '4']);
    expect(cards[2]?.map((c) => c.id)).toEqual([2000, 2001, 2002]);
  });

  it('gives one whole category, or null when it is not on the visible menu', () => {
    expect(categoryView(menu, 3, opts)?.products).toHaveLength(3);
    expect(categoryView(menu, 99, opts)).toBeNull();
  });
});

describe('shortText', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(shortText('  Osh   bilan  ')).toBe('Osh bilan');
    const cut = shortText('word '.repeat(40), 30);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(31);
    expect(cut).not.toMatch(/\s…$/);
  });
});
