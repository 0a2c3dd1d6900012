/**
 * The overall menu's fast path (fast-path.ts, decision 339): a cached, current menu is answered from the first
 * hook, byte for byte and header for header as the route answers it, and only when that answer is certain.
 */
import { brotliDecompressSync } from 'node:zlib';
import { OverallSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories.ts';
import { merchants } from '../../db/schema/index.ts';
import { registerMetrics } from '../../ops/metrics.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { shopWithDish } from './menu-test-shop.ts';

const overalls = '/api/products/v1/overalls';
const TOKEN = 'metrics-token-fast-path-0123456789';

/** The headers a client sees, but the two that differ per response by design (the date, the script nonce). */
function stableHeaders(res: LightMyRequestResponse): Record<string, unknown> {
  const { date: _date, 'content-security-policy': policy, ...rest } = res.headers;
  return { ...rest, 'content-security-policy': String(policy).replace(/'nonce-[^']+'/, "'nonce-*'") };
}

describe.each(databases())('menu fast path on %s', (kind) => {
  /** URLs of the requests that reached the hooks after the fast path (health, metrics and the rest). */
  const passed: string[] = [];
  const t = useTestApp(kind, {
    menuCacheCheckIntervalMs: 60_000,
    beforeRoutes: (app) => {
      app.addHook('onRequest', (request, _reply, done) => {
        passed.push(request.url);
        done();
      });
      registerMetrics(app, { token: TOKEN, processMetrics: false });
    },
  });

  /** One GET, and whether it went past the fast path. */
  async function get(url: string, merchant: string, headers: Record<string, string> = {}) {
    passed.length = 0;
    const res = await t.call('GET', url, { merchant, headers });
    return { res, routed: passed.length > 0 };
  }

  it('answers a cached menu before the other hooks, with the headers and bytes of the route', async () => {
    const merchant = await shopWithDish(t.db, 'Osh');
    const asks: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'gzip, deflate, br' },
    ];
    for (const headers of asks) {
      const first = await get(overalls, merchant.id, headers);
      const again = await get(overalls, merchant.id, headers);
      expect(first.routed).toBe(true);
      expect(again.routed).toBe(false);
      expect(again.res.statusCode).toBe(200);
      // Brotli's bytes may switch from quality 6 to 11 between the two answers (menu-cache.ts encode): the JSON
      // they carry is the same, and so is every other header.
      const br = again.res.headers['content-encoding'] === 'br';
      const withoutLength = (res: typeof first.res) => {
        const { 'content-length': _length, ...rest } = stableHeaders(res) as Record<string, unknown>;
        return br ? rest : { ...rest, 'content-length': _length };
      };
      expect(withoutLength(again.res)).toEqual(withoutLength(first.res));
      const payload = (res: typeof first.res) => (br ? brotliDecompressSync(res.rawPayload) : res.rawPayload);
      expect(payload(again.res).equals(payload(first.res))).toBe(true);
      // The API's fixed policy (decision 350): the same for the route and the fast path, with no nonce.
      expect(again.res.headers['content-security-policy']).toBe(first.res.headers['content-security-policy']);
      expect(String(again.res.headers['content-security-policy'])).toContain("default-src 'none'");
    }
    const etag = String((await get(overalls, merchant.id)).res.headers.etag);
    // The route's 304 comes from a request that cannot be answered early (a channel it must validate).
    const routed304 = await get(`${overalls}?type=WEB&`, merchant.id, { 'if-none-match': etag });
    const early304 = await get(`${overalls}?type=WEB`, merchant.id, { 'if-none-match': `W/${etag}` });
    expect([routed304.routed, early304.routed]).toEqual([true, false]);
    expect(early304.res.statusCode).toBe(304);
    expect(early304.res.body).toBe('');
    expect(stableHeaders(early304.res)).toEqual(stableHeaders(routed304.res));
  });

  it('serves each merchant its own menu and each channel its own entry', async () => {
    const osh = await shopWithDish(t.db, 'Osh');
    const somsa = await shopWithDish(t.db, 'Somsa');
    for (const m of [osh, somsa]) await get(overalls, m.id);
    await get(`${overalls}?type=TG`, osh.id);
    for (const [m, dish] of [
      [osh, 'Osh'],
      [somsa, 'Somsa'],
      [osh, 'Osh'],
    ] as const) {
      const { res, routed } = await get(overalls, m.id.toUpperCase());
      expect(routed).toBe(false);
      expect(OverallSchema.parse(res.json()).products[0]?.name.uz).toBe(dish);
    }
    const tg = await get(`${overalls}?type=TG`, osh.id);
    expect(tg.routed).toBe(false);
    expect(tg.res.statusCode).toBe(200);
  });

  it('leaves to the route what it cannot answer for certain', async () => {
    const merchant = await shopWithDish(t.db, 'Osh');
    await get(overalls, merchant.id);
    const bad = await get(`${overalls}?type=XX`, merchant.id);
    expect([bad.routed, bad.res.statusCode]).toEqual([true, 400]);
    const unknown = await get(overalls, '00000000-0000-4000-8000-000000000000');
    expect([unknown.routed, unknown.res.statusCode]).toEqual([true, 404]);
    const malformed = await get(overalls, `${merchant.id}x`);
    expect([malformed.routed, malformed.res.statusCode]).toEqual([true, 400]);
    passed.length = 0;
    const head = await t.call('HEAD', overalls, { merchant: merchant.id });
    expect([passed.length > 0, head.statusCode]).toEqual([true, 200]);
  });

  it('answers the changed menu after an invalidation, and no menu once the merchant is closed', async () => {
    const merchant = await shopWithDish(t.db, 'Osh');
    const before = await get(overalls, merchant.id);
    expect(OverallSchema.parse(before.res.json()).products).toHaveLength(12);
    await createProduct(t.db, { merchantId: merchant.id, categoryId: merchant.categoryId, priority: 99 });
    t.app.invalidateMenu(merchant.id);
    const after = await get(overalls, merchant.id);
    expect(after.routed).toBe(true);
    expect(OverallSchema.parse(after.res.json()).products).toHaveLength(13);
    expect((await get(overalls, merchant.id)).routed).toBe(false);

    await t.db.update(merchants).set({ isActive: false }).where(eq(merchants.id, merchant.id));
    t.app.invalidateMerchant(merchant.id);
    const closed = await get(overalls, merchant.id);
    expect([closed.routed, closed.res.statusCode]).toEqual([true, 404]);
  });

  it('counts its answers in the metrics under the route', async () => {
    const merchant = await shopWithDish(t.db, 'Osh');
    const served = async () => {
      const metrics = await t.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      const line = metrics.body
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_requests_total{') &&
            l.includes(`route="${overalls}"`) &&
            l.includes('status="200"'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    await get(overalls, merchant.id);
    const before = await served();
    const early = [];
    for (let i = 0; i < 3; i += 1) early.push((await get(overalls, merchant.id)).routed);
    expect(early).toEqual([false, false, false]);
    expect((await served()) - before).toBe(3);
  });
});
