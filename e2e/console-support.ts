/**
 * What the console journeys share (issue 11): staff signing in through the console's own screen, customers
 * signing in through the SMS log (SMS_MODE=log), a plain dish of the demo menu, and the checkout cookies the
 * storefront's screens write. Every new browser context is watched by the console-error guard.
 */
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
} from '@playwright/test';
import { freshPhone as phoneWithPrefix, serveTiles, signInCustomer } from './fixtures/checkout.ts';
import type { ConsoleGuard } from './fixtures/console-guard.ts';
import { apiGet, expect } from './fixtures/index.ts';

export { serveTiles, setCheckout } from './fixtures/checkout.ts';

export const SUB = 'navruz';

/** The token playwright.config.ts gives the e2e server (a test value, not a secret). */
export const PLATFORM_TOKEN = process.env.E2E_PLATFORM_TOKEN || 'e2e-platform-admin-token-not-a-secret';

/** One line of an RFC 4180 file (the menu spreadsheet, decision 258): a cell with a quote, comma or newline quoted. */
export const csvLine = (cells: string[]) =>
  cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',');

/** A point inside the demo's central Tashkent delivery zone (as e2e/orders.spec.ts). */
export const DELIVERY_POINT = {
  latitude: 41.3111,
  longitude: 69.2797,
  streetName: 'Amir Temur',
  houseNumber: '15',
};
/** Where shots go; Playwright empties test-results/ at the start of a run. */
export const SHOTS = process.env.CONSOLE_SHOTS_DIR || 'test-results';
/**
 * The console asks GET /staff/v1/me to learn whether a session exists; without one the answer is 401, which
 * Chromium logs as a failed resource. That is the sign-in screen working, not an error.
 */
export const SIGNED_OUT_PROBE = /Failed to load resource: the server responded with a status of 401/;

/** A phone per call and run: the API's code limits count per phone (console journeys: 99897...). */
export function freshPhone(): string {
  return phoneWithPrefix('99897');
}

/** A browser context of its own (the operator's desk, the kitchen's tablet, a phone), watched for errors. */
export async function openContext(
  browser: Browser,
  guard: ConsoleGuard,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'uz-UZ',
    timezoneId: 'Asia/Tashkent',
    baseURL: consoleBaseUrl(),
    ...options,
  });
  context.on('page', (p) => guard.attach(p));
  await serveTiles(context);
  const page = await context.newPage();
  return { context, page };
}

function consoleBaseUrl(): string {
  return `http://localhost:${Number(process.env.E2E_PORT || 3100)}`;
}

/** Signs a staff member in on the console's sign-in screen (English words) and waits for their screen. */
export async function staffSignIn(
  page: Page,
  login: string,
  password: string,
  landing: RegExp,
): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('dx-console-lang', 'eng'));
  await page.goto(`/console/sign-in?vendor=${SUB}`);
  await page.getByRole('textbox', { name: 'Login' }).fill(login);
  // Mantine's password field has a show/hide toggle that names the password too.
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Sign-in checks a scrypt hash and then loads the role's screen: on a busy two-core machine with other
  // journeys running beside it that can outlast the usual five seconds.
  await expect(page).toHaveURL(landing, { timeout: 20_000 });
}

/** Signs a customer in through the API and gives the storefront context their session cookie. */
export function customerSignIn(
  context: BrowserContext,
  request: APIRequestContext,
  merchantId: string,
  phone = freshPhone(),
): Promise<{ phone: string; token: string }> {
  return signInCustomer(context, request, merchantId, phone);
}

type Text = { uz: string; ru: string; eng: string };
export interface Dish {
  id: number;
  name: Text;
  costPrice: number;
}

/** A plain (no options), orderable dish of the demo menu with stock to spare. */
export async function plainDish(request: APIRequestContext, merchantId: string): Promise<Dish> {
  const { body } = await apiGet<{
    products: (Dish & {
      active: boolean;
      isAvailable: boolean;
      deliveryEnabled: boolean;
      productBranch: { isAvailable: boolean; stock?: number | null }[];
      modificationGroups: { modifiers: unknown[] }[];
    })[];
  }>(request, '/products/v1/overalls?type=WEB', merchantId);
  const plain = body.products.find(
    (p) =>
      p.active &&
      p.isAvailable &&
      p.deliveryEnabled &&
      p.costPrice >= 20_000 &&
      p.productBranch.every((pb) => pb.isAvailable && (pb.stock ?? 99) >= 20) &&
      p.modificationGroups.every((g) => g.modifiers.length === 0),
  );
  if (!plain) throw new Error('no plain dish in the demo menu');
  return plain;
}

/** A staff session for API calls of the test itself (not the screens'). */
export async function staffToken(
  request: APIRequestContext,
  merchantId: string,
  login: string,
  password: string,
) {
  const res = await request.post('/api/staff/v1/auth/login', {
    headers: { merchant: merchantId },
    data: { login, password },
  });
  expect(res.ok(), `staff login: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}
