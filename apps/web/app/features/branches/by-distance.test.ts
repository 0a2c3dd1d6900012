import type { City } from '@dasturxon/contracts';
import { makeBranch, makeCity } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { arrangeByDistance } from './by-distance.ts';

const city = (id: number, name: string, isMain = false): City =>
  makeCity({ id, name: { uz: name, ru: name, eng: name }, isMain });
const cities = [city(1, 'Tashkent', true), city(2, 'Samarkand')];
const at = (id: number, cityId: number, latitude: number, longitude: number, name: string) =>
  makeBranch({ id, cityId, latitude, longitude, name: { uz: name, ru: name, eng: name } });

// Chilonzor is about 1 km from the customer, Yunusobod about 9 km, Samarkand about 270 km.
const chilonzor = at(1, 1, 41.2856, 69.2034, 'Chilonzor');
const yunusobod = at(2, 1, 41.3653, 69.2851, 'Yunusobod');
const samarkand = at(3, 2, 39.6542, 66.9597, 'Registon');
const closed = at(4, 1, 41.31, 69.24, 'Closed one');
const customer = { latitude: 41.2952, longitude: 69.2045 };
const all = [samarkand, yunusobod, chilonzor, closed];

describe('arrangeByDistance', () => {
  it('lists the customer’s city nearest first with distances, then other cities', () => {
    const { sections } = arrangeByDistance(all, cities, 'eng', customer, () => true);
    expect(sections.map((s) => [s.cityName, s.other])).toEqual([
      ['Tashkent', false],
      ['Samarkand', true],
    ]);
    expect(sections[0]?.rows.map((r) => r.branch.name.eng)).toEqual(['Chilonzor', 'Closed one', 'Yunusobod']);
    const [first, , third] = sections[0]?.rows ?? [];
    expect(first?.distance).toBeGreaterThan(900);
    expect(first?.distance).toBeLessThan(1200);
    expect(third?.distance).toBeGreaterThan(8000);
    expect(sections[1]?.rows[0]?.distance).toBeGreaterThan(250_000);
  });

  it('preselects the nearest open branch, skipping a nearer closed one', () => {
    const nearerClosed = at(5, 1, 41.2953, 69.2046, 'Next door, closed');
    const arranged = arrangeByDistance([...all, nearerClosed], cities, 'eng', customer, (b) => b.id !== 5);
    expect(arranged.sections[0]?.rows[0]?.branch.id).toBe(5);
    expect(arranged.nearestId).toBe(1);
  });

  it('puts the other city first when the customer is there', () => {
    const inSamarkand = { latitude: 39.65, longitude: 66.96 };
    const { sections, nearestId } = arrangeByDistance(all, cities, 'eng', inSamarkand, () => true);
    expect(sections.map((s) => s.cityName)).toEqual(['Samarkand', 'Tashkent']);
    expect(nearestId).toBe(3);
  });

  it('without a position keeps the city grouping, no distances and nothing preselected', () => {
    const arranged = arrangeByDistance(all, cities, 'eng', null, () => true);
    expect(arranged.nearestId).toBeNull();
    expect(arranged.sections.map((s) => [s.cityName, s.other])).toEqual([
      ['Tashkent', false],
      ['Samarkand', true],
    ]);
    expect(arranged.sections.flatMap((s) => s.rows).every((r) => r.distance === null)).toBe(true);
  });

  it('leaves out inactive branches', () => {
    const gone = makeBranch({ id: 9, cityId: 1, isActive: false, latitude: 41.2952, longitude: 69.2045 });
    const { sections, nearestId } = arrangeByDistance([gone, chilonzor], cities, 'eng', customer, () => true);
    expect(sections.flatMap((s) => s.rows).map((r) => r.branch.id)).toEqual([1]);
    expect(nearestId).toBe(1);
  });
});
