import { describe, expect, it } from 'vitest';
import {
  CheckoutIntentSchema,
  ChosenPointSchema,
  lastValues,
  mergeChoices,
  PromoCodeSchema,
} from './checkout-choices.ts';
import { emptyCheckoutState } from './checkout-state.ts';

const form = (pairs: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of pairs) fd.append(k, v);
  return fd;
};

describe('mergeChoices', () => {
  it('takes every posted choice, the last value of a hidden + checkbox pair', () => {
    const next = mergeChoices(
      emptyCheckoutState(),
      form([
        ['serviceType', 'PICK_UP'],
        ['paymentType', 'PAYME'],
        ['later', '1'],
        ['day', '2026-11-22'],
        ['time', '13:30'],
        ['comment', 'no onions'],
        ['courierComment', 'call me'],
        ['sendCheque', '0'],
        ['sendCheque', '1'],
        ['sendChequePhone', '+998 90 123-45-67'],
        ['useCashback', '0'],
        ['branchId', '12'],
      ]),
    );
    expect(next).toMatchObject({
      serviceType: 'PICK_UP',
      paymentType: 'PAYME',
      later: true,
      day: '2026-11-22',
      time: '13:30',
      comment: 'no onions',
      courierComment: 'call me',
      sendCheque: true,
      sendChequePhone: '998901234567',
      useCashback: false,
      branchId: 12,
    });
  });

  it('leaves what is not posted or not understood as it was; a day or time that is not one clears it', () => {
    const before = {
      ...emptyCheckoutState(),
      serviceType: 'DELIVERY' as const,
      paymentType: 'CASH' as const,
      branchId: 3,
      day: '2026-11-22',
      time: '13:30',
      comment: 'kept',
    };
    const next = mergeChoices(
      before,
      form([
        ['serviceType', 'TELEPORT'],
        ['paymentType', ''],
        ['branchId', '-1'],
        ['day', 'tomorrow'],
        ['time', '1:30'],
      ]),
    );
    expect(next).toEqual({ ...before, day: null, time: null });
    expect(mergeChoices(before, form([['branchId', 'x']])).branchId).toBe(3);
  });

  it('cuts comments at 500 characters and the cheque phone at 12 digits', () => {
    const next = mergeChoices(
      emptyCheckoutState(),
      form([
        ['comment', 'a'.repeat(600)],
        ['sendChequePhone', '99890123456789'],
      ]),
    );
    expect(next.comment).toHaveLength(500);
    expect(next.sendChequePhone).toBe('998901234567');
  });
});

describe('the other posted fields', () => {
  it('reads an unknown or missing intent as an order', () => {
    expect(CheckoutIntentSchema.parse('promo-remove')).toBe('promo-remove');
    expect(CheckoutIntentSchema.parse('delete-everything')).toBe('order');
    expect(CheckoutIntentSchema.parse(null)).toBe('order');
  });

  it('takes a chosen point within the globe, with its street and house trimmed', () => {
    const ok = ChosenPointSchema.parse(
      lastValues(
        form([
          ['latitude', '41.3'],
          ['longitude', '69.2'],
          ['streetName', '  Navoiy  '],
        ]),
        ['latitude', 'longitude', 'streetName', 'houseNumber'],
      ),
    );
    expect(ok).toEqual({ latitude: 41.3, longitude: 69.2, streetName: 'Navoiy', houseNumber: null });
    const far = { latitude: '91', longitude: '69.2', streetName: null, houseNumber: null };
    expect(ChosenPointSchema.safeParse(far).success).toBe(false);
    expect(ChosenPointSchema.safeParse({ ...far, latitude: 'north' }).success).toBe(false);
  });

  it('reads a promo code trimmed and upper-cased, nothing as empty', () => {
    expect(PromoCodeSchema.parse('  spring10 ')).toBe('SPRING10');
    expect(PromoCodeSchema.parse(null)).toBe('');
  });
});
