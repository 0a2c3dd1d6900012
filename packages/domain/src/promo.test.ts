import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPromo, normalizePromoCode, type PromoRules } from './promo.ts';

const NOW = new Date('2026-11-21T12:00:00+05:00');
const rules = (over: Partial<PromoRules> = {}): PromoRules => ({
  isActive: true,
  startDate: null,
  endDate: null,
  minPrice: 0,
  ...over,
});

describe('checkPromo', () => {
  it('accepts an active promo without dates or minimum', () => {
    expect(checkPromo(rules(), 0, NOW)).toBeNull();
  });

  it('refuses a switched-off promo before anything else', () => {
    const all = rules({
      isActive: false,
      startDate: '2027-01-01T00:00:00Z',
      endDate: '2020-01-01T00:00:00Z',
      minPrice: 1_000_000,
    });
    expect(checkPromo(all, 0, NOW)).toBe('PROMO_NOT_ACTIVE');
  });

  it('checks the start before the end and the end before the minimum', () => {
    expect(
      checkPromo(rules({ startDate: '2027-01-01T00:00:00Z', endDate: '2020-01-01T00:00:00Z' }), 0, NOW),
    ).toBe('PROMO_NOT_STARTED');
    expect(checkPromo(rules({ endDate: '2020-01-01T00:00:00Z', minPrice: 10 }), 0, NOW)).toBe(
      'PROMO_EXPIRED',
    );
  });

  it('starts at its start instant and still works at its end instant', () => {
    const start = new Date('2026-11-21T12:00:00+05:00');
    expect(checkPromo(rules({ startDate: start }), 0, new Date(start.getTime() - 1))).toBe(
      'PROMO_NOT_STARTED',
    );
    expect(checkPromo(rules({ startDate: start }), 0, start)).toBeNull();
    expect(checkPromo(rules({ endDate: start }), 0, start)).toBeNull();
    expect(checkPromo(rules({ endDate: start }), 0, new Date(start.getTime() + 1))).toBe('PROMO_EXPIRED');
  });

  it('reads ISO strings like dates', () => {
    expect(checkPromo(rules({ startDate: '2026-11-21T07:00:01Z' }), 0, NOW)).toBe('PROMO_NOT_STARTED');
    expect(checkPromo(rules({ endDate: '2026-11-21T06:59:59Z' }), 0, NOW)).toBe('PROMO_EXPIRED');
  });

  it('reads a day-only end as the whole Tashkent day and a day-only start from local midnight', () => {
    const lastMinute = new Date('2026-11-21T23:59:59+05:00');
    const nextDay = new Date('2026-11-22T00:00:00+05:00');
    expect(checkPromo(rules({ endDate: '2026-11-21' }), 0, lastMinute)).toBeNull();
    expect(checkPromo(rules({ endDate: '2026-11-21' }), 0, nextDay)).toBe('PROMO_EXPIRED');
    expect(checkPromo(rules({ startDate: '2026-11-22' }), 0, lastMinute)).toBe('PROMO_NOT_STARTED');
    expect(checkPromo(rules({ startDate: '2026-11-22' }), 0, nextDay)).toBeNull();
  });

  it('passes a product total equal to the minimum and refuses one so\u2019m less', () => {
    expect(checkPromo(rules({ minPrice: 50_000 }), 50_000, NOW)).toBeNull();
    expect(checkPromo(rules({ minPrice: 50_000 }), 49_999, NOW)).toBe('PROMO_MIN_PRICE');
    expect(checkPromo(rules({ minPrice: 50_000 }), 80_000, NOW)).toBeNull();
  });

  it('ignores a date it cannot read rather than failing every order', () => {
    expect(checkPromo(rules({ startDate: 'soon', endDate: new Date(Number.NaN) }), 0, NOW)).toBeNull();
  });
});

describe('normalizePromoCode', () => {
  it('matches codes without case and surrounding spaces', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizePromoCode('Welcome10')).toBe(normalizePromoCode('WELCOME10'));
  });
});

describe('checkPromo: properties', () => {
  it('fails with the first broken rule in the order active, started, not expired, minimum', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.integer({ min: -10, max: 10 })),
        fc.option(fc.integer({ min: -10, max: 10 })),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (isActive, startDays, endDays, minPrice, total) => {
          const startDate = startDays === null ? null : new Date(NOW.getTime() + startDays * day);
          const endDate = endDays === null ? null : new Date(NOW.getTime() + endDays * day);
          const expected = !isActive
            ? 'PROMO_NOT_ACTIVE'
            : startDate && NOW < startDate
              ? 'PROMO_NOT_STARTED'
              : endDate && NOW > endDate
                ? 'PROMO_EXPIRED'
                : total < minPrice
                  ? 'PROMO_MIN_PRICE'
                  : null;
          expect(checkPromo({ isActive, startDate, endDate, minPrice }, total, NOW)).toBe(expected);
          // The same with ISO strings, as they come from JSON.
          const iso = {
            isActive,
            startDate: startDate?.toISOString() ?? null,
            endDate: endDate?.toISOString() ?? null,
            minPrice,
          };
          expect(checkPromo(iso, total, NOW)).toBe(expected);
        },
      ),
    );
  });
});
