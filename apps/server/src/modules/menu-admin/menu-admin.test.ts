/**
 * The menu on the staff API (issue 12): who may change it, what it refuses, what the audit log keeps, and that the
 * storefront's menu (and its ETag) follows each change at once.
 */
import {
  ApiErrorSchema,
  OverallSchema,
  type StaffMenu,
  StaffMenuSchema,
  type StaffProduct,
  type StaffProductInput,
  StaffProductSchema,
} from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createCategory, createGroup, createProduct, ml } from '../../db/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useStaffWorld } from '../staff/staff-test-world.ts';

export function productInput(categoryId: number, over: Partial<StaffProductInput> = {}): StaffProductInput {
  return {
    categoryId,
    name: ml('Lagmon', 'Лагман', 'Lagman'),
    description: ml('Qo‘lda cho‘zilgan', 'Ручной', 'Hand-pulled'),
    image: null,
    costPrice: 38_000,
    discount: 0,
    unit: 'GRAMM',
    measure: 400,
    calorie: 550,
    amount: 1,
    labels: ['Yangi'],
    timeCookingMin: 10,
    timeCookingMax: 15,
    isCartRecommendation: false,
    deliveryEnabled: true,
    systems: ['WEB', 'TG'],
    active: true,
    branchIds: [],
    modificationGroups: [
      {
        name: ml('Hajmi', 'Размер', 'Size'),
        min: 1,
        max: 1,
        modifiers: [
          { name: ml('Kichik', 'Малый', 'Small'), price: 0, image: null, isDefault: true },
          { name: ml('Katta', 'Большой', 'Large'), price: 8_000, image: null, isDefault: false },
        ],
      },
    ],
    integrationId: null,
    mxicCode: null,
    barcode: null,
    ...over,
  };
}

