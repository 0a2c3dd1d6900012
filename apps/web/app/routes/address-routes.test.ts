/**
 * The browser's doors to the session-bound API (decision 090) against a fake API: /favourite (guest refused
 * without asking the API, add/remove as PUT/DELETE with the session token, refusals passed on) and /geocode
 * (query checked before the API is asked, the proxy's failure passed on with its message).
 */
import type { MerchantPublic } from '@dasturxon/contracts';
import { fallbackMerchantSettings as defaultSettings } from '@dasturxon/domain';
import { describe, expect, it } from 'vitest';
import { MERCHANT_ID } from '../features/branches/test-branch.ts';
import { runRoute, testLoadContext } from '../lib/test-route.ts';
import { action as favouriteAction, loader as favouriteLoader } from './favourite.ts';
import { loader as geocodeLoader } from './geocode.ts';

const NOW = '2026-11-21T08:00:00.000Z';
const merchant: MerchantPublic = {
  id: MERCHANT_ID,
  name: { uz: 'Bodomzor', ru: 'Бодомзор', eng: 'Bodomzor' },
  logo: null,
  color: '#2E7D32',
  sub: 'bodomzor',
  theme: 'LIGHT',
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
const user = {
  id: 7,
  merchantId: MERCHANT_ID,
  phone: '998901234567',
  firstName: 'Aziza',
  lastName: null,
  gender: null,
  birthday: null,
  email: null,
  image: null,
  role: 'CUSTOMER',
  cashback: 0,
  isActive: true,
  createdDate: NOW,
  lastModifiedDate: NOW,
};

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

interface Asked {
  method: string;
  url: URL;
  auth: string | null;
}

type Handler = (a: Asked) => Response | undefined;

function context(asked: Asked[], handle: Handler = () => undefined) {
  const apiFetch = async (url: string, init: RequestInit) => {
    const a: Asked = {
      method: init.method ?? 'GET',
      url: new URL(url, 'http://api.test'),
      auth: new Headers(init.headers).get('authorization'),
    };
    asked.push(a);
    if (a.url.pathname === '/api/users/v1/merchants/sub/bodomzor') return json(merchant);
    if (a.url.pathname === '/api/support/v1/merchant/settings/web')
      return json({ ...defaultSettings(MERCHANT_ID), favouriteActive: true });
    if (a.url.pathname === '/api/users/v1/users/me') return json(user);
    return handle(a) ?? json({ code: 'NOT_FOUND', status: 404, message: 'Topilmadi' }, 404);
  };
  return testLoadContext({
    apiFetch,
    clock: () => new Date(NOW),
    config: {
      baseDomain: 'dasturxon.uz',
      defaultMerchantSub: 'bodomzor',
      forcedRussianMerchants: [],
      validateApi: true,
      buildId: 'test',
    },
  });
}

const asApi = (asked: Asked[]) =>
  asked.filter((a) => !/merchants\/sub|settings\/web|users\/me/.test(a.url.pathname));

async function postFavourite(body: Record<string, string>, cookie: string, handle?: Handler) {
  const asked: Asked[] = [];
  const request = new Request('http://localhost/favourite?vendor=bodomzor', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(body),
  });
  try {
    const result = (await runRoute(favouriteAction, {
      request,
      context: context(asked, handle),
      params: {},
    })) as {
      data: Record<string, unknown>;
      init: ResponseInit | null;
    };
    return { status: result.init?.status ?? 200, body: result.data, location: null, asked: asApi(asked) };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return {
      status: thrown.status,
      body: null,
      location: thrown.headers.get('location'),
      asked: asApi(asked),
    };
  }
}

