/**
 * The platform (issue 12, decisions 275-278): the platform admin creates a merchant through the platform API; its
 * first admin signs in to the new merchant's console, adds a staff account on the staff screen and the first
 * product (group, category, product) in the console's menu editor; the new storefront (`?vendor=<sub>`, the
 * development spelling of `<sub>.<BASE_DOMAIN>`) shows that product. Screenshots of the staff screen at 1366x768
 * go to CONSOLE_SHOTS_DIR (default test-results/).
 */
import type { Page } from '@playwright/test';
import { openContext, PLATFORM_TOKEN, SHOTS, SIGNED_OUT_PROBE } from './console-support.ts';
import { expect, test } from './fixtures/index.ts';

test.use({ allowConsoleErrors: [SIGNED_OUT_PROBE] });

async function signIn(page: Page, sub: string, login: string, password: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('dx-console-lang', 'eng'));
  await page.goto(`/console/sign-in?vendor=${sub}`);
  await page.getByRole('textbox', { name: 'Login' }).fill(login);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/console\/board/, { timeout: 20_000 });
}

/** Opens a set-up screen from the header's Setup menu. */
async function openSetup(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Setup' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** Fills a multilingual name row of the menu editor (inputs named "<label> Uzbek/Russian/English"). */
async function fillNames(page: Page, label: string, names: [string, string, string]): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const [i, lang] of ['Uzbek', 'Russian', 'English'].entries()) {
    await dialog.getByRole('textbox', { name: `${label} ${lang}` }).fill(names[i] ?? '');
  }
}

test('the platform admin creates a merchant whose storefront shows the first product added in its console', async ({
  page,
  request,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const sub = `kafe${Date.now() % 100_000}`;

  // Without the token the platform refuses; with it the merchant is created and its admin's password shown once.
  const refused = await request.post('/api/platform/v1/merchants', { data: { sub, name: 'Bog Kafe' } });
  expect(refused.status()).toBe(401);
  const res = await request.post('/api/platform/v1/merchants', {
    headers: { authorization: `Bearer ${PLATFORM_TOKEN}` },
    data: { sub, name: 'Bog Kafe', adminLogin: 'boss', adminName: 'Bobur Aliyev', color: '#2E7D32' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as { merchant: { id: string }; admin: { password: string } };

  // The first admin signs in to the new merchant's console.
  await signIn(page, sub, 'boss', created.admin.password);

  // Staff screen: the admin's own row cannot be deactivated; a new operator is added.
  await openSetup(page, 'Staff');
  await expect(page).toHaveURL(/\/console\/staff/);
  const own = page.getByTestId('staff-row-boss');
  await expect(own.getByText('You')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Malika Karimova');
  await dialog.getByRole('textbox', { name: 'Login' }).fill('malika');
  await dialog.locator('input[type="password"]').fill('kuchli-parol-7');
  await page.screenshot({ path: `${SHOTS}/staff-create.png` });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('staff-row-malika')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/staff.png` });

  // The menu editor: a group, a category, then the first product.
  await openSetup(page, 'Menu');
  await page.getByRole('button', { name: 'Add group' }).first().click();
  await fillNames(page, 'Name', ['Issiq taomlar', 'Горячие блюда', 'Hot dishes']);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add category' }).first().click();
  await fillNames(page, 'Name', ['Oshlar', 'Пловы', 'Plov']);
  // The only group is chosen already.
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Group' })).toHaveValue('Hot dishes');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add product' }).first().click();
  const form = page.getByRole('dialog');
  for (const [lang, name] of [
    ['Uzbek', 'Bog oshi'],
    ['Russian', 'Плов Бог'],
    ['English', 'Garden plov'],
  ] as const) {
    await form.getByRole('tab', { name: lang }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
  }
  await form.getByRole('textbox', { name: 'Price, so‘m' }).fill('45000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Garden plov')).toBeVisible();

  // A customer opens the new storefront on a phone and sees the product.
  const phone = await openContext(browser, consoleGuard, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await phone.page.goto(`/?vendor=${sub}`);
  // The storefront's main language is Uzbek.
  await expect(phone.page.getByText('Bog oshi').first()).toBeVisible({ timeout: 15_000 });
  await phone.page.screenshot({ path: `${SHOTS}/new-merchant-storefront.png` });
  await phone.context.close();
});
