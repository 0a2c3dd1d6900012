import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BranchLike, closestBranch, DEFAULT_MAP_CENTER, distanceMeters } from './geo.ts';

// Real places in Tashkent.
const AMIR_TEMUR_SQUARE = { latitude: 41.311151, longitude: 69.279737 };
const CHORSU = { latitude: 41.326543, longitude: 69.235418 };
const YUNUSABAD = { latitude: 41.367441, longitude: 69.290394 };
const SAMARKAND = { latitude: 39.654167, longitude: 66.959722 };

type TestBranch = BranchLike & { id: number };
const branch = (id: number, at: { latitude: number; longitude: number }, over: Partial<TestBranch> = {}) =>
  ({
    id,
    ...at,
    isActive: true,
    settings: { deliveryEnabled: true, pickUpEnabled: true, dineInEnabled: true },
    ...over,
  }) satisfies TestBranch;

describe('distanceMeters', () => {
  it('is zero for the same point', () => {
    expect(distanceMeters(CHORSU, CHORSU)).toBe(0);
  });

  it('matches known distances', () => {
    // Tashkent to Samarkand is about 270 km as the crow flies.
    expect(distanceMeters(AMIR_TEMUR_SQUARE, SAMARKAND) / 1000).toBeCloseTo(270, -1);
    // One degree of latitude is about 111.2 km.
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111_195,
      -1,
    );
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMeters(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6_371_008.8 + 1);
        expect(Math.abs(d - distanceMeters(b, a))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('closestBranch', () => {
  const branches = [branch(1, YUNUSABAD), branch(2, CHORSU), branch(3, AMIR_TEMUR_SQUARE)];

  it('finds the nearest branch and says how far it is', () => {
    const found = closestBranch(branches, { latitude: 41.3265, longitude: 69.2355 });
    expect(found?.id).toBe(2);
    expect(found?.distance).toBeGreaterThan(0);
    expect(found?.distance).toBeLessThan(20);
  });

  it('skips inactive branches', () => {
    const list = branches.map((b) => (b.id === 2 ? { ...b, isActive: false } : b));
    expect(closestBranch(list, CHORSU)?.id).toBe(3);
  });

  it('with a service type, considers only branches offering it', () => {
    const noDelivery = { deliveryEnabled: false, pickUpEnabled: true, dineInEnabled: false };
    const list = branches.map((b) => (b.id === 2 ? { ...b, settings: noDelivery } : b));
    expect(closestBranch(list, CHORSU, 'DELIVERY')?.id).toBe(3);
    expect(closestBranch(list, CHORSU, 'PICK_UP')?.id).toBe(2);
    expect(closestBranch(list, CHORSU, 'DINE_IN')?.id).toBe(3);
    expect(closestBranch(list, CHORSU)?.id).toBe(2);
  });

  it('is null when no branch qualifies', () => {
    expect(closestBranch([], CHORSU)).toBeNull();
    expect(closestBranch([branch(1, CHORSU, { isActive: false })], CHORSU)).toBeNull();
  });

  it('is null for a point that is not a place, and ignores branches without one', () => {
    expect(closestBranch(branches, { latitude: Number.NaN, longitude: 69 })).toBeNull();
    const list = [branch(1, { latitude: Number.NaN, longitude: 0 }), branch(2, YUNUSABAD)];
    expect(closestBranch(list, CHORSU)?.id).toBe(2);
  });

  it('keeps the branch fields', () => {
    expect(closestBranch(branches, YUNUSABAD)).toMatchObject({ id: 1, ...YUNUSABAD, distance: 0 });
  });

  it('gives ties to the branch listed first', () => {
    expect(closestBranch([branch(7, CHORSU), branch(8, CHORSU)], DEFAULT_MAP_CENTER)?.id).toBe(7);
  });

  it('is never farther than any other qualifying branch', () => {
    const place = fc.record({
      latitude: fc.double({ min: 41.2, max: 41.45, noNaN: true }),
      longitude: fc.double({ min: 69.1, max: 69.4, noNaN: true }),
    });
    const list = fc
      .array(fc.tuple(place, fc.boolean()), { maxLength: 8 })
      .map((xs) => xs.map(([p, isActive], i) => branch(i, p, { isActive })));
    fc.assert(
      fc.property(list, place, (bs, point) => {
        const found = closestBranch(bs, point);
        const active = bs.filter((b) => b.isActive);
        if (active.length === 0) {
          expect(found).toBeNull();
          return;
        }
        expect(found?.isActive).toBe(true);
        for (const b of active) expect(found?.distance).toBeLessThanOrEqual(distanceMeters(point, b));
      }),
    );
  });
});
