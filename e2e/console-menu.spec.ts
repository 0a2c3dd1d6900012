/**
 * The menu from the console (issue 12): an admin changes a dish's price in the menu editor and the storefront
 * shows the new price on its next load; an admin puts a dish on the stop-list at a branch and a customer who
 * has it in the basket is told at checkout (spec §8 "product not available"), then it is back on sale; a product
 * dragged (with the keyboard) to a new place is listed there by the storefront's menu.
 * Screenshots of the menu, the product form and the stop-list at 1366x768 go to CONSOLE_SHOTS_DIR.
 */
import type { APIRequestContext } from '@playwright/test';
import { openContext, SHOTS, SIGNED_OUT_PROBE, SUB, setCheckout, staffSignIn } from './console-support.ts';
import { signInByApi } from './fixtures/checkout.ts';
import { apiGet, expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

test.use({ allowConsoleErrors: [SIGNED_OUT_PROBE] });

type Text = { uz: string; ru: string; eng: string };
interface MenuDish {
  id: number;
  categoryId: number;
  name: Text;
  costPrice: number;
  discount: number;
  active: boolean;
  isAvailable: boolean;
  productBranch: { branchId: number; isAvailable: boolean }[];
  modificationGroups: unknown[];
}

/**
 * Plain dishes without a discount, from the end of the menu: other journeys take the first plain dish
 * (console-support's plainDish), so changing these does not disturb them.
 */
async function dishesFromTheEnd(request: APIRequestContext, merchantId: string) {
  const { body } = await apiGet<{ products: MenuDish[]; categories: { id: number; name: Text }[] }>(
    request,
    '/products/v1/overalls?type=WEB',
    merchantId,
  );
  const plain = body.products.filter(
    (p) =>
      p.active &&
      p.isAvailable &&
      p.discount === 0 &&
      p.costPrice >= 10_000 &&
      p.productBranch.every((b) => b.isAvailable) &&
      p.modificationGroups.length === 0,
  );
  if (plain.length < 2) throw new Error('fewer than two plain dishes in the demo menu');
  const category = (d: MenuDish) => body.categories.find((c) => c.id === d.categoryId) as { name: Text };
  return { plain: plain.reverse(), category };
}

/** "52 000 so'm" as the storefront prints it in Uzbek (no-break spaces). */
const uzSum = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0so'm`;

test('an admin changes a price in the console and the storefront shows it on the next load', async ({
  page,
  browser,
  request,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const merchantId = await merchantIdOf(request, SUB);
  const { plain, category } = await dishesFromTheEnd(request, merchantId);
  const dish = plain[1] as MenuDish;
  const newPrice = dish.costPrice + 3_000;

  await staffSignIn(page, 'admin', 'admin123', /\/console\/board$/);
  await page.goto(`/console/menu?vendor=${SUB}`);
  await page.getByText(category(dish).name.eng, { exact: true }).first().click();
  await page.screenshot({ path: `${SHOTS}/console-menu-1366.png` });
  await page.getByText(dish.name.eng, { exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit product' });
  await expect(drawer).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-product-form-1366.png` });
  const price = drawer.getByRole('textbox', { name: /^Price, so‘m/ });
  await price.fill(String(newPrice));
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(drawer).toBeHidden();

  const customer = await openContext(browser, consoleGuard, { viewport: { width: 390, height: 844 } });
  await gotoMerchant(customer.page, SUB, `/product/${dish.id}`);
  await expect(customer.page.getByText(uzSum(newPrice)).first()).toBeVisible();
  await expect(customer.page.getByText(uzSum(dish.costPrice))).toHaveCount(0);
  await customer.context.close();
});

test('a dish on the stop-list: a customer with it in the basket is told at checkout, then it is back', async ({
  page,
  browser,
  request,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const merchantId = await merchantIdOf(request, SUB);
  const { plain } = await dishesFromTheEnd(request, merchantId);
  const dish = plain[0] as MenuDish;
  const { body: branches } = await apiGet<{ id: number; name: Text }[]>(
    request,
    '/users/v1/branches',
    merchantId,
  );
  const branch = branches.find((b) => !b.name.uz.includes("ta'mirda")) as { id: number; name: Text };

  await staffSignIn(page, 'admin', 'admin123', /\/console\/board$/);
  await page.goto(`/console/stop-list?vendor=${SUB}`);
  await page.getByRole('textbox', { name: 'Find a product' }).fill(dish.name.eng);
  const toggle = page.getByRole('switch', { name: `${dish.name.eng} — ${branch.name.eng}` });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(page.getByText(`“${dish.name.eng}” is on the stop-list`)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.screenshot({ path: `${SHOTS}/console-stop-list-1366.png` });

  const customer = await openContext(browser, consoleGuard, { viewport: { width: 390, height: 844 } });
  await signInByApi(customer.page, request, merchantId);
  await setCheckout(customer.context, merchantId, `${dish.id}x2`, {
    serviceType: 'PICK_UP',
    branchId: branch.id,
  });
  await gotoMerchant(customer.page, SUB, '/checkout');
  await expect(customer.page.locator('.checkout-problem').first()).toBeVisible();
  await expect(customer.page.locator('.checkout-problems')).toContainText(
    `Mahsulot mavjud emas: ${dish.name.uz}`,
  );
  await expect(customer.page.getByRole('button', { name: 'Buyurtma berish', exact: true })).toBeDisabled();

  // Back on sale: the same basket has no product problem any more.
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  await customer.page.reload();
  await expect(customer.page.locator('.checkout-totals')).toBeVisible();
  await expect(customer.page.getByText(`Mahsulot mavjud emas: ${dish.name.uz}`)).toHaveCount(0);
  await customer.context.close();
});

test('an admin drags a product to a new place and the storefront lists it there', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const merchantId = await merchantIdOf(request, SUB);
  const { plain, category } = await dishesFromTheEnd(request, merchantId);
  const dish = plain[0] as MenuDish;
  const orderOf = async () => {
    const { body } = await apiGet<{ products: MenuDish[] }>(
      request,
      '/products/v1/overalls?type=WEB',
      merchantId,
    );
    return body.products.filter((p) => p.categoryId === dish.categoryId).map((p) => p.id);
  };
  const before = await orderOf();
  expect(before.length, 'a category with two products or more').toBeGreaterThan(1);

  await staffSignIn(page, 'admin', 'admin123', /\/console\/board$/);
  await page.goto(`/console/menu?vendor=${SUB}`);
  await page.getByText(category(dish).name.eng, { exact: true }).first().click();
  /** Moves the first row one place down with the keyboard (focus the grip, Space, arrow, Space). */
  const firstDown = async () => {
    const saved = page.waitForResponse(
      (r) => r.url().includes('/product-order') && r.request().method() === 'PUT',
    );
    const grip = page
      .locator('tbody')
      .getByRole('button', { name: /^Drag to reorder: / })
      .first();
    await grip.focus();
    // Each key waits for the drag to answer (dnd-kit's live announcements), so a busy machine loses none.
    const said = () => page.locator('[id^="DndLiveRegion"]').allTextContents();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await said()).some((t) => /Picked up|was moved over/.test(t))).toBe(true);
    // Over another row now ("item 70 was moved over droppable area 71"), not over itself.
    const overAnother = (t: string) => {
      const m = /item (\d+) was moved over droppable area (\d+)/.exec(t);
      return m !== null && m[1] !== m[2];
    };
    // dnd-kit measures the rows in the frames after the pick-up, and an arrow pressed before that moves nothing
    // (a busy machine lost one: the row stayed picked up where it was). Pressed again only while it has not moved,
    // after waiting for the move's announcement, so it never moves two places.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(async () => {
      if (!(await said()).some(overAnother)) await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await said()).some(overAnother), { timeout: 3_000 }).toBe(true);
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(204);
  };
  await firstDown();
  const [a, b, ...rest] = before;
  expect(await orderOf()).toEqual([b, a, ...rest]);
  // Put back as it was (other journeys read the demo menu).
  await firstDown();
  expect(await orderOf()).toEqual(before);
});
