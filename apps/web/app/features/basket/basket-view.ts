/**
 * The basket as the /basket screen and the floating bar show it (decision 142): each line priced from the
 * current menu with domain pricing (never from the client), in the current language; lines that cannot be
 * ordered now (product gone, switched off at this branch, a modifier gone, a choice no longer valid, stock 0)
 * are shown as such and left out of the totals. Only the basket's products are sent, never the menu.
 */
import type { Lang, Product } from '@dasturxon/contracts';
import {
  checkModifierChoice,
  imageUrl,
  isProductOffered,
  isProductOrderable,
  priceLine,
  priceOrder,
  productStock,
} from '@dasturxon/domain';
import type { BasketLine } from '../../lib/basket-codec.ts';

export type LineProblem = 'GONE' | 'UNAVAILABLE' | 'CHOICE' | 'NOT_ENOUGH';

export interface BasketLineView {
  key: string;
  productId: number;
  /** Empty when the product is no longer on the menu at all (the screen says "no longer available"). */
  name: string;
  image: string;
  /** "Cheese ×2, Large" as chosen. */
  modifiers: { name: string; count: number }[];
  count: number;
  /** One unit with its modifiers, after the product discount. */
  unitPrice: number;
  /** unitPrice × count, after discount. */
  linePrice: number;
  /** Before discount, when there is one. */
  oldLinePrice: number | null;
  /** How many of the product may be in the basket; null = no limit known. */
  stock: number | null;
  /** One unit before discount (cost + modifiers) and the discount percent: the client reprices a new count. */
  pricing: { unit: number; discount: number };
  /** Why the line cannot be ordered now; absent when it can. */
  problem?: LineProblem;
}

export interface BasketView {
  lines: BasketLineView[];
  /** Over the lines that can be ordered. */
  totals: {
    count: number;
    /** Before product discounts. */
    productPrice: number;
    productDiscount: number;
    /** productPrice − productDiscount. */
    total: number;
  };
  /** Lines that can be ordered (what checkout will send). */
  orderable: number;
}

export interface BasketViewOptions {
  lang: Lang;
  cdnBase: string;
  nearestBranchId: number | null;
}

export function basketView(
  lines: readonly BasketLine[],
  products: readonly Product[],
  opts: BasketViewOptions,
): BasketView {
  const byId = new Map(products.map((p) => [p.id, p]));
  const views: BasketLineView[] = [];
  const priced: {
    costPrice: number;
    discount: number;
    count: number;
    modifiers: { price: number; count: number }[];
  }[] = [];
  const countOf = new Map<number, number>();
  for (const l of lines) countOf.set(l.productId, (countOf.get(l.productId) ?? 0) + l.count);

  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product || !isProductOffered(product, opts.nearestBranchId)) {
      views.push({
        key: line.key,
        productId: line.productId,
        name: product?.name[opts.lang] ?? '',
        image: imageUrl(product?.image ?? null, { cdnBase: opts.cdnBase, variant: 'thumb' }),
        modifiers: [],
        count: line.count,
        unitPrice: 0,
        linePrice: 0,
        oldLinePrice: null,
        stock: null,
        pricing: { unit: 0, discount: 0 },
        problem: 'GONE',
      });
      continue;
    }
    const modifierById = new Map(
      product.modificationGroups.flatMap((g) => g.modifiers.map((m) => [m.id, m])),
    );
    const mods = line.modifications.map((m) => ({ chosen: m, modifier: modifierById.get(m.id) }));
    const stock = productStock(product, opts.nearestBranchId);
    let problem: LineProblem | undefined;
    if (!isProductOrderable(product, opts.nearestBranchId) || stock === 0) problem = 'UNAVAILABLE';
    else if (checkModifierChoice(product.modificationGroups, line.modifications).length > 0)
      problem = 'CHOICE';
    else if (stock !== null && (countOf.get(product.id) ?? 0) > stock) problem = 'NOT_ENOUGH';

    const input = {
      costPrice: product.costPrice,
      discount: product.discount,
      count: line.count,
      modifiers: mods.map((m) => ({ price: m.modifier?.price ?? 0, count: m.chosen.count })),
    };
    const p = priceLine(input);
    const linePrice = p.linePrice - p.lineDiscount;
    views.push({
      key: line.key,
      productId: product.id,
      name: product.name[opts.lang],
      image: imageUrl(product.image, { cdnBase: opts.cdnBase, variant: 'thumb' }),
      modifiers: mods
        .filter((m) => m.modifier)
        .map((m) => ({ name: m.modifier?.name[opts.lang] ?? '', count: m.chosen.count })),
      count: line.count,
      unitPrice: line.count > 0 ? Math.round(linePrice / line.count) : 0,
      linePrice,
      oldLinePrice: p.lineDiscount > 0 ? p.linePrice : null,
      stock,
      pricing: { unit: p.unitPrice, discount: product.discount },
      ...(problem ? { problem } : {}),
    });
    if (!problem) priced.push(input);
  }

  const { totals } = priceOrder({
    lines: priced,
    serviceType: 'PICK_UP',
    deliveryPrice: 0,
    promo: null,
    cashbackRequested: 0,
    cashbackBalance: 0,
    serviceFee: null,
  });
  return {
    lines: views,
    totals: {
      count: totals.productCount,
      productPrice: totals.productPrice,
      productDiscount: totals.productDiscount,
      total: totals.productPrice - totals.productDiscount,
    },
    orderable: priced.length,
  };
}
