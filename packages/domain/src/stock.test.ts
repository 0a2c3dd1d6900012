import type { ProductBranch } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { productStock } from './stock.ts';

const at = (branchId: number, stock: number | null): ProductBranch => ({
  branchId,
  isActive: true,
  isAvailable: true,
  stock,
});
const product = { productBranch: [at(1, 3), at(2, null), at(3, -2)] };

describe('productStock', () => {
  it('is the stock at the nearest branch', () => {
    expect(productStock(product, 1)).toBe(3);
  });

  it('has no limit while no branch is known, at a branch without a stock, or at a branch not listed', () => {
    expect(productStock(product, null)).toBeNull();
    expect(productStock(product, 2)).toBeNull();
    expect(productStock(product, 9)).toBeNull();
  });

  it('never goes below zero', () => {
    expect(productStock(product, 3)).toBe(0);
  });
});
