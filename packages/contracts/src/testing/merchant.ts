/** Builders of the merchant's shapes (merchant.ts): the public record, its web settings, brands and cities. */
import type { Brand, City, MerchantPublic, MerchantSettings, Policy, Vacancy } from '../merchant.ts';
import { merchantSettingsAllOff } from '../merchant-settings-off.ts';
import { type DeepPartial, merge } from './merge.ts';
import { BASE_DATE, ml, nextId, TEST_MERCHANT_ID } from './sequence.ts';

/** The merchant "navruz" (id TEST_MERCHANT_ID), active, on Leaflet maps. */
export function makeMerchant(overrides: DeepPartial<MerchantPublic> = {}): MerchantPublic {
  const sub = overrides.sub ?? 'navruz';
  return merge<MerchantPublic>(
    {
      id: TEST_MERCHANT_ID,
      name: { uz: sub, ru: sub, eng: sub },
      logo: null,
      color: '#E2A33B',
      sub,
      theme: 'DARK',
      mapProvider: 'LEAFLET',
      yandexMapKey: null,
      isActive: true,
      latitude: 41.31,
      longitude: 69.24,
      mainCityId: null,
      domainUrl: null,
      createdDate: BASE_DATE,
      lastModifiedDate: BASE_DATE,
    },
    overrides,
  );
}

/**
 * A merchant's web settings with every feature off and only Uzbek active (the server's fallback, spec §8):
 * a test turns on what it needs.
 */
export function makeMerchantSettings(overrides: DeepPartial<MerchantSettings> = {}): MerchantSettings {
  return merge<MerchantSettings>(merchantSettingsAllOff(TEST_MERCHANT_ID, '#E2A33B'), overrides);
}

export function makeBrand(overrides: DeepPartial<Brand> = {}): Brand {
  const id = overrides.id ?? nextId('brand');
  const sub = overrides.sub ?? `brand${id}`;
  return merge<Brand>(
    {
      id,
      merchantId: TEST_MERCHANT_ID,
      sub,
      name: ml(`Brend ${id}`),
      domainUrl: null,
      color: '#E2A33B',
      image: null,
    },
    overrides,
  );
}

export function makeCity(overrides: DeepPartial<City> = {}): City {
  const id = overrides.id ?? nextId('city');
  return merge<City>(
    {
      id,
      name: ml(`Shahar ${id}`),
      description: null,
      latitude: 41.31,
      longitude: 69.24,
      isMain: id === 1,
      createdDate: BASE_DATE,
      lastModifiedDate: BASE_DATE,
    },
    overrides,
  );
}

/** The "about the company" text, the same in every language. */
export function makePolicy(overrides: DeepPartial<Policy> = {}): Policy {
  return merge<Policy>(
    { type: 'ABOUT_COMPANY', text: ml('Biz haqimizda.', 'О нас.', 'About us.'), lastModifiedDate: BASE_DATE },
    overrides,
  );
}

/** A cook's vacancy, no salary or branch given. */
export function makeVacancy(overrides: DeepPartial<Vacancy> = {}): Vacancy {
  const id = overrides.id ?? nextId('vacancy');
  return merge<Vacancy>(
    {
      id,
      title: { uz: 'Oshpaz', ru: 'Повар', eng: 'Cook' },
      description: { uz: 'Osh damlash.', ru: 'Плов.', eng: 'Plov.' },
      requirements: { uz: '', ru: '', eng: '' },
      salary: null,
      branchId: null,
      contactPhone: '+998712000000',
      createdDate: BASE_DATE,
    },
    overrides,
  );
}
