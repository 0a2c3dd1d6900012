/**
 * The basket (issue 4): add from the card and from the product detail with a required modifier, counters,
 * reload, /basket with its totals, remove, empty state; each brand keeps its own basket; an unavailable dish
 * cannot be added; the floating basket bar of a FLOATING_OVER_PRODUCT merchant. Products come from the API, so
 * the seed may change.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet, expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

type Text = { uz: string; ru: string; eng: string };
interface Product {
  id: number;
  categoryId: number;
  name: Text;
  active: boolean;
  isAvailable: boolean;
  productBranch: { isAvailable: boolean }[];
  modificationGroups: {
    min: number;
    max: number;
    modifiers: { id: number; name: Text; isDefault: boolean }[];
  }[];
}

async function productsOf(request: APIRequestContext, sub: string) {
  const id = await merchantIdOf(request, sub);
  const { body } = await apiGet<{ products: Product[] }>(request, '/products/v1/overalls?type=WEB', id);
  const shown = body.products.filter((p) => p.active);
  const orderable = shown.filter((p) => p.isAvailable && p.productBranch.every((pb) => pb.isAvailable));
  const plain = orderable.find((p) => p.modificationGroups.every((g) => g.modifiers.length === 0));
  const withChoice = orderable.find((p) =>
    p.modificationGroups.some((g) => g.min === 1 && g.max === 1 && g.modifiers.length > 1),
  );
  const unavailable = shown.find((p) => !p.isAvailable);
  if (!plain || !withChoice) throw new Error(`${sub}: no plain product or none with a required choice`);
  return { merchantId: id, plain, withChoice, unavailable };
}

async function ready(page: Page) {
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
}

/** The card of a product, on its category page (every card of a category is rendered there). */
async function openCategoryOf(page: Page, sub: string, product: Product) {
  await gotoMerchant(page, sub, `/category?id=${product.categoryId}`);
  await ready(page);
}

const navBasket = (page: Page) => page.getByTestId('nav-basket');

