/**
 * The menu as the browser receives it (spec §4): only the current language, final prices, image URLs and ids;
 * never the multilingual overall. Large menus send product cards of the first categories only; the other
 * categories arrive with `products: null` and a count, are rendered as fixed-size skeletons and filled on the
 * client from /menu-products when they come near the viewport (decision 021).
 */
import type { Lang, NavigationType, Product, ScrollType, ViewType } from '@dasturxon/contracts';
import { applyDiscount, imageUrl, isProductOrderable, type MenuGroup, productStock } from '@dasturxon/domain';

export interface ProductCardView {
  id: number;
  name: string;
  /** A short description for wide and list cards (BIG, SMALL); absent for grid cards. */
  description?: string;
  /** Price after discount, whole so'm. */
  price: number;
  /** Price before discount when there is one. */
  oldPrice: number | null;
  discount: number;
  image: string;
  available: boolean;
  /** Has modifier groups: the card's add button opens the detail to choose (basket, decision 141). */
  choice?: true;
  /** How many may be in the basket (stock at the nearest branch); absent = no limit known. */
  stock?: number;
}

export interface CategoryView {
  id: number;
  name: string;
  viewType: ViewType;
  scrollType: ScrollType;
  navigationType: NavigationType;
  count: number;
  /**
   * No card of the category shows a description (BIG and SMALL show one; MEDIUM never): its cards, and the
   * skeleton standing in for them, leave out the description's box (issue 10: no empty gap).
   */
  plain?: true;
  /** null: not sent with the page, loaded on the client when the section nears the viewport. */
  products: ProductCardView[] | null;
}

export interface GroupView {
  id: number;
  name: string;
  categories: CategoryView[];
}

export interface MenuView {
  groups: GroupView[];
  productCount: number;
}

export interface MenuViewOptions {
  lang: Lang;
  cdnBase: string;
  nearestBranchId: number | null;
}

/** Menus up to this many products are sent whole: the page stays small and works without JavaScript. */
export const SEND_ALL_UP_TO = 150;
/** Larger menus: product cards of the first categories up to about this many products (a few screens). */
export const EAGER_PRODUCTS = 40;

const DESCRIPTION_MAX = 110;

export function shortText(text: string, max = DESCRIPTION_MAX): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function productCard(product: Product, viewType: ViewType, opts: MenuViewOptions): ProductCardView {
  const price = applyDiscount(product.costPrice, product.discount);
  const card: ProductCardView = {
    id: product.id,
    name: product.name[opts.lang],
    price,
    oldPrice: price < product.costPrice ? product.costPrice : null,
    discount: price < product.costPrice ? product.discount : 0,
    image: imageUrl(product.image, { cdnBase: opts.cdnBase, variant: 'thumb' }),
    available: isProductOrderable(product, opts.nearestBranchId),
  };
  const description = product.description[opts.lang];
  if (viewType !== 'MEDIUM' && description) card.description = shortText(description);
  if (product.modificationGroups.some((g) => g.modifiers.length > 0)) card.choice = true;
  const stock = productStock(product, opts.nearestBranchId);
  if (stock !== null) card.stock = stock;
  return card;
}

function plainOf(viewType: ViewType, products: readonly Product[], opts: MenuViewOptions): { plain?: true } {
  if (viewType === 'MEDIUM') return {};
  return products.some((p) => p.description[opts.lang]) ? {} : { plain: true };
}

export function buildMenuView(menu: readonly MenuGroup[], opts: MenuViewOptions): MenuView {
  const productCount = menu.reduce((n, g) => n + g.categories.reduce((m, c) => m + c.products.length, 0), 0);
  let budget = productCount <= SEND_ALL_UP_TO ? Number.POSITIVE_INFINITY : EAGER_PRODUCTS;
  const groups = menu.map((g) => ({
    id: g.group.id,
    name: g.group.name[opts.lang],
    categories: g.categories.map(({ category, products }) => {
      // Whole categories only: a half-filled section would jump when the rest arrives.
      const eager = budget > 0;
      budget -= products.length;
      return {
        id: category.id,
        name: category.name[opts.lang],
        viewType: category.viewType,
        scrollType: category.scrollType,
        navigationType: category.navigationType,
        count: products.length,
        ...plainOf(category.viewType, products, opts),
        products: eager ? products.map((p) => productCard(p, category.viewType, opts)) : null,
      };
    }),
  }));
  return { groups, productCount };
}

/** Product cards of the given categories, for the client to fill skeleton sections. */
export function categoryCards(
  menu: readonly MenuGroup[],
  categoryIds: readonly number[],
  opts: MenuViewOptions,
): Record<number, ProductCardView[]> {
  const wanted = new Set(categoryIds);
  const out: Record<number, ProductCardView[]> = {};
  for (const g of menu) {
    for (const { category, products } of g.categories) {
      if (wanted.has(category.id))
        out[category.id] = products.map((p) => productCard(p, category.viewType, opts));
    }
  }
  return out;
}

/** One category with all its cards (the /category page), or null when it is not on the visible menu. */
export function categoryView(
  menu: readonly MenuGroup[],
  categoryId: number,
  opts: MenuViewOptions,
): CategoryView | null {
  for (const g of menu) {
    for (const { category, products } of g.categories) {
      if (category.id !== categoryId) continue;
      return {
        id: category.id,
        name: category.name[opts.lang],
        viewType: category.viewType,
        scrollType: category.scrollType,
        navigationType: category.navigationType,
        count: products.length,
        ...plainOf(category.viewType, products, opts),
        products: products.map((p) => productCard(p, category.viewType, opts)),
      };
    }
  }
  return null;
}
