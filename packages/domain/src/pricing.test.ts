import { ORDER_SERVICE_TYPES } from '@dasturxon/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PricingInput, priceLine, priceOrder, promoShare, serviceFeeFor } from './pricing.ts';

const base: PricingInput = {
  lines: [],
  serviceType: 'DELIVERY',
  deliveryPrice: 0,
  promo: null,
  cashbackRequested: 0,
  cashbackBalance: 0,
  serviceFee: null,
};

describe('priceOrder: hand-computed examples', () => {
  it('rounds a line discount half up on the discounted line price', () => {
    // 25 005 at 10%: 22 504.5 to pay rounds up to 22 505, so the discount is 2 500.
    const { totals, lines } = priceOrder({
      ...base,
      serviceType: 'PICK_UP',
      lines: [{ costPrice: 25_005, discount: 10, count: 1, modifiers: [] }],
    });
    expect(lines[0]).toEqual({ unitPrice: 25_005, linePrice: 25_005, lineDiscount: 2_500 });
    expect(totals.totalPrice).toBe(22_505);
  });

  it('rounds once per line, not per unit', () => {
    // 3 × 1 005 at 10%: per unit 904.5 -> 905 would be 2 715; the line 3 015 -> 2 713.5 -> 2 714.
    const { totals } = priceOrder({
      ...base,
      serviceType: 'PICK_UP',
      lines: [{ costPrice: 1_005, discount: 10, count: 3, modifiers: [] }],
    });
    expect(totals.productPrice).toBe(3_015);
    expect(totals.productDiscount).toBe(301);
    expect(totals.totalPrice).toBe(2_714);
  });

  it('prices a delivery with modifiers, percentage promo, service fee and cashback', () => {
    const { totals, lines } = priceOrder({
      lines: [
        // (30 000 + 2 × 5 000) × 2 = 80 000, 15% off = 12 000
        { costPrice: 30_000, discount: 15, count: 2, modifiers: [{ price: 5_000, count: 2 }] },
        // 12 345 × 3 = 37 035, no discount
        { costPrice: 12_345, discount: 0, count: 3, modifiers: [] },
      ],
      serviceType: 'DELIVERY',
      deliveryPrice: 15_000,
      promo: { discountType: 'PERCENTAGE', productDiscount: 10, deliveryDiscount: 50 },
      cashbackRequested: 5_000,
      cashbackBalance: 4_000,
      serviceFee: {
        isServiceFeeEnabled: true,
        isServiceFeeFreeAboveThreshold: true,
        serviceFeeThreshold: 200_000,
        serviceFeeAmount: 3_000,
      },
    });
    expect(lines.map((l) => l.unitPrice)).toEqual([40_000, 12_345]);
    expect(totals).toEqual({
      productPrice: 117_035,
      productDiscount: 12_000,
      productCount: 5,
      // 10% of 105 035 (after product discounts): 94 531.5 to pay -> 94 532, so 10 503 off
      promoProductDiscount: 10_503,
      deliveryPrice: 15_000,
      deliveryDiscount: 7_500,
      serviceFee: 3_000,
      cashback: 4_000, // capped at the balance
      totalDiscount: 12_000 + 10_503 + 7_500 + 4_000,
      totalPrice: 117_035 + 15_000 + 3_000 - 12_000 - 10_503 - 7_500 - 4_000, // 101 032
    });
  });

  it('caps fixed promo amounts at what they discount and cashback at what is left', () => {
    const { totals } = priceOrder({
      ...base,
      lines: [{ costPrice: 50_000, discount: 0, count: 1, modifiers: [] }],
      deliveryPrice: 10_000,
      promo: { discountType: 'AMOUNT', productDiscount: 200_000, deliveryDiscount: 20_000 },
      cashbackRequested: 100_000,
      cashbackBalance: 100_000,
      serviceFee: {
        isServiceFeeEnabled: true,
        isServiceFeeFreeAboveThreshold: false,
        serviceFeeThreshold: 0,
        serviceFeeAmount: 2_000,
      },
    });
    expect(totals.promoProductDiscount).toBe(50_000);
    expect(totals.deliveryDiscount).toBe(10_000);
    expect(totals.cashback).toBe(2_000); // only the service fee was left to pay
    expect(totals.totalPrice).toBe(0);
  });

  it('charges no delivery and no delivery promo for pick-up and dine-in', () => {
    for (const serviceType of ['PICK_UP', 'DINE_IN'] as const) {
      const { totals } = priceOrder({
        ...base,
        serviceType,
        lines: [{ costPrice: 40_000, discount: 0, count: 1, modifiers: [] }],
        deliveryPrice: 12_000,
        promo: { discountType: 'PERCENTAGE', productDiscount: 0, deliveryDiscount: 100 },
      });
      expect(totals.deliveryPrice).toBe(0);
      expect(totals.deliveryDiscount).toBe(0);
      expect(totals.totalPrice).toBe(40_000);
    }
  });

  it('spends no cashback and charges nothing for an empty basket', () => {
    const { totals } = priceOrder({
      ...base,
      deliveryPrice: 12_000,
      cashbackRequested: 5_000,
      cashbackBalance: 5_000,
      serviceFee: {
        isServiceFeeEnabled: true,
        isServiceFeeFreeAboveThreshold: false,
        serviceFeeThreshold: 0,
        serviceFeeAmount: 2_000,
      },
    });
    expect(totals).toMatchObject({
      productCount: 0,
      deliveryPrice: 0,
      serviceFee: 0,
      cashback: 0,
      totalPrice: 0,
    });
  });

  it('waives the service fee from the threshold on, counted after product discounts', () => {
    const fee = {
      isServiceFeeEnabled: true,
      isServiceFeeFreeAboveThreshold: true,
      serviceFeeThreshold: 100_000,
      serviceFeeAmount: 5_000,
    };
    expect(serviceFeeFor(fee, 100_000)).toBe(0);
    expect(serviceFeeFor(fee, 99_999)).toBe(5_000);
    // 110 000 at 10% off is 99 000: below the threshold, the fee applies.
    const { totals } = priceOrder({
      ...base,
      serviceType: 'PICK_UP',
      lines: [{ costPrice: 110_000, discount: 10, count: 1, modifiers: [] }],
      serviceFee: fee,
    });
    expect(totals.serviceFee).toBe(5_000);
  });

  it('takes a promo percentage above 100 as 100 and ignores a negative promo', () => {
    expect(promoShare('PERCENTAGE', 150, 20_000)).toBe(20_000);
    expect(promoShare('AMOUNT', -5_000, 20_000)).toBe(0);
    expect(promoShare('PERCENTAGE', 10, 0)).toBe(0);
  });

  it('applies the product discount to modifier prices too (spec §9)', () => {
    expect(
      priceLine({ costPrice: 10_000, discount: 50, count: 1, modifiers: [{ price: 4_000, count: 1 }] }),
    ).toEqual({
      unitPrice: 14_000,
      linePrice: 14_000,
      lineDiscount: 7_000,
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties over any basket the menu and settings can produce.

const money = (max: number) => fc.integer({ min: 0, max });
const lineArb = fc.record({
  costPrice: money(2_000_000),
  discount: fc.integer({ min: 0, max: 100 }),
  count: fc.integer({ min: 0, max: 50 }),
  modifiers: fc.array(fc.record({ price: money(200_000), count: fc.integer({ min: 0, max: 5 }) }), {
    maxLength: 4,
  }),
});
const inputArb: fc.Arbitrary<PricingInput> = fc.record({
  lines: fc.array(lineArb, { maxLength: 8 }),
  serviceType: fc.constantFrom(...ORDER_SERVICE_TYPES),
  deliveryPrice: money(100_000),
  promo: fc.option(
    fc.record({
      discountType: fc.constantFrom('AMOUNT' as const, 'PERCENTAGE' as const),
      productDiscount: fc.integer({ min: 0, max: 500_000 }),
      deliveryDiscount: fc.integer({ min: 0, max: 500_000 }),
    }),
  ),
  cashbackRequested: money(1_000_000),
  cashbackBalance: money(1_000_000),
  serviceFee: fc.option(
    fc.record({
      isServiceFeeEnabled: fc.boolean(),
      isServiceFeeFreeAboveThreshold: fc.boolean(),
      serviceFeeThreshold: money(500_000),
      serviceFeeAmount: money(50_000),
    }),
  ),
});

describe('priceOrder: properties', () => {
  it('never gives a negative or fractional amount', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const [key, value] of Object.entries(priceOrder(input).totals)) {
          expect(Number.isSafeInteger(value), key).toBe(true);
          expect(value, key).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('never discounts more than what each discount applies to', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = priceOrder(input).totals;
        expect(t.productDiscount).toBeLessThanOrEqual(t.productPrice);
        expect(t.promoProductDiscount).toBeLessThanOrEqual(t.productPrice - t.productDiscount);
        expect(t.deliveryDiscount).toBeLessThanOrEqual(t.deliveryPrice);
        const beforeCashback =
          t.productPrice +
          t.deliveryPrice +
          t.serviceFee -
          t.productDiscount -
          t.promoProductDiscount -
          t.deliveryDiscount;
        expect(t.cashback).toBeLessThanOrEqual(input.cashbackBalance);
        expect(t.cashback).toBeLessThanOrEqual(input.cashbackRequested);
        expect(t.cashback).toBeLessThanOrEqual(beforeCashback);
      }),
    );
  });

  it('adds up: total = products + delivery + fee - product discount - promo - delivery promo - cashback', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = priceOrder(input).totals;
        expect(t.totalPrice).toBe(
          t.productPrice +
            t.deliveryPrice +
            t.serviceFee -
            t.productDiscount -
            t.promoProductDiscount -
            t.deliveryDiscount -
            t.cashback,
        );
        expect(t.totalDiscount).toBe(
          t.productDiscount + t.promoProductDiscount + t.deliveryDiscount + t.cashback,
        );
      }),
    );
  });

  it('agrees with its lines', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { totals, lines } = priceOrder(input);
        expect(totals.productPrice).toBe(lines.reduce((s, l) => s + l.linePrice, 0));
        expect(totals.productDiscount).toBe(lines.reduce((s, l) => s + l.lineDiscount, 0));
        expect(totals.productCount).toBe(input.lines.reduce((s, l) => s + l.count, 0));
        for (const l of lines) expect(l.lineDiscount).toBeLessThanOrEqual(l.linePrice);
      }),
    );
  });

  it('charges neither delivery nor a delivery promo for pick-up and dine-in', () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom('PICK_UP' as const, 'DINE_IN' as const), (input, serviceType) => {
        const t = priceOrder({ ...input, serviceType }).totals;
        expect(t.deliveryPrice).toBe(0);
        expect(t.deliveryDiscount).toBe(0);
      }),
    );
  });

  it('spends no cashback on an empty basket', () => {
    fc.assert(
      fc.property(
        inputArb.map((i) => ({ ...i, lines: i.lines.map((l) => ({ ...l, count: 0 })) })),
        (input) => {
          const t = priceOrder(input).totals;
          expect(t.cashback).toBe(0);
          expect(t.productCount).toBe(0);
        },
      ),
    );
  });

  it('never makes an order dearer by adding a promo or spending cashback', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plain = priceOrder({ ...input, promo: null, cashbackRequested: 0 }).totals.totalPrice;
        expect(priceOrder({ ...input, cashbackRequested: 0 }).totals.totalPrice).toBeLessThanOrEqual(plain);
        expect(priceOrder(input).totals.totalPrice).toBeLessThanOrEqual(plain);
      }),
    );
  });

  it('is deterministic, also after a JSON round trip (the web preview and the server price alike)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const once = priceOrder(input);
        expect(priceOrder(input)).toEqual(once);
        expect(priceOrder(JSON.parse(JSON.stringify(input)) as PricingInput)).toEqual(once);
      }),
    );
  });

  it('stays whole and non-negative for junk numbers (negative, fractional, not finite)', () => {
    const junk = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.double({ min: -1e6, max: 1e6 }),
      fc.constant(Number.NaN),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            costPrice: junk,
            discount: fc.integer({ min: -50, max: 150 }),
            count: junk,
            modifiers: fc.constant([]),
          }),
          {
            maxLength: 4,
          },
        ),
        junk,
        junk,
        junk,
        (lines, deliveryPrice, cashbackRequested, cashbackBalance) => {
          const t = priceOrder({ ...base, lines, deliveryPrice, cashbackRequested, cashbackBalance }).totals;
          for (const [key, value] of Object.entries(t)) {
            expect(Number.isSafeInteger(value), key).toBe(true);
            expect(value, key).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
