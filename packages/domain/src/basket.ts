/**
 * The basket against the menu (spec §5, §8; decision 105): which lines can be ordered at a branch for a way
 * of getting the order, which modifiers each line really has, and what refuses it. Prices are not here
 * (pricing.ts) and neither are messages: a problem names the product, the server words it in the customer's
 * language.
 *
 * Problems come line by line in the basket's order (an unknown product, a product not orderable, a modifier
 * choice), then the stock shortfalls in the order products first appear.
 */
import type {
  CartItemInput,
  ModifierGroup,
  OrderItem,
  OrderServiceType,
  Overall,
  Product,
} from '@dasturxon/contracts';
import { isProductOrderable } from './menu.ts';
import { checkModifierChoice, type ModifierChoiceProblem } from './modifier-choice.ts';

export type ChosenModifier = OrderItem['modifications'][number];

export type BasketProblem =
  /** The product is not on the menu of this channel (deleted, hidden, another merchant's). */
  | { kind: 'UNKNOWN_PRODUCT'; productId: number }
  /** On the menu, but not orderable here and now (see isLineOrderable). */
  | { kind: 'NOT_ORDERABLE'; product: Product }
  /** The first problem of the line's modifier choice; `group` null for an unknown modifier. */
  | { kind: 'MODIFIERS'; product: Product; choice: ModifierChoiceProblem; group: ModifierGroup | null }
  /** The basket wants more of the product (all its lines together) than the branch has. */
  | { kind: 'NOT_ENOUGH'; product: Product; stock: number };

/** A line on the menu, with its modifiers as the menu has them (names and prices from the menu). */
export interface BasketLine {
  product: Product;
  line: CartItemInput;
  modifiers: ChosenModifier[];
}

export interface BasketCheck {
  /** Every line whose product is on the menu, orderable or not, in the basket's order. */
  lines: BasketLine[];
  problems: BasketProblem[];
}

/**
 * Can `product` be ordered at `branchId` for `serviceType`: offered and available there, not in a category
 * shown as information only (spec §3 isWithoutCart), and delivered when the order is a delivery.
 */
export function isLineOrderable(
  product: Product,
  opts: { branchId: number; serviceType: OrderServiceType; withoutCart: ReadonlySet<number> },
): boolean {
  return (
    isProductOrderable(product, opts.branchId) &&
    !opts.withoutCart.has(product.categoryId) &&
    (opts.serviceType !== 'DELIVERY' || product.deliveryEnabled)
  );
}

/**
 * The modifiers a line chose, as the product's groups define them, in the order chosen; an id no group has is
 * left out (checkModifierChoice reports it). An id in two groups counts for the first.
 */
export function chosenModifiers(
  product: Product,
  chosen: readonly { id: number; count: number }[],
): ChosenModifier[] {
  const modifiers: ChosenModifier[] = [];
  for (const pick of chosen) {
    for (const group of product.modificationGroups) {
      const modifier = group.modifiers.find((m) => m.id === pick.id);
      if (modifier) {
        modifiers.push({
          id: modifier.id,
          groupId: group.id,
          name: modifier.name,
          price: modifier.price,
          count: pick.count,
        });
        break;
      }
    }
  }
  return modifiers;
}

/** Products of which the lines together want more than the branch's stock (null stock = no limit). */
export function stockShortfalls(lines: readonly BasketLine[], branchId: number): BasketProblem[] {
  const wanted = new Map<number, { product: Product; count: number }>();
  for (const { product, line } of lines) {
    const entry = wanted.get(product.id);
    if (entry) entry.count += line.count;
    else wanted.set(product.id, { product, count: line.count });
  }
  const problems: BasketProblem[] = [];
  for (const { product, count } of wanted.values()) {
    const stock = product.productBranch.find((pb) => pb.branchId === branchId)?.stock;
    if (stock !== null && stock !== undefined && count > stock) {
      problems.push({ kind: 'NOT_ENOUGH', product, stock });
    }
  }
  return problems;
}

/** Check a basket against the menu of its channel for a branch and a way of getting the order. */
export function checkBasket(input: {
  menu: Pick<Overall, 'products' | 'categories'>;
  lines: readonly CartItemInput[];
  branchId: number;
  serviceType: OrderServiceType;
}): BasketCheck {
  const products = new Map(input.menu.products.map((p) => [p.id, p]));
  const withoutCart = new Set(input.menu.categories.filter((c) => c.isWithoutCart).map((c) => c.id));
  const lines: BasketLine[] = [];
  const problems: BasketProblem[] = [];
  for (const line of input.lines) {
    const product = products.get(line.productId);
    if (!product) {
      problems.push({ kind: 'UNKNOWN_PRODUCT', productId: line.productId });
      continue;
    }
    const orderable = isLineOrderable(product, {
      branchId: input.branchId,
      serviceType: input.serviceType,
      withoutCart,
    });
    if (!orderable) problems.push({ kind: 'NOT_ORDERABLE', product });
    const choice = checkModifierChoice(product.modificationGroups, line.modifications)[0];
    if (choice) {
      const group = product.modificationGroups.find((g) => g.id === choice.groupId) ?? null;
      problems.push({ kind: 'MODIFIERS', product, choice, group });
    }
    lines.push({ product, line, modifiers: chosenModifiers(product, line.modifications) });
  }
  return { lines, problems: [...problems, ...stockShortfalls(lines, input.branchId)] };
}
