import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COORDINATE_TOLERANCE, findSavedAddress, sameCoordinates } from './address.ts';

const home = { latitude: 41.311151, longitude: 69.279737 };

describe('sameCoordinates', () => {
  it('matches identical points', () => {
    expect(sameCoordinates(home, { ...home })).toBe(true);
  });

  it('matches points closer than the tolerance in both directions', () => {
    expect(
      sameCoordinates(home, { latitude: home.latitude + 0.00009, longitude: home.longitude - 0.00009 }),
    ).toBe(true);
  });

  it('does not match when either coordinate is off by the tolerance or more', () => {
    expect(sameCoordinates(home, { latitude: home.latitude + 0.0001, longitude: home.longitude })).toBe(
      false,
    );
    expect(sameCoordinates(home, { latitude: home.latitude, longitude: home.longitude - 0.0001 })).toBe(
      false,
    );
    expect(
      sameCoordinates({ latitude: 0, longitude: 0 }, { latitude: COORDINATE_TOLERANCE, longitude: 0 }),
    ).toBe(false);
  });

  it('never matches a point without coordinates', () => {
    expect(sameCoordinates({ latitude: null, longitude: null }, { latitude: null, longitude: null })).toBe(
      false,
    );
    expect(sameCoordinates(home, { latitude: home.latitude, longitude: undefined })).toBe(false);
  });

  it('is symmetric', () => {
    const coord = fc.double({ min: -0.0003, max: 0.0003, noNaN: true });
    fc.assert(
      fc.property(coord, coord, coord, coord, (a, b, c, d) => {
        const p = { latitude: 41.3 + a, longitude: 69.2 + b };
        const q = { latitude: 41.3 + c, longitude: 69.2 + d };
        expect(sameCoordinates(p, q)).toBe(sameCoordinates(q, p));
      }),
    );
  });
});

describe('findSavedAddress', () => {
  const saved = [
    { id: 1, latitude: 41.2, longitude: 69.2 },
    { id: 2, latitude: home.latitude + 0.00005, longitude: home.longitude },
  ];

  it('finds the saved address at the same place', () => {
    expect(findSavedAddress(saved, home)?.id).toBe(2);
  });

  it('is null when none is there', () => {
    expect(findSavedAddress(saved, { latitude: 40, longitude: 70 })).toBeNull();
    expect(findSavedAddress([], home)).toBeNull();
  });
});
