/**
 * The order after it is placed (issue 10, decisions 320-323), at 390x844 in Chromium: the thank-you after the
 * payment sandbox sends the customer back (paid, failed); the status in the customer's words with the progress
 * bar and the map showing the courier; "order again" with a dish that left the menu explained; the rating of a
 * delivered order; cancelling shows one notice and opens on the question, not in the reason box. Orders are
 * made through the API and moved with the staff API; each journey uses its own customer and orders (other
 * journeys run on the same demo merchants at the same time). Screenshots go to /tmp/shots/order/.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { anyHourBranch, type BranchHours } from './fixtures/branches.ts';
import { saveCard } from './fixtures/checkout.ts';
import { expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

const SHOTS = process.env.ORDER_SHOTS_DIR || 'test-results/order-after';
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let seq = 0;
const freshPhone = () => `99893${String(Date.now() % 1_000_000).padStart(6, '0')}${seq++ % 10}`.slice(0, 12);

async function signIn(page: Page, request: APIRequestContext, sub: string, merchantId: string, lang = 'uz') {
  const phone = freshPhone();
  await gotoMerchant(page, sub, '/login');
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await page.getByLabel(/Telefon raqami|Номер телефона|Phone number/).fill(phone.slice(3));
  await page.getByRole('button', { name: /Kodni yuborish|Получить код|Send the code/ }).click();
  await expect(page).toHaveURL(/\/login\/confirm(\?|$)/);
  const code = await request.get(`/api/testing/v1/last-code?phone=${phone}`, {
    headers: { merchant: merchantId },
  });
  await page.getByLabel(/SMS kodi|Код из SMS|SMS code/).fill(((await code.json()) as { code: string }).code);
  await expect(page).toHaveURL(/localhost:\d+\/(\?.*)?$/);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'session cookie').toBeTruthy();
  await page.context().addCookies([{ name: 'lang', value: lang, domain: 'localhost', path: '/' }]);
  return token!;
}

interface MenuProduct {
  id: number;
  name: { uz: string; ru: string };
  active: boolean;
  isAvailable: boolean;
  modificationGroups: { min: number }[];
  productBranch: { branchId: number; isActive: boolean; isAvailable: boolean; stock: number | null }[];
}
const DELIVERY_POINT = { latitude: 41.3111, longitude: 69.2797, streetName: 'Amir Temur', houseNumber: '15' };

async function mainBranch(request: APIRequestContext, merchantId: string) {
  const branches = (await (
    await request.get('/api/users/v1/branches', { headers: { merchant: merchantId } })
  ).json()) as (BranchHours & { id: number })[];
  // A round-the-clock branch where the demo has one: the server runs on the real clock (any hour of a run).
  const branch = anyHourBranch(branches);
  expect(branch, 'an active demo branch').toBeTruthy();
  return branch!.id;
}

async function simpleDish(
  request: APIRequestContext,
  merchantId: string,
  branchId: number,
): Promise<MenuProduct> {
  const menu = (await (
    await request.get('/api/products/v1/overalls', { headers: { merchant: merchantId } })
  ).json()) as {
    products: MenuProduct[];
  };
  const product = menu.products.find(
    (p) =>
      p.active &&
      p.isAvailable &&
      p.modificationGroups.every((g) => g.min === 0) &&
      (p.productBranch.length === 0 ||
        p.productBranch.some(
          (pb) =>
            pb.branchId === branchId && pb.isActive && pb.isAvailable && (pb.stock === null || pb.stock > 4),
        )),
  );
  expect(product, 'a simple dish on the menu').toBeTruthy();
  return product!;
}

async function placeOrder(
  request: APIRequestContext,
  merchantId: string,
  token: string,
  opts: {
    paymentType?: 'CASH' | 'PAYME';
    delivery?: boolean;
    items?: { productId: number; count: number }[];
  } = {},
) {
  const branchId = await mainBranch(request, merchantId);
  const items = opts.items ?? [{ productId: (await simpleDish(request, merchantId, branchId)).id, count: 4 }];
  const res = await request.post('/api/orders/v1/orders', {
    headers: {
      merchant: merchantId,
      authorization: `Bearer ${token}`,
      'idempotency-key': `e2e-after-${Date.now()}-${seq++}`,
    },
    data: {
      serviceType: opts.delivery ? 'DELIVERY' : 'PICK_UP',
      branchId,
      paymentType: opts.paymentType ?? 'CASH',
      cartItems: items.map((i) => ({ ...i, modifications: [] })),
      address: opts.delivery ? DELIVERY_POINT : undefined,
    },
  });
  expect(res.ok(), `create order: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number; number: number; status: string };
}

async function staff(request: APIRequestContext, merchantId: string, login = 'admin', password = 'admin123') {
  const res = await request.post('/api/staff/v1/auth/login', {
    headers: { merchant: merchantId },
    data: { login, password },
  });
  expect(res.ok(), `staff login: ${res.status()}`).toBe(true);
  return { merchant: merchantId, authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

async function move(
  request: APIRequestContext,
  headers: Record<string, string>,
  orderId: number,
  ...statuses: string[]
) {
  for (const status of statuses) {
    const res = await request.post(`/api/staff/v1/orders/${orderId}/status`, { headers, data: { status } });
    expect(res.ok(), `move to ${status}: ${res.status()} ${await res.text()}`).toBe(true);
  }
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('after the payment sandbox: a thank-you that says paid, or failed after a decline', async ({
  page,
  request,
  consoleGuard,
}) => {
  // Two orders through the sandbox's page, each with a full-page shot: over 30 s on two busy cores.
  test.setTimeout(90_000);
  consoleGuard.allow(/status of 404/);
  const merchantId = await merchantIdOf(request, 'bodomzor');
  const token = await signIn(page, request, 'bodomzor', merchantId, 'ru');
  for (const [action, outcome, title] of [
    ['pay', 'paid', 'Спасибо!'],
    ['decline', 'failed', 'Оплата не прошла'],
  ] as const) {
    const order = await placeOrder(request, merchantId, token, { paymentType: 'PAYME' });
    await gotoMerchant(page, 'bodomzor', `/profile/orders/${order.id}`);
    await expect(page.getByTestId('order-thanks')).toHaveCount(0);
    await page.getByRole('button', { name: /Оплатить/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/payme/);
    await page.locator(`button[value="${action}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}\\?from=payment`));
    const thanks = page.getByTestId('order-thanks');
    await expect(thanks).toHaveAttribute('data-outcome', outcome);
    await expect(thanks.getByRole('heading')).toHaveText(title);
    if (outcome === 'paid') {
      await expect(thanks).toContainText(`Заказ №${order.number} передан в ресторан`);
      await expect(page.getByTestId('order-status')).toHaveText('Ресторан смотрит ваш заказ');
    } else {
      await expect(page.getByTestId('order-status')).toHaveText('Заказ отменён');
    }
    await shot(page, `thanks-${outcome}-ru-light`);
  }
});

test('back from the payment before the provider has confirmed it: "being checked", then paid without a reload', async ({
  page,
  request,
}) => {
  // Navruz: its round-the-clock branch takes the order at any hour of the run.
  const merchantId = await merchantIdOf(request, 'navruz');
  const token = await signIn(page, request, 'navruz', merchantId, 'ru');
  const order = await placeOrder(request, merchantId, token, { paymentType: 'PAYME' });
  // The customer is back on the return URL while Payme has not called us yet: the order is still unpaid.
  await gotoMerchant(page, 'navruz', `/profile/orders/${order.id}?from=payment`);
  const thanks = page.getByTestId('order-thanks');
  await expect(thanks).toHaveAttribute('data-outcome', 'pending');
  await expect(thanks.getByRole('heading')).toHaveText('Проверяем оплату');
  await expect(thanks).toContainText('Страница обновится сама');
  await shot(page, 'thanks-pending-ru-light');
  // Payme's call arrives (here: the order paid with a saved card through the API, which goes through our Merchant
  // API endpoint like any Payme payment): the open page turns to paid by itself.
  const headers = { merchant: merchantId, authorization: `Bearer ${token}` };
  const cardId = await saveCard(request, headers);
  const paid = await request.post(`/api/payments/v2/cards/${cardId}/pay`, {
    headers,
    data: { orderId: order.id },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect(thanks).toHaveAttribute('data-outcome', 'paid');
  await expect(thanks.getByRole('heading')).toHaveText('Спасибо!');
});

test('status in words with a progress bar, the map link, and the courier on the map', async ({
  page,
  request,
}) => {
  // Six status moves, two languages and a courier, each checked on screen: 38 s once on two busy cores.
  test.setTimeout(90_000);
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  const merchantId = await merchantIdOf(request, 'navruz');
  const token = await signIn(page, request, 'navruz', merchantId);
  const order = await placeOrder(request, merchantId, token, { delivery: true });
  await gotoMerchant(page, 'navruz', `/profile/orders/${order.id}`);
  await expect(page.getByText('Jonli')).toBeVisible();
  const status = page.getByTestId('order-status');
  const bar = page.getByRole('progressbar', { name: 'Buyurtma jarayoni' });
  await expect(status).toHaveText('Restoran buyurtmangizni ko‘rib chiqmoqda');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('order-expected')).toContainText('Kutilayotgan vaqt');
  await shot(page, 'status-sent-uz-dark');
  await page.context().addCookies([{ name: 'lang', value: 'ru', domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(status).toHaveText('Ресторан смотрит ваш заказ');
  await expect(page.getByRole('list', { name: 'Статусы заказа' })).toContainText('Принят');
  await shot(page, 'status-sent-ru-dark');
  await page.context().addCookies([{ name: 'lang', value: 'uz', domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(page.getByText('Jonli')).toBeVisible();

  const admin = await staff(request, merchantId);
  await move(request, admin, order.id, 'ACCEPTED');
  await expect(status).toHaveText('Restoran buyurtmani tasdiqladi');
  await expect(bar).toHaveAttribute('aria-valuenow', '25');
  await move(request, admin, order.id, 'COOKING', 'DONE');
  await expect(status).toHaveText('Tayyor, kuryer olib ketadi');
  await expect(
    page.getByRole('list', { name: 'Buyurtma holatlari' }).locator('[aria-current="step"]'),
  ).toHaveText(/Yo‘lda/);

  // A courier reports a position and is attached; on the way, the map shows them.
  const courier = await staff(request, merchantId, 'courier1', 'courier123');
  const me = await request.post('/api/staff/v1/couriers/me/location', {
    headers: courier,
    data: { latitude: 41.305, longitude: 69.27 },
  });
  expect(me.ok(), await me.text()).toBe(true);
  const courierId = ((await me.json()) as { id: number }).id;
  const attach = await request.post(`/api/staff/v1/orders/${order.id}/courier`, {
    headers: admin,
    data: { courierId },
  });
  expect(attach.ok(), await attach.text()).toBe(true);
  await move(request, admin, order.id, 'ON_WAY');
  await expect(status).toHaveText('Kuryer sizga yo‘lda');
  await expect(bar).toHaveAttribute('aria-valuenow', '75');
  await shot(page, 'status-on-way-uz-dark');
  await page.getByRole('link', { name: 'Xaritada kuzatish' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}/map$`));
  await expect(page.locator('[data-marker-id="courier"]')).toHaveCount(1);
  await expect(page.locator('[data-marker-id]')).toHaveCount(3);
  await shot(page, 'map-courier-uz-dark');
});

test('order again: a dish that left the menu is explained, the rest goes to the basket', async ({
  page,
  request,
}) => {
  const merchantId = await merchantIdOf(request, 'navruz');
  const token = await signIn(page, request, 'navruz', merchantId, 'ru');
  const admin = await staff(request, merchantId);
  const branchId = await mainBranch(request, merchantId);
  const dish = await simpleDish(request, merchantId, branchId);
  // A dish of this journey's own, so taking it off the menu touches nobody else's journey.
  const staffMenu = (await (await request.get('/api/staff/v1/menu', { headers: admin })).json()) as {
    products: { categoryId: number }[];
  };
  const name = `E2E повтор ${Date.now() % 100_000}`;
  const created = await request.post('/api/staff/v1/menu/products', {
    headers: admin,
    data: {
      categoryId: staffMenu.products[0]!.categoryId,
      name: { uz: name, ru: name, eng: name },
      description: { uz: '', ru: '', eng: '' },
      image: null,
      costPrice: 20_000,
      discount: 0,
      unit: 'COUNT',
      measure: null,
      calorie: null,
      amount: 1,
      labels: [],
      timeCookingMin: null,
      timeCookingMax: null,
      isCartRecommendation: false,
      deliveryEnabled: true,
      systems: ['WEB'],
      active: true,
      branchIds: [],
      modificationGroups: [],
      integrationId: null,
      mxicCode: null,
      barcode: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ownId = ((await created.json()) as { id: number }).id;
  const order = await placeOrder(request, merchantId, token, {
    items: [
      { productId: dish.id, count: 2 },
      { productId: ownId, count: 1 },
    ],
  });
  expect((await request.delete(`/api/staff/v1/menu/products/${ownId}`, { headers: admin })).status()).toBe(
    204,
  );

  await gotoMerchant(page, 'navruz', `/profile/orders/${order.id}`);
  await page.getByRole('button', { name: 'Повторить заказ' }).click();
  const result = page.getByTestId('repeat-result');
  await expect(result).toContainText('В корзину добавлено блюд: 2. Что изменилось:');
  await expect(result.locator('[data-state="GONE"]')).toHaveText(`${name} — больше нет в меню`);
  await shot(page, 'repeat-gone-ru-dark');
  await result.getByRole('link', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/basket/);
  await expect(page.getByText(dish.name.ru).first()).toBeVisible();
  const basket = (await page.context().cookies()).find((c) => c.name === `basket_${merchantId}`)?.value ?? '';
  expect(basket).toContain(`${dish.id}x2`);
  expect(basket).not.toContain(`${ownId}x`);
});

test('a delivered order is rated once with stars and a comment', async ({ page, request }) => {
  const merchantId = await merchantIdOf(request, 'navruz');
  const token = await signIn(page, request, 'navruz', merchantId);
  const order = await placeOrder(request, merchantId, token);
  await gotoMerchant(page, 'navruz', `/profile/orders/${order.id}`);
  await expect(page.getByRole('group', { name: 'Buyurtmani baholang' })).toHaveCount(0);
  const admin = await staff(request, merchantId);
  await move(request, admin, order.id, 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED');
  await expect(page.getByTestId('order-status')).toHaveText('Buyurtma topshirildi. Yoqimli ishtaha!');
  const stars = page.getByRole('group', { name: 'Buyurtmani baholang' });
  await expect(stars).toBeVisible();
  await stars.getByLabel('4 yulduz').check();
  await page.getByLabel('Izoh (ixtiyoriy)').fill('Issiq va mazali');
  await shot(page, 'rate-form-uz-dark');
  await page.getByRole('button', { name: 'Baholash' }).click();
  const rating = page.getByTestId('order-rating');
  await expect(rating.getByRole('heading')).toHaveText('Bahoingiz uchun rahmat!');
  await expect(rating).toContainText('5 dan 4');
  await expect(rating).toContainText('Issiq va mazali');
  await expect(page.getByRole('button', { name: 'Baholash' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('order-rating').getByRole('heading')).toHaveText('Sizning bahoingiz');
  await shot(page, 'rated-uz-dark');
});

test('cancelling: the dialog opens on its question, and one notice says it is cancelled', async ({
  page,
  request,
}) => {
  const merchantId = await merchantIdOf(request, 'bodomzor');
  const token = await signIn(page, request, 'bodomzor', merchantId);
  const order = await placeOrder(request, merchantId, token);
  await gotoMerchant(page, 'bodomzor', `/profile/orders/${order.id}`);
  await expect(page.getByText('Jonli')).toBeVisible();
  await shot(page, 'status-sent-uz-light');
  await page.context().addCookies([{ name: 'lang', value: 'ru', domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Ресторан смотрит ваш заказ');
  await shot(page, 'status-sent-ru-light');
  await page.context().addCookies([{ name: 'lang', value: 'uz', domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(page.getByText('Jonli')).toBeVisible();
  await page.getByRole('button', { name: 'Buyurtmani bekor qilish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buyurtma bekor qilinsinmi?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toBeFocused();
  await expect(dialog.getByLabel('Sababi (ixtiyoriy)')).not.toBeFocused();
  await shot(page, 'cancel-dialog-uz-light');
  await dialog.getByRole('button', { name: 'Bekor qilish', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Buyurtma bekor qilindi');
  await expect(dialog).toBeHidden();
  // One notice: the status line; no toast beside it.
  await expect(page.getByText('Buyurtma bekor qilindi', { exact: true })).toHaveCount(1);
  await expect(page.locator('.toast')).toHaveCount(0);
  await shot(page, 'cancelled-uz-light');
});
