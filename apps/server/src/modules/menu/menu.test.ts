import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { OverallSchema, ProductGradeSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  createBranch,
  createCategory,
  createCity,
  createGroup,
  createMerchant,
  createProduct,
  createProductGrade,
  ml,
} from '../../db/factories.ts';
import { branches, modifiers, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

async function smallMenu(db: Db) {
  const merchant = await createMerchant(db);
  const groupB = await createGroup(db, {
    merchantId: merchant.id,
    priority: 2,
    name: ml('Ichimliklar', 'Напитки', 'Drinks'),
  });
  const groupA = await createGroup(db, { merchantId: merchant.id, priority: 1 });
  const catA2 = await createCategory(db, { merchantId: merchant.id, groupId: groupA.id, priority: 5 });
  const catA1 = await createCategory(db, {
    merchantId: merchant.id,
    groupId: groupA.id,
    priority: 1,
    viewType: 'BIG',
  });
  const catB = await createCategory(db, { merchantId: merchant.id, groupId: groupB.id, priority: 1 });
  return { merchant, groupA, groupB, catA1, catA2, catB };
}

const overalls = '/api/products/v1/overalls';

describe.each(databases())('menu on %s', (kind) => {
  const t = useTestApp(kind, { menuCacheCheckIntervalMs: 60_000 });

  it('serves groups, categories and products sorted by priority then id, only active ones of the channel', async () => {
    const { merchant, groupA, groupB, catA1, catA2, catB } = await smallMenu(t.db);
    const other = await createMerchant(t.db);
    const otherGroup = await createGroup(t.db, { merchantId: other.id });
    const otherCat = await createCategory(t.db, { merchantId: other.id, groupId: otherGroup.id });
    await createProduct(t.db, { merchantId: other.id, categoryId: otherCat.id });

    const p3 = await createProduct(t.db, { merchantId: merchant.id, categoryId: catA1.id, priority: 3 });
    const p1b = await createProduct(t.db, { merchantId: merchant.id, categoryId: catA1.id, priority: 1 });
    const p1a = await createProduct(t.db, { merchantId: merchant.id, categoryId: catB.id, priority: 1 });
    const webOnly = await createProduct(t.db, {
      merchantId: merchant.id,
      categoryId: catA2.id,
      priority: 4,
      systems: ['WEB'],
    });
    const tgOnly = await createProduct(t.db, {
      merchantId: merchant.id,
      categoryId: catA2.id,
      priority: 4,
      systems: ['TG'],
    });
    await createProduct(t.db, { merchantId: merchant.id, categoryId: catA2.id, active: false });

    const web = await t.get(`${overalls}?type=WEB`, { merchant: merchant.id });
    expect(web.statusCode).toBe(200);
    const menu = OverallSchema.parse(web.json());
    expect(menu.groups.map((g) => g.id)).toEqual([groupA.id, groupB.id]);
    expect(menu.categories.map((c) => c.id)).toEqual([catA1.id, catB.id, catA2.id]);
    // Equal priority (1): the lower id first.
    expect(menu.products.map((p) => p.id)).toEqual([p1b.id, p1a.id, p3.id, webOnly.id]);
    expect(menu.products.find((p) => p.id === p1a.id)?.groupId).toBe(groupB.id);
    expect(menu.categories[0]?.viewType).toBe('BIG');

    const tg = OverallSchema.parse((await t.get(`${overalls}?type=TG`, { merchant: merchant.id })).json());
    expect(tg.products.map((p) => p.id)).toEqual([p1b.id, p1a.id, p3.id, tgOnly.id]);

    // WEB is the default channel.
    const byDefault = await t.get(overalls, { merchant: merchant.id });
    expect(byDefault.body).toBe(web.body);
  });

  it('gives each product its sorted modifier groups, branch rows and average grade', async () => {
    const { merchant, catA1 } = await smallMenu(t.db);
    const city = await createCity(t.db);
    const open = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const closed = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id, isActive: false });
    const plov = await createProduct(t.db, {
      merchantId: merchant.id,
      categoryId: catA1.id,
      modifierGroups: [
        {
          name: ml('Porsiya', 'Порция', 'Portion'),
          min: 1,
          max: 1,
          modifiers: [
            { name: ml('Kichik', 'Маленькая', 'Small'), isDefault: true },
            { name: ml('Katta', 'Большая', 'Large'), price: 15000 },
          ],
        },
        {
          name: ml("Qo'shimcha", 'Добавки', 'Extras'),
          min: 0,
          max: 3,
          modifiers: [{ name: ml('Tuxum', 'Яйцо', 'Egg'), price: 3000 }],
        },
      ],
      branches: [
        { branchId: open.id, isAvailable: true },
        { branchId: closed.id, isAvailable: false },
      ],
    });
    const plain = await createProduct(t.db, { merchantId: merchant.id, categoryId: catA1.id, priority: 9 });
    for (const grade of [5, 4, 5]) await createProductGrade(t.db, { productId: plov.id, grade });

    const menu = OverallSchema.parse((await t.get(overalls, { merchant: merchant.id })).json());
    const got = menu.products.find((p) => p.id === plov.id);
    expect(got?.type).toBe('MODIFICATION');
    expect(got?.modificationGroups.map((g) => [g.name.eng, g.min, g.max])).toEqual([
      ['Portion', 1, 1],
      ['Extras', 0, 3],
    ]);
    expect(got?.modificationGroups[0]?.modifiers.map((m) => [m.name.eng, m.price, m.isDefault])).toEqual([
      ['Small', 0, true],
      ['Large', 15000, false],
    ]);
    expect(got?.productBranch).toEqual([
      { branchId: open.id, isActive: true, isAvailable: true, stock: null },
      { branchId: closed.id, isActive: false, isAvailable: false, stock: null },
    ]);
    expect(got?.grade).toBe(4.7);
    const other = menu.products.find((p) => p.id === plain.id);
    expect(other).toMatchObject({ grade: null, modificationGroups: [], productBranch: [], count: 1 });
  });

  it('answers 304 to a current ETag and 200 once the menu changed', async () => {
    const { merchant, catA1 } = await smallMenu(t.db);
    const p = await createProduct(t.db, { merchantId: merchant.id, categoryId: catA1.id });
    const first = await t.get(overalls, { merchant: merchant.id });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const cached = await t.get(overalls, { merchant: merchant.id, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');

    await t.db
      .update(products)
      .set({ costPrice: 52000, lastModifiedDate: new Date() })
      .where(eq(products.id, p.id));
    t.app.invalidateMenu(merchant.id);
    const changed = await t.get(overalls, { merchant: merchant.id, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(OverallSchema.parse(changed.json()).products[0]?.costPrice).toBe(52000);
  });

  it('is served from memory until invalidated', async () => {
    const { merchant, catA1 } = await smallMenu(t.db);
    const p = await createProduct(t.db, {
      merchantId: merchant.id,
      categoryId: catA1.id,
      name: ml('Osh', 'Плов', 'Plov'),
    });
    const before = OverallSchema.parse((await t.get(overalls, { merchant: merchant.id })).json());
    await t.db
      .update(products)
      .set({ name: ml('Palov', 'Палов', 'Palov') })
      .where(eq(products.id, p.id));

    // Without a write through the app, the cached menu stands (re-checked only after the check interval).
    const stale = OverallSchema.parse((await t.get(overalls, { merchant: merchant.id })).json());
    expect(stale.products[0]?.name.eng).toBe(before.products[0]?.name.eng);

    t.app.invalidateMenu(merchant.id);
    const fresh = OverallSchema.parse((await t.get(overalls, { merchant: merchant.id })).json());
    expect(fresh.products[0]?.name.eng).toBe('Palov');
  });

  it('sends the same menu compressed with gzip or brotli when asked', async () => {
    const { merchant, catA1 } = await smallMenu(t.db);
    for (let i = 0; i < 20; i += 1)
      await createProduct(t.db, { merchantId: merchant.id, categoryId: catA1.id, priority: i });
    const plain = await t.get(overalls, { merchant: merchant.id });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const gz = await t.get(overalls, { merchant: merchant.id, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const br = await t.get(overalls, {
      merchant: merchant.id,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('gives in-process readers the same menu as a shared read-only object', async () => {
    const { merchant, catA1 } = await smallMenu(t.db);
    const p = await createProduct(t.db, { merchantId: merchant.id, categoryId: catA1.id });
    const http = await t.get(overalls, { merchant: merchant.id });
    const first = await t.app.readMenu(merchant.id, 'WEB');
    expect(first.overall).toEqual(http.json());
    expect(first.etag).toBe(http.headers.etag);
    expect((await t.app.readMenu(merchant.id, 'WEB')).overall).toBe(first.overall);
    expect(Object.isFrozen(first.overall.products[0])).toBe(true);

    await t.db.update(products).set({ costPrice: 1000 }).where(eq(products.id, p.id));
    t.app.invalidateMenu(merchant.id);
    expect((await t.app.readMenu(merchant.id, 'WEB')).overall.products[0]?.costPrice).toBe(1000);
  });

  describe('GET /api/products/v1/grade', () => {
    it('lists the average grade of each graded product of the merchant', async () => {
      const { merchant, catA1 } = await smallMenu(t.db);
      const a = await createProduct(t.db, { merchantId: merchant.id, categoryId: catA1.id });
      const b = await createProduct(t.db, { merchantId: merchant.id, categoryId: catA1.id });
      await createProduct(t.db, { merchantId: merchant.id, categoryId: catA1.id });
      for (const grade of [3, 4]) await createProductGrade(t.db, { productId: a.id, grade });
      await createProductGrade(t.db, { productId: b.id, grade: 5 });
      const other = await smallMenu(t.db);
      const foreign = await createProduct(t.db, {
        merchantId: other.merchant.id,
        categoryId: other.catA1.id,
      });
      await createProductGrade(t.db, { productId: foreign.id, grade: 1 });

      const res = await t.get('/api/products/v1/grade', { merchant: merchant.id });
      expect(res.statusCode).toBe(200);
      expect(ProductGradeSchema.array().parse(res.json())).toEqual([
        { productId: a.id, grade: 3.5 },
        { productId: b.id, grade: 5 },
      ]);
      const etag = String(res.headers.etag);
      const again = await t.get('/api/products/v1/grade', {
        merchant: merchant.id,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    });
  });
});

describe.each(databases())('menu changed by another process on %s', (kind) => {
  // Check the fingerprint on every request, as a server would after its one-second interval.
  const t = useTestApp(kind, { menuCacheCheckIntervalMs: 0 });

  it('is noticed through the fingerprint, without an invalidation call', async () => {
    const { merchant, catA1 } = await smallMenu(t.db);
    const p = await createProduct(t.db, {
      merchantId: merchant.id,
      categoryId: catA1.id,
      modifierGroups: [
        {
          name: ml('Non', 'Хлеб', 'Bread'),
          min: 0,
          max: 2,
          modifiers: [{ name: ml('Patir', 'Патыр', 'Patir'), price: 4000 }],
        },
      ],
    });
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const first = await t.get(overalls, { merchant: merchant.id });
    expect(first.statusCode).toBe(200);

    // A modifier price (a table without timestamps).
    await t.db.update(modifiers).set({ price: 5000 });
    const second = await t.get(overalls, { merchant: merchant.id });
    expect(OverallSchema.parse(second.json()).products[0]?.modificationGroups[0]?.modifiers[0]?.price).toBe(
      5000,
    );

    // A product removed.
    await t.db.delete(products).where(eq(products.id, p.id));
    const third = await t.get(overalls, { merchant: merchant.id });
    expect(OverallSchema.parse(third.json()).products).toEqual([]);

    // A change that leaves the menu as it was keeps its ETag: the tag hashes the content, not the moment.
    await t.db.update(branches).set({ isActive: false }).where(eq(branches.id, branch.id));
    const fourth = await t.get(overalls, {
      merchant: merchant.id,
      headers: { 'if-none-match': String(third.headers.etag) },
    });
    expect(fourth.statusCode).toBe(304);
  });
});
