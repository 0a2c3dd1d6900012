import type { OrderQuote } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { previewTotals } from './preview.ts';

const item = (
  costPrice: number,
  discount: number,
  count: number,
  mods: { price: number; count: number }[] = [],
) => ({
  productId: 1,
  name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' },
  image: null,
  count,
  costPrice,
  discount,
  unitPrice: 0,
  linePrice: 0,
  lineDiscount: 0,
  modifications: mods.map((m, i) => ({ id: i + 1, groupId: 1, name: { uz: '', ru: '', eng: '' }, ...m })),
});

// The server's quote of a delivery: 2 × (40 000 + 5 000) with 10 % off, delivery 15 000, promo 9 000 + 15 000,
// service fee 2 000.
const quote: OrderQuote = {
  items: [item(40_000, 10, 2, [{ price: 5_000, count: 1 }])],
  totals: {
    productPrice: 90_000,
    productDiscount: 9_000,
    productCount: 2,
    promoProductDiscount: 8_100,
    deliveryPrice: 15_000,
    deliveryDiscount: 15_000,
    serviceFee: 2_000,
    cashback: 0,
    totalDiscount: 32_100,
    totalPrice: 74_900,
  },
  problems: [],
  minOrderAmount: 30_000,
  cashbackBalance: 10_000,
  deliveryZoneId: 1,
  distance: 1200,
};

describe('totals preview while a choice is saved', () => {
  it('is the server’s quote when nothing that changes money changed', () => {
    const same = previewTotals(quote, {
      serviceType: 'DELIVERY',
      quotedServiceType: 'DELIVERY',
      useCashback: false,
      cashbackBalance: 10_000,
    });
    expect(same).toEqual(quote.totals);
  });

  it('drops the delivery price and its promo share at once when switching to pick-up', () => {
    const pickup = previewTotals(quote, {
      serviceType: 'PICK_UP',
      quotedServiceType: 'DELIVERY',
      useCashback: false,
      cashbackBalance: 10_000,
    });
    expect(pickup).toMatchObject({ deliveryPrice: 0, deliveryDiscount: 0, totalPrice: 74_900 });
  });

  it('spends the cashback balance at once, capped by what is left to pay', () => {
    const spent = previewTotals(quote, {
      serviceType: 'DELIVERY',
      quotedServiceType: 'DELIVERY',
      useCashback: true,
      cashbackBalance: 10_000,
    });
    expect([spent?.cashback, spent?.totalPrice]).toEqual([10_000, 64_900]);
    const big = previewTotals(quote, {
      serviceType: 'DELIVERY',
      quotedServiceType: 'DELIVERY',
      useCashback: true,
      cashbackBalance: 1_000_000,
    });
    expect([big?.cashback, big?.totalPrice]).toEqual([74_900, 0]);
  });

  it('has nothing to show without a quote', () => {
    expect(
      previewTotals(null, {
        serviceType: 'PICK_UP',
        quotedServiceType: null,
        useCashback: false,
        cashbackBalance: 0,
      }),
    ).toBeNull();
  });
});
