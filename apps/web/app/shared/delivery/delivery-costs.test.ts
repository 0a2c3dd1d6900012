import type { DeliveryTerms } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { basketCosts } from './delivery-costs.ts';

const terms = (over: Partial<DeliveryTerms> = {}): DeliveryTerms => ({
  serviceType: 'DELIVERY',
  branchId: 1,
  estimate: { minMinutes: 40, maxMinutes: 70 },
  deliveryPrice: 10_000,
  deliveryPriceFrom: null,
  outOfZone: false,
  minOrderAmount: 30_000,
  freeDeliveryThreshold: 150_000,
  serviceFee: 2_000,
  serviceFeeFreeFrom: 200_000,
  ...over,
});

describe('basketCosts (decision 316)', () => {
  it('adds the service fee and the delivery fee to the products: the total the checkout will ask', () => {
    expect(basketCosts(45_000, terms())).toEqual({
      serviceFee: 2_000,
      delivery: { kind: 'exact', amount: 10_000 },
      total: 57_000,
      totalIsFrom: false,
      missingForMinimum: 0,
    });
  });

  it('says how much is missing for the delivery minimum, and nothing of it for pick-up', () => {
    expect(basketCosts(25_000, terms()).missingForMinimum).toBe(5_000);
    expect(basketCosts(25_000, terms({ serviceType: 'PICK_UP' }))).toMatchObject({
      delivery: { kind: 'none' },
      missingForMinimum: 0,
      total: 27_000,
    });
  });

  it('delivers free from the threshold and drops the service fee from its own', () => {
    expect(basketCosts(150_000, terms())).toMatchObject({ delivery: { kind: 'free' }, total: 152_000 });
    expect(basketCosts(200_000, terms())).toMatchObject({ serviceFee: 0, total: 200_000 });
  });

  it('without an address: the cheapest zone as "from", the total a lower bound; outside every zone said so', () => {
    expect(basketCosts(45_000, terms({ deliveryPrice: null, deliveryPriceFrom: 8_000 }))).toMatchObject({
      delivery: { kind: 'from', amount: 8_000 },
      total: 55_000,
      totalIsFrom: true,
    });
    expect(basketCosts(45_000, terms({ deliveryPrice: null, outOfZone: true })).delivery).toEqual({
      kind: 'outOfZone',
    });
    expect(basketCosts(45_000, terms({ serviceFee: 0 })).serviceFee).toBe(0);
  });
});
