/**
 * For tests: what the root loader sends about the shell (ShellData), complete and typed, with deep-partial
 * overrides (tests only; the contracts' builders build what crosses the API, this builds the web's own shape).
 * Defaults: English, the merchant "navruz" with favourites off, the basket in the navigation bar with its page,
 * a guest, an empty basket.
 */
import { type DeepPartial, merge, TEST_MERCHANT_ID } from '@dasturxon/contracts/testing';
import { messagesFor } from '../i18n/catalog/index.ts';
import type { ShellData, ShellMerchant } from './shell-types.ts';

export function makeShellMerchant(overrides: DeepPartial<ShellMerchant> = {}): ShellMerchant {
  return merge<ShellMerchant>(
    {
      id: TEST_MERCHANT_ID,
      name: 'Navruz',
      logo: null,
      nav: { branches: false, about: false, vacancies: false, privacy: false, terms: false },
      favourites: false,
      basket: { position: 'NAVIGATION_BAR', page: true },
      footer: { left: '', right: '', links: [] },
      brands: [],
      cities: [],
      cityId: null,
      nearestBranch: null,
      locationRefused: false,
      metricaId: null,
      allowedExternalHosts: [],
    },
    overrides,
  );
}

export function makeShellData(overrides: DeepPartial<ShellData> = {}): ShellData {
  const { merchant, ...rest } = overrides;
  const lang = overrides.lang ?? 'eng';
  return merge<ShellData>(
    {
      lang,
      messages: messagesFor(lang),
      messagesRest: null,
      langs: ['uz', 'ru'],
      theme: { primary: '#E2A33B', onPrimary: '#000000', dark: false },
      title: 'Navruz',
      description: '',
      favicon: '',
      cdnBase: '',
      buildId: 'test',
      client: 'WEB',
      merchant: merchant === null ? null : makeShellMerchant(merchant),
      user: null,
      basket: [],
    },
    rest,
  );
}
