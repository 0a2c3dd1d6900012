/**
 * Kept menu pages answered before Fastify (page-early.ts, decision 350), over real connections, with the real
 * root and menu loaders on a real database: the early answer is the route's hit, header for header and byte for
 * byte; it is counted as a hit; each merchant, language and branch gets its own page; a price or stop-list change
 * (here or from another instance) shows at the next request; a basket or a session never gets a kept page.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  createBranch,
  createCategory,
  createCity,
  createGroup,
  createMerchant,
  createProduct,
  createSession,
  createUser,
  ml,
} from '../db/factories.ts';
import { productBranches, products } from '../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { registerMetrics } from '../ops/metrics.ts';
import registerStorefront from '../ssr.ts';
import { fakeClock } from '../testing/clock.ts';
import { composeBuild, loadStorefrontRoutes } from '../testing/storefront-build.ts';
import { createTestDb, databases, type TestDb } from '../testing/test-db.ts';
import { ssrCacheRequests } from './page-cache.ts';

const TOKEN = 'metrics-token-kept-pages-early-0123456789';

/** The composed build's printed loader data, sent as an HTML document as the real build's pages are. */
function asHtmlBuild(build: ServerBuild): ServerBuild {
  const module = build.entry.module as unknown as Record<string, unknown> & {
    default: (...args: unknown[]) => Promise<Response> | Response;
  };
  const print = module.default;
  const html = async (...args: unknown[]) => {
    const printed = await print(...args);
    const headers = new Headers(printed.headers);
    headers.set('content-type', 'text/html; charset=utf-8');
    return new Response(`<!DOCTYPE html><pre>${await printed.text()}</pre>`, {
      status: printed.status,
      headers,
    });
  };
  return { ...build, entry: { module: { ...module, default: html } } } as unknown as ServerBuild;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The headers that differ per response or per connection by design (and light-my-request's own). */
function stable(headers: IncomingHttpHeaders | LightMyRequestResponse['headers']): string {
  const { date: _d, connection: _c, 'keep-alive': _k, ...rest } = headers;
  return JSON.stringify(Object.entries(rest).sort(([x], [y]) => x.localeCompare(y)));
}

function text(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

describe.each(databases())('kept pages answered early on %s', (kind) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let port = 0;
  const clock = fakeClock();
  /** URLs of the requests Fastify saw through to their end. */
  const seen: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDb(kind);
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    app = await buildApp({
      db: testDb.db,
      env,
      storefront: false,
      clock: clock.now,
      // The menu cache knows its entries current for a minute: the early answers' synchronous check can say yes.
      menuCacheCheckIntervalMs: 60_000,
      beforeRoutes: (instance) => {
        instance.addHook('onResponse', (request, _reply, done) => {
          seen.push(request.url);
          done();
        });
        registerMetrics(instance, { token: TOKEN, processMetrics: false });
      },
    });
    const routes = await loadStorefrontRoutes();
    const layout = routes.find((r) => r.id === 'routes/layout-default');
    const home = routes.find((r) => r.id === 'routes/home');
    if (!layout || !home) throw new Error('routes/layout-default or routes/home is missing');
    const build = composeBuild([
      { id: layout.id, module: layout.module },
      { id: home.id, parentId: layout.id, index: true, module: home.module },
    ]);
    const root = (await import('../../../web/app/root.tsx')) as Record<string, unknown>;
    const rootRoute = build.routes.root as unknown as { module: Record<string, unknown> };
    rootRoute.module = { ...rootRoute.module, loader: root.loader, headers: root.headers };
    await registerStorefront(app, {
      env,
      clock: clock.now,
      build: asHtmlBuild(build),
      buildDir: '/nonexistent',
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  beforeEach(async () => {
    await testDb.reset();
    app.clearCaches();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  async function shop(dish: string, price: number) {
    const merchant = await createMerchant(testDb.db);
    const city = await createCity(testDb.db);
    const branch = await createBranch(testDb.db, { merchantId: merchant.id, cityId: city.id });
    const other = await createBranch(testDb.db, { merchantId: merchant.id, cityId: city.id });
    const group = await createGroup(testDb.db, { merchantId: merchant.id });
    const category = await createCategory(testDb.db, { merchantId: merchant.id, groupId: group.id });
    const product = await createProduct(testDb.db, {
      merchantId: merchant.id,
      categoryId: category.id,
      name: ml(`${dish} uz`, `${dish} ru`, `${dish} eng`),
      costPrice: price,
      branches: [
        { branchId: branch.id, isAvailable: true },
        { branchId: other.id, isAvailable: false },
      ],
    });
    return { merchant, branch, other, product };
  }

  const cookieOf = (cookies: Record<string, string>) =>
    Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');

  /** Through Fastify's handler (inject never meets the server's listener): the route's answer. */
  function routed(sub: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const cookie = cookieOf(cookies);
    return app.inject({
      method: 'GET',
      url: `/?vendor=${sub}`,
      headers: { host: 'localhost', ...(cookie ? { cookie } : {}), ...headers },
    });
  }

  /** Over a connection of its own; `early` says whether Fastify never saw it. */
  function visit(
    sub: string,
    cookies: Record<string, string> = {},
    headers: Record<string, string> = {},
  ): Promise<Answer & { early: boolean }> {
    const cookie = cookieOf(cookies);
    seen.length = 0;
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: `/?vendor=${sub}`,
          agent: false,
          headers: { host: 'localhost', connection: 'keep-alive', ...(cookie ? { cookie } : {}), ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          const socket = res.socket;
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            socket.destroy();
            const body = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, early: seen.length === 0 });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  interface Printed {
    loaderData: {
      root: { user: { name: string } | null };
      'routes/home': {
        view: {
          groups: { categories: { products: { name: string; price: number; available: boolean }[] }[] }[];
        };
      };
    };
  }
  function dish(answer: Answer) {
    expect(answer.status).toBe(200);
    const json = /<pre>([\s\S]*)<\/pre>/.exec(text(answer))?.[1];
    if (!json) throw new Error(`not a printed page: ${text(answer).slice(0, 200)}`);
    const printed = JSON.parse(json) as Printed;
    const product = printed.loaderData['routes/home'].view.groups[0]?.categories[0]?.products[0];
    if (!product) throw new Error('the page shows no dish');
    return { ...product, user: printed.loaderData.root.user };
  }

  async function hits(): Promise<number> {
    const values = (await ssrCacheRequests.get()).values;
    return values.find((v) => v.labels.result === 'hit')?.value ?? 0;
  }
  async function served(status: number): Promise<number> {
    const metrics = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const line = metrics.body
      .split('\n')
      .find(
        (l) =>
          l.startsWith('http_requests_total{') &&
          l.includes('route="/*"') &&
          l.includes(`status="${status}"`),
      );
    return Number(line?.split(' ').pop() ?? 0);
  }

  it('answers a kept page before Fastify with the route’s headers and bytes, counted as a hit', async () => {
    const a = await shop('Plov', 45000);
    // The first visit renders and keeps the page; the route's hits make the compressed forms.
    expect((await visit(a.merchant.sub)).early).toBe(false);
    const asks: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'gzip, deflate, br' },
    ];
    for (const ask of asks) {
      const route = await routed(a.merchant.sub, {}, ask);
      const [hitsBefore, servedBefore] = [await hits(), await served(200)];
      const early = await visit(a.merchant.sub, {}, ask);
      expect(early.early).toBe(true);
      expect(early.status).toBe(200);
      expect(stable(early.headers)).toBe(stable(route.headers));
      expect(early.body.equals(route.rawPayload)).toBe(true);
      expect([await hits(), await served(200)]).toEqual([hitsBefore + 1, servedBefore + 1]);
    }
    const etag = String((await routed(a.merchant.sub)).headers.etag);
    const route304 = await routed(a.merchant.sub, {}, { 'if-none-match': etag });
    const servedBefore = await served(304);
    const early304 = await visit(a.merchant.sub, {}, { 'if-none-match': etag });
    expect([early304.early, early304.status, early304.body.length]).toEqual([true, 304, 0]);
    expect(stable(early304.headers)).toBe(stable(route304.headers));
    expect(await served(304)).toBe(servedBefore + 1);
    // An encoding the route compresses itself (deflate): Fastify's.
    expect((await visit(a.merchant.sub, {}, { 'accept-encoding': 'deflate' })).early).toBe(false);
  });

  it('keeps two merchants, two languages and two branches apart', async () => {
    const a = await shop('Plov', 45000);
    const b = await shop('Lagman', 30000);
    const cases: { sub: string; cookies: Record<string, string>; name: string; available: boolean }[] = [
      { sub: a.merchant.sub, cookies: {}, name: 'Plov uz', available: true },
      { sub: b.merchant.sub, cookies: {}, name: 'Lagman uz', available: true },
      { sub: a.merchant.sub, cookies: { lang: 'ru' }, name: 'Plov ru', available: true },
      {
        sub: a.merchant.sub,
        cookies: { nearestBranch: String(a.branch.id) },
        name: 'Plov uz',
        available: true,
      },
      {
        sub: a.merchant.sub,
        cookies: { nearestBranch: String(a.other.id) },
        name: 'Plov uz',
        available: false,
      },
    ];
    for (const c of cases) await visit(c.sub, c.cookies);
    for (const c of cases) {
      const answer = await visit(c.sub, c.cookies);
      expect(answer.early, JSON.stringify(c)).toBe(true);
      expect(dish(answer)).toMatchObject({ name: c.name, available: c.available });
    }
  });

  it('shows a price change and a stop-list change (from another instance too) at the next request', async () => {
    const a = await shop('Plov', 45000);
    const atBranch = { nearestBranch: String(a.branch.id) };
    await visit(a.merchant.sub, atBranch);
    const kept = await visit(a.merchant.sub, atBranch);
    expect([kept.early, dish(kept).price]).toEqual([true, 45000]);

    await testDb.db.update(products).set({ costPrice: 52000 }).where(eq(products.id, a.product.id));
    app.invalidateMenu(a.merchant.id);
    const changed = await visit(a.merchant.sub, atBranch);
    expect([changed.early, dish(changed).price]).toEqual([false, 52000]);
    const keptAgain = await visit(a.merchant.sub, atBranch);
    expect([keptAgain.early, dish(keptAgain).price]).toEqual([true, 52000]);

    // Another instance wrote the stop-list: its message reaches this one's listeners (decision 302).
    await testDb.db
      .update(productBranches)
      .set({ isAvailable: false })
      .where(eq(productBranches.branchId, a.branch.id));
    app.cacheInvalidation.invalidateLocally({ kind: 'menu', merchantId: a.merchant.id });
    const stopped = await visit(a.merchant.sub, atBranch);
    expect([stopped.early, dish(stopped).available]).toEqual([false, false]);
    expect(dish(await visit(a.merchant.sub, atBranch)).available).toBe(false);
  });

  it('never answers a basket or a signed-in visitor from the kept page', async () => {
    const a = await shop('Plov', 45000);
    const user = await createUser(testDb.db, { merchantId: a.merchant.id, firstName: 'Dilnoza' });
    const token = await createSession(testDb.db, user, { now: clock.now() });
    await visit(a.merchant.sub, { merchant: a.merchant.id });
    expect((await visit(a.merchant.sub, { merchant: a.merchant.id })).early).toBe(true);
    const basket = await visit(a.merchant.sub, {
      merchant: a.merchant.id,
      [`basket_${a.merchant.id}`]: '%5B%5D',
    });
    expect([basket.early, basket.headers.etag]).toEqual([false, undefined]);
    const signedIn = await visit(a.merchant.sub, { merchant: a.merchant.id, token });
    expect([signedIn.early, dish(signedIn).user?.name]).toEqual([false, 'Dilnoza Karimova']);
    // And the anonymous page stays anonymous.
    const anonymous = await visit(a.merchant.sub, { merchant: a.merchant.id });
    expect([anonymous.early, dish(anonymous).user]).toEqual([true, null]);
  });
});
