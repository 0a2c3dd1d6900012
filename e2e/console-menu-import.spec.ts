/**
 * The menu spreadsheet from the console (issue 12, decision 258): an admin downloads the menu as CSV, uploads a
 * file with bad rows and sees each problem by row and column with nothing written, then uploads a good file
 * that adds a dish, applies it, and the storefront's menu lists the new dish. Screenshots at 1366x768 go to
 * CONSOLE_SHOTS_DIR.
 */
import { readFileSync } from 'node:fs';
import { csvLine, SHOTS, SIGNED_OUT_PROBE, SUB, staffSignIn } from './console-support.ts';
import { apiGet, expect, merchantIdOf, test } from './fixtures/index.ts';

test.use({ allowConsoleErrors: [SIGNED_OUT_PROBE] });

test('an admin exports the menu, sees the problems of a bad file, and imports a new dish', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const merchantId = await merchantIdOf(request, SUB);
  await staffSignIn(page, 'admin', 'admin123', /\/console\/board$/);
  await page.goto(`/console/menu-import?vendor=${SUB}`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const exported = readFileSync((await download.path()) as string, 'utf8');
  expect(exported.startsWith('\uFEFFid,category_id,category,name_uz,name_ru,name_eng')).toBe(true);
  const header = exported.slice(1).split('\r\n')[0]?.split(',') ?? [];
  const firstRow = exported.split('\r\n')[1] ?? '';
  const categoryId = firstRow.split(',')[1] ?? '';
  const row = (values: Record<string, string>) => csvLine(header.map((h) => values[h] ?? ''));

  const bad = [
    csvLine(header),
    row({ category_id: categoryId, name_uz: 'Sinov', name_ru: 'Тест', name_eng: 'Test', price: '-5' }),
    row({ category: 'No such category', name_uz: 'A', name_ru: 'Б', name_eng: 'C', price: '1000' }),
  ].join('\r\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const problems = page.getByTestId('import-problems');
  await expect(problems.getByRole('row')).toHaveText([
    'RowColumnProblem',
    '2priceMust be from 0 to 2147483647',
    '3categoryNo such category: “No such category”',
  ]);
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/console-menu-import-errors-1366.png` });

  const name = `Import test ${Date.now() % 100000}`;
  const good = [
    csvLine(header),
    row({
      category_id: categoryId,
      name_uz: name,
      name_ru: name,
      name_eng: name,
      price: '12000',
      channels: 'WEB; TG',
    }),
  ].join('\r\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(page.getByTestId('import-preview')).toContainText(name);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Menu updated: 1 new, 0 changed')).toBeVisible();

  const { body } = await apiGet<{ products: { name: { eng: string }; costPrice: number }[] }>(
    request,
    '/products/v1/overalls?type=WEB',
    merchantId,
  );
  expect(body.products.find((p) => p.name.eng === name)?.costPrice).toBe(12000);
});
