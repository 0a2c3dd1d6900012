/**
 * Accessibility of the main screens (issue 10): axe-core (WCAG 2 A/AA rules) on the menu, the product sheet, the
 * basket, checkout, login, profile, orders, one order, branches, the address picker and the 404 page, on the
 * dark (navruz) and the light (bodomzor) demo merchant. Zero serious or critical violations (and no landmark
 * problem); the report names each rule and element when one appears.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { anyHourBranch, type BranchHours } from './fixtures/branches.ts';
import { apiGet, expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function noInternet(page: Page) {
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
}

/** Serious and critical axe violations of the page as "rule: target (summary)" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Map tiles and markers are drawn by the map library; the map has its own label and a list alternative.
    .exclude('.leaflet-pane')
    .analyze();
  return (
    violations
      // Landmark rules are "moderate" for axe, but a duplicate landmark was one of issue 10's findings.
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id.startsWith('landmark-'))
      .flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1] ?? ''})`),
      )
  );
}

type Text = { uz: string; ru: string; eng: string };
interface MenuProduct {
  id: number;
  categoryId: number;
  name: Text;
  active: boolean;
  isAvailable: boolean;
  modificationGroups: { min: number; modifiers: unknown[] }[];
  productBranch: { branchId: number; isActive: boolean; isAvailable: boolean; stock: number | null }[];
}

let seq = 0;
async function signIn(request: APIRequestContext, context: BrowserContext, merchantId: string) {
  const phone = `99894${String(Date.now() % 1_000_000).padStart(6, '0')}${seq++ % 10}`.slice(0, 12);
  const headers = { merchant: merchantId };
  const sent = await request.post('/api/users/v1/auth/code', { headers, data: { phone } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const last = await request.get(`/api/testing/v1/last-code?phone=${phone}`, { headers });
  const { code } = (await last.json()) as { code: string };
  const login = await request.post('/api/users/v1/auth/login', { headers, data: { phone, code } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([
    { name: 'token', value: token, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
  return token;
}

/** A cash pick-up order of one simple dish, placed through the API, for the order screen. */
async function placeOrder(request: APIRequestContext, merchantId: string, token: string) {
  const headers = { merchant: merchantId };
  const { body: branches } = await apiGet<({ id: number } & BranchHours)[]>(
    request,
    '/users/v1/branches',
    merchantId,
  );
  const branch = anyHourBranch(branches);
  const { body: menu } = await apiGet<{ products: MenuProduct[] }>(
    request,
    '/products/v1/overalls',
    merchantId,
  );
  const product = menu.products.find(
    (p) =>
      p.active &&
      p.isAvailable &&
      p.modificationGroups.every((g) => g.min === 0) &&
      (p.productBranch.length === 0 ||
        p.productBranch.some(
          (pb) => pb.branchId === branch?.id && pb.isActive && pb.isAvailable && (pb.stock ?? 99) > 2,
        )),
  );
  const res = await request.post('/api/orders/v1/orders', {
    headers: {
      ...headers,
      authorization: `Bearer ${token}`,
      'idempotency-key': `a11y-${Date.now()}-${seq++}`,
    },
    data: {
      serviceType: 'PICK_UP',
      branchId: branch?.id,
      paymentType: 'CASH',
      cartItems: [{ productId: product?.id, count: 2, modifications: [] }],
      comment: 'a11y',
    },
  });
  expect(res.ok(), `create order: ${res.status()} ${await res.text()}`).toBe(true);
  return { order: (await res.json()) as { id: number }, product: product as MenuProduct };
}

// axe reads every node of the menu: on two shared cores a screen takes seconds, not milliseconds.
test.describe.configure({ timeout: 120_000 });

for (const sub of ['navruz', 'bodomzor'] as const) {
  test.describe(`axe on ${sub}`, () => {
    test('guest screens: menu, product sheet, branches, login, 404', async ({ page, consoleGuard }) => {
      // The 404 page's own status is logged by the browser.
      consoleGuard.allow(/status of 404/);
      await noInternet(page);
      const found: Record<string, string[]> = {};
      await gotoMerchant(page, sub);
      found.menu = await seriousViolations(page);

      await page.locator('.card-link').first().click();
      await expect(page.locator('dialog.product-dialog')).toBeVisible();
      found.productSheet = await seriousViolations(page);

      await gotoMerchant(page, sub, '/branches');
      found.branches = await seriousViolations(page);
      await gotoMerchant(page, sub, '/login');
      found.login = await seriousViolations(page);
      await gotoMerchant(page, sub, '/no-such-page');
      found.notFound = await seriousViolations(page);
      expect(found).toEqual({ menu: [], productSheet: [], branches: [], login: [], notFound: [] });
    });

    test('customer screens: basket, checkout, profile, orders, one order, address picker', async ({
      page,
      request,
      context,
    }) => {
      await noInternet(page);
      const merchantId = await merchantIdOf(request, sub);
      const token = await signIn(request, context, merchantId);
      const { order, product } = await placeOrder(request, merchantId, token);
      const found: Record<string, string[]> = {};

      await gotoMerchant(page, sub, `/product/${product.id}`);
      await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
      // Uzbek on navruz, Russian on bodomzor (its main language).
      await page
        .getByRole('button', { name: /Savatga|В корзину/ })
        .first()
        .click();
      await expect(page.getByTestId('nav-basket').locator('.nav-badge')).toBeVisible();
      await gotoMerchant(page, sub, '/basket');
      found.basket = await seriousViolations(page);
      await gotoMerchant(page, sub, '/checkout');
      found.checkout = await seriousViolations(page);
      await gotoMerchant(page, sub, '/profile');
      found.profile = await seriousViolations(page);
      await gotoMerchant(page, sub, '/profile/user');
      found.profileUser = await seriousViolations(page);
      await gotoMerchant(page, sub, '/profile/orders');
      found.orders = await seriousViolations(page);
      await gotoMerchant(page, sub, `/profile/orders/${order.id}`);
      found.order = await seriousViolations(page);
      await gotoMerchant(page, sub, '/profile/address/create');
      await expect(page.locator('[data-map-status="ready"]')).toBeVisible();
      found.address = await seriousViolations(page);
      expect(found).toEqual({
        basket: [],
        checkout: [],
        profile: [],
        profileUser: [],
        orders: [],
        order: [],
        address: [],
      });
    });
  });
}
