import { describe, expect, it } from 'vitest';
import type { LatLon } from './delivery-zone.ts';
import { openRing, segmentsIntersect, zoneShapeProblem } from './zone-shape.ts';

const square: LatLon[] = [
  [41, 69],
  [41, 70],
  [42, 70],
  [42, 69],
];

describe('zoneShapeProblem', () => {
  it('accepts a square, open or closed, in either direction', () => {
    expect(zoneShapeProblem(square)).toBeNull();
    expect(zoneShapeProblem([...square, [41, 69]])).toBeNull();
    expect(zoneShapeProblem([...square].reverse())).toBeNull();
  });

  it('needs three distinct points', () => {
    expect(zoneShapeProblem([])).toBe('TOO_FEW_POINTS');
    expect(
      zoneShapeProblem([
        [41, 69],
        [41, 70],
        [41, 69],
      ]),
    ).toBe('TOO_FEW_POINTS');
    expect(
      zoneShapeProblem([
        [41, 69],
        [41, 69],
        [41, 70],
      ]),
    ).toBe('TOO_FEW_POINTS');
  });

  it('refuses coordinates off the globe', () => {
    expect(
      zoneShapeProblem([
        [91, 69],
        [41, 70],
        [42, 70],
      ]),
    ).toBe('BAD_COORDINATE');
    expect(
      zoneShapeProblem([
        [41, 181],
        [41, 70],
        [42, 70],
      ]),
    ).toBe('BAD_COORDINATE');
    expect(
      zoneShapeProblem([
        [Number.NaN, 69],
        [41, 70],
        [42, 70],
      ]),
    ).toBe('BAD_COORDINATE');
  });

  it('refuses a figure eight and a spike drawn back', () => {
    const bowTie: LatLon[] = [
      [41, 69],
      [42, 70],
      [42, 69],
      [41, 70],
    ];
    expect(zoneShapeProblem(bowTie)).toBe('SELF_INTERSECTING');
    const spike: LatLon[] = [
      [41, 69],
      [41, 70],
      [41, 69.5],
      [42, 69],
    ];
    expect(zoneShapeProblem(spike)).toBe('SELF_INTERSECTING');
  });

  it('refuses points on one line', () => {
    expect(
      zoneShapeProblem([
        [41, 69],
        [41, 69.5],
        [41, 70],
      ]),
    ).toBe('NO_AREA');
  });
});

describe('helpers', () => {
  it('opens a closed ring and drops double clicks', () => {
    expect(
      openRing([
        [1, 1],
        [1, 1],
        [2, 2],
        [3, 1],
        [1, 1],
      ]),
    ).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
    ]);
  });
  it('sees crossing and touching segments', () => {
    expect(segmentsIntersect([0, 0], [1, 1], [0, 1], [1, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [1, 0], [1, 0], [2, 1])).toBe(true);
    expect(segmentsIntersect([0, 0], [1, 0], [0, 1], [1, 1])).toBe(false);
  });
});
