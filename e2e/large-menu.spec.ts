/**
 * A large menu (decision 021: over 150 products) in the browser: the page sends the first categories' cards and
 * a skeleton for each of the others, and a section's cards come when it nears the screen. Nothing covered it in
 * a browser, and the cards never came: the early taps script cleared the sections' data-pending at every load
 * (decision 372). The merchant and its 180 dishes are made through the platform and staff APIs, as a merchant's
 * admin would (a group, nine categories, one CSV import).
 */
import type { APIRequestContext } from '@playwright/test';
import { csvLine, PLATFORM_TOKEN, staffToken } from './console-support.ts';
import { expect, test } from './fixtures/index.ts';

const CATEGORIES = 9;
const DISHES_PER_CATEGORY = 20;

const ml = (name: string) => ({ uz: name, ru: name, eng: name });

/** A new merchant with nine categories of twenty dishes; its sub-domain. */
async function largeMerchant(request: APIRequestContext): Promise<string> {
  const sub = `katta${Date.now() % 100_000}`;
  const created = await request.post('/api/platform/v1/merchants', {
    headers: { authorization: `Bearer ${PLATFORM_TOKEN}` },
    data: { sub, name: 'Katta Oshxona', adminLogin: 'boss', adminName: 'Bobur Aliyev', color: '#2E7D32' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { merchant, admin } = (await created.json()) as {
    merchant: { id: string };
    admin: { password: string };
  };
  const token = await staffToken(request, merchant.id, 'boss', admin.password);
  const headers = { merchant: merchant.id, authorization: `Bearer ${token}` };

  const group = await request.post('/api/staff/v1/menu/groups', {
    headers,
    data: { name: ml('Oshxona'), icon: null, image: null, bgColor: null, iconBgColor: null },
  });
  expect(group.status(), await group.text()).toBe(201);
  const groupId = ((await group.json()) as { id: number }).id;
  const categoryIds: number[] = [];
  for (let i = 1; i <= CATEGORIES; i++) {
    const category = await request.post('/api/staff/v1/menu/categories', {
      headers,
      data: {
        groupId,
        name: ml(`Bo'lim ${i}`),
        image: null,
        textColor: null,
        viewType: 'SMALL',
        scrollType: 'VERTICAL',
        navigationType: 'POP_UP',
        isWithoutCart: false,
      },
    });
    expect(category.status(), await category.text()).toBe(201);
    categoryIds.push(((await category.json()) as { id: number }).id);
  }

  // The export's header (the merchant has no dish yet), then one row per dish.
  const exported = await request.get('/api/staff/v1/admin/menu/export.csv', { headers });
  expect(exported.ok(), await exported.text()).toBe(true);
  const header =
    (await exported.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]
      ?.split(',') ?? [];
  const rows = categoryIds.flatMap((categoryId, c) =>
    Array.from({ length: DISHES_PER_CATEGORY }, (_, d) => {
      const name = `Taom ${c + 1}.${d + 1}`;
      const values: Record<string, string> = {
        category_id: String(categoryId),
        name_uz: name,
        name_ru: name,
        name_eng: name,
        price: String(10_000 + d * 500),
        channels: 'WEB; TG',
      };
      return csvLine(header.map((h) => values[h] ?? ''));
    }),
  );
  const imported = await request.post('/api/staff/v1/admin/menu/import', {
    headers,
    data: { csv: [csvLine(header), ...rows].join('\r\n'), dryRun: false },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(await imported.json()).toMatchObject({ applied: true, created: CATEGORIES * DISHES_PER_CATEGORY });
  return sub;
}

test('a large menu sends its first categories and fills the others as the customer scrolls to them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const sub = await largeMerchant(request);
  await page.goto(`/?vendor=${sub}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  const sections = page.locator('.menu-section');
  await expect(sections).toHaveCount(CATEGORIES);
  // The first screen's categories came with the page; the last is a skeleton until it nears the screen.
  await expect(sections.first().locator('.card')).toHaveCount(DISHES_PER_CATEGORY);
  const last = sections.last();
  await expect(last).toHaveAttribute('data-pending', 'true');
  await expect(last.locator('.card')).toHaveCount(0);

  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('.card')).toHaveCount(DISHES_PER_CATEGORY);
  await expect(last).not.toHaveAttribute('aria-busy', 'true');
  await expect(last.getByText(`Taom ${CATEGORIES}.${DISHES_PER_CATEGORY}`, { exact: true })).toBeVisible();
});
