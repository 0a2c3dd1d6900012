/**
 * Where, when and who (issue 10): the location asked only in context and a refusal remembered (decision 325),
 * the pick-up branch list by distance (decision 326), and the shell's small things a customer sees (header
 * basket on a desktop, 404 title, the unknown-merchant page in the browser's language, focus after a
 * navigation, the chip bar as one Tab stop). The address lookup's failure is in address.spec.ts, which owns the
 * fake Nominatim.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiGet, expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

/** Counts the page's geolocation requests; `deny` answers them as a refused permission prompt. */
async function watchGeolocation(context: BrowserContext, deny: boolean) {
  await context.addInitScript((denyIt: boolean) => {
    const w = window as unknown as { __geoCalls: number };
    w.__geoCalls = 0;
    const real = navigator.geolocation;
    const fake = {
      getCurrentPosition(ok: PositionCallback, fail?: PositionErrorCallback | null, opts?: PositionOptions) {
        w.__geoCalls++;
        if (!denyIt) return real.getCurrentPosition(ok, fail, opts);
        fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
      },
      watchPosition: () => {
        w.__geoCalls++;
        return 0;
      },
      clearWatch: () => {},
    };
    Object.defineProperty(navigator, 'geolocation', { get: () => fake });
  }, deny);
}

const geoCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __geoCalls: number }).__geoCalls);

async function ready(page: Page) {
  await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
}

type Text = { uz: string; ru: string; eng: string };
interface ApiBranch {
  id: number;
  name: Text;
  cityId: number;
  latitude: number;
  longitude: number;
  isActive: boolean;
  settings: { pickUpEnabled: boolean };
}

function metres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

let seq = 0;
async function signIn(request: APIRequestContext, context: BrowserContext, merchantId: string) {
  const phone = `99893${String(Date.now() % 1_000_000).padStart(6, '0')}${seq++ % 10}`.slice(0, 12);
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
}

test.describe('location asked in context', () => {
  test('nothing asks at start-up; the button asks once and finds the nearest branch', async ({
    page,
    context,
    request,
  }) => {
    const id = await merchantIdOf(request, 'navruz');
    const { body: branches } = await apiGet<ApiBranch[]>(request, '/users/v1/branches', id);
    const chilonzor = branches.find((b) => b.name.eng === 'Chilonzor') ?? branches[0];
    await watchGeolocation(context, false);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({
      latitude: chilonzor?.latitude ?? 0,
      longitude: chilonzor?.longitude ?? 0,
    });
    await gotoMerchant(page, 'navruz');
    await ready(page);
    // Browse a little: still nobody asked.
    await gotoMerchant(page, 'navruz', '/search');
    await ready(page);
    await gotoMerchant(page, 'navruz');
    await ready(page);
    expect(await geoCalls(page)).toBe(0);
    await expect(page.locator('.toast')).toHaveCount(0);

    await page.getByRole('button', { name: 'Eng yaqin filialni topish' }).click();
    await expect(page.locator('.branch-badge')).toContainText(chilonzor?.name.uz ?? '');
    expect(await geoCalls(page)).toBe(1);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'nearestBranch')?.value).toBe(String(chilonzor?.id));
    // The position is kept only rounded to ~100 m.
    expect(cookies.find((c) => c.name === 'position')?.value).toMatch(/^\d+\.\d{3}%2C\d+\.\d{3}$/);
  });

  test('a refusal is answered on the line, never over the header, and remembered for the next visits', async ({
    page,
    context,
  }) => {
    await watchGeolocation(context, true);
    await gotoMerchant(page, 'navruz');
    await ready(page);
    await page.getByRole('button', { name: 'Eng yaqin filialni topish' }).click();
    const notice = page.locator('.subheader').getByRole('status');
    await expect(notice).toContainText('Joylashuvga ruxsat berilmagan');
    await expect(page.locator('.toast')).toHaveCount(0);
    const header = await page.locator('.site-header').boundingBox();
    const told = await notice.boundingBox();
    expect(told && header && told.y >= header.y + header.height).toBe(true);
    expect((await context.cookies()).find((c) => c.name === 'geo')?.value).toBe('denied');

    // A new session (a new tab, a reload): no question, no notice; a plain way to the branches instead.
    const next = await context.newPage();
    await gotoMerchant(next, 'navruz');
    await ready(next);
    await expect(next.getByRole('button', { name: 'Eng yaqin filialni topish' })).toHaveCount(0);
    await expect(next.locator('.subheader').getByRole('link', { name: 'Filialni tanlash' })).toBeVisible();
    await expect(next.locator('.toast')).toHaveCount(0);
    expect(await geoCalls(next)).toBe(0);
    await next.close();
  });
});

