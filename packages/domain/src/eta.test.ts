import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ETA_RULES,
  type EtaItem,
  estimateEta,
  kitchenMinutes,
  travelMinutes,
  typicalCooking,
} from './eta.ts';

const cook = fc.option(fc.integer({ min: 0, max: 240 }), { nil: null });
const item: fc.Arbitrary<EtaItem> = fc.record({
  count: fc.integer({ min: 1, max: 99 }),
  cookMin: cook,
  cookMax: cook,
});
const items = fc.array(item, { minLength: 1, maxLength: 12 });
const km = fc.option(fc.double({ min: 0, max: 150, noNaN: true }), { nil: null });

describe('estimateEta (decision 315)', () => {
  it('plov for two, 3 km away: kitchen 25-40 plus about 17 minutes on the road', () => {
    const eta = estimateEta({ items: [{ count: 2, cookMin: 25, cookMax: 40 }], distanceKm: 3 });
    expect(eta.kitchenMinutes).toEqual({ min: 25, max: 40 });
    // 3 km × 1.3 = 3.9 km at 20 km/h = 11.7 -> 12 min, + 5 handover.
    expect(eta.travelMinutes).toBe(17);
    expect(eta).toMatchObject({ minMinutes: 40, maxMinutes: 70 });
  });

  it('pick-up is the kitchen only; the longest dish counts, not the sum', () => {
    const eta = estimateEta({
      items: [
        { count: 1, cookMin: 5, cookMax: 10 },
        { count: 1, cookMin: 25, cookMax: 35 },
      ],
      distanceKm: null,
    });
    expect(eta).toMatchObject({ minMinutes: 25, maxMinutes: 35, travelMinutes: 0 });
  });

  it('a big order waits a minute per unit beyond three, at most 20', () => {
    expect(kitchenMinutes([{ count: 8, cookMin: 10, cookMax: 15 }])).toEqual({ min: 15, max: 20 });
    expect(kitchenMinutes([{ count: 99, cookMin: 10, cookMax: 15 }])).toEqual({ min: 30, max: 35 });
  });

  it('products without cooking times count as 10-20 minutes; a typo of 600 counts as 180', () => {
    expect(kitchenMinutes([{ count: 1, cookMin: null, cookMax: null }])).toEqual({ min: 10, max: 20 });
    expect(kitchenMinutes([{ count: 1, cookMin: 600, cookMax: 600 }])).toEqual({ min: 180, max: 180 });
  });

  it('the menu header takes the median dish of the menu', () => {
    const typical = typicalCooking([
      { timeCookingMin: 5, timeCookingMax: 10 },
      { timeCookingMin: 25, timeCookingMax: 40 },
      { timeCookingMin: 10, timeCookingMax: 15 },
      { timeCookingMin: null, timeCookingMax: null },
    ]);
    expect(typical).toEqual({ count: 1, cookMin: 10, cookMax: 15 });
    expect(typicalCooking([])).toEqual({ count: 1, cookMin: null, cookMax: null });
  });

  it('is a readable range: multiples of 5, at least 10 minutes wide, never below 5', () => {
    fc.assert(
      fc.property(items, km, (xs, d) => {
        const eta = estimateEta({ items: xs, distanceKm: d });
        expect(eta.minMinutes % ETA_RULES.step).toBe(0);
        expect(eta.maxMinutes % ETA_RULES.step).toBe(0);
        expect(eta.minMinutes).toBeGreaterThanOrEqual(ETA_RULES.step);
        expect(eta.maxMinutes - eta.minMinutes).toBeGreaterThanOrEqual(ETA_RULES.minWidth);
      }),
    );
  });

  it('contains the unrounded kitchen + travel time', () => {
    fc.assert(
      fc.property(items, km, (xs, d) => {
        const eta = estimateEta({ items: xs, distanceKm: d });
        expect(eta.minMinutes).toBeLessThanOrEqual(
          Math.max(ETA_RULES.step, eta.kitchenMinutes.min + eta.travelMinutes),
        );
        expect(eta.maxMinutes).toBeGreaterThanOrEqual(eta.kitchenMinutes.max + eta.travelMinutes);
      }),
    );
  });

  it('farther never promises sooner, and delivery never beats pick-up', () => {
    fc.assert(
      fc.property(
        items,
        fc.double({ min: 0, max: 150, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (xs, d, more) => {
          const near = estimateEta({ items: xs, distanceKm: d });
          const far = estimateEta({ items: xs, distanceKm: d + more });
          const pickUp = estimateEta({ items: xs, distanceKm: null });
          expect(far.minMinutes).toBeGreaterThanOrEqual(near.minMinutes);
          expect(far.maxMinutes).toBeGreaterThanOrEqual(near.maxMinutes);
          expect(near.minMinutes).toBeGreaterThanOrEqual(pickUp.minMinutes);
          expect(near.maxMinutes).toBeGreaterThanOrEqual(pickUp.maxMinutes);
        },
      ),
    );
  });

  it('adding a dish never makes the order sooner; the order of lines does not matter', () => {
    fc.assert(
      fc.property(items, item, km, (xs, extra, d) => {
        const before = estimateEta({ items: xs, distanceKm: d });
        const after = estimateEta({ items: [...xs, extra], distanceKm: d });
        expect(after.minMinutes).toBeGreaterThanOrEqual(before.minMinutes);
        expect(after.maxMinutes).toBeGreaterThanOrEqual(before.maxMinutes);
        expect(estimateEta({ items: [...xs].reverse(), distanceKm: d })).toEqual(before);
      }),
    );
  });

  it('is bounded whatever the menu says: at most 180 + 20 minutes in the kitchen and 100 km on the road', () => {
    fc.assert(
      fc.property(items, km, (xs, d) => {
        const eta = estimateEta({ items: xs, distanceKm: d });
        expect(eta.kitchenMinutes.max).toBeLessThanOrEqual(
          ETA_RULES.maxCookMinutes + ETA_RULES.maxBatchMinutes,
        );
        expect(eta.travelMinutes).toBeLessThanOrEqual(travelMinutes(ETA_RULES.maxDistanceKm));
      }),
    );
    expect(travelMinutes(Number.NaN)).toBe(0);
    expect(travelMinutes(-3)).toBe(ETA_RULES.handoverMinutes);
  });
});
