import { MerchantSettingsSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, databases, type TestDb } from '../testing/test-db.ts';
import {
  createBranch,
  createBrand,
  createCategory,
  createCity,
  createGroup,
  createMerchant,
  createPolicy,
  createProduct,
  createProductGrade,
  createVacancy,
  linkMerchantCity,
} from './factories.ts';
import { merchantCities, merchantSettings, modifiers, productBranches } from './schema/index.ts';

describe.each(databases())('data factories on %s', (kind) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    await handle.reset();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('create a merchant with a unique sub and a complete, valid settings row', async () => {
    const a = await createMerchant(handle.db, { theme: 'DARK', color: '#E2A33B' });
    const b = await createMerchant(handle.db);
    expect(a.sub).not.toBe(b.sub);
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await handle.db
      .select()
      .from(merchantSettings)
      .where(eq(merchantSettings.merchantId, a.id));
    const settings = MerchantSettingsSchema.parse(row?.settings);
    expect(settings).toMatchObject({
      merchantId: a.id,
      mainColor: '#E2A33B',
      mainColorType: 'dark',
      isDark: true,
    });
  });

  it('apply settings overrides on top of the defaults', async () => {
    const m = await createMerchant(handle.db, { settings: { mainLanguage: 'ru', deliveryActive: false } });
    const [row] = await handle.db
      .select()
      .from(merchantSettings)
      .where(eq(merchantSettings.merchantId, m.id));
    expect(row?.settings).toMatchObject({ mainLanguage: 'ru', deliveryActive: false, pickupActive: true });
  });

  it('create a city, link it and put a branch with full weekly hours in it', async () => {
    const merchant = await createMerchant(handle.db);
    const city = await createCity(handle.db);
    expect(city.name.uz).toBe('Toshkent');
    await linkMerchantCity(handle.db, { merchantId: merchant.id, cityId: city.id, isMain: true });
    const links = await handle.db
      .select()
      .from(merchantCities)
      .where(eq(merchantCities.merchantId, merchant.id));
    expect(links).toEqual([{ merchantId: merchant.id, cityId: city.id, isMain: true }]);

    const branch = await createBranch(handle.db, {
      merchantId: merchant.id,
      cityId: city.id,
      settings: { deliveryEnabled: false },
    });
    expect(branch.workHours).toHaveLength(7);
    expect(branch.workHours.every((h) => h.open === '10:00' && h.close === '23:00' && !h.isDayOff)).toBe(
      true,
    );
    expect(branch.settings.deliveryEnabled).toBe(false);
    expect(branch.settings.pickUpEnabled).toBe(true);
  });

  it('create brands, policies and vacancies with texts in three languages', async () => {
    const merchant = await createMerchant(handle.db);
    const brand = await createBrand(handle.db, { merchantId: merchant.id, companyKey: 'acme' });
    expect(brand).toMatchObject({ merchantId: merchant.id, companyKey: 'acme' });

    const policy = await createPolicy(handle.db, { merchantId: merchant.id, type: 'PRIVACY_POLICY' });
    expect(policy.type).toBe('PRIVACY_POLICY');
    expect(Object.values(policy.text).every((t) => t.length > 0)).toBe(true);

    const vacancy = await createVacancy(handle.db, { merchantId: merchant.id, salary: '7 000 000' });
    expect(vacancy.salary).toBe('7 000 000');
    expect(vacancy.title).toEqual({ uz: 'Oshpaz', ru: 'Повар', eng: 'Cook' });
  });

  it('create a product with modifier groups, branch availability and a grade', async () => {
    const merchant = await createMerchant(handle.db);
    const city = await createCity(handle.db);
    const branch = await createBranch(handle.db, { merchantId: merchant.id, cityId: city.id });
    const group = await createGroup(handle.db, { merchantId: merchant.id });
    const category = await createCategory(handle.db, {
      merchantId: merchant.id,
      groupId: group.id,
      navigationType: 'SHEET',
    });
    expect(category.navigationType).toBe('SHEET');

    const product = await createProduct(handle.db, {
      merchantId: merchant.id,
      categoryId: category.id,
      costPrice: 38000,
      modifierGroups: [
        {
          name: { uz: 'Porsiya', ru: 'Порция', eng: 'Portion' },
          min: 1,
          max: 1,
          modifiers: [
            { name: { uz: '0,5', ru: '0,5', eng: '0.5' }, price: 0, isDefault: true },
            { name: { uz: '1', ru: '1', eng: '1' }, price: 20000 },
          ],
        },
      ],
      branches: [{ branchId: branch.id, isAvailable: false }],
    });
    expect(product).toMatchObject({ costPrice: 38000, type: 'MODIFICATION', systems: ['WEB', 'TG'] });
    expect(product.modifierGroups).toHaveLength(1);
    expect(product.modifierGroups[0]?.modifiers.map((m) => m.price)).toEqual([0, 20000]);

    const modifierGroupId = product.modifierGroups[0]!.id;
    expect(
      await handle.db.select().from(modifiers).where(eq(modifiers.groupId, modifierGroupId)),
    ).toHaveLength(2);
    expect(
      await handle.db.select().from(productBranches).where(eq(productBranches.productId, product.id)),
    ).toEqual([{ productId: product.id, branchId: branch.id, isAvailable: false, stock: null }]);

    const plain = await createProduct(handle.db, { merchantId: merchant.id, categoryId: category.id });
    expect(plain).toMatchObject({ type: 'NONE', modifierGroups: [], branches: [] });

    const grade = await createProductGrade(handle.db, { productId: product.id, grade: 4 });
    expect(grade).toMatchObject({ productId: product.id, grade: 4 });
  });

  it('work inside a transaction', async () => {
    const sub = await handle.db.transaction(async (tx) => (await createMerchant(tx, { sub: 'in-tx' })).sub);
    expect(sub).toBe('in-tx');
  });
});
