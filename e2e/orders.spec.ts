/**
 * Orders in the browser (issue 4): a signed-in customer's order (made through the API: cash, pick-up at the
 * demo's round-the-clock branch, so the checkout screens are not under test here) is moved by the merchant's
 * staff API and the order screen follows WITHOUT a reload; the list shows it under Active; the customer cancels
 * an order from its screen and finds it in the archive; another customer's order is the 404 page.
 * Screenshots of the list and an order at 390x844 go to test-results/ for a look.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

const SUB = 'navruz';
// 1x1 transparent PNG: map tiles are served locally so the test never depends on the network.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let seq = 0;
/** A phone per test and run: the API's code limits count per phone. */
function freshPhone(): string {
  return `99894${String(Date.now() % 1_000_000).padStart(6, '0')}${seq++ % 10}`.slice(0, 12);
}

async function lastCode(request: APIRequestContext, merchantId: string, phone: string): Promise<string> {
  const res = await request.get(`/api/testing/v1/last-code?phone=${phone}`, {
    headers: { merchant: merchantId },
  });
  expect(res.ok(), 'last-code route (SMS_MODE=log)').toBe(true);
  return ((await res.json()) as { code: string }).code;
}

/** Signs a fresh customer in through the login screens; returns the session token (httpOnly cookie). */
async function signIn(page: Page, request: APIRequestContext, merchantId: string): Promise<string> {
  const phone = freshPhone();
  await gotoMerchant(page, SUB, '/login');
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await page.getByLabel('Telefon raqami').fill(phone.slice(3));
  await page.getByRole('button', { name: 'Kodni yuborish' }).click();
  await expect(page).toHaveURL(/\/login\/confirm(\?|$)/);
  await page.getByLabel('SMS kodi').fill(await lastCode(request, merchantId, phone));
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'session cookie').toBeTruthy();
  return token!;
}

