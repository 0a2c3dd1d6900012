/**
 * The merchant's public record and settings never contain a secret (ARCHITECTURE: contracts). Every secret
 * column gets a unique marker and no public answer may contain any marker, anywhere in its raw body.
 * The secret columns are every text column of `merchants` that is not public by design, so a secret column
 * added later is covered without touching this test.
 */
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
} from '../../db/factories.ts';
import { merchants } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

/** Text columns meant to be seen: identity, theme, and the browser map key (the map script needs it). */
const PUBLIC_TEXT_COLUMNS = new Set([
  'id',
  'name',
  'logo',
  'color',
  'sub',
  'theme',
  'mapProvider',
  'yandexMapKey',
  'domainUrl',
]);
/** Internal but not secret: an enum, and the company grouping of brands. */
const NOT_SECRET = new Set(['smsGateway', 'companyKey']);

const secretColumns = Object.entries(getTableColumns(merchants))
  .filter(
    ([key, column]) => column.dataType === 'string' && !PUBLIC_TEXT_COLUMNS.has(key) && !NOT_SECRET.has(key),
  )
  .map(([key]) => key);

describe.each(databases())('no secret in public answers on %s', (kind) => {
  const t = useTestApp(kind);

  it('covers every secret the brief names', () => {
    for (const name of [
      'smsUsername',
      'smsPassword',
      'iikoApiLogin',
      'iikoOrganizationId',
      'yandexDeliveryKey',
      'appId',
      'telegramBotToken',
      'paymeMerchantId',
      'paymeKey',
      'clickServiceId',
      'clickMerchantId',
      'clickSecretKey',
      'uzumServiceId',
      'uzumLogin',
      'uzumPassword',
    ]) {
      expect(secretColumns).toContain(name);
    }
  });

  it('no marker appears in any public endpoint', async () => {
    const markers = Object.fromEntries(secretColumns.map((c, i) => [c, `SECRET-MARKER-${i}-${c}`]));
    const merchant = await createMerchant(t.db, {
      ...markers,
      sub: 'leaky',
      domainUrl: 'leaky.uz',
      companyKey: 'leaky-co',
      // Secrets pasted into the settings jsonb by mistake must not come out either.
      settings: { ...markers } as Record<string, never>,
    });
    await createBrand(t.db, { companyKey: 'leaky-co', merchantId: merchant.id });
    const city = await createCity(t.db);
    await linkMerchantCity(t.db, { merchantId: merchant.id, cityId: city.id, isMain: true });
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const group = await createGroup(t.db, { merchantId: merchant.id });
    const category = await createCategory(t.db, { merchantId: merchant.id, groupId: group.id });
    const product = await createProduct(t.db, { merchantId: merchant.id, categoryId: category.id });
    await createProductGrade(t.db, { productId: product.id, grade: 5 });
    await createPolicy(t.db, { merchantId: merchant.id, type: 'TERMS' });
    const vacancy = await createVacancy(t.db, { merchantId: merchant.id });

    const urls = [
      '/api/users/v1/merchants/sub/leaky',
      `/api/users/v1/merchants/sub/${merchant.id}`,
      '/api/users/v1/merchants/domain/leaky.uz',
      '/api/support/v1/merchant/settings/web',
      '/api/support/v1/merchant/settings/click-app/client',
      '/api/support/v1/brand/catalog',
      '/api/support/v1/company/policies?policies=TERMS',
      '/api/support/v1/vacancies',
      `/api/support/v1/vacancies/${vacancy.id}`,
      `/api/users/v1/city-merchant/merchant/${merchant.id}`,
      '/api/users/v1/branches',
      `/api/users/v1/branches/full?cityId=${city.id}`,
      `/api/users/v1/branches/${branch.id}`,
      `/api/users/v1/branches/merchant/${merchant.id}/closest?lat=41.3&lon=69.2`,
      '/api/products/v1/overalls?type=WEB',
      '/api/products/v1/overalls?type=TG',
      '/api/products/v1/grade',
    ];
    for (const url of urls) {
      const res = await t.get(url, { merchant: merchant.id });
      expect(res.statusCode, url).toBe(200);
      for (const marker of Object.values(markers))
        expect(res.body, `${url} leaks ${marker}`).not.toContain(marker);
    }
  });
});
