import type { City } from '@dasturxon/contracts';
import { makeBranch, makeCity } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { groupBranchesByCity } from './group-by-city.ts';

const city = (id: number, name: string, isMain = false): City =>
  makeCity({ id, name: { uz: name, ru: name, eng: name }, isMain });

const cities = [city(1, 'Samarkand'), city(2, 'Tashkent', true), city(3, 'Bukhara')];
const branches = [
  makeBranch({ id: 1, cityId: 1 }),
  makeBranch({ id: 2, cityId: 2, name: { uz: 'B', ru: 'B', eng: 'Beta' } }),
  makeBranch({ id: 3, cityId: 2, name: { uz: 'A', ru: 'A', eng: 'Alpha' } }),
  makeBranch({ id: 4, cityId: 2, isMain: true, name: { uz: 'Z', ru: 'Z', eng: 'Zeta' } }),
  makeBranch({ id: 5, cityId: 3, isActive: false }),
];

describe('groupBranchesByCity', () => {
  it('puts the main city first, then cities by name; the main branch first, then by name', () => {
    const groups = groupBranchesByCity(branches, cities, 'eng');
    expect(groups.map((g) => g.cityName)).toEqual(['Tashkent', 'Samarkand']);
    expect(groups[0]?.branches.map((b) => b.name.eng)).toEqual(['Zeta', 'Alpha', 'Beta']);
  });

  it('leaves out inactive branches and cities left without one', () => {
    const groups = groupBranchesByCity(branches, cities, 'eng');
    expect(groups.some((g) => g.cityId === 3)).toBe(false);
    expect(groups.flatMap((g) => g.branches).some((b) => b.id === 5)).toBe(false);
  });

  it('narrows to the chosen city, and ignores an unknown city id', () => {
    expect(groupBranchesByCity(branches, cities, 'eng', 1).map((g) => g.cityId)).toEqual([1]);
    expect(groupBranchesByCity(branches, cities, 'eng', 99).map((g) => g.cityId)).toEqual([2, 1]);
  });

  it('still groups when the city list could not be loaded', () => {
    const groups = groupBranchesByCity(branches, [], 'eng');
    expect(groups.flatMap((g) => g.branches)).toHaveLength(4);
  });
});
