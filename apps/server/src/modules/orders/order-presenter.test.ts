import { describe, expect, it } from 'vitest';
import { cancelOrderActiveOf } from './order-presenter.ts';

const MERCHANT = '0b0a1f5e-8c1d-4a57-9d0e-5d3c1f9a7b21';

describe('cancelOrderActiveOf', () => {
  it('lets customers cancel only when the merchant stored cancelOrderActive true', () => {
    expect(cancelOrderActiveOf(MERCHANT, { cancelOrderActive: true })).toBe(true);
    expect(cancelOrderActiveOf(MERCHANT, { cancelOrderActive: false })).toBe(false);
  });

  it('reads a missing, wrong-typed or absent setting as the default, off', () => {
    expect(cancelOrderActiveOf(MERCHANT, null)).toBe(false);
    expect(cancelOrderActiveOf(MERCHANT, {})).toBe(false);
    expect(cancelOrderActiveOf(MERCHANT, { cancelOrderActive: 'true' })).toBe(false);
    expect(cancelOrderActiveOf(MERCHANT, { cancelOrderActive: 1 })).toBe(false);
  });
});
