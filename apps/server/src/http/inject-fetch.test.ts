/**
 * The storefront's in-process API fetch (inject-fetch.ts, decision 361): the cached menu is answered from its
 * prepared answer without an inject, with the status, headers and bytes an injected call gets, counted under the
 * route; anything else is injected as before.
 */
import { OverallSchema } from '@dasturxon/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopWithDish } from '../modules/menu/menu-test-shop.ts';
import { registerMetrics } from '../ops/metrics.ts';
import { useTestApp } from '../testing/test-app.ts';
import { databases } from '../testing/test-db.ts';
import { headerRecord } from './header-record.ts';
import { createInjectFetch } from './inject-fetch.ts';

const overalls = '/api/products/v1/overalls';
const TOKEN = 'metrics-token-inject-fetch-0123456789';
/** What a socket adds to an injected answer and a fetch Response never had to carry. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function seen(response: Response) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (!TRANSPORT.has(key)) headers[key] = value;
  });
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

describe('headerRecord', () => {
  it('reads records, Headers and pairs alike, names in lower case', () => {
    const want = { merchant: 'm', 'if-none-match': '"a"' };
    expect({ ...headerRecord({ Merchant: 'm', 'If-None-Match': '"a"' }) }).toEqual(want);
    expect({ ...headerRecord(new Headers({ Merchant: 'm', 'If-None-Match': '"a"' })) }).toEqual(want);
    expect({
      ...headerRecord([
        ['Merchant', 'm'],
        ['if-none-match', '"a"'],
      ]),
    }).toEqual(want);
    expect({
      ...headerRecord([
        ['accept', 'a'],
        ['Accept', 'b'],
      ]),
    }).toEqual({ accept: 'a, b' });
    const odd = headerRecord({ __proto__: 'x' } as unknown as Record<string, string>);
    expect(Object.getPrototypeOf(odd)).toBeNull();
  });
});

describe.each(databases())('in-process API fetch on %s', (kind) => {
  const t = useTestApp(kind, {
    menuCacheCheckIntervalMs: 60_000,
    beforeRoutes: (app) => registerMetrics(app, { token: TOKEN, processMetrics: false }),
  });
  afterEach(() => vi.restoreAllMocks());

  /** The same call made both ways: through inject (the route or its first hook), and the fetch under test. */
  async function both(url: string, headers: Record<string, string>) {
    const injects = vi.spyOn(t.app, 'inject');
    const apiFetch = createInjectFetch(t.app);
    const fetched = await apiFetch(url, { method: 'GET', headers });
    const injectedCalls = injects.mock.calls.length;
    injects.mockRestore();
    const injected = await t.call('GET', url, { headers });
    const reference = new Response(injected.statusCode === 304 ? null : new Uint8Array(injected.rawPayload), {
      status: injected.statusCode,
      headers: injected.headers as Record<string, string>,
    });
    return { fetched: await seen(fetched), injected: await seen(reference), injectedCalls };
  }

  it('answers the cached menu without an inject, as an injected call is answered', async () => {
    const merchant = await shopWithDish(t.db, 'Osh');
    const first = await t.call('GET', overalls, { merchant: merchant.id });
    const etag = String(first.headers.etag);
    // Compressed bytes are made in the background after the first request that asks for them.
    const compressed = { merchant: merchant.id, 'accept-encoding': 'gzip, deflate, br' };
    await t.call('GET', overalls, { headers: compressed });
    for (let i = 0; i < 200 && !t.app.menuAnswers.answerFor(overalls, merchant.id, undefined, 'br'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const asks: Record<string, string>[] = [
      { merchant: merchant.id },
      compressed,
      { Merchant: merchant.id, 'If-None-Match': etag },
    ];
    for (const headers of asks) {
      const { fetched, injected, injectedCalls } = await both(`${overalls}?type=WEB`, headers);
      expect(injectedCalls).toBe(0);
      expect(fetched).toEqual(injected);
    }
    const plain = await both(overalls, { merchant: merchant.id });
    expect(OverallSchema.parse(JSON.parse(plain.fetched.body.toString())).products).toHaveLength(12);
  });

  it('injects what the prepared answers cannot answer, and other merchants get their own menu', async () => {
    const osh = await shopWithDish(t.db, 'Osh');
    const somsa = await shopWithDish(t.db, 'Somsa');
    // Not cached yet: the route answers (and caches it).
    const cold = await both(overalls, { merchant: somsa.id });
    expect(cold.injectedCalls).toBe(1);
    const warm = await both(overalls, { merchant: somsa.id });
    expect(warm.injectedCalls).toBe(0);
    expect(OverallSchema.parse(JSON.parse(warm.fetched.body.toString())).products[0]?.name.uz).toBe('Somsa');
    await t.call('GET', overalls, { merchant: osh.id });
    const other = await both(overalls, { merchant: osh.id });
    expect(OverallSchema.parse(JSON.parse(other.fetched.body.toString())).products[0]?.name.uz).toBe('Osh');
    const bad = await both(`${overalls}?type=XX`, { merchant: osh.id });
    expect([bad.injectedCalls, bad.fetched.status]).toEqual([1, 400]);
    // A forwarded address never travels with an in-process call, answered early or not.
    const forwarded = await both(overalls, { merchant: osh.id, 'x-forwarded-proto': 'https' });
    expect([forwarded.injectedCalls, forwarded.fetched.headers['strict-transport-security']]).toEqual([
      0,
      undefined,
    ]);
  });

  it('counts its answers under the route', async () => {
    const merchant = await shopWithDish(t.db, 'Osh');
    const served = async (status: number) => {
      const metrics = await t.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      const line = metrics.body
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_requests_total{') &&
            l.includes(`route="${overalls}"`) &&
            l.includes(`status="${status}"`),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    const etag = String((await t.call('GET', overalls, { merchant: merchant.id })).headers.etag);
    const before = [await served(200), await served(304)];
    const apiFetch = createInjectFetch(t.app);
    await apiFetch(overalls, { method: 'GET', headers: { merchant: merchant.id } });
    await apiFetch(overalls, { method: 'GET', headers: { merchant: merchant.id, 'if-none-match': etag } });
    await apiFetch(overalls, { method: 'GET', headers: { merchant: merchant.id, 'if-none-match': etag } });
    expect([(await served(200)) - (before[0] ?? 0), (await served(304)) - (before[1] ?? 0)]).toEqual([1, 2]);
  });
});
