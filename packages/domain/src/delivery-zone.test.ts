import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryPriceFor, findDeliveryZone, type LatLon, pointInPolygon } from './delivery-zone.ts';

/** A 1°×1° square with corners (41, 69) and (42, 70), [lat, lon]. */
const square: LatLon[] = [
  [41, 69],
  [41, 70],
  [42, 70],
  [42, 69],
];
/** A concave "C": the square minus its middle-right notch (lat 41.4..41.6, lon 69.5..70). */
const cShape: LatLon[] = [
  [41, 69],
  [41, 70],
  [41.4, 70],
  [41.4, 69.5],
  [41.6, 69.5],
  [41.6, 70],
  [42, 70],
  [42, 69],
];

describe('pointInPolygon', () => {
  it('finds points inside and outside a square', () => {
    expect(pointInPolygon(41.5, 69.5, square)).toBe(true);
    expect(pointInPolygon(40.9, 69.5, square)).toBe(false);
    expect(pointInPolygon(41.5, 70.1, square)).toBe(false);
    expect(pointInPolygon(43, 71, square)).toBe(false);
  });

  it('counts every edge and every vertex as inside', () => {
    for (const [lat, lon] of square) expect(pointInPolygon(lat, lon, square)).toBe(true);
    expect(pointInPolygon(41, 69.5, square)).toBe(true); // bottom edge
    expect(pointInPolygon(42, 69.5, square)).toBe(true); // top edge
    expect(pointInPolygon(41.5, 69, square)).toBe(true); // left edge
    expect(pointInPolygon(41.5, 70, square)).toBe(true); // right edge
    expect(
      pointInPolygon(41.3, 69.7, [
        [41, 69],
        [41.6, 70.4],
        [42, 69],
      ]),
    ).toBe(true); // slanted edge
  });

  it('is not fooled by a ray through a vertex', () => {
    const diamond: LatLon[] = [
      [41, 69.5],
      [41.5, 70],
      [42, 69.5],
      [41.5, 69],
    ];
    // The ray from (41.5, 68.5) eastwards passes exactly through the vertices (41.5, 69) and (41.5, 70).
    expect(pointInPolygon(41.5, 68.5, diamond)).toBe(false);
    expect(pointInPolygon(41.5, 69.2, diamond)).toBe(true);
    expect(pointInPolygon(41.5, 70.5, diamond)).toBe(false);
  });

  it('handles a concave polygon', () => {
    expect(pointInPolygon(41.5, 69.8, cShape)).toBe(false); // in the notch
    expect(pointInPolygon(41.5, 69.2, cShape)).toBe(true);
    expect(pointInPolygon(41.2, 69.8, cShape)).toBe(true);
    expect(pointInPolygon(41.8, 69.8, cShape)).toBe(true);
    expect(pointInPolygon(41.5, 69.5, cShape)).toBe(true); // notch's inner edge
  });

  it('gives the same answer with the first point repeated at the end', () => {
    const closed = [...square, square[0] as LatLon];
    for (const p of [
      [41.5, 69.5],
      [40, 69.5],
      [41, 69],
      [42, 69.3],
    ] as LatLon[]) {
      expect(pointInPolygon(p[0], p[1], closed)).toBe(pointInPolygon(p[0], p[1], square));
    }
  });

  it('encloses nothing with fewer than three points or for a point that is not a place', () => {
    expect(pointInPolygon(41, 69, [])).toBe(false);
    expect(
      pointInPolygon(41, 69, [
        [41, 69],
        [42, 70],
      ]),
    ).toBe(false);
    expect(pointInPolygon(Number.NaN, 69.5, square)).toBe(false);
  });

  it('agrees with the box test for any point and any axis-aligned rectangle (property)', () => {
    // Coordinates on a 0.001° grid, so points are either on the border or clearly off it.
    const milli = (min: number, max: number) =>
      fc.integer({ min: min * 1000, max: max * 1000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(
        milli(37, 46),
        milli(56, 74),
        milli(0.001, 3),
        milli(0.001, 3),
        milli(37, 46),
        milli(56, 74),
        (lat0, lon0, h, w, lat, lon) => {
          const rect: LatLon[] = [
            [lat0, lon0],
            [lat0, lon0 + w],
            [lat0 + h, lon0 + w],
            [lat0 + h, lon0],
          ];
          const e = 1e-9; // the grid sum lat0 + h may differ from lat in the last bit
          const inBox = lat >= lat0 - e && lat <= lat0 + h + e && lon >= lon0 - e && lon <= lon0 + w + e;
          expect(pointInPolygon(lat, lon, rect)).toBe(inBox);
        },
      ),
    );
  });

  it('counts points on the grid border of a rectangle as inside (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.constantFrom(0, 1, 2, 3), (k, side) => {
        const t = k / 1000;
        const point: LatLon = [
          [41, 41 + t, 42, 42 - t][side] as number,
          [69 + t, 70, 70 - t, 69][side] as number,
        ];
        expect(pointInPolygon(point[0], point[1], square)).toBe(true);
      }),
    );
  });
});

