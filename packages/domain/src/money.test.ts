import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount, discountAmount, formatSum, SUM_SEPARATOR } from './money.ts';

describe('applyDiscount', () => {
  it('takes the percentage off', () => {
    expect(applyDiscount(25_000, 10)).toBe(22_500);
    expect(applyDiscount(25_000, 0)).toBe(25_000);
    expect(applyDiscount(25_000, 100)).toBe(0);
  });

  it("rounds half a so'm up and less than half down", () => {
    expect(applyDiscount(25_005, 10)).toBe(22_505); // 22 504.5
    expect(applyDiscount(25_003, 10)).toBe(22_503); // 22 502.7
    expect(applyDiscount(25_001, 10)).toBe(22_501); // 22 500.9
    expect(applyDiscount(1, 50)).toBe(1); // 0.5
    expect(applyDiscount(1, 51)).toBe(0); // 0.49
    expect(applyDiscount(999, 33)).toBe(669); // 669.33
  });

  it('clamps percentages outside 0..100', () => {
    expect(applyDiscount(10_000, -5)).toBe(10_000);
    expect(applyDiscount(10_000, 150)).toBe(0);
  });

  it.each([
    [-1, 10],
    [10.5, 10],
    [Number.NaN, 10],
    [100, Number.NaN],
    [100, Number.POSITIVE_INFINITY],
  ])('refuses price %s with percent %s', (price, percent) => {
    expect(() => applyDiscount(price, percent)).toThrow(RangeError);
  });

  it('is a whole number between 0 and the price, never rising with a bigger discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (price, a, b) => {
          const out = applyDiscount(price, a);
          expect(Number.isInteger(out)).toBe(true);
          expect(out).toBeGreaterThanOrEqual(0);
          expect(out).toBeLessThanOrEqual(price);
          expect(Math.abs(out - (price * (100 - a)) / 100)).toBeLessThanOrEqual(0.5);
          if (a <= b) expect(applyDiscount(price, b)).toBeLessThanOrEqual(out);
          expect(out + discountAmount(price, a)).toBe(price);
        },
      ),
    );
  });
});

describe('formatSum', () => {
  const s = SUM_SEPARATOR;

  it('uses a no-break space as the separator', () => {
    expect(s).toBe('\u00A0');
  });

  it('formats in each language', () => {
    expect(formatSum(25_000, 'uz')).toBe(`25${s}000${s}so'm`);
    expect(formatSum(25_000, 'ru')).toBe(`25${s}000${s}сум`);
    expect(formatSum(25_000, 'eng')).toBe(`25,000${s}UZS`);
  });

  it('groups every three digits', () => {
    expect(formatSum(0, 'uz')).toBe(`0${s}so'm`);
    expect(formatSum(999, 'uz')).toBe(`999${s}so'm`);
    expect(formatSum(1_000, 'ru')).toBe(`1${s}000${s}сум`);
    expect(formatSum(1_234_567, 'uz')).toBe(`1${s}234${s}567${s}so'm`);
    expect(formatSum(1_234_567, 'eng')).toBe(`1,234,567${s}UZS`);
  });

  it('rounds fractions and keeps the sign of negative amounts', () => {
    expect(formatSum(1499.5, 'eng')).toBe(`1,500${s}UZS`);
    expect(formatSum(-25_000, 'uz')).toBe(`-25${s}000${s}so'm`);
    expect(formatSum(-0.2, 'uz')).toBe(`0${s}so'm`);
  });

  it('reads back as the same number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('uz', 'ru', 'eng') as fc.Arbitrary<'uz'>,
        (n, lang) => {
          const digits = formatSum(n, lang).replace(/[^\d-]/g, '');
          expect(Number(digits)).toBe(n);
        },
      ),
    );
  });
});
