import { makeCategory, makeGroup, makeProduct } from '@dasturxon/contracts/testing';
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

const opts = { lang: 'ru' as const, cdnBase: '', nearestBranchId: null };

function menuOf(categoryCount: number, perCategory: number) {
  const categories = Array.from({ length: categoryCount }, (_, i) => makeCategory({ id: i + 1, groupId: 1 }));
  const products = categories.flatMap((c) =>
    Array.from({ length: perCategory }, (_, j) => makeProduct({ id: c.id * 1000 + j, categoryId: c.id })),
  );
  return buildMenu({ groups: [makeGroup({ id: 1 })], categories, products }, { nearestBranchId: null });
}

describe('buildMenuView', () => {
  it('sends only the current language, final prices and image URLs', () => {
    const menu = buildMenu(
      {
        groups: [makeGroup({ id: 1 })],
        categories: [makeCategory({ id: 1, groupId: 1, viewType: 'BIG' })],
        products: [makeProduct({ id: 7, categoryId: 1, costPrice: 40_000, discount: 15, image: null })],
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

  it('marks a list category without any description as plain, so its cards keep no box for one (issue 10)', () => {
    const noText = { uz: '', ru: '', eng: '' };
    const menu = buildMenu(
      {
        groups: [makeGroup({ id: 1 })],
        categories: [
          makeCategory({ id: 1, groupId: 1, viewType: 'BIG' }),
          makeCategory({ id: 2, groupId: 1, viewType: 'BIG' }),
          makeCategory({ id: 3, groupId: 1, viewType: 'MEDIUM' }),
        ],
        products: [
          makeProduct({ id: 1, categoryId: 1, description: noText }),
          makeProduct({ id: 2, categoryId: 2, description: noText }),
          makeProduct({ id: 3, categoryId: 2 }),
          makeProduct({ id: 4, categoryId: 3, description: noText }),
        ],
      },
      { nearestBranchId: null },
    );
    const [plain, described, grid] = buildMenuView(menu, opts).groups[0]?.categories ?? [];
    expect(plain?.plain).toBe(true);
    expect(plain?.products?.[0]?.description).toBeUndefined();
    expect(described?.plain).toBeUndefined();
    // Grid cards never show one: nothing to leave out.
    expect(grid?.plain).toBeUndefined();
    expect(categoryView(menu, 1, opts)?.plain).toBe(true);
  });

  it('leaves descriptions off grid (MEDIUM) cards', () => {
    const menu = buildMenu(
      {
        groups: [makeGroup({ id: 1 })],
        categories: [makeCategory({ id: 1, groupId: 1 })],
        products: [makeProduct({ id: 1, categoryId: 1 })],
      },
      { nearestBranchId: null },
    );
    expect(buildMenuView(menu, opts).groups[0]?.categories[0]?.products?.[0]).not.toHaveProperty(
      'description',
    );
  });

  it('marks products unavailable at the nearest branch without hiding them', () => {
    const menu = buildMenu(
      {
        groups: [makeGroup({ id: 1 })],
        categories: [makeCategory({ id: 1, groupId: 1 })],
        products: [
          makeProduct({ id: 1, categoryId: 1, isAvailable: false }),
          makeProduct({
            id: 2,
            categoryId: 1,
            productBranch: [{ branchId: 5, isActive: true, isAvailable: false, stock: null }],
          }),
          makeProduct({ id: 3, categoryId: 1 }),
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