describe('findDeliveryZone', () => {
  const inner: LatLon[] = [
    [41.4, 69.4],
    [41.4, 69.6],
    [41.6, 69.6],
    [41.6, 69.4],
  ];

  it('returns null outside every zone', () => {
    expect(findDeliveryZone([{ id: 1, polygon: square, price: 10_000 }], 50, 50)).toBeNull();
    expect(findDeliveryZone([], 41.5, 69.5)).toBeNull();
  });

  it('picks the highest priority where zones overlap, even if dearer', () => {
    const zones = [
      { id: 1, polygon: square, price: 10_000, priority: 0 },
      { id: 2, polygon: inner, price: 20_000, priority: 5 },
    ];
    expect(findDeliveryZone(zones, 41.5, 69.5)?.id).toBe(2);
    expect(findDeliveryZone(zones, 41.1, 69.1)?.id).toBe(1);
  });

  it('picks the cheapest among equal priorities, missing priority counting as 0', () => {
    const zones = [
      { id: 1, polygon: square, price: 15_000 },
      { id: 2, polygon: inner, price: 12_000, priority: 0 },
      { id: 3, polygon: inner, price: 12_000 },
    ];
    expect(findDeliveryZone(zones, 41.5, 69.5)?.id).toBe(2); // cheapest, first of the tie
  });

  it('serves an address on the border shared by two zones', () => {
    const left = { id: 1, polygon: square, price: 9_000 };
    const right = {
      id: 2,
      polygon: [
        [41, 70],
        [41, 71],
        [42, 71],
        [42, 70],
      ] as LatLon[],
      price: 8_000,
    };
    expect(findDeliveryZone([left, right], 41.5, 70)?.id).toBe(2);
  });
});

describe('deliveryPriceFor', () => {
  const terms = { minimalDeliveryPrice: 0, deliveryPricePerKm: 2_000, deliveryFreeKm: 3 };

  it('charges only the zone price within the free km', () => {
    expect(deliveryPriceFor(10_000, 0, terms)).toBe(10_000);
    expect(deliveryPriceFor(10_000, 3, terms)).toBe(10_000);
  });

  it('charges every started km beyond the free km', () => {
    expect(deliveryPriceFor(10_000, 3.001, terms)).toBe(12_000);
    expect(deliveryPriceFor(10_000, 4, terms)).toBe(12_000);
    expect(deliveryPriceFor(10_000, 4.2, terms)).toBe(14_000);
  });

  it('does not charge an extra km for float noise', () => {
    expect(deliveryPriceFor(0, 1.1, { ...terms, deliveryFreeKm: 0.1 })).toBe(2_000);
    expect(deliveryPriceFor(0, 0.3, { ...terms, deliveryFreeKm: 0 })).toBe(2_000);
  });

  it('never charges less than the minimal delivery price', () => {
    expect(deliveryPriceFor(5_000, 1, { ...terms, minimalDeliveryPrice: 8_000 })).toBe(8_000);
    expect(deliveryPriceFor(5_000, 5, { ...terms, minimalDeliveryPrice: 8_000 })).toBe(9_000);
    expect(deliveryPriceFor(0, 0, { ...terms, minimalDeliveryPrice: 8_000 })).toBe(8_000);
  });

  it('gives whole so\u2019m and counts a distance that is not a number as 0 km', () => {
    expect(deliveryPriceFor(10_000.4, 0, terms)).toBe(10_000);
    expect(deliveryPriceFor(10_000, Number.NaN, terms)).toBe(10_000);
  });

  it('never decreases with distance and never goes below minimal or zone price (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.record({
          minimalDeliveryPrice: fc.integer({ min: 0, max: 50_000 }),
          deliveryPricePerKm: fc.integer({ min: 0, max: 5_000 }),
          deliveryFreeKm: fc.double({ min: 0, max: 10, noNaN: true }),
        }),
        (zonePrice, a, b, t) => {
          const near = deliveryPriceFor(zonePrice, Math.min(a, b), t);
          const far = deliveryPriceFor(zonePrice, Math.max(a, b), t);
          expect(far).toBeGreaterThanOrEqual(near);
          expect(near).toBeGreaterThanOrEqual(Math.max(zonePrice, t.minimalDeliveryPrice));
          expect(Number.isInteger(far)).toBe(true);
        },
      ),
    );
  });
});
