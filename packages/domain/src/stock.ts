/**
 * How many of a product may be in the basket (spec §8 "not enough products"): the stock of its entry at the
 * remembered nearest branch; null when there is no limit or no branch is known yet (the server checks the
 * order's branch at checkout either way).
 */
import type { Product } from '@dasturxon/contracts';

export function productStock(
  product: Pick<Product, 'productBranch'>,
  nearestBranchId: number | null,
): number | null {
  if (nearestBranchId === null) return null;
  const entry = product.productBranch.find((pb) => pb.branchId === nearestBranchId);
  const stock = entry?.stock;
  return typeof stock === 'number' ? Math.max(0, stock) : null;
}
