/**
 * Checkout journeys (issue 4) in the browser: (a) a guest fills a basket, is asked to log in at checkout and
 * comes back to it, chooses delivery to a point on the map, pays with Payme on the sandbox provider's page and
 * lands on the order, which shows paid; (b) a signed-in customer orders pick-up for later (branch from the list,
 * a day and a time, cash) and lands on the scheduled order. The browser's reverse geocoding (/geocode) is
 * answered by the test, so no Nominatim is needed. Screenshots at 390x844 go to test-results/checkout-*.png.
 */

import {
  dragMap,
  fakeMapAndGeocoding,
  fillBasket,
  freshPhone,
  lastCode,
  plainDish,
  ready,
  SHOTS,
  SUB,
  settled,
} from './fixtures/checkout.ts';
import { expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await fakeMapAndGeocoding(page);
});

test('a guest logs in at checkout, orders delivery to a map point and pays with Payme', async ({
  page,
  request,
}) => {
  const merchantId = await merchantIdOf(request, SUB);
  const dish = await plainDish(request, merchantId);
  const count = Math.max(2, Math.ceil(60_000 / Math.max(1, dish.costPrice)));
  await fillBasket(page, dish, Math.min(count, 9));

  // The guest is asked to log in and comes back to the checkout.
  await gotoMerchant(page, SUB, '/checkout');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout/);
  await ready(page);
  const phone = freshPhone();
  await page.getByLabel('Telefon raqami').fill(phone.slice(3));
  await page.getByRole('button', { name: 'Kodni yuborish' }).click();
  await expect(page).toHaveURL(/\/login\/confirm(\?|$)/);
  await page.getByLabel('SMS kodi').fill(await lastCode(request, merchantId, phone));
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buyurtmani rasmiylashtirish' })).toBeVisible();
  await ready(page);

  // Delivery: the address is chosen on the map, with the extras.
  await page.getByRole('radio', { name: 'Yetkazib berish' }).check();
  await settled(page);
  await expect(page.getByRole('button', { name: 'Buyurtma berish', exact: true })).toBeDisabled();
  await expect(page.locator('.checkout-problem').first()).toContainText('Yetkazib berish manzilini tanlang');
  await page.getByTestId('checkout-address').click();
  await expect(page).toHaveURL(/\/address\/delivery/);
  await expect(page.locator('[data-map-status="ready"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/checkout-address-delivery.png` });
  await dragMap(page, -40, 30);
  await expect(page.locator('.addr-picker__sheet .addr-picker__street')).toHaveText(
    "Amir Temur shoh ko'chasi, 7",
  );
  await page.locator('.addr-picker__next').click();
  await page.locator('.addr-chip', { has: page.locator('input[value="APARTMENT"]') }).click();
  await page.locator('#addr-entrance').fill('2');
  await page.locator('#addr-floor').fill('5');
  await page.locator('#addr-office').fill('51');
  await page.getByRole('button', { name: 'Shu manzilga yetkazish' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await ready(page);
  await expect(page.getByTestId('checkout-address')).toContainText("Amir Temur shoh ko'chasi, 7");
  await expect(page.getByTestId('checkout-address')).toContainText('2-podyezd, 5-qavat');
  await expect(page.locator('.checkout-totals')).toContainText('Yetkazib berish');

  // Payme, then the order goes to the sandbox provider's page; the demo merchant's online payment says it is
  // a demo (decision 173).
  await page.getByRole('radio', { name: /Payme/ }).check();
  await settled(page);
  const demo = page.getByTestId('payment-demo');
  await expect(demo).toHaveText("Sinov to'lovi: onlayn to'lov namoyish uchun, haqiqiy pul yechilmaydi.");
  await demo.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/checkout-payment-demo.png` });
  await page.screenshot({ path: `${SHOTS}/checkout-delivery.png` });
  await page.locator('.checkout-totals').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/checkout-delivery-totals.png` });
  const order = page.getByRole('button', { name: 'Buyurtma berish', exact: true });
  await expect(order).toBeEnabled();
  await order.click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/payme/);
  await page.screenshot({ path: `${SHOTS}/sandbox-page.png` });
  await page.locator('form button[type="submit"]').first().click();

  // Back on the order (its thank-you after a payment, decision 320), paid.
  await expect(page).toHaveURL(/\/profile\/orders\/\d+\?from=payment$/);
  await expect(page.getByText("To'langan").first()).toBeVisible();
  // The basket was emptied by the order (the order screen has its own bottom bar: the list shows the basket tab).
  await page.locator('a.order-back').click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByTestId('nav-basket')).toHaveAccessibleName('Savat');
});

