/**
 * The menu of spec §4: groups > categories > products, each by ascending priority, filtered by the nearest
 * branch, with empty categories and groups left out. Also product search over the same visible menu.
 */
import type { Category, Group, Lang, Overall, Product } from '@dasturxon/contracts';

export interface MenuCategory {
  category: Category;
  products: Product[];
}

export interface MenuGroup {
  group: Group;
  categories: MenuCategory[];
}

/** Ascending priority, then id so equal priorities still have one order on server and client. */
const byPriority = (a: { priority: number; id: number }, b: { priority: number; id: number }) =>
  a.priority - b.priority || a.id - b.id;

/**
 * Whether the menu lists a product (spec §4). With no nearest branch chosen, every product is listed. A product
 * with no branch entries is offered at every branch (decision 004); otherwise it needs an active entry for the
 * nearest branch. A product switched off as a whole (`active: false`) is never listed.
 */
export function isProductOffered(product: Product, nearestBranchId: number | null): boolean {
  if (!product.active) return false;
  if (nearestBranchId === null || product.productBranch.length === 0) return true;
  return product.productBranch.some((pb) => pb.branchId === nearestBranchId && pb.isActive);
}

/**
 * Whether a listed product can be put in the basket now: offered, available, and available at the nearest
 * branch when that branch has its own entry (a stop-list at one branch does not hide the product elsewhere).
 */
export function isProductOrderable(product: Product, nearestBranchId: number | null): boolean {
  if (!isProductOffered(product, nearestBranchId) || !product.isAvailable) return false;
  if (nearestBranchId === null) return true;
  const entry = product.productBranch.find((pb) => pb.branchId === nearestBranchId);
  return entry ? entry.isAvailable : true;
}

/** The menu as the storefront shows it. Products of unknown categories and categories of unknown groups drop out. */
export function buildMenu(overall: Overall, opts: { nearestBranchId: number | null }): MenuGroup[] {
  const productsByCategory = new Map<number, Product[]>();
  for (const product of overall.products) {
    if (!isProductOffered(product, opts.nearestBranchId)) continue;
    const list = productsByCategory.get(product.categoryId);
    if (list) list.push(product);
    else productsByCategory.set(product.categoryId, [product]);
  }

  const categoriesByGroup = new Map<number, MenuCategory[]>();
  for (const category of overall.categories) {
    const products = productsByCategory.get(category.id);
    if (!products) continue;
    const entry = { category, products: products.sort(byPriority) };
    const list = categoriesByGroup.get(category.groupId);
    if (list) list.push(entry);
    else categoriesByGroup.set(category.groupId, [entry]);
  }

  return [...overall.groups].sort(byPriority).flatMap((group) => {
    const categories = categoriesByGroup.get(group.id);
    if (!categories) return [];
    return [{ group, categories: categories.sort((a, b) => byPriority(a.category, b.category)) }];
  });
}

// Every way people type the Uzbek apostrophe (o' o‘ o’ o` oʻ oʼ), plus acute accents and primes.
const APOSTROPHES = /['‘’`´ʻʼʹ′]/g;

/**
 * Text as search compares it: lower case, without apostrophes, accents or other combining marks, single spaces.
 * Cyrillic ё and й compare as е and и, Latin é as e.
 */
export function normalizeSearchText(text: string): string {
  return text
    .replace(APOSTROPHES, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const LANG_ORDER: readonly Lang[] = ['uz', 'ru', 'eng'];

/**
 * Products of the visible menu matching `query`, best first: name in the shopper's language starting with the
 * query, then containing it, then a name in another language, then the description in any language. Every
 * word of the query must appear (in any order) in the same text. Within a rank, menu order.
 */
export function searchProducts(
  overall: Overall,
  query: string,
  lang: Lang,
  nearestBranchId: number | null,
): Product[] {
  const q = normalizeSearchText(query);
  if (q === '') return [];
  const words = q.split(' ');
  const matches = (text: string) => {
    const t = normalizeSearchText(text);
    return words.every((w) => t.includes(w));
  };
  const others = LANG_ORDER.filter((l) => l !== lang);

  const rank = (p: Product): number => {
    if (normalizeSearchText(p.name[lang]).startsWith(q)) return 0;
    if (matches(p.name[lang])) return 1;
    if (others.some((l) => matches(p.name[l]))) return 2;
    if (LANG_ORDER.some((l) => matches(p.description[l]))) return 3;
    return -1;
  };

  const visible = buildMenu(overall, { nearestBranchId }).flatMap((g) =>
    g.categories.flatMap((c) => c.products),
  );
  return (
    visible
      .map((product) => ({ product, rank: rank(product) }))
      .filter((r) => r.rank >= 0)
      // Stable sort: within a rank, products keep their menu order.
      .sort((a, b) => a.rank - b.rank)
      .map((r) => r.product)
  );
}
