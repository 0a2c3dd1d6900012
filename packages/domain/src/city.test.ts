import type { City } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { chooseCity } from './city.ts';
import { text } from './test-fixtures.ts';

const city = (id: number, isMain = false): City => ({
  id,
  name: text(`Shahar ${id}`, `Город ${id}`, `City ${id}`),
  description: null,
  latitude: 41.3,
  longitude: 69.2,
  isMain,
  createdDate: '2025-01-01T00:00:00Z',
  lastModifiedDate: '2025-01-01T00:00:00Z',
});

describe('chooseCity', () => {
  const cities = [city(1), city(2), city(3)];

  it("starts in the merchant's main city", () => {
    expect(chooseCity(cities, { merchantMainCityId: 2, profileAddressCityId: 3 })?.id).toBe(2);
  });

  it('uses the city flagged as main when the merchant names none', () => {
    const list = [city(1), city(2), city(3, true)];
    expect(chooseCity(list, { merchantMainCityId: null, profileAddressCityId: 2 })?.id).toBe(3);
  });

  it("falls back to the profile address's city", () => {
    expect(chooseCity(cities, { merchantMainCityId: null, profileAddressCityId: 3 })?.id).toBe(3);
  });

  it('falls back when the named cities are not among the merchant cities', () => {
    expect(chooseCity(cities, { merchantMainCityId: 99, profileAddressCityId: 3 })?.id).toBe(3);
    expect(chooseCity(cities, { merchantMainCityId: 99, profileAddressCityId: 98 })?.id).toBe(1);
  });

  it('takes the first city when nothing else decides', () => {
    expect(chooseCity(cities, { merchantMainCityId: null })?.id).toBe(1);
    expect(chooseCity(cities, { merchantMainCityId: null, profileAddressCityId: null })?.id).toBe(1);
  });

  it('is null without cities', () => {
    expect(chooseCity([], { merchantMainCityId: 1, profileAddressCityId: 2 })).toBeNull();
  });
});
