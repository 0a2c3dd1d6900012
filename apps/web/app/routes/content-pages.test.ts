/**
 * Loaders of the content routes against a fake API: the settings flags gate each page (switched off: 404),
 * a missing policy text is a 404, and a vacancy id the API does not know for this merchant is a 404.
 */
import type { MerchantPublic, MerchantSettings, Policy, Vacancy } from '@dasturxon/contracts';
import { fallbackMerchantSettings as defaultSettings } from '@dasturxon/domain';
import { describe, expect, it } from 'vitest';
import { type RouteArgs, runRoute, testLoadContext } from '../lib/test-route.ts';
import { loader as aboutLoader } from './about.tsx';
import { loader as branchesLoader } from './branches.tsx';
import { loader as branchesMapLoader } from './branches-map.tsx';
import { loader as offertaLoader } from './offerta.tsx';
import { loader as privacyLoader } from './privacy.tsx';
import { loader as vacancyLoader } from './vacancy.tsx';
import { loader as vacancyIdLoader } from './vacancy-id.tsx';

const MERCHANT_ID = '0b6f3c1e-4a2d-4c4b-9f3e-2a1d5c7e9b10';
const NOW = '2025-05-01T08:00:00.000Z';

const merchant: MerchantPublic = {
  id: MERCHANT_ID,
  name: { uz: 'Navro‘z', ru: 'Навруз', eng: 'Navruz' },
  logo: null,
  color: '#E2A33B',
  sub: 'navruz',
  theme: 'DARK',
  mapProvider: 'YANDEX',
  yandexMapKey: 'browser-key',
  isActive: true,
  latitude: 41.31,
  longitude: 69.24,
  mainCityId: null,
  domainUrl: null,
  createdDate: NOW,
  lastModifiedDate: NOW,
};

const allOn = {
  branchesActive: true,
  aboutMerchantActive: true,
  termsOfUseActive: true,
  privacyActive: true,
  vacanciesActive: true,
};

const policy = (text: string): Policy => ({
  type: 'ABOUT_COMPANY',
  text: { uz: text, ru: text, eng: text },
  lastModifiedDate: NOW,
});

const vacancy: Vacancy = {
  id: 7,
  title: { uz: 'Oshpaz', ru: 'Повар', eng: 'Cook' },
  description: { uz: 'Osh damlash.', ru: 'Плов.', eng: 'Plov.' },
  requirements: { uz: '', ru: '', eng: '' },
  salary: null,
  branchId: null,
  contactPhone: '+998712000000',
  createdDate: NOW,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const notFound = () => json({ code: 'NOT_FOUND', status: 404, message: 'Topilmadi' }, 404);

function setup(flags: Partial<MerchantSettings>, policyText = 'Biz haqimizda.') {
  const settings: MerchantSettings = { ...defaultSettings(MERCHANT_ID), ...flags };
  const apiFetch = async (url: string) => {
    const path = new URL(url, 'http://api.test').pathname;
    if (path === '/api/users/v1/merchants/sub/navruz') return json(merchant);
    if (path === '/api/support/v1/merchant/settings/web') return json(settings);
    if (path === '/api/support/v1/company/policies') return json(policy(policyText));
    if (path === '/api/users/v1/branches') return json([]);
    if (path === `/api/users/v1/city-merchant/merchant/${MERCHANT_ID}`) return json([]);
    if (path === '/api/support/v1/vacancies') return json([vacancy]);
    if (path === '/api/support/v1/vacancies/7') return json(vacancy);
    return notFound();
  };
  return (path: string, params: Record<string, string> = {}): RouteArgs => ({
    request: new Request(`http://localhost${path}${path.includes('?') ? '&' : '?'}vendor=navruz`),
    context: testLoadContext({ apiFetch, clock: () => new Date(NOW) }),
    params,
  });
}

type AnyLoader = (args: never) => Promise<unknown> | unknown;
async function statusOf(loader: AnyLoader, args: RouteArgs): Promise<number> {
  try {
    await runRoute(loader, args);
    return 200;
  } catch (thrown) {
    const status = (thrown as { status?: number; init?: { status?: number } }).init?.status;
    return status ?? (thrown as { status?: number }).status ?? 500;
  }
}

describe('content route loaders', () => {
  const routes: [string, AnyLoader, keyof typeof allOn][] = [
    ['/branches', branchesLoader, 'branchesActive'],
    ['/branches/map', branchesMapLoader, 'branchesActive'],
    ['/about', aboutLoader, 'aboutMerchantActive'],
    ['/offerta', offertaLoader, 'termsOfUseActive'],
    ['/privacy', privacyLoader, 'privacyActive'],
    ['/vacancy', vacancyLoader, 'vacanciesActive'],
  ];

  for (const [path, loader, flag] of routes) {
    it(`${path} answers when ${flag} is on and 404 when it is off`, async () => {
      expect(await statusOf(loader, setup(allOn)(path))).toBe(200);
      expect(await statusOf(loader, setup({ ...allOn, [flag]: false })(path))).toBe(404);
    });
  }

  it('a policy without text is not found', async () => {
    expect(await statusOf(aboutLoader, setup(allOn, '   ')('/about'))).toBe(404);
  });

  it('a vacancy id is found only when the API knows it for this merchant, and must be a plain number', async () => {
    const args = setup(allOn);
    expect(await statusOf(vacancyIdLoader, args('/vacancy/7', { id: '7' }))).toBe(200);
    expect(await statusOf(vacancyIdLoader, args('/vacancy/8', { id: '8' }))).toBe(404);
    expect(await statusOf(vacancyIdLoader, args('/vacancy/07', { id: '07' }))).toBe(404);
    expect(await statusOf(vacancyIdLoader, args('/vacancy/x', { id: 'x' }))).toBe(404);
  });

  it('the map uses the merchant’s Yandex key when its provider is Yandex', async () => {
    const data = (await runRoute(branchesMapLoader, setup(allOn)('/branches/map'))) as {
      provider: { kind: string };
    };
    expect(data.provider.kind).toBe('yandex');
  });
});
