/**
 * POST /nearest-branch against a fake API: a position the browser could not give is refused in the visitor's
 * language, and a found branch is remembered in the cookie the server-rendered menu filters by.
 */
import { branchEndpoints } from '@dasturxon/contracts';
import { TEST_MERCHANT_ID as MERCHANT_ID, makeBranch } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { type StorefrontApi, storefrontApi } from '../lib/test-api.ts';
import { runRoute } from '../lib/test-route.ts';
import { action } from './nearest-branch.ts';

const branch = makeBranch({
  id: 12,
  name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
  distance: 1200,
});

/** navruz in Uzbek and Russian, whose closest branch is 12. */
const navruzApi = () =>
  storefrontApi({ settings: { ruLangActive: true, uzLangActive: true } }).on(
    branchEndpoints.closest,
    () => branch,
  );

async function post(body: Record<string, string>, api: StorefrontApi = navruzApi(), cookie = 'lang=ru') {
  const request = new Request('http://localhost/nearest-branch?vendor=navruz', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(body),
  });
  const result = await runRoute(action, { request, context: api.context(), params: {} });
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
      const api = navruzApi();
      const res = await post(body, api);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ ok: false, message: expect.stringContaining('местоположение') });
      expect(api.callsTo(branchEndpoints.closest)).toEqual([]);
    }
  });

  it('finds the closest branch and remembers it for the server-rendered menu', async () => {
    const api = navruzApi();
    const res = await post({ lat: '41.29', lon: '69.21' }, api);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, branch: { id: 12, name: 'Чиланзар', merchantId: MERCHANT_ID } });
    expect(res.headers.getSetCookie().join('\n')).toMatch(/nearestBranch=12/);
    const closest = api.callsTo(branchEndpoints.closest)[0];
    expect(closest?.url.searchParams.get('lat')).toBe('41.29');
  });

  it('keeps the shared position only rounded (about 100 m) and forgets a remembered refusal', async () => {
    const res = await post({ lat: '41.311081', lon: '69.279737' }, navruzApi(), 'lang=ru; geo=denied');
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/position=41\.311%2C69\.280/);
    expect(cookies).not.toMatch(/41\.3110/);
    expect(cookies).toMatch(/geo=;.*Max-Age=0/);
  });
});
