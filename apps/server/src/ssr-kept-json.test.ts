/**
 * Loader data kept per version (decision 358) through the real adapter (its document / data request test), the
 * real root middleware and the real menu and shell loaders, on a real database: a document carries the menu's
 * view and the messages as JSON kept per menu version and language, and React Router encodes per request only
 * the rest; a data request (client navigation, revalidation) gets them whole; the kept JSON follows the language,
 * the merchant, the branch and a price change, and is the same bytes for two visitors (nothing personal in it).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basketCookieName, encodeBasket, makeLine } from '../../web/app/lib/basket-codec.ts';
import { messagesFor } from '../../web/app/shared/i18n/catalog/index.ts';
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
import { products } from './db/schema/index.ts';
import { parseEnv } from './env.ts';
import registerStorefront from './ssr.ts';
import { fakeClock } from './testing/clock.ts';
import { composeBuild, loadStorefrontRoutes, type PrintedDocument } from './testing/storefront-build.ts';
import { createTestDb, databases, type TestDb } from './testing/test-db.ts';

/** A message of the menu's first screen, in Uzbek and Russian: in the kept messages, never in the handoff. */
const MESSAGE_KEY = 'menu.loadFailed';
const UZ_TEXT = messagesFor('uz')[MESSAGE_KEY];
const RU_TEXT = messagesFor('ru')[MESSAGE_KEY];

describe.each(databases())('kept loader data on %s', (kind) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();

  beforeAll(async () => {
    testDb = await createTestDb(kind);
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
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
    const root = (await import('../../web/app/root.tsx')) as Record<string, unknown>;
    const rootRoute = build.routes.root as unknown as { module: Record<string, unknown> };
    rootRoute.module = { ...rootRoute.module, loader: root.loader, shouldRevalidate: root.shouldRevalidate };
    // Every page rendered afresh: what each visitor's render hands over is the subject here.
    await registerStorefront(app, {
      env,
      clock: clock.now,
      build,
      buildDir: '/nonexistent',
      pageCache: false,
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

  function get(url: string, cookies: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    return app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });
  }

  async function document(sub: string, cookies: Record<string, string> = {}): Promise<PrintedDocument> {
    const res = await get(`/?vendor=${sub}`, cookies);
    expect(res.statusCode).toBe(200);
    return JSON.parse(res.body) as PrintedDocument;
  }

  function view(doc: PrintedDocument) {
    return (doc.loaderData['routes/home'] as { view: unknown }).view;
  }

  it('writes the view and the messages into the document once, and hands only the rest per request', async () => {
    const a = await shop('Plov', 45000);
    const doc = await document(a.merchant.sub);
    // What React Router encodes per request: neither the dish nor the messages, only their references.
    expect(doc.handoff).toContain('$kept');
    expect(doc.handoff).not.toContain('Plov uz');
    expect(doc.handoff).not.toContain(JSON.stringify(UZ_TEXT).slice(1, -1));
    // The document's JSON scripts carry them, as the page shows them.
    expect(Object.keys(doc.kept).sort()).toEqual(['menu-view', 'messages']);
    expect(doc.kept['menu-view']).toContain('Plov uz');
    expect(JSON.parse(doc.kept['menu-view'] ?? '')).toEqual(view(doc));
    expect(JSON.parse(doc.kept.messages ?? '')[MESSAGE_KEY]).toBe(UZ_TEXT);
    expect((doc.loaderData.root as { messages: Record<string, string> }).messages[MESSAGE_KEY]).toBe(UZ_TEXT);
  });

  it('answers a data request (a client navigation, the shell revalidated) with the view and messages whole', async () => {
    const a = await shop('Plov', 45000);
    const res = await get(`/_root.data?vendor=${a.merchant.sub}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/x-script');
    expect(res.body).toContain('Plov uz');
    expect(res.body).toContain(JSON.stringify(UZ_TEXT).slice(1, -1));
    expect(res.body).not.toContain('$kept');
  });

  it('keeps its JSON apart by language, merchant and branch, and makes it anew after a price change', async () => {
    const a = await shop('Plov', 45000);
    const b = await shop('Lagman', 30000);
    const uz = await document(a.merchant.sub);
    const ru = await document(a.merchant.sub, { lang: 'ru' });
    expect(ru.kept['menu-view']).toContain('Plov ru');
    expect(ru.kept['menu-view']).not.toContain('Plov uz');
    expect(JSON.parse(ru.kept.messages ?? '')[MESSAGE_KEY]).toBe(RU_TEXT);
    expect(ru.kept.messages).not.toBe(uz.kept.messages);

    const other = await document(b.merchant.sub);
    expect(other.kept['menu-view']).toContain('Lagman uz');
    expect(other.kept['menu-view']).not.toContain('Plov');

    const atBranch = await document(a.merchant.sub, { nearestBranch: String(a.branch.id) });
    const atOther = await document(a.merchant.sub, { nearestBranch: String(a.other.id) });
    const dish = (doc: PrintedDocument) =>
      JSON.parse(doc.kept['menu-view'] ?? '').groups[0].categories[0].products[0] as {
        price: number;
        available: boolean;
      };
    expect(dish(atBranch).available).toBe(true);
    expect(dish(atOther).available).toBe(false);

    await testDb.db.update(products).set({ costPrice: 52000 }).where(eq(products.id, a.product.id));
    app.invalidateMenu(a.merchant.id);
    const after = await document(a.merchant.sub, { nearestBranch: String(a.branch.id) });
    expect(dish(after)).toMatchObject({ price: 52000, available: true });
    expect(dish(await document(a.merchant.sub))).toMatchObject({ price: 52000 });
  });

  it('is the same bytes for a guest and a signed-in customer with a basket: nothing of either is in it', async () => {
    const a = await shop('Plov', 45000);
    const user = await createUser(testDb.db, { merchantId: a.merchant.id, firstName: 'Dilnoza' });
    const token = await createSession(testDb.db, user, { now: clock.now() });
    const basket = basketCookieName(a.merchant.id);
    const guest = await document(a.merchant.sub);
    const customer = await document(a.merchant.sub, {
      merchant: a.merchant.id,
      token,
      [basket]: encodeBasket([makeLine({ productId: a.product.id, count: 3, modifications: [] })]),
    });
    const again = await document(a.merchant.sub);
    // Her name and her basket are personal: per request, in the handoff, never in the kept JSON.
    expect(Object.keys(customer.kept).sort()).toEqual(['menu-view', 'messages']);
    expect(customer.handoff).toContain('Dilnoza');
    expect(customer.kept).toEqual(guest.kept);
    expect(again.kept).toEqual(guest.kept);
    for (const json of Object.values(customer.kept)) expect(json).not.toContain('Dilnoza');
    expect((customer.loaderData.root as { basket: unknown[] }).basket).toHaveLength(1);
    expect((guest.loaderData.root as { basket: unknown[] }).basket).toHaveLength(0);
  });
});
