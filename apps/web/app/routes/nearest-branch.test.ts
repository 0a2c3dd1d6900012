/**
 * POST /nearest-branch against a fake API: a position the browser could not give is refused in the visitor's
 * language, and a found branch is remembered in the cookie the server-rendered menu filters by.
 */
import type { MerchantPublic } from '@dasturxon/contracts';
import { fallbackMerchantSettings as defaultSettings } from '@dasturxon/domain';
import { describe, expect, it } from 'vitest';
import { MERCHANT_ID, makeBranch } from '../features/branches/test-branch.ts';
import { runRoute, testLoadContext } from '../lib/test-route.ts';
import { action } from './nearest-branch.ts';

const NOW = '2026-11-21T08:00:00.000Z';
const merchant: MerchantPublic = {
  id: MERCHANT_ID,
  name: { uz: 'Navro‘z', ru: 'Навруз', eng: 'Navruz' },
  logo: null,
  color: '#E2A33B',
  sub: 'navruz',
  theme: 'DARK',
  mapProvider: 'LEAFLET',
  yandexMapKey: null,
  isActive: true,
  latitude: 41.31,
  longitude: 69.24,
  mainCityId: null,
  domainUrl: null,
  createdDate: NOW,
  lastModifiedDate: NOW,
};
const branch = makeBranch(12, {
  name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
  distance: 1200,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function context(asked: URL[]) {
  const apiFetch = async (url: string) => {
    const u = new URL(url, 'http://api.test');
    asked.push(u);
    if (u.pathname === '/api/users/v1/merchants/sub/navruz') return json(merchant);
    if (u.pathname === '/api/support/v1/merchant/settings/web')
      return json({ ...defaultSettings(MERCHANT_ID), ruLangActive: true, uzLangActive: true });
    if (u.pathname === `/api/users/v1/branches/merchant/${MERCHANT_ID}/closest`) return json(branch);
    return json({ code: 'NOT_FOUND', status: 404, message: 'Topilmadi' }, 404);
  };
  return testLoadContext({ apiFetch, clock: () => new Date(NOW) });
}

async function post(body: Record<string, string>, asked: URL[] = []) {
  const request = new Request('http://localhost/nearest-branch?vendor=navruz', {
    method: 'POST',
    headers: { cookie: 'lang=ru' },
    body: new URLSearchParams(body),
  });
  const result = (await runRoute(action, { request, context: context(asked), params: {} })) as {
    data: { ok: boolean; message?: string; branch?: { id: number; name: string } };
    init: ResponseInit | null;
  };
  return {
    body: result.data,
    status: result.init?.status ?? 200,
    headers: new Headers(result.init?.headers),
  };
}

describe('POST /nearest-branch', () => {
  it('refuses a missing or impossible position in the visitor’s language, without asking the API', async () => {
    const bodies: Record<string, string>[] = [{}, { lat: '91', lon: '69.2' }, { lat: 'abc', lon: '69.2' }];
    for (const body of bodies) {
      const asked: URL[] = [];
      const res = await post(body, asked);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ ok: false, message: expect.stringContaining('местоположение') });
      expect(asked.some((u) => u.pathname.endsWith('/closest'))).toBe(false);
    }
  });

  it('finds the closest branch and remembers it for the server-rendered menu', async () => {
    const asked: URL[] = [];
    const res = await post({ lat: '41.29', lon: '69.21' }, asked);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, branch: { id: 12, name: 'Чиланзар', merchantId: MERCHANT_ID } });
    expect(res.headers.getSetCookie().join('\n')).toMatch(/nearestBranch=12/);
    const closest = asked.find((u) => u.pathname.endsWith('/closest'));
    expect(closest?.searchParams.get('lat')).toBe('41.29');
  });
});