test('a pick-up order for later: a branch from the list, a day and a time, cash', async ({
  page,
  request,
}) => {
  const merchantId = await merchantIdOf(request, SUB);
  const dish = await plainDish(request, merchantId);

  // Signed in through the login screens first (the return to /checkout is the other journey).
  const phone = freshPhone();
  await gotoMerchant(page, SUB, '/login');
  await ready(page);
  await page.getByLabel('Telefon raqami').fill(phone.slice(3));
  await page.getByRole('button', { name: 'Kodni yuborish' }).click();
  await expect(page).toHaveURL(/\/login\/confirm(\?|$)/);
  await page.getByLabel('SMS kodi').fill(await lastCode(request, merchantId, phone));
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  await fillBasket(page, dish, 2);
  await gotoMerchant(page, SUB, '/checkout');
  await ready(page);
  await page.getByRole('radio', { name: 'Olib ketish' }).check();
  await settled(page);

  // The branch from the list.
  await page.getByTestId('checkout-branch').click();
  await expect(page).toHaveURL(/\/address\/pickup2/);
  await page.screenshot({ path: `${SHOTS}/checkout-address-pickup2.png` });
  await page.getByRole('link', { name: 'Xarita' }).click();
  await expect(page).toHaveURL(/\/address\/pickup$/);
  await expect(page.locator('[data-map-status="ready"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/checkout-address-pickup.png` });
  await page.getByRole('link', { name: "Ro'yxat" }).click();
  await expect(page).toHaveURL(/\/address\/pickup2$/);
  const first = page.locator('.pickup-option').first();
  const branchName = (await first.locator('.pickup-option__name').textContent()) ?? '';
  await first.click();
  await page.getByRole('button', { name: 'Shu filialdan olaman' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await ready(page);
  await expect(page.getByTestId('checkout-branch')).toContainText(branchName);

  // Later: tomorrow (the second day offered, or the first), the first time of that day.
  await page.getByRole('radio', { name: /Keyinroq/ }).check();
  await settled(page);
  const days = page.getByRole('combobox', { name: 'Kun' });
  const dayValues = await days
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await days.selectOption(dayValues[1] ?? dayValues[0] ?? '');
  await settled(page);
  const times = page.getByRole('combobox', { name: 'Vaqt' });
  const timeValues = await times
    .locator('option:not([disabled])')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await times.selectOption(timeValues[0] ?? '');
  await settled(page);
  await page.getByRole('radio', { name: /Naqd pul/ }).check();
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/checkout-pickup.png` });

  const order = page.getByRole('button', { name: 'Buyurtma berish', exact: true });
  await expect(order).toBeEnabled();
  // A double tap makes one order (the button is off while it is sent; the key would make it one anyway).
  await order.dblclick();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  // The order screen expects it at the chosen time ("HH:MM ga"), not at a kitchen estimate.
  await expect(page.getByTestId('order-expected')).toHaveAttribute('data-kind', 'scheduled');
  await expect(page.getByTestId('order-expected')).toContainText(/\d{2}:\d{2} ga/);
  // The success notice, and the basket is empty in this tab without a reload.
  await expect(page.getByText('Buyurtma qabul qilindi')).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  // The order screen has its own bottom bar; one step back to the list, the basket tab is empty.
  await page.locator('a.order-back').click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByTestId('nav-basket')).toHaveAccessibleName('Savat');

  // One order only, for later, at the chosen branch.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  const me = await request.get('/api/users/v1/users/me', {
    headers: { merchant: merchantId, authorization: `Bearer ${token}` },
  });
  const user = (await me.json()) as { id: number };
  const list = await request.get(`/api/orders/v1/orders/user/${user.id}`, {
    headers: { merchant: merchantId, authorization: `Bearer ${token}` },
  });
  const page0 = (await list.json()) as { content: { id: number; later: boolean; status: string }[] };
  expect(page0.content.map((o) => [o.id, o.later, o.status])).toEqual([[id, true, 'AT_TIME']]);
});
