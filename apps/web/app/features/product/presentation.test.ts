import { describe, expect, it } from 'vitest';
import { isProductPath, PRODUCT_LINK_STATE } from '../../lib/product-link.ts';
import { productPresentation } from './presentation.ts';

describe('productPresentation', () => {
  it('opens a product from the menu the way its category asks', () => {
    for (const navigationType of ['SHEET', 'POP_UP', 'FULL_SCREEN'] as const) {
      expect(productPresentation({ state: PRODUCT_LINK_STATE, hasBackground: true, navigationType })).toBe(
        navigationType,
      );
    }
  });

  it('renders a full page for a deep link (no link state)', () => {
    expect(productPresentation({ state: null, hasBackground: true, navigationType: 'SHEET' })).toBe('PAGE');
    expect(productPresentation({ state: { other: 1 }, hasBackground: true, navigationType: 'SHEET' })).toBe(
      'PAGE',
    );
  });

  it('renders a full page after a reload, when the history state survived but the menu did not', () => {
    expect(
      productPresentation({ state: PRODUCT_LINK_STATE, hasBackground: false, navigationType: 'POP_UP' }),
    ).toBe('PAGE');
  });
});

describe('isProductPath', () => {
  it('matches /product/:id only', () => {
    expect(['/product/12', '/product/12/'].map(isProductPath)).toEqual([true, true]);
    expect(['/product', '/product/12/x', '/products/1', '/'].map(isProductPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