/** A customer signed in through the API only (the other customer of the 404 check). */
async function apiCustomer(request: APIRequestContext, merchantId: string): Promise<string> {
  const phone = freshPhone();
  const headers = { merchant: merchantId };
  expect((await request.post('/api/users/v1/auth/code', { headers, data: { phone } })).ok()).toBe(true);
  const code = await lastCode(request, merchantId, phone);
  const res = await request.post('/api/users/v1/auth/login', { headers, data: { phone, code } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

interface MenuProduct {
  id: number;
  active: boolean;
  isAvailable: boolean;
  modificationGroups: { min: number }[];
  productBranch: { branchId: number; isActive: boolean; isAvailable: boolean; stock: number | null }[];
}

/** A cash pick-up order of one simple dish at the merchant's main (round-the-clock) branch. */
/** A point inside the demo's central Tashkent delivery zone. */
const DELIVERY_POINT = { latitude: 41.3111, longitude: 69.2797, streetName: 'Amir Temur', houseNumber: '15' };

async function createOrder(
  request: APIRequestContext,
  merchantId: string,
  token: string,
  paymentType: 'CASH' | 'PAYME' = 'CASH',
  serviceType: 'PICK_UP' | 'DELIVERY' = 'PICK_UP',
): Promise<{ id: number; number: number; status: string }> {
  const headers = { merchant: merchantId };
  const branches = (await (await request.get('/api/users/v1/branches', { headers })).json()) as {
    id: number;
    isMain: boolean;
    isActive: boolean;
  }[];
  const branch = branches.find((b) => b.isMain && b.isActive) ?? branches.find((b) => b.isActive);
  expect(branch, 'an active demo branch').toBeTruthy();
  const menu = (await (await request.get('/api/products/v1/overalls', { headers })).json()) as {
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
            pb.branchId === branch!.id &&
            pb.isActive &&
            pb.isAvailable &&
            (pb.stock === null || pb.stock > 2),
        )),
  );
  expect(product, 'a simple dish on the menu').toBeTruthy();
  const res = await request.post('/api/orders/v1/orders', {
    headers: {
      ...headers,
      authorization: `Bearer ${token}`,
      'idempotency-key': `e2e-${Date.now()}-${seq++}`,
    },
    data: {
      serviceType,
      branchId: branch!.id,
      paymentType,
      // Two of the dish: enough for the delivery minimum of the demo merchants.
      cartItems: [{ productId: product!.id, count: serviceType === 'DELIVERY' ? 4 : 2, modifications: [] }],
      address: serviceType === 'DELIVERY' ? DELIVERY_POINT : undefined,
      comment: 'e2e',
    },
  });
  expect(res.ok(), `create order: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number; number: number; status: string };
}

async function staffToken(request: APIRequestContext, merchantId: string): Promise<string> {
  const res = await request.post('/api/staff/v1/auth/login', {
    headers: { merchant: merchantId },
    data: { login: 'admin', password: 'admin123' },
  });
  expect(res.ok(), `staff login: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function moveOrder(
  request: APIRequestContext,
  merchantId: string,
  staff: string,
  orderId: number,
  status: string,
) {
  const res = await request.post(`/api/staff/v1/orders/${orderId}/status`, {
    headers: { merchant: merchantId, authorization: `Bearer ${staff}` },
    data: { status },
  });
  expect(res.ok(), `move to ${status}: ${res.status()} ${await res.text()}`).toBe(true);
}

test('the order screen follows the kitchen live, and the list shows the order as active', async ({
  page,
  request,
}) => {
  const merchantId = await merchantIdOf(request, SUB);
  const token = await signIn(page, request, merchantId);
  const order = await createOrder(request, merchantId, token);
  expect(order.status).toBe('OPEN');

  await gotoMerchant(page, SUB, `/profile/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Buyurtma №${order.number}` })).toBeVisible();
  const status = page.getByTestId('order-status');
  // The customer's words, not the kitchen's (decision 320).
  await expect(status).toHaveText('Restoran buyurtmangizni ko‘rib chiqmoqda');
  await expect(page.getByText("To'lanmagan")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buyurtmani bekor qilish' })).toBeVisible();
  // The stream is open before the kitchen moves (the "live" mark says so).
  await expect(page.getByText('Jonli')).toBeVisible();
  // Anything that reloads the document would lose this mark.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.screenshot({ path: 'test-results/orders-order-390.png', fullPage: true });

  const staff = await staffToken(request, merchantId);
  await moveOrder(request, merchantId, staff, order.id, 'ACCEPTED');
  await expect(status).toHaveText('Restoran buyurtmani tasdiqladi');
  await moveOrder(request, merchantId, staff, order.id, 'COOKING');
  await expect(status).toHaveText('Taomlaringiz tayyorlanmoqda');
  // The kitchen has started: the customer can no longer cancel (the revalidated page drops the button).
  await expect(page.getByRole('button', { name: 'Buyurtmani bekor qilish' })).toHaveCount(0);
  const timeline = page.getByRole('list', { name: 'Buyurtma holatlari' });
  await expect(timeline.locator('[aria-current="step"]')).toHaveText(/Oshxonada/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  await page.getByRole('link', { name: 'Buyurtmalarim' }).first().click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('link', { name: 'Faol' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('link', { name: new RegExp(`^№${order.number} Tayyorlanmoqda`) });
  await expect(card).toBeVisible();
  await page.screenshot({ path: 'test-results/orders-list-390.png', fullPage: true });

  // Back on the menu, the active-order pill leads to the order.
  await gotoMerchant(page, SUB, '/');
  const pill = page.getByRole('link', { name: `Tayyorlanmoqda · №${order.number}` });
  await expect(pill).toBeVisible();
  await pill.click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}$`));
});

test('a customer cancels an order from its screen and finds it in the archive', async ({ page, request }) => {
  const merchantId = await merchantIdOf(request, SUB);
  const token = await signIn(page, request, merchantId);
  const order = await createOrder(request, merchantId, token);

  await gotoMerchant(page, SUB, `/profile/orders/${order.id}`);
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Buyurtmani bekor qilish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buyurtma bekor qilinsinmi?' });
  await expect(dialog).toBeVisible();
  // Changing one's mind keeps the order.
  await dialog.getByRole('button', { name: 'Qoldirish' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Buyurtmani bekor qilish' }).click();
  await dialog.getByLabel('Sababi (ixtiyoriy)').fill('Rejalar o‘zgardi');
  await dialog.getByRole('button', { name: 'Bekor qilish', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Buyurtma bekor qilindi');
  await expect(page.getByText('Rejalar o‘zgardi')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buyurtmani bekor qilish' })).toHaveCount(0);

  await gotoMerchant(page, SUB, '/profile/orders');
  await expect(page.getByRole('link', { name: new RegExp(`^№${order.number} `) })).toHaveCount(0);
  await page.getByRole('link', { name: 'Arxiv' }).click();
  await expect(page).toHaveURL(/tab=archive/);
  await expect(page.getByRole('link', { name: new RegExp(`^№${order.number} Bekor qilindi`) })).toBeVisible();
});

test('on its way, a delivery shows the way to its map with the branch and the address', async ({
  page,
  request,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  const merchantId = await merchantIdOf(request, SUB);
  const token = await signIn(page, request, merchantId);
  const order = await createOrder(request, merchantId, token, 'CASH', 'DELIVERY');
  await gotoMerchant(page, SUB, `/profile/orders/${order.id}`);
  await expect(page.getByText('Jonli')).toBeVisible();
  await expect(page.getByText('Amir Temur, 15')).toBeVisible();
  // The map is linked while the order is under way (decision 320), not only once a courier has it.
  const mapLink = page.getByRole('link', { name: 'Xaritada kuzatish' });
  await expect(mapLink).toBeVisible();

  const staff = await staffToken(request, merchantId);
  for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY']) {
    await moveOrder(request, merchantId, staff, order.id, status);
  }
  await expect(page.getByTestId('order-status')).toHaveText('Kuryer sizga yo‘lda');
  await mapLink.click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}/map$`));
  await expect(page.getByRole('heading', { name: `Buyurtma №${order.number}` })).toBeVisible();
  await expect(page.locator('[data-marker-id]')).toHaveCount(2);
  const card = page.getByRole('region', { name: 'Buyurtma tafsilotlari' });
  await expect(card).toContainText('Chilonzor');
  await expect(card).toContainText('Amir Temur, 15');
  await page.screenshot({ path: 'test-results/orders-map-390.png' });
  await card.getByRole('link', { name: 'Buyurtmaga qaytish' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}$`));
});

test('an unpaid online order is paid through the sandbox and comes back paid', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The sandbox page (payments module) has no icon of its own: the browser's /favicon.ico guess is a 404.
  consoleGuard.allow(/status of 404/);
  const merchantId = await merchantIdOf(request, SUB);
  const token = await signIn(page, request, merchantId);
  const order = await createOrder(request, merchantId, token, 'PAYME');
  expect(order.status).toBe('CREATED');

  await gotoMerchant(page, SUB, `/profile/orders/${order.id}`);
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  await expect(page.getByText("To'lanmagan")).toBeVisible();
  // The demo merchant's online payment is the server's sandbox: the pay button says so (decision 173).
  await expect(page.getByTestId('payment-demo')).toHaveText('Sinov to‘lovi: haqiqiy pul yechilmaydi.');
  await page.screenshot({ path: 'test-results/orders-pay-demo-390.png' });
  await page.getByRole('button', { name: /to‘lash$/ }).click();
  // The sandbox plays Payme's part and calls our endpoints, then sends the customer back.
  await expect(page).toHaveURL(/\/sandbox\/pay\/payme/);
  await page.getByRole('button', { name: "To'lash", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}\\?from=payment$`));
  await expect(page.getByText("To'langan", { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Restoran buyurtmangizni ko‘rib chiqmoqda');
  await expect(page.getByRole('button', { name: /to‘lash$/ })).toHaveCount(0);
});

test("another customer's order is the 404 page, and a guest is asked to sign in", async ({
  page,
  request,
  consoleGuard,
}) => {
  // The 404 page's own document answer is logged by the browser as a failed resource.
  consoleGuard.allow(/status of 404/);
  const merchantId = await merchantIdOf(request, SUB);
  const other = await apiCustomer(request, merchantId);
  const theirs = await createOrder(request, merchantId, other);

  const guest = await gotoMerchant(page, SUB, `/profile/orders/${theirs.id}`);
  expect(guest.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Bu buyurtmani ko‘rish uchun kiring' })).toBeVisible();

  await signIn(page, request, merchantId);
  const response = await gotoMerchant(page, SUB, `/profile/orders/${theirs.id}`);
  expect(response.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /Sahifa topilmadi/ })).toBeVisible();
  await expect(page.getByText(`№${theirs.number}`)).toHaveCount(0);
});