describe('POST /favourite', () => {
  it('sends a guest to sign in without asking the API', async () => {
    const js = await postFavourite({ productId: '5', on: 'true' }, '');
    expect([js.status, js.body?.login, js.asked]).toEqual([401, true, []]);
    // Without JavaScript the form carries where to come back to.
    const plain = await postFavourite({ productId: '5', on: 'true', redirectTo: '/category?id=3' }, '');
    expect([plain.status, plain.location]).toEqual([302, '/login?redirectTo=%2Fcategory%3Fid%3D3']);
  });

  it('refuses a product id that is not one, without asking the API', async () => {
    for (const productId of ['', 'abc', '-1', '1.5']) {
      const r = await postFavourite({ productId, on: 'true' }, 'token=t0k3n');
      expect([productId, r.status, r.asked]).toEqual([productId, 400, []]);
    }
  });

  it('adds with PUT and removes with DELETE, carrying the session token', async () => {
    const handle: Handler = (a) =>
      a.url.pathname === '/api/products/v1/favourite/5' ? json(null, 204) : undefined;
    const on = await postFavourite({ productId: '5', on: 'true' }, 'token=t0k3n', handle);
    const off = await postFavourite({ productId: '5', on: 'false' }, 'token=t0k3n', handle);
    expect(on.status).toBe(200);
    expect(off.status).toBe(200);
    expect([...on.asked, ...off.asked].map((a) => [a.method, a.url.pathname, a.auth])).toEqual([
      ['PUT', '/api/products/v1/favourite/5', 'Bearer t0k3n'],
      ['DELETE', '/api/products/v1/favourite/5', 'Bearer t0k3n'],
    ]);
  });

  it('passes the API’s refusal on: another merchant’s product, an expired session', async () => {
    const missing = await postFavourite({ productId: '9', on: 'true' }, 'token=t0k3n');
    expect([missing.status, missing.body?.message]).toEqual([404, 'Topilmadi']);
    const expired = await postFavourite({ productId: '9', on: 'true' }, 'token=old', () =>
      json({ code: 'UNAUTHORIZED', status: 401, message: 'Kiring' }, 401),
    );
    expect([expired.status, expired.body?.login]).toEqual([401, true]);
  });
});

describe('GET /favourite', () => {
  async function get(cookie: string, handle?: Handler) {
    const asked: Asked[] = [];
    const request = new Request('http://localhost/favourite?vendor=bodomzor', { headers: { cookie } });
    const res = (await runRoute(favouriteLoader, {
      request,
      context: context(asked, handle),
      params: {},
    })) as Response;
    return { body: await res.json(), asked: asApi(asked), cache: res.headers.get('cache-control') };
  }

  it('answers a guest with no ids and asks the API nothing', async () => {
    expect(await get('')).toMatchObject({ body: { signedIn: false, ids: [] }, asked: [] });
  });

  it('answers a signed-in visitor’s favourite ids, never from a shared cache', async () => {
    const r = await get('token=t0k3n', (a) =>
      a.url.pathname === '/api/products/v1/favourite/all' ? json([]) : undefined,
    );
    expect(r.body).toEqual({ signedIn: true, ids: [] });
    expect(r.asked.map((a) => a.url.search)).toEqual(['?userId=7&isFavourite=true']);
    expect(r.cache).toContain('private');
  });
});

describe('GET /geocode', () => {
  async function get(query: string, handle?: Handler) {
    const asked: Asked[] = [];
    const request = new Request(`http://localhost/geocode?vendor=bodomzor&${query}`, {
      headers: { cookie: 'lang=uz' },
    });
    const res = (await runRoute(geocodeLoader, {
      request,
      context: context(asked, handle),
      params: {},
    })) as Response;
    return { status: res.status, body: await res.json(), asked: asApi(asked) };
  }

  it('refuses an impossible point without asking the API', async () => {
    const r = await get('lat=95&lon=69');
    expect([r.status, r.asked]).toEqual([400, []]);
  });

  it('forwards a point to the reverse proxy and answers its place', async () => {
    const place = { display_name: 'Bunyodkor, Toshkent', address: { road: 'Bunyodkor' } };
    const r = await get('lat=41.2995&lon=69.2401', (a) =>
      a.url.pathname === '/api/notifications/v1/nominatim/reverse' ? json(place) : undefined,
    );
    expect(r.body).toEqual({ place });
    expect(r.asked[0]?.url.searchParams.get('lat')).toBe('41.2995');
    expect(r.asked[0]?.url.searchParams.get('format')).toBe('jsonv2');
  });

  it('passes the proxy’s failure on with its translated message', async () => {
    const message = 'Error in nominatim: Nominatim xizmatida xatolik yuz berdi.';
    const r = await get('q=Chorsu', () => json({ code: 'NOMINATIM_ERROR', status: 502, message }, 502));
    expect([r.status, r.body.error.code, r.body.error.message]).toEqual([502, 'NOMINATIM_ERROR', message]);
  });
});