test('fill the basket from cards and the detail, keep it over a reload, change and empty it', async ({
  page,
  request,
}) => {
  const { plain, withChoice } = await productsOf(request, 'navruz');
  const plainName = plain.name.uz;
  const choiceName = withChoice.name.uz;

  // A plain dish: "+" on its card adds one, then the card shows a counter.
  await openCategoryOf(page, 'navruz', plain);
  await expect(navBasket(page)).toHaveAccessibleName('Savat');
  await page.getByRole('button', { name: `Savatga qo'shish: ${plainName}` }).click();
  await expect(page.getByRole('button', { name: `Ko'paytirish: ${plainName}` })).toBeVisible();
  await page.getByRole('button', { name: `Ko'paytirish: ${plainName}` }).click();
  await expect(navBasket(page)).toHaveAccessibleName('Savat: 2 ta');

  // A dish with a required single choice: the card's "+" opens the detail; choose the second option and add.
  await openCategoryOf(page, 'navruz', withChoice);
  await page.getByRole('link', { name: `Savatga qo'shish: ${choiceName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const group = withChoice.modificationGroups.find(
    (g) => g.min === 1 && g.max === 1 && g.modifiers.length > 1,
  );
  const second = group?.modifiers.find((m) => !m.isDefault);
  if (!second) throw new Error('no second option');
  await dialog.getByRole('radio', { name: second.name.uz }).check();
  await dialog.getByRole('button', { name: /^Savatga/ }).click();
  // Added: the dialog closes over the menu and the badge counts three dishes.
  await expect(dialog).toBeHidden();
  await expect(navBasket(page)).toHaveAccessibleName('Savat: 3 ta');

  // The basket survives a reload (server-rendered from its cookie).
  await page.reload();
  await ready(page);
  await expect(navBasket(page)).toHaveAccessibleName('Savat: 3 ta');

  // /basket: both lines, the chosen option, totals; counters and remove.
  await navBasket(page).click();
  await expect(page).toHaveURL(/\/basket/);
  await ready(page);
  const lines = page.locator('.basket-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: choiceName })).toContainText(second.name.uz);
  const total = page.locator('.basket-totals__total dd');
  const before = await total.textContent();
  await page.getByRole('button', { name: `Kamaytirish: ${plainName}` }).click();
  await expect(page.locator('.basket-line', { hasText: plainName }).locator('output')).toHaveText('1');
  await expect(total).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: `Kamaytirish: ${plainName}` }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Rasmiylashtirish/ })).toHaveAttribute('href', /\/checkout/);
  await page.getByRole('button', { name: `O'chirish: ${choiceName}` }).click();
  await expect(page.getByRole('heading', { name: "Savat bo'sh" })).toBeVisible();
  await expect(navBasket(page)).toHaveAccessibleName('Savat');

  // Still empty after a reload; the way back leads to the menu.
  await page.reload();
  await ready(page);
  await expect(page.getByRole('heading', { name: "Savat bo'sh" })).toBeVisible();
  await page.getByRole('link', { name: "Menyuga o'tish" }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});

test('each brand keeps its own basket', async ({ page, request }) => {
  const { plain } = await productsOf(request, 'navruz');
  await openCategoryOf(page, 'navruz', plain);
  await page.getByRole('button', { name: `Savatga qo'shish: ${plain.name.uz}` }).click();
  await expect(navBasket(page)).toHaveAccessibleName('Savat: 1 ta');

  // The other brand of the same company: nothing of navruz shows, not even on its /basket.
  await gotoMerchant(page, 'navruzburger', '/basket');
  await ready(page);
  await expect(page.getByRole('heading', { name: "Savat bo'sh" })).toBeVisible();
  await expect(page.getByText(plain.name.uz)).toHaveCount(0);

  // Back to navruz: its basket is still there.
  await gotoMerchant(page, 'navruz', '/basket');
  await ready(page);
  await expect(page.locator('.basket-line', { hasText: plain.name.uz })).toBeVisible();
});

test('an unavailable dish cannot be added', async ({ page, request }) => {
  const { unavailable } = await productsOf(request, 'navruz');
  // The demo seed has stop-listed dishes: without one this journey would prove nothing, so it fails.
  expect(unavailable, 'an unavailable dish in the navruz seed').toBeTruthy();
  if (!unavailable) return;
  await openCategoryOf(page, 'navruz', unavailable);
  // aria-disabled (still focusable and tappable, to say why): Playwright would wait for it to be enabled.
  const add = page.getByRole('button', { name: `Savatga qo'shish: ${unavailable.name.uz}` });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await add.click({ force: true });
  await expect(
    page.getByRole('alert').filter({ hasText: `Mahsulot mavjud emas: ${unavailable.name.uz}` }),
  ).toBeVisible();
  await expect(navBasket(page)).toHaveAccessibleName('Savat');
  // Its detail page has the add button disabled.
  await gotoMerchant(page, 'navruz', `/product/${unavailable.id}`);
  await ready(page);
  await expect(page.getByRole('button', { name: /^Savatga/ })).toBeDisabled();
});

test('a FLOATING_OVER_PRODUCT merchant shows the basket as a bar over the menu', async ({
  page,
  request,
}) => {
  const { plain } = await productsOf(request, 'navruzburger');
  await openCategoryOf(page, 'navruzburger', plain);
  // No basket tab in its navigation, and no bar while the basket is empty.
  await expect(navBasket(page)).toHaveCount(0);
  await expect(page.getByTestId('floating-basket')).toHaveCount(0);
  await page.getByRole('button', { name: `Savatga qo'shish: ${plain.name.uz}` }).click();
  const bar = page.getByTestId('floating-basket');
  await expect(bar).toBeVisible();
  await expect(bar.locator('.floating-basket__count')).toHaveText('1');
  await expect(bar.locator('.floating-basket__total')).toContainText("so'm");
  await page.screenshot({ path: 'test-results/basket-floating-390.png' });
  await bar.click();
  await expect(page).toHaveURL(/\/basket/);
  await expect(page.locator('.basket-line', { hasText: plain.name.uz })).toBeVisible();
  await page.screenshot({ path: 'test-results/basket-page-390.png', fullPage: true });
});
