/**
 * Checkout journeys (issue 4) in the browser: (a) a guest fills a basket, is asked to log in at checkout and
 * comes back to it, chooses delivery to a point on the map, pays with Payme on the sandbox provider's page and
 * lands on the order, which shows paid; (b) a signed-in customer orders pick-up for later (branch from the list,
 * a day and a time, cash) and lands on the scheduled order. The browser's reverse geocoding (/geocode) is
 * answered by the test, so no Nominatim is needed. Screenshots at 390x844 go to test-results/checkout-*.png.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet, expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

const SUB = 'navruz';
// Playwright empties test-results/ at the start of every run: CHECKOUT_SHOTS_DIR keeps them elsewhere.
const SHOTS = process.env.CHECKOUT_SHOTS_DIR || 'test-results';

let seq = 0;
/** A phone per test and run: the API's code limits count per phone. */
function freshPhone(): string {
  return `99895${String(Date.now() % 1_000_000).padStart(6, '0')}${seq++ % 10}`.slice(0, 12);
}

async function lastCode(request: APIRequestContext, merchantId: string, phone: string): Promise<string> {
  const res = await request.get(`/api/testing/v1/last-code?phone=${phone}`, {
    headers: { merchant: merchantId },
  });
  expect(res.ok(), 'last-code route (SMS_MODE=log)').toBe(true);
  return ((await res.json()) as { code: string }).code;
}

type Text = { uz: string; ru: string; eng: string };
interface Product {
  id: number;
  categoryId: number;
  name: Text;
  active: boolean;
  isAvailable: boolean;
  costPrice: number;
  productBranch: { isAvailable: boolean; stock?: number | null }[];
  modificationGroups: { modifiers: unknown[] }[];
}

/** A plain (no modifiers), orderable dish of the demo menu. */
async function plainDish(request: APIRequestContext, merchantId: string): Promise<Product> {
  const { body } = await apiGet<{ products: Product[] }>(
    request,
    '/products/v1/overalls?type=WEB',
    merchantId,
  );
  const plain = body.products.find(
    (p) =>
      p.active &&
      p.isAvailable &&
      p.productBranch.every((pb) => pb.isAvailable && (pb.stock ?? 99) >= 10) &&
      p.modificationGroups.every((g) => g.modifiers.length === 0),
  );
  if (!plain) throw new Error('no plain dish in the demo menu');
  return plain;
}

async function ready(page: Page) {
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
}

/** Taps "add" on the dish's card, then "+" until `count` are in the basket (over the delivery minimum). */
async function fillBasket(page: Page, dish: Product, count: number) {
  await gotoMerchant(page, SUB, `/category?id=${dish.categoryId}`);
  await ready(page);
  await page.getByRole('button', { name: `Savatga qo'shish: ${dish.name.uz}` }).click();
  for (let i = 1; i < count; i++) {
    await page.getByRole('button', { name: `Ko'paytirish: ${dish.name.uz}` }).click();
  }
  await expect(page.getByTestId('nav-basket')).toHaveAccessibleName(`Savat: ${count} ta`);
}

/** Drags the map by (dx, dy) pixels, as a finger would. */
async function dragMap(page: Page, dx: number, dy: number) {
  const box = await page.locator('.addr-picker__map .map-view__canvas').boundingBox();
  if (!box) throw new Error('map not drawn');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await page.route(/\/geocode\?/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        place: {
          display_name: "7, Amir Temur shoh ko'chasi, Toshkent",
          address: { road: "Amir Temur shoh ko'chasi", house_number: '7', city: 'Toshkent' },
        },
      }),
    }),
  );
});

/** Waits until the checkout has saved the last choice and shows the server's numbers again. */
async function settled(page: Page) {
  await expect(page.locator('.checkout-totals')).toHaveAttribute('aria-busy', 'false');
}

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

  // Back on the order, paid.
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.getByText("To'langan").first()).toBeVisible();
  // The basket was emptied by the order.
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
  await expect(page.getByText('Belgilangan vaqtga').first()).toBeVisible();
  // The success notice, and the basket is empty in this tab without a reload.
  await expect(page.getByText('Buyurtma qabul qilindi')).toBeVisible();
  await expect(page.getByTestId('nav-basket')).toHaveAccessibleName('Savat');
  const id = Number(new URL(page.url()).pathname.split('/').pop());

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

/** A fresh customer signed in through the API (the login screens are the first journey's part). */
async function signInByApi(page: Page, request: APIRequestContext, merchantId: string) {
  const phone = freshPhone();
  const headers = { merchant: merchantId };
  const sent = await request.post('/api/users/v1/auth/code', { headers, data: { phone } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const login = await request.post('/api/users/v1/auth/login', {
    headers,
    data: { phone, code: await lastCode(request, merchantId, phone) },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await page
    .context()
    .addCookies([
      { name: 'token', value: token, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' },
    ]);
}

/** The basket and the checkout state as their cookies (the same the screens write). */
async function setCheckout(page: Page, merchantId: string, basket: string, state: Record<string, unknown>) {
  await page.context().addCookies([
    { name: `basket_${merchantId}`, value: basket, domain: 'localhost', path: '/' },
    {
      name: `checkout_${merchantId}`,
      value: encodeURIComponent(JSON.stringify(state)),
      domain: 'localhost',
      path: '/',
    },
  ]);
}

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
  await expect(page.getByRole('link', { name: 'Boshqa manzilni tanlang' })).toBeVisible();
  await expect(order).toBeDisabled();
  await expect(order).toHaveAttribute('aria-describedby', 'co-problems');

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
  await expect(page.getByRole('link', { name: "Taom qo'shish" })).toBeVisible();
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
  const later = page.getByRole('button', { name: 'Keyinroqqa buyurtma berish' });
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
