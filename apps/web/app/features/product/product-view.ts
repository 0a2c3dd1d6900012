/** A product's detail page in the current language (spec §3 Product, §5 modifier hints, §9 discount rule). */
import type { Category, Lang, NavigationType, Product } from '@dasturxon/contracts';
import { applyDiscount, imageUrl, isProductOrderable, productStock } from '@dasturxon/domain';

export interface ModifierView {
  id: number;
  name: string;
  /** Price in so'm after the product's discount (spec §9: the discount applies to modifier prices too). */
  price: number;
  image: string | null;
  isDefault: boolean;
}

export interface ModifierGroupView {
  id: number;
  name: string;
  min: number;
  max: number;
  modifiers: ModifierView[];
}

export interface ProductDetailView {
  id: number;
  name: string;
  description: string;
  images: string[];
  price: number;
  oldPrice: number | null;
  discount: number;
  available: boolean;
  /** How many may be in the basket (stock at the nearest branch); null = no limit known. */
  stock: number | null;
  navigationType: NavigationType;
  categoryId: number;
  categoryName: string;
  calorie: number | null;
  cookingTime: { min: number; max: number } | null;
  groups: ModifierGroupView[];
}

const byPriority = (a: { priority: number; id: number }, b: { priority: number; id: number }) =>
  a.priority - b.priority || a.id - b.id;

export function productDetail(
  product: Product,
  category: Category | undefined,
  opts: { lang: Lang; cdnBase: string; nearestBranchId: number | null },
): ProductDetailView {
  const { lang, cdnBase } = opts;
  const price = applyDiscount(product.costPrice, product.discount);
  const images = [product.image, ...product.gallery]
    .filter((p): p is string => Boolean(p?.trim()))
    .filter((p, i, all) => all.indexOf(p) === i)
    .map((p) => imageUrl(p, { cdnBase }));
  const min = product.timeCookingMin;
  const max = product.timeCookingMax;
  return {
    id: product.id,
    name: product.name[lang],
    description: product.description[lang],
    images: images.length > 0 ? images : [imageUrl(null, { cdnBase })],
    price,
    oldPrice: price < product.costPrice ? product.costPrice : null,
    discount: price < product.costPrice ? product.discount : 0,
    available: isProductOrderable(product, opts.nearestBranchId),
    stock: productStock(product, opts.nearestBranchId),
    navigationType: category?.navigationType ?? 'POP_UP',
    categoryId: product.categoryId,
    categoryName: category?.name[lang] ?? '',
    calorie: product.calorie,
    cookingTime: min !== null && max !== null && max > 0 ? { min, max } : null,
    groups: [...product.modificationGroups]
      .sort(byPriority)
      .filter((g) => g.modifiers.length > 0)
      .map((g) => ({
        id: g.id,
        name: g.name[lang],
        // A minimum above what the group offers could never be met: cap it, or the product is unbuyable.
        min: Math.min(g.min, g.modifiers.length),
        max: Math.max(1, Math.min(g.max, g.modifiers.length)),
        modifiers: [...g.modifiers].sort(byPriority).map((m) => ({
          id: m.id,
          name: m.name[lang],
          price: applyDiscount(m.price, product.discount),
          image: m.image ? imageUrl(m.image, { cdnBase, variant: 'thumb' }) : null,
          isDefault: m.isDefault,
        })),
      })),
  };
}
