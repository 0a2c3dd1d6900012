/**
 * The browser's doors to the session-bound API (decision 090) against a fake API: /favourite (guest refused
 * without asking the API, add/remove as PUT/DELETE with the session token, refusals passed on) and /geocode
 * (query checked before the API is asked, the proxy's failure passed on with its message).
 */
import { favouriteEndpoints, geocodingEndpoints } from '@dasturxon/contracts';
import { apiError } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { type StorefrontApi, storefrontApi } from '../lib/test-api.ts';
import { runRoute } from '../lib/test-route.ts';
import { action as favouriteAction, loader as favouriteLoader } from './favourite.ts';
import { loader as geocodeLoader } from './geocode.ts';

/** The API of bodomzor (favourites on) for the sessions t0k3n and old (whose favourite calls are refused). */
function bodomzorApi(): StorefrontApi {
  const api = storefrontApi({ merchants: [{ sub: 'bodomzor' }], settings: { favouriteActive: true } })
    .signIn('t0k3n')
    .signIn('old');
  const toggle = ({ token, params }: { token: string | null; params: { productId: number } }) => {
    if (token === 'old') return apiError(401, 'UNAUTHORIZED', 'Kiring');
    return params.productId === 5 ? null : apiError(404, 'NOT_FOUND', 'Topilmadi');
  };
  return api.on(favouriteEndpoints.add, toggle).on(favouriteEndpoints.remove, toggle);
}

/** The calls a route made beyond the merchant, its settings and the session (what the tests are about). */
const asApi = (api: StorefrontApi) =>
  api.calls
    .filter((c) => !/merchants\/sub|settings\/web|users\/me/.test(c.path))
    .map((c) => ({ method: c.method, url: c.url, auth: c.headers.get('authorization') }));

async function postFavourite(body: Record<string, string>, cookie: string, api = bodomzorApi()) {
  const request = new Request('http://localhost/favourite?vendor=bodomzor', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(body),
  });
  try {
    const result = await runRoute(favouriteAction, { request, context: api.context(), params: {} });
    const body: Record<string, unknown> = result.data;
    return { status: result.init?.status ?? 200, body, location: null, asked: asApi(api) };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return {
      status: thrown.status,
      body: null,
      location: thrown.headers.get('location'),
      asked: asApi(api),
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
    const on = await postFavourite({ productId: '5', on: 'true' }, 'token=t0k3n');
    const off = await postFavourite({ productId: '5', on: 'false' }, 'token=t0k3n');
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
    const expired = await postFavourite({ productId: '9', on: 'true' }, 'token=old');
    expect([expired.status, expired.body?.login]).toEqual([401, true]);
  });
});

describe('GET /favourite', () => {
  async function get(cookie: string, api = bodomzorApi()) {
    const request = new Request('http://localhost/favourite?vendor=bodomzor', { headers: { cookie } });
    const res = await runRoute(favouriteLoader, { request, context: api.context(), params: {} });
    return { body: await res.json(), asked: asApi(api), cache: res.headers.get('cache-control') };
  }

  it('answers a guest with no ids and asks the API nothing', async () => {
    expect(await get('')).toMatchObject({ body: { signedIn: false, ids: [] }, asked: [] });
  });

  it('answers a signed-in visitor’s favourite ids, never from a shared cache', async () => {
    const r = await get(
      'token=t0k3n',
      bodomzorApi().on(favouriteEndpoints.list, () => []),
    );
    expect(r.body).toEqual({ signedIn: true, ids: [] });
    expect(r.asked.map((a) => a.url.search)).toEqual(['?userId=7&isFavourite=true']);
    expect(r.cache).toContain('private');
  });
});

describe('GET /geocode', () => {
  async function get(query: string, api = bodomzorApi()) {
    const request = new Request(`http://localhost/geocode?vendor=bodomzor&${query}`, {
      headers: { cookie: 'lang=uz' },
    });
    const res = await runRoute(geocodeLoader, { request, context: api.context(), params: {} });
    return { status: res.status, body: await res.json(), asked: asApi(api) };
  }

  it('refuses an impossible point without asking the API', async () => {
    const r = await get('lat=95&lon=69');
    expect([r.status, r.asked]).toEqual([400, []]);
  });

  it('forwards a point to the reverse proxy and answers its place', async () => {
    const place = { display_name: 'Bunyodkor, Toshkent', address: { road: 'Bunyodkor' } };
    const r = await get(
      'lat=41.2995&lon=69.2401',
      bodomzorApi().on(geocodingEndpoints.reverse, () => place),
    );
    expect(r.body).toEqual({ place });
    expect(r.asked[0]?.url.searchParams.get('lat')).toBe('41.2995');
    expect(r.asked[0]?.url.searchParams.get('format')).toBe('jsonv2');
  });

  it('passes the proxy’s failure on with its translated message', async () => {
    const message = 'Error in nominatim: Nominatim xizmatida xatolik yuz berdi.';
    const r = await get(
      'q=Chorsu',
      bodomzorApi().on(geocodingEndpoints.search, () => apiError(502, 'NOMINATIM_ERROR', message)),
    );
    expect([r.status, r.body.error.code, r.body.error.message]).toEqual([502, 'NOMINATIM_ERROR', message]);
  });
});
