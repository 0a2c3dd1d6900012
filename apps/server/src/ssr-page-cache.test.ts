/**
 * The kept menu page (decision 300) through the real adapter, the real root middleware and the real menu and
 * shell loaders, on a real database: a page is shared only between visitors whose key is the same, never
 * carries what is personal, and is dropped at once after a price or stop-list change.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
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
} from './db/factories.ts';
import { productBranches, products } from './db/schema/index.ts';
import { parseEnv } from './env.ts';
import { ssrCacheRequests } from './http/page-cache.ts';
import registerStorefront from './ssr.ts';
import { fakeClock } from './testing/clock.ts';
import { composeBuild, loadStorefrontRoutes } from './testing/storefront-build.ts';
import { createTestDb, databases, type TestDb } from './testing/test-db.ts';

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

async function hits(): Promise<Record<string, number>> {
  const values = (await ssrCacheRequests.get()).values;
  return Object.fromEntries(values.map((v) => [String(v.labels.result), v.value]));
}

describe.each(databases())('the kept menu page on %s', (kind) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();

  beforeAll(async () => {
    testDb = await createTestDb(kind);
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    // The menu cache asks its fingerprint on every read here, so only the page's own check decides (decision 300).
    app = await buildApp({
      db: testDb.db,
      env,
      storefront: false,
      clock: clock.now,
      menuCacheCheckIntervalMs: 0,
    });
    const routes = await loadStorefrontRoutes();
    const layout = routes.find((r) => r.id === 'routes/layout-default');
    const home = routes.find((r) => r.id === 'routes/home');
    if (!layout || !home) throw new Error('routes/layout-default or routes/home is missing');
    const build = composeBuild([
      { id: layout.id, module: layout.module },
      { id: home.id, parentId: layout.id, index: true, module: home.module },
    ]);
    // The real root's loader: the shell (signed-in visitor, brands, city, nearest branch) is on every page.
    const root = (await import('../../web/app/root.tsx')) as Record<string, unknown>;
    const rootRoute = build.routes.root as unknown as { module: Record<string, unknown> };
    rootRoute.module = { ...rootRoute.module, loader: root.loader, headers: root.headers };
    await registerStorefront(app, {
      env,
      clock: clock.now,
      build: asHtmlBuild(build),
      buildDir: '/nonexistent',
    });
    await app.ready();
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

  function page(sub: string, cookies: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    return app.inject({
      method: 'GET',
      url: `/?vendor=${sub}`,
      headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
    });
  }

  interface Printed {
    loaderData: {
      root: {
        lang: string;
        user: { name: string } | null;
        basket?: unknown[];
        merchant: { id: string } | null;
      };
      'routes/home': {
        view: {
          groups: { categories: { products: { name: string; price: number; available: boolean }[] }[] }[];
        };
      };
    };
    cspNonce: string;
  }
  function printed(res: LightMyRequestResponse): Printed {
    expect(res.statusCode).toBe(200);
    const json = /<pre>([\s\S]*)<\/pre>/.exec(res.body)?.[1];
    if (!json) throw new Error(`not a printed page: ${res.body.slice(0, 200)}`);
    return JSON.parse(json) as Printed;
  }
  /** The one dish of the page as a visitor sees it. */
  function dish(res: LightMyRequestResponse) {
    const product = printed(res).loaderData['routes/home'].view.groups[0]?.categories[0]?.products[0];
    if (!product) throw new Error('the page shows no dish');
    return product;
  }
  async function counted(
    run: () => Promise<LightMyRequestResponse>,
  ): Promise<[LightMyRequestResponse, string]> {
    const before = await hits();
    const res = await run();
    const after = await hits();
    const moved = Object.keys(after).filter((k) => (after[k] ?? 0) !== (before[k] ?? 0));
    return [res, moved.join(',')];
  }

  it('serves the second anonymous visitor the first one’s page, nonce and all, with a 304 for its ETag', async () => {
    const a = await shop('Plov', 45000);
    const [first, firstResult] = await counted(() => page(a.merchant.sub));
    expect(firstResult).toBe('miss');
    const [second, secondResult] = await counted(() => page(a.merchant.sub));
    expect(secondResult).toBe('hit');
    expect(second.body).toBe(first.body);
    // The kept page's inline scripts carry its nonce: the policy sent with it names that nonce.
    expect(second.headers['content-security-policy']).toContain(`'nonce-${printed(first).cspNonce}'`);
    expect(second.headers['set-cookie']).toEqual(first.headers['set-cookie']);
    const revalidated = await app.inject({
      method: 'GET',
      url: `/?vendor=${a.merchant.sub}`,
      headers: { host: 'localhost', 'if-none-match': String(second.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('never shows one customer’s sign-in or basket to another, whichever comes first', async () => {
    const a = await shop('Plov', 45000);
    const user = await createUser(testDb.db, { merchantId: a.merchant.id, firstName: 'Dilnoza' });
    const token = await createSession(testDb.db, user, { now: clock.now() });
    const basket = `basket_${a.merchant.id}`;
    const anonymous = printed(await page(a.merchant.sub));
    expect(anonymous.loaderData.root.user).toBeNull();

    const [signedIn, signedInResult] = await counted(() =>
      page(a.merchant.sub, { merchant: a.merchant.id, token, [basket]: '' }),
    );
    expect(signedInResult).toBe('bypass');
    expect(printed(signedIn).loaderData.root.user?.name).toBe('Dilnoza Karimova');

    // After the signed-in visit, an anonymous one still gets the anonymous page, from the cache or not.
    const after = await page(a.merchant.sub, { merchant: a.merchant.id });
    expect(printed(after).loaderData.root.user).toBeNull();
    expect(after.body).not.toContain('Dilnoza');
    const [again] = await counted(() => page(a.merchant.sub, { merchant: a.merchant.id, token }));
    expect(printed(again).loaderData.root.user?.name).toBe('Dilnoza Karimova');
    expect(again.headers.etag).toBeUndefined();
  });

  it('keeps two merchants, two languages and two branches apart', async () => {
    const a = await shop('Plov', 45000);
    const b = await shop('Lagman', 30000);
    for (let round = 0; round < 2; round += 1) {
      expect(dish(await page(a.merchant.sub)).name).toBe('Plov uz');
      expect(dish(await page(b.merchant.sub)).name).toBe('Lagman uz');
      expect(dish(await page(a.merchant.sub, { lang: 'ru' })).name).toBe('Plov ru');
      expect(dish(await page(a.merchant.sub, { lang: 'uz' })).name).toBe('Plov uz');
      expect(dish(await page(a.merchant.sub, { nearestBranch: String(a.branch.id) })).available).toBe(true);
      expect(dish(await page(a.merchant.sub, { nearestBranch: String(a.other.id) })).available).toBe(false);
    }
    const [, result] = await counted(() => page(b.merchant.sub));
    expect(result).toBe('hit');
  });

  it('shows a price change and a stop-list change at the next visit', async () => {
    const a = await shop('Plov', 45000);
    const atBranch = { nearestBranch: String(a.branch.id) };
    expect(dish(await page(a.merchant.sub, atBranch)).price).toBe(45000);
    expect(dish(await page(a.merchant.sub, atBranch)).price).toBe(45000);

    // What the console's menu routes do after a write: change the rows, then drop the merchant's caches.
    await testDb.db.update(products).set({ costPrice: 52000 }).where(eq(products.id, a.product.id));
    app.invalidateMenu(a.merchant.id);
    expect(dish(await page(a.merchant.sub, atBranch))).toMatchObject({ price: 52000, available: true });

    await testDb.db
      .update(productBranches)
      .set({ isAvailable: false })
      .where(eq(productBranches.branchId, a.branch.id));
    app.invalidateMenu(a.merchant.id);
    expect(dish(await page(a.merchant.sub, atBranch))).toMatchObject({ price: 52000, available: false });
  });

  it('notices a menu changed by another process through the menu’s ETag, a second later', async () => {
    const a = await shop('Plov', 45000);
    expect(dish(await page(a.merchant.sub)).price).toBe(45000);
    expect(dish(await page(a.merchant.sub)).price).toBe(45000);
    // No invalidation: a seed or a second server wrote the row (and its modification date, as every writer does).
    await testDb.db
      .update(products)
      .set({ costPrice: 47000, lastModifiedDate: new Date(clock.now().getTime() + 60_000) })
      .where(eq(products.id, a.product.id));
    clock.advance(1_000);
    expect(dish(await page(a.merchant.sub)).price).toBe(47000);
  });
});