test('the pick-up branch list: nearest first with distances, nearest open preselected, other cities apart', async ({
  page,
  context,
  request,
}) => {
  const id = await merchantIdOf(request, 'navruz');
  const { body: all } = await apiGet<ApiBranch[]>(request, '/users/v1/branches', id);
  const branches = all.filter((b) => b.isActive && b.settings.pickUpEnabled);
  const sergeli = branches.find((b) => b.name.eng === 'Sergeli') ?? branches[branches.length - 1];
  if (!sergeli) throw new Error('no pick-up branch in the demo');
  await signIn(request, context, id);
  await context.grantPermissions(['geolocation']);
  // A customer a few hundred metres from one branch.
  const me = { latitude: sergeli.latitude + 0.003, longitude: sergeli.longitude + 0.002 };
  await context.setGeolocation(me);

  await gotoMerchant(page, 'navruz', '/address/pickup2');
  await ready(page);
  // Before the customer asks: no distances, nothing preselected unless already chosen.
  await expect(page.locator('.pickup-option__distance')).toHaveCount(0);
  await page.getByRole('button', { name: 'Yaqinlarini birinchi' }).click();
  await expect(page.getByText('Sizga yaqinlari birinchi')).toBeVisible();

  const options = page.locator('.pickup-option');
  await expect(options.first()).toHaveAttribute('data-branch-id', String(sergeli.id));
  const rows = await options.evaluateAll((els) =>
    els.map((el) => ({
      id: Number(el.getAttribute('data-branch-id')),
      open: el.getAttribute('data-open') === 'true',
      closedLook: el.classList.contains('pickup-option--closed'),
      distance: Number(el.querySelector('[data-distance]')?.getAttribute('data-distance') ?? Number.NaN),
      shown: el.querySelector('.pickup-option__distance')?.textContent ?? '',
      checked: (el.querySelector('input') as HTMLInputElement).checked,
    })),
  );
  expect(rows.map((r) => r.id).sort()).toEqual(branches.map((b) => b.id).sort());
  // Every distance shown ("350 m", "2,4 km") and true to the branch's place, from the position as kept (~100 m).
  const kept = { latitude: Number(me.latitude.toFixed(3)), longitude: Number(me.longitude.toFixed(3)) };
  for (const r of rows) {
    const b = branches.find((x) => x.id === r.id);
    expect(r.shown).toMatch(/^\d+(,\d)? (m|km)$/);
    expect(Math.abs(r.distance - metres(kept, b ?? kept))).toBeLessThan(5);
  }
  // Nearest first inside the customer's city; other cities after it, each listed under its own name.
  const homeCity = sergeli.cityId;
  const home = rows.filter((r) => branches.find((b) => b.id === r.id)?.cityId === homeCity);
  expect(rows.slice(0, home.length)).toEqual(home);
  expect(home.map((r) => r.distance)).toEqual([...home.map((r) => r.distance)].sort((a, b) => a - b));
  if (home.length < rows.length)
    await expect(page.getByRole('heading', { name: 'Boshqa shaharlar' })).toBeVisible();
  // The nearest open branch is preselected; closed ones look apart.
  const nearestOpen = rows.find((r) => r.open);
  expect(rows.filter((r) => r.checked).map((r) => r.id)).toEqual(nearestOpen ? [nearestOpen.id] : []);
  for (const r of rows) expect(r.closedLook).toBe(!r.open);

  await page.screenshot({ path: `${process.env.WHERE_SHOTS_DIR || 'test-results'}/pickup-by-distance.png` });
});

test('the unknown-merchant page speaks the browser’s language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const res = await page.goto('/merchantNotAvailable');
  expect(res?.status()).toBeLessThan(500);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[А-Яа-я]/);
  await context.close();
});

test('the 404 page has a title; after a client navigation focus is on the new page’s heading', async ({
  page,
  consoleGuard,
}) => {
  // The browser logs the page's own 404 status: that is the case under test.
  consoleGuard.allow(/status of 404/);
  await gotoMerchant(page, 'navruz', '/no-such-page');
  await expect(page).toHaveTitle(/^Sahifa topilmadi · /);

  await gotoMerchant(page, 'navruz');
  await ready(page);
  await page.locator('.bottom-nav').getByRole('link', { name: 'Filiallar' }).click();
  await expect(page).toHaveURL(/\/branches/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the category chips are one Tab stop: the next Tab reaches the dishes', async ({ page }) => {
  await gotoMerchant(page, 'navruz');
  await ready(page);
  const chips = page.locator('.category-bar .chip');
  expect(await chips.count()).toBeGreaterThan(2);
  await expect(page.locator('.category-bar .chip[tabindex="0"]')).toHaveCount(1);
  await chips.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(chips.nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  const after = await page.evaluate(() => ({
    chip: document.activeElement?.classList.contains('chip') ?? false,
    inMain: Boolean(document.activeElement?.closest('main')),
  }));
  expect(after).toEqual({ chip: false, inMain: true });
});

test('language buttons are named by their text', async ({ page }) => {
  await gotoMerchant(page, 'navruz');
  for (const name of ['UZ', 'RU']) {
    await expect(page.locator('.lang-switch').getByRole('button', { name, exact: true })).toBeVisible();
  }
});

test('on a desktop the header has the basket and a dish opens without a phone drag handle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoMerchant(page, 'navruz');
  await ready(page);
  const basket = page.getByTestId('header-basket');
  await expect(basket).toBeVisible();
  await expect(basket).toHaveAttribute('href', /\/(basket|checkout)/);
  await page.locator('.card a[href*="/product/"]').first().click();
  await expect(page.locator('dialog.product-dialog')).toBeVisible();
  await expect(page.locator('.sheet-handle')).toBeHidden();
});
