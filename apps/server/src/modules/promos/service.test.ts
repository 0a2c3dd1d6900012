import { describe, expect, it } from 'vitest';
import type { PromoRow } from './repository.ts';
import { promoError, toPromo, userPromoState } from './service.ts';

const NOW = new Date('2026-11-21T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const promo = (over: Partial<PromoRow> = {}): PromoRow => ({
  id: 1,
  merchantId: 'm',
  code: 'WELCOME',
  discountType: 'PERCENTAGE',
  productDiscount: 10,
  deliveryDiscount: 0,
  minPrice: 50_000,
  startDate: null,
  endDate: null,
  isActive: true,
  oncePerUser: true,
  maxUses: null,
  maxUsesPerUser: null,
  createdDate: new Date(0),
  lastModifiedDate: new Date(0),
  ...over,
});

describe('userPromoState', () => {
  it('is USED once used, whatever else holds', () => {
    expect(userPromoState(promo({ isActive: false }), NOW, NOW)).toBe('USED');
  });

  it('reads the promo’s own rules now, never its minimum (that depends on a basket)', () => {
    expect(userPromoState(promo(), null, NOW)).toBe('AVAILABLE');
    expect(userPromoState(promo({ isActive: false }), null, NOW)).toBe('NOT_ACTIVE');
    expect(userPromoState(promo({ startDate: new Date(NOW.getTime() + DAY) }), null, NOW)).toBe(
      'NOT_STARTED',
    );
    expect(userPromoState(promo({ endDate: new Date(NOW.getTime() - 2 * DAY) }), null, NOW)).toBe('EXPIRED');
  });
});

describe('toPromo', () => {
  it('shows dates as ISO strings and leaves out the merchant and the once-per-customer rule', () => {
    const shown = toPromo(promo({ startDate: NOW }));
    expect(shown).toMatchObject({ code: 'WELCOME', startDate: NOW.toISOString(), endDate: null });
    expect('merchantId' in shown || 'oncePerUser' in shown).toBe(false);
  });
});

describe('promoError', () => {
  it('refuses every promo problem with 422 and its code', () => {
    expect(promoError({ code: 'PROMO_EXPIRED', key: 'promoExpired' })).toMatchObject({
      code: 'PROMO_EXPIRED',
      status: 422,
    });
  });
});
