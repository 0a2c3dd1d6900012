/**
 * Checkout problems and promos in the browser (issue 4): a problem (out of zone, delivery minimum, closed branch)
 * is explained before the order button, and a promo code is refused with its reason or shows the saving.
 */

import {
  fakeMapAndGeocoding,
  type Product,
  plainDish,
  ready,
  SHOTS,
  SUB,
  setCheckout,
  settled,
  signInByApi,
  type Text,
} from './fixtures/checkout.ts';
import { apiGet, expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await fakeMapAndGeocoding(page);
});

test('problems are explained before the order button: out of zone, delivery minimum, closed branch', async ({
  page,
  request,
}) => {
  const merchantId = await merchantIdOf(request, SUB);
  await signInByApi(page, request, merchantId);
  const { body } = await apiGet<{ products: Product[] }>(
    request,
    '/products/v1/overalls?type=WEB',
    merchantId,
  );
  const cheap = body.products.find(
    (p) =>
      p.active &&
      p.isAvailable &&
      p.costPrice > 0 &&
      p.costPrice < 25_000 &&
      p.productBranch.every((pb) => pb.isAvailable) &&
      p.modificationGroups.every((g) => g.modifiers.length === 0),
  );
  if (!cheap) throw new Error('no cheap plain dish in the demo menu');
  const order = page.getByRole('button', { name: 'Buyurtma berish', exact: true });

  // Samarkand is outside every delivery zone of the demo.
  await setCheckout(page, merchantId, `${cheap.id}x3`, {
    serviceType: 'DELIVERY',
    address: { latitude: 39.6547, longitude: 66.9758, streetName: 'Registon' },
  });
  await gotoMerchant(page, SUB, '/checkout');
  await ready(page);
  // Said twice: beside the order button (decision 317) and in the list above it.
  await expect(
    page.getByTestId('checkout-why').getByRole('link', { name: 'Boshqa manzilni tanlang' }),
  ).toBeVisible();
  await expect(
    page.locator('#co-problems').getByRole('link', { name: 'Boshqa manzilni tanlang' }),
  ).toBeVisible();
  await expect(order).toBeDisabled();
  await expect(order).toHaveAttribute('aria-describedby', 'co-why');

  // In Tashkent, one cheap dish is under the delivery minimum: "add X more", with a way back to the menu.
  await setCheckout(page, merchantId, `${cheap.id}x1`, {
    serviceType: 'DELIVERY',
    address: { latitude: 41.3111, longitude: 69.2797, streetName: 'Amir Temur' },
  });
  await page.reload();
  await ready(page);
  await expect(page.locator('.checkout-problem').first()).toContainText(
    /Yetkazib berish uchun savatga yana .+ qo'shing/,
  );
  await expect(page.getByTestId('checkout-why').getByRole('link', { name: "Taom qo'shish" })).toBeVisible();
  await page.locator('.checkout-problems').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/checkout-problems.png` });
  await expect(order).toBeDisabled();

  // A branch closed now (the demo's branch under repair): closed, and "order for later" switches to later.
  const { body: branches } = await apiGet<{ id: number; workHours: unknown[]; name: Text }[]>(
    request,
    '/users/v1/branches',
    merchantId,
  );
  const closed = branches.find((b) => b.name.uz.includes("ta'mirda"));
  expect(closed, 'the demo branch under repair (closed all week)').toBeTruthy();
  await setCheckout(page, merchantId, `${cheap.id}x3`, { serviceType: 'PICK_UP', branchId: closed?.id });
  await page.reload();
  await ready(page);
  await expect(page.locator('.checkout-problem').first()).toContainText('Filial hozir yopiq');
  await expect(order).toBeDisabled();
  // The tap beside the order button (decision 317).
  const later = page.getByTestId('checkout-why').getByRole('button', { name: 'Keyinroqqa buyurtma berish' });
  if ((await later.count()) > 0) {
    await later.click();
    await expect(page.getByRole('radio', { name: /Keyinroq/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Kun' })).toBeVisible();
  }
});

test('a promo code: a refused one says why, an accepted one shows the saving (in Russian)', async ({
  page,
  request,
}) => {
  const sub = 'bodomzor';
  const merchantId = await merchantIdOf(request, sub);
  await signInByApi(page, request, merchantId);
  const dish = await plainDish(request, merchantId);
  const count = Math.min(9, Math.max(1, Math.ceil(120_000 / Math.max(1, dish.costPrice))));
  await setCheckout(page, merchantId, `${dish.id}x${count}`, {
    serviceType: 'DELIVERY',
    address: {
      latitude: 41.3111,
      longitude: 69.2797,
      streetName: 'Амир Темур',
      houseNumber: '7',
      floor: '3',
    },
  });
  await page.context().addCookies([{ name: 'lang', value: 'ru', domain: 'localhost', path: '/' }]);
  await gotoMerchant(page, sub, '/checkout');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Промокод' });
  await field.fill('OLD2025');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.locator('.checkout-promo__error')).toBeVisible();
  const refused = await page.locator('.checkout-promo__error').textContent();
  expect(refused?.length).toBeGreaterThan(5);

  // The refusal has been answered and the page data reloaded before the next try.
  await expect(page.getByRole('button', { name: 'Применить' })).toBeEnabled();
  await settled(page);
  await field.fill('welcome');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Промокод WELCOME применён')).toBeVisible();
  await expect(page.getByText(/Экономия: .+/)).toBeVisible();
  await expect(page.locator('.checkout-totals')).toContainText('Промокод');
  await page.screenshot({ path: `${SHOTS}/checkout-promo-ru.png` });
  await page.locator('.checkout-totals').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/checkout-totals-ru.png` });

  // Removed again: the totals lose the promo row.
  await page.getByRole('button', { name: 'Убрать промокод' }).click();
  await expect(field).toBeVisible();
  await expect(page.locator('.checkout-totals')).not.toContainText('Промокод');
});