describe.each(databases())('menu admin on %s', (kind) => {
  const { t, call, shop } = useStaffWorld(kind);

  async function menuShop() {
    const s = await shop('ADMIN');
    const group = await createGroup(t.db, { merchantId: s.merchant });
    const category = await createCategory(t.db, { merchantId: s.merchant, groupId: group.id });
    const plov = await createProduct(t.db, { merchantId: s.merchant, categoryId: category.id });
    const as = (token: string) => ({ merchant: s.merchant, token });
    const admin = as(s.token);
    const overall = async () => {
      const res = await call('GET', '/products/v1/overalls', { merchant: s.merchant });
      return { etag: String(res.headers.etag), menu: OverallSchema.parse(res.json()) };
    };
    const staffMenu = async (): Promise<StaffMenu> =>
      StaffMenuSchema.parse((await call('GET', '/staff/v1/menu', admin)).json());
    const tokenOf = async (role: 'KITCHEN' | 'COURIER' | 'OPERATOR') =>
      createStaffSession(t.db, await createStaff(t.db, { merchantId: s.merchant, role }));
    const audits = (entity: string) =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.merchantId, s.merchant), eq(auditLog.entity, entity)))
        .orderBy(auditLog.id);
    return { ...s, group, category, plov, as, admin, overall, staffMenu, tokenOf, audits };
  }

  it('lets only ADMIN edit; OPERATOR reads the menu, KITCHEN and COURIER do not', async () => {
    const m = await menuShop();
    for (const role of ['KITCHEN', 'COURIER', 'OPERATOR'] as const) {
      const token = await m.tokenOf(role);
      const create = await call('POST', '/staff/v1/menu/products', {
        ...m.as(token),
        body: productInput(m.category.id),
      });
      expect(create.statusCode, role).toBe(403);
      const edit = await call('PUT', `/staff/v1/menu/products/${m.plov.id}`, {
        ...m.as(token),
        body: productInput(m.category.id, { costPrice: 1 }),
      });
      expect(edit.statusCode, role).toBe(403);
      const read = await call('GET', '/staff/v1/menu', m.as(token));
      expect(read.statusCode, role).toBe(role === 'OPERATOR' ? 200 : 403);
    }
    expect(await call('GET', '/staff/v1/menu', { merchant: m.merchant })).toMatchObject({ statusCode: 401 });
    expect((await m.overall()).menu.products[0]?.costPrice).toBe(45_000);
  });

  it('creates a product with modifiers: staff menu, storefront menu and audit log show it', async () => {
    const m = await menuShop();
    const before = await m.overall();
    const res = await call('POST', '/staff/v1/menu/products', {
      ...m.admin,
      body: productInput(m.category.id),
    });
    expect(res.statusCode).toBe(201);
    const created = StaffProductSchema.parse(res.json());
    expect(created).toMatchObject({
      type: 'MODIFICATION',
      priority: 1,
      isAvailable: true,
      costPrice: 38_000,
    });
    expect(created.modificationGroups[0]?.modifiers.map((x) => x.price)).toEqual([0, 8_000]);

    const after = await m.overall();
    expect(after.etag).not.toBe(before.etag);
    const shown = after.menu.products.find((p) => p.id === created.id);
    expect(shown).toMatchObject({ name: { ru: 'Лагман' }, costPrice: 38_000, labels: ['Yangi'] });
    expect(shown?.modificationGroups[0]).toMatchObject({ min: 1, max: 1 });
    expect((await m.staffMenu()).products.map((p) => p.id)).toEqual([m.plov.id, created.id]);

    const [row] = await m.audits('product');
    expect(row).toMatchObject({ action: 'create', entityId: String(created.id), staffId: m.member.id });
    expect(row?.changes).toMatchObject({ costPrice: { from: null, to: 38_000 } });
  });

  it('changes a price: audit says from/to, storefront shows it with a new ETag, modifier ids stay', async () => {
    const m = await menuShop();
    const created = StaffProductSchema.parse(
      (
        await call('POST', '/staff/v1/menu/products', { ...m.admin, body: productInput(m.category.id) })
      ).json(),
    );
    const before = await m.overall();
    const group = created.modificationGroups[0] as StaffProduct['modificationGroups'][number];
    const large = group.modifiers[1] as (typeof group.modifiers)[number];
    const body = productInput(m.category.id, {
      costPrice: 41_000,
      discount: 10,
      modificationGroups: [{ ...group, modifiers: [{ ...large, price: 9_000 }] }],
    });
    const res = await call('PUT', `/staff/v1/menu/products/${created.id}`, { ...m.admin, body });
    expect(res.statusCode).toBe(200);
    const updated = StaffProductSchema.parse(res.json());
    expect(updated.modificationGroups[0]?.modifiers).toEqual([
      expect.objectContaining({ id: group.modifiers[1]?.id, price: 9_000 }),
    ]);

    const after = await m.overall();
    expect(after.etag).not.toBe(before.etag);
    expect(after.menu.products.find((p) => p.id === created.id)).toMatchObject({
      costPrice: 41_000,
      discount: 10,
    });
    const changes = (await m.audits('product')).at(-1)?.changes as Record<string, unknown>;
    expect(changes.costPrice).toEqual({ from: 38_000, to: 41_000 });
    expect(changes.discount).toEqual({ from: 0, to: 10 });
    expect(changes).not.toHaveProperty('name');
  });

  it('refuses bad input with translated messages', async () => {
    const m = await menuShop();
    const bad = productInput(m.category.id, {
      costPrice: -5,
      discount: 150,
      timeCookingMin: 30,
      timeCookingMax: 10,
    });
    const group = bad.modificationGroups[0];
    if (group) group.min = 3;
    const res = await call('POST', '/staff/v1/menu/products', { ...m.admin, lang: 'ru', body: bad });
    expect(res.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    const paths = error.details?.map((d) => d.path) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.costPrice',
        'body.discount',
        'body.modificationGroups.0.min',
        'body.timeCookingMin',
      ]),
    );
    expect(error.details?.find((d) => d.path === 'body.costPrice')?.message).toMatch(/[а-я]/);
    const noName = await call('POST', '/staff/v1/menu/products', {
      ...m.admin,
      lang: 'uz',
      body: productInput(m.category.id, { name: ml('', 'Лагман', 'Lagman') }),
    });
    expect(noName.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(noName.json()).details?.[0]?.path).toBe('body.name.uz');
  });

  it("answers 404 for another merchant's products, categories, groups and branches", async () => {
    const m = await menuShop();
    const other = await menuShop();
    const cases = [
      ['PUT', `/staff/v1/menu/products/${other.plov.id}`, productInput(m.category.id)],
      ['DELETE', `/staff/v1/menu/products/${other.plov.id}`, undefined],
      ['POST', '/staff/v1/menu/products', productInput(other.category.id)],
      ['POST', '/staff/v1/menu/products', productInput(m.category.id, { branchIds: [other.branch.id] })],
      ['PUT', `/staff/v1/menu/categories/${other.category.id}`, { ...catBody(m.group.id) }],
      ['POST', '/staff/v1/menu/categories', catBody(other.group.id)],
      ['DELETE', `/staff/v1/menu/groups/${other.group.id}`, undefined],
      ['PUT', '/staff/v1/menu/category-order', { ids: [m.category.id, other.category.id] }],
      ['PUT', `/staff/v1/menu/categories/${m.category.id}/product-order`, { ids: [other.plov.id] }],
      ['PUT', `/staff/v1/menu/products/${other.plov.id}/availability`, { branchId: null, available: false }],
    ] as const;
    for (const [method, url, body] of cases) {
      const res = await call(method, url, { ...m.admin, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await other.overall()).menu.products[0]).toMatchObject({ costPrice: 45_000, isAvailable: true });
  });

  it('orders categories and products; deletes a product softly and a category once empty', async () => {
    const m = await menuShop();
    const second = await createCategory(t.db, { merchantId: m.merchant, groupId: m.group.id, priority: 5 });
    const soup = await createProduct(t.db, {
      merchantId: m.merchant,
      categoryId: m.category.id,
      priority: 3,
    });
    const order = await call('PUT', '/staff/v1/menu/category-order', {
      ...m.admin,
      body: { ids: [second.id, m.category.id] },
    });
    expect(order.statusCode).toBe(204);
    const products = await call('PUT', `/staff/v1/menu/categories/${m.category.id}/product-order`, {
      ...m.admin,
      body: { ids: [soup.id, m.plov.id] },
    });
    expect(products.statusCode).toBe(204);
    const { menu } = await m.overall();
    expect(menu.categories.map((c) => c.id)).toEqual([second.id, m.category.id]);
    expect(menu.products.map((p) => p.id)).toEqual([soup.id, m.plov.id]);

    const full = await call('DELETE', `/staff/v1/menu/categories/${m.category.id}`, {
      ...m.admin,
      lang: 'eng',
    });
    expect(full.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(full.json())).toMatchObject({
      code: 'MENU_NOT_EMPTY',
      message: 'The category still has products: move or delete them first.',
    });
    for (const id of [soup.id, m.plov.id]) {
      expect((await call('DELETE', `/staff/v1/menu/products/${id}`, m.admin)).statusCode).toBe(204);
    }
    expect((await m.overall()).menu.products).toEqual([]);
    expect((await m.staffMenu()).products).toEqual([]);
    expect((await call('DELETE', `/staff/v1/menu/categories/${m.category.id}`, m.admin)).statusCode).toBe(
      204,
    );
    expect((await m.audits('product')).map((a) => a.action)).toEqual(['delete', 'delete']);
    expect((await m.audits('category')).map((a) => a.action)).toEqual([
      'reorder',
      'reorder-products',
      'delete',
    ]);
  });

  it('creates and changes groups and categories with their view types', async () => {
    const m = await menuShop();
    const g = await call('POST', '/staff/v1/menu/groups', {
      ...m.admin,
      body: {
        name: ml('Ichimliklar', 'Напитки', 'Drinks'),
        icon: null,
        image: null,
        bgColor: '#FFEEDD',
        iconBgColor: null,
      },
    });
    expect(g.statusCode).toBe(201);
    const groupId = g.json().id as number;
    const c = await call('POST', '/staff/v1/menu/categories', { ...m.admin, body: catBody(groupId) });
    expect(c.statusCode).toBe(201);
    const changed = await call('PUT', `/staff/v1/menu/categories/${c.json().id}`, {
      ...m.admin,
      body: { ...catBody(groupId), viewType: 'BIG', scrollType: 'HORIZONTAL', navigationType: 'SHEET' },
    });
    expect(changed.json()).toMatchObject({
      viewType: 'BIG',
      scrollType: 'HORIZONTAL',
      navigationType: 'SHEET',
    });
    const badColour = await call('PUT', `/staff/v1/menu/groups/${groupId}`, {
      ...m.admin,
      body: { name: ml('a', 'b', 'c'), icon: null, image: null, bgColor: 'red', iconBgColor: null },
    });
    expect(badColour.statusCode).toBe(400);
    const notEmpty = await call('DELETE', `/staff/v1/menu/groups/${groupId}`, m.admin);
    expect(notEmpty.statusCode).toBe(409);
    const staff = await m.staffMenu();
    expect(staff.groups.map((x) => x.bgColor)).toEqual([null, '#FFEEDD']);
    expect(staff.categories.at(-1)).toMatchObject({ viewType: 'BIG', groupId });
  });
});

function catBody(groupId: number) {
  return {
    groupId,
    name: ml('Sharbatlar', 'Соки', 'Juices'),
    image: null,
    textColor: null,
    viewType: 'MEDIUM' as const,
    scrollType: 'VERTICAL' as const,
    navigationType: 'POP_UP' as const,
    isWithoutCart: false,
  };
}
