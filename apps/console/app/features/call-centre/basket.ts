/**
 * The operator's basket in the call centre: lines of the branch menu with their modifiers, kept in the screen
 * (a phone order is taken in one sitting). The same product with other modifiers is another line; adding the
 * same choice again adds to its count. Prices are the server's (the quote): nothing here sums money.
 */
import type { CartItemInput, Product } from '@dasturxon/contracts';

export interface BasketLine {
  /** Product id and modifier choice, so the same choice merges into one line. */
  key: string;
  product: Product;
  count: number;
  modifications: { id: number; count: number }[];
}

export type BasketAction =
  | { type: 'add'; product: Product; modifications: { id: number; count: number }[]; count?: number }
  | { type: 'count'; key: string; count: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

const MAX_COUNT = 99;

export function lineKey(productId: number, modifications: readonly { id: number; count: number }[]): string {
  const choice = modifications
    .filter((m) => m.count > 0)
    .map((m) => `${m.id}x${m.count}`)
    .sort()
    .join(',');
  return `${productId}:${choice}`;
}

export function basketReducer(lines: readonly BasketLine[], action: BasketAction): BasketLine[] {
  switch (action.type) {
    case 'add': {
      const modifications = action.modifications.filter((m) => m.count > 0);
      const key = lineKey(action.product.id, modifications);
      const add = Math.max(1, action.count ?? 1);
      const existing = lines.find((l) => l.key === key);
      if (existing) {
        return lines.map((l) => (l.key === key ? { ...l, count: Math.min(MAX_COUNT, l.count + add) } : l));
      }
      return [...lines, { key, product: action.product, count: Math.min(MAX_COUNT, add), modifications }];
    }
    case 'count':
      if (action.count <= 0) return lines.filter((l) => l.key !== action.key);
      return lines.map((l) =>
        l.key === action.key ? { ...l, count: Math.min(MAX_COUNT, action.count) } : l,
      );
    case 'remove':
      return lines.filter((l) => l.key !== action.key);
    case 'clear':
      return [];
  }
}

/** The basket as the order request carries it. */
export function toCartItems(lines: readonly BasketLine[]): CartItemInput[] {
  return lines.map((l) => ({ productId: l.product.id, count: l.count, modifications: l.modifications }));
}
