/**
 * Loaders of the content routes against a fake API: the settings flags gate each page (switched off: 404),
 * a missing policy text is a 404, and a vacancy id the API does not know for this merchant is a 404.
 */
import { branchEndpoints, contentEndpoints, type MerchantSettings } from '@dasturxon/contracts';
import { apiError, makePolicy, makeVacancy } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { storefrontApi } from '../lib/test-api.ts';
import { type RouteArgs, runRoute } from '../lib/test-route.ts';
import { loader as aboutLoader } from './about.tsx';
import { loader as branchesLoader } from './branches.tsx';
import { loader as branchesMapLoader } from './branches-map.tsx';
import { loader as offertaLoader } from './offerta.tsx';
import { loader as privacyLoader } from './privacy.tsx';
import { loader as vacancyLoader } from './vacancy.tsx';
import { loader as vacancyIdLoader } from './vacancy-id.tsx';

const NOW = '2025-05-01T08:00:00.000Z';

const allOn = {
  branchesActive: true,
  aboutMerchantActive: true,
  termsOfUseActive: true,
  privacyActive: true,
  vacanciesActive: true,
};

const vacancy = makeVacancy({ id: 7 });

/** navruz on Yandex maps, with the flags given; no branches or cities, one policy text and vacancy 7. */
function setup(flags: Partial<MerchantSettings>, policyText = 'Biz haqimizda.') {
  const api = storefrontApi({
    merchants: [
      {
        name: { uz: 'Navro‘z', ru: 'Навруз', eng: 'Navruz' },
        mapProvider: 'YANDEX',
        yandexMapKey: 'browser-key',
      },
    ],
    settings: flags,
  })
    .on(contentEndpoints.policy, ({ query }) =>
      makePolicy({ type: query.policies, text: { uz: policyText, ru: policyText, eng: policyText } }),
    )
    .on(branchEndpoints.list, () => [])
    .on(branchEndpoints.cities, () => [])
    .on(contentEndpoints.vacancies, () => [vacancy])
    .on(contentEndpoints.vacancy, ({ params }) =>
      params.id === vacancy.id ? vacancy : apiError(404, 'NOT_FOUND', 'Topilmadi'),
    );
  return (path: string, params: Record<string, string> = {}): RouteArgs => ({
    request: new Request(`http://localhost${path}${path.includes('?') ? '&' : '?'}vendor=navruz`),
    context: api.context({ clock: () => new Date(NOW) }),
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
    const data = await runRoute(branchesMapLoader, setup(allOn)('/branches/map'));
    expect(data.provider.kind).toBe('yandex');
  });
});
