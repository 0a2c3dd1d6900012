import { ApiErrorSchema, type Overall, ProductSchema } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import {
  createCategory,
  createGroup,
  createMerchant,
  createProduct,
  createSession,
  createUser,
} from '../../db/factories.ts';
import { favourites as favouritesTable } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

describe.each(databases())('favourites on %s', (kind) => {
  const t = useTestApp(kind);

  /** A merchant with three products (one web-only, one off the menu) and a signed-in customer. */
  async function shop() {
    const merchant = await createMerchant(t.db);
    const group = await createGroup(t.db, { merchantId: merchant.id });
    const category = await createCategory(t.db, { merchantId: merchant.id, groupId: group.id });
    const plov = await createProduct(t.db, { merchantId: merchant.id, categoryId: category.id });
    const somsa = await createProduct(t.db, {
      merchantId: merchant.id,
      categoryId: category.id,
      systems: ['WEB'],
    });
    const hidden = await createProduct(t.db, {
      merchantId: merchant.id,
      categoryId: category.id,
      active: false,
    });
    const user = await createUser(t.db, { merchantId: merchant.id });
    const token = await createSession(t.db, user);
    return { merchant: merchant.id, user, token, plov, somsa, hidden };
  }

  const call = t.call;

  const listUrl = (userId: number, type?: string) =>
    `/products/v1/favourite/all?userId=${userId}&isFavourite=true${type ? `&type=${type}` : ''}`;

  it('adds and removes favourites idempotently; the list is the menu’s products, newest first', async () => {
    const { merchant, user, token, plov, somsa } = await shop();
    for (const id of [plov.id, somsa.id, plov.id]) {
      const res = await call('PUT', `/products/v1/favourite/${id}`, { merchant, token });
      expect(res.statusCode).toBe(204);
    }
    expect(await t.db.select().from(favouritesTable)).toHaveLength(2);

    const list = await call('GET', listUrl(user.id), { merchant, token });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    const products = ProductSchema.array().parse(list.json());
    // Order is covered below with set times; two adds within a millisecond may tie here.
    const ids = products.map((p) => p.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids)).toEqual(new Set([plov.id, somsa.id]));

    // The same product objects as the menu serves.
    const menu = (await t.get('/api/products/v1/overalls?type=WEB', { merchant })).json() as Overall;
    for (const p of products) expect(p).toEqual(menu.products.find((m) => m.id === p.id));

    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/products/v1/favourite/${plov.id}`, { merchant, token });
      expect(res.statusCode).toBe(204);
    }
    const after = await call('GET', listUrl(user.id), { merchant, token });
    expect(after.json().map((p: { id: number }) => p.id)).toEqual([somsa.id]);
  });

  it('orders by when each was added, newest first', async () => {
    const { merchant, user, token, plov, somsa } = await shop();
    await t.db.insert(favouritesTable).values([
      {
        userId: user.id,
        merchantId: merchant,
        productId: plov.id,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        userId: user.id,
        merchantId: merchant,
        productId: somsa.id,
        createdAt: new Date('2026-03-01T00:00:00Z'),
      },
    ]);
    const res = await call('GET', listUrl(user.id), { merchant, token });
    expect(res.json().map((p: { id: number }) => p.id)).toEqual([somsa.id, plov.id]);
  });

  it('lists only products on the channel’s menu now', async () => {
    const { merchant, user, token, plov, somsa, hidden } = await shop();
    await t.db
      .insert(favouritesTable)
      .values([plov, somsa, hidden].map((p) => ({ userId: user.id, merchantId: merchant, productId: p.id })));
    const web = await call('GET', listUrl(user.id), { merchant, token });
    expect(new Set(web.json().map((p: { id: number }) => p.id))).toEqual(new Set([plov.id, somsa.id]));
    const tg = await call('GET', listUrl(user.id, 'TG'), { merchant, token });
    expect(tg.json().map((p: { id: number }) => p.id)).toEqual([plov.id]);
  });

  it('refuses a product the merchant does not sell with a translated 404', async () => {
    const { merchant, token, hidden } = await shop();
    const other = await shop();
    const foreign = await call('PUT', `/products/v1/favourite/${other.plov.id}`, {
      merchant,
      token,
      lang: 'ru',
    });
    expect(foreign.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(foreign.json())).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Товар не найден.',
    });
    expect(
      (await call('DELETE', `/products/v1/favourite/${other.plov.id}`, { merchant, token })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/products/v1/favourite/${hidden.id}`, { merchant, token })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/products/v1/favourite/999999', { merchant, token })).statusCode).toBe(404);
    // A stale heart on a product taken off the menu can still be cleared.
    expect(
      (await call('DELETE', `/products/v1/favourite/${hidden.id}`, { merchant, token })).statusCode,
    ).toBe(204);
    expect(await t.db.select().from(favouritesTable)).toHaveLength(0);
  });

  it('asks guests to sign in (401) and keeps each customer’s list their own', async () => {
    const { merchant, user, token, plov } = await shop();
    const guest = await Promise.all([
      call('GET', listUrl(user.id), { merchant, lang: 'eng' }),
      call('PUT', `/products/v1/favourite/${plov.id}`, { merchant }),
      call('DELETE', `/products/v1/favourite/${plov.id}`, { merchant }),
    ]);
    expect(guest.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect(guest[0]?.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in.' });

    await call('PUT', `/products/v1/favourite/${plov.id}`, { merchant, token });
    const neighbour = await createUser(t.db, { merchantId: merchant });
    const theirToken = await createSession(t.db, neighbour);
    // Their own list is empty; asking for someone else's is 404.
    expect((await call('GET', listUrl(neighbour.id), { merchant, token: theirToken })).json()).toEqual([]);
    expect((await call('GET', listUrl(user.id), { merchant, token: theirToken })).statusCode).toBe(404);
  });

  it('rejects a token used with another merchant’s header', async () => {
    const { user, token } = await shop();
    const other = await shop();
    const res = await call('PUT', `/products/v1/favourite/${other.plov.id}`, {
      merchant: other.merchant,
      token,
    });
    expect(res.statusCode).toBe(401);
    const list = await call('GET', listUrl(user.id), { merchant: other.merchant, token });
    expect(list.statusCode).toBe(401);
  });

  it('validates the query with a translated message', async () => {
    const { merchant, token } = await shop();
    const res = await call('GET', '/products/v1/favourite/all?userId=abc', { merchant, token, lang: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'В запросе неверные данные. Проверьте их и попробуйте снова.',
    });
    expect((await call('PUT', '/products/v1/favourite/abc', { merchant, token })).statusCode).toBe(400);
  });
});
