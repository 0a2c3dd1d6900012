/**
 * Content pages: branches (list and map), policies, vacancies and the screens of later issues.
 * Texts are checked in Uzbek (the default language) against what the API serves, so the seed may change.
 */
import type { Page } from '@playwright/test';
import { apiGet, expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

interface ApiBranch {
  id: number;
  isActive: boolean;
  name: { uz: string };
  workHours: { isDayOff: boolean }[];
}
interface ApiText {
  uz: string;
  ru: string;
}

// 1x1 transparent PNG: map tiles are served locally so the test never depends on the network.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function serveTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
}

async function activeBranches(request: Parameters<typeof merchantIdOf>[0], sub: string) {
  const id = await merchantIdOf(request, sub);
  const { body } = await apiGet<ApiBranch[]>(request, '/users/v1/branches', id);
  return body.filter((b) => b.isActive);
}

test.describe('branches', () => {
  test('the list shows open and closed badges, phones, weekly hours and a city filter', async ({
    page,
    request,
  }) => {
    const branches = await activeBranches(request, 'navruz');
    const response = await gotoMerchant(page, 'navruz', '/branches');
    expect(response.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Filiallar' })).toBeVisible();
    await expect(page.locator('article[data-branch-id]')).toHaveCount(branches.length);

    // The seed keeps one branch closed all week (under renovation) and one open around the clock.
    const closedAllWeek = branches.find((b) => b.workHours.every((h) => h.isDayOff));
    expect(closedAllWeek).toBeDefined();
    const closedCard = page.locator(`article[data-branch-id="${closedAllWeek?.id}"]`);
    await expect(closedCard.locator('.open-badge')).toHaveText('Yopiq');
    await expect(page.locator('.open-badge[data-open="true"]').first()).toContainText('Ochiq');

    const firstCard = page.locator('article[data-branch-id]').first();
    // The branch's phone (a card may also show its booking phone, issue 13).
    await expect(firstCard.getByRole('link', { name: /^\+998/ }).first()).toHaveAttribute(
      'href',
      /^tel:\+998\d{9}$/,
    );
    await firstCard.getByText('Ish vaqti').click();
    await expect(firstCard.getByRole('row')).toHaveCount(7);
    await expect(firstCard.getByRole('rowheader').first()).toHaveText('Dushanba');

    // Two cities: the chips filter the list without a full page of other cities.
    await page
      .getByRole('navigation', { name: 'Shaharlar' })
      .getByRole('link', { name: 'Samarqand' })
      .click();
    await expect(page).toHaveURL(/city=\d+/);
    await expect(page.locator('article[data-branch-id]')).toHaveCount(1);
  });

  test('the map shows one marker per branch and a card for the chosen one', async ({ page, request }) => {
    const branches = await activeBranches(request, 'navruz');
    await serveTiles(page);
    await gotoMerchant(page, 'navruz', '/branches/map');
    await expect(page.locator('[data-map-status="ready"]')).toBeVisible();
    const markers = page.locator('[data-marker-id]');
    await expect(markers).toHaveCount(branches.length);

    const target = branches[1]!;
    await page.locator(`[data-marker-id="${target.id}"]`).click();
    const card = page.locator('.branch-map-card');
    await expect(card.getByRole('heading', { name: target.name.uz })).toBeVisible();
    await card.getByRole('button', { name: 'Yopish' }).click();
    await expect(card).toHaveCount(0);
  });

  test("a branch's map link opens the map on that branch", async ({ page, request }) => {
    const [, second] = await activeBranches(request, 'navruz');
    await serveTiles(page);
    await gotoMerchant(page, 'navruz', '/branches');
    await page
      .locator(`article[data-branch-id="${second!.id}"]`)
      .getByRole('link', { name: 'Xaritada ko‘rsatish' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/branches/map\\?branch=${second!.id}$`));
    await expect(
      page.locator('.branch-map-card').getByRole('heading', { name: second!.name.uz }),
    ).toBeVisible();
    await expect(page.locator(`[data-marker-id="${second!.id}"]`)).toHaveAttribute('aria-pressed', 'true');
  });

  test('the branch list of the map screen works from the keyboard', async ({ page, request }) => {
    const branches = await activeBranches(request, 'navruz');
    await serveTiles(page);
    await gotoMerchant(page, 'navruz', '/branches/map');
    const toggle = page.getByRole('button', { name: 'Ro‘yxat' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('region', { name: 'Filiallar ro‘yxati' });
    await expect(list.getByRole('button')).toHaveCount(branches.length);
    await list.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.branch-map-card')).toBeVisible();
  });

  test('markers still work when map tiles cannot be loaded', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource/);
    const branches = await activeBranches(request, 'bodomzor');
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await gotoMerchant(page, 'bodomzor', '/branches/map');
    await expect(page.locator('[data-map-status="ready"]')).toBeVisible();
    await expect(page.locator('[data-marker-id]')).toHaveCount(branches.length);
    await page.locator('[data-marker-id]').first().click();
    await expect(page.locator('.branch-map-card')).toBeVisible();
  });
});

test.describe('policies', () => {
  // Each demo merchant opens in its main language: Navruz in Uzbek, Bodomzor in Russian.
  const merchants = [
    { sub: 'navruz', lang: 'uz', titles: ['Biz haqimizda', 'Ommaviy oferta', 'Maxfiylik siyosati'] },
    { sub: 'bodomzor', lang: 'ru', titles: ['О нас', 'Публичная оферта', 'Политика конфиденциальности'] },
  ] as const;
  const pages = [
    { path: '/about', type: 'ABOUT_COMPANY' },
    { path: '/offerta', type: 'TERMS' },
    { path: '/privacy', type: 'PRIVACY_POLICY' },
  ] as const;

  for (const m of merchants) {
    pages.forEach((p, i) => {
      test(`${m.sub} ${p.path} shows the merchant's text`, async ({ page, request }) => {
        const merchantId = await merchantIdOf(request, m.sub);
        const { body } = await apiGet<{ text: ApiText }>(
          request,
          `/support/v1/company/policies?policies=${p.type}`,
          merchantId,
        );
        const firstLine = body.text[m.lang]
          .split(/\n\s*\n/)[0]!
          .trim()
          .split('\n')[0]!;
        const response = await gotoMerchant(page, m.sub, p.path);
        expect(response.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: m.titles[i] })).toBeVisible();
        await expect(page.getByText(firstLine, { exact: false }).first()).toBeVisible();
        await expect(page.locator('time[datetime]')).toBeVisible();
      });
    });
  }

  test('about lists the contacts that are switched on', async ({ page }) => {
    await gotoMerchant(page, 'navruz', '/about');
    const contacts = page.locator('.contact-list');
    await expect(contacts.getByRole('link', { name: /Telefon/ })).toHaveAttribute('href', /^tel:\+998/);
    await expect(contacts.getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      /^https:\/\/t\.me\//,
    );
  });
});

test.describe('vacancies', () => {
  test('the list leads to a vacancy with a phone to call', async ({ page, request }) => {
    const merchantId = await merchantIdOf(request, 'navruz');
    const { body: vacancies } = await apiGet<{ id: number; title: ApiText }[]>(
      request,
      '/support/v1/vacancies',
      merchantId,
    );
    expect(vacancies.length).toBeGreaterThan(0);
    await gotoMerchant(page, 'navruz', '/vacancy');
    await expect(page.getByRole('heading', { level: 1, name: 'Vakansiyalar' })).toBeVisible();
    await expect(page.locator('.vacancy-card')).toHaveCount(vacancies.length);

    const first = vacancies[0]!;
    await page.getByRole('link', { name: new RegExp(first.title.uz.replace(/[()]/g, '\\$&')) }).click();
    await expect(page).toHaveURL(new RegExp(`/vacancy/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title.uz })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Talablar' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Qo‘ng‘iroq qilish/ })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
  });

  test("an unknown or another merchant's vacancy is not found", async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const bodomzorId = await merchantIdOf(request, 'bodomzor');
    const { body: foreign } = await apiGet<{ id: number }[]>(request, '/support/v1/vacancies', bodomzorId);
    expect((await gotoMerchant(page, 'navruz', '/vacancy/999999')).status()).toBe(404);
    if (foreign[0])
      expect((await gotoMerchant(page, 'navruz', `/vacancy/${foreign[0].id}`)).status()).toBe(404);
  });
});

test.describe('screens of later issues', () => {
  test('profile asks a guest to sign in and the phone login opens, remembering the page', async ({
    page,
  }) => {
    const response = await gotoMerchant(page, 'navruz', '/profile');
    expect(response.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Profilingizga kiring' })).toBeVisible();
    await page.getByRole('link', { name: 'Kirish', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kirish' })).toBeVisible();
  });

  test('a guest: an empty basket says so, checkout and its address screens ask to sign in first', async ({
    page,
  }) => {
    // Bodomzor (light theme) opens in Russian, its main language.
    const screens = [
      { path: '/basket', heading: 'Корзина пуста', url: /\/basket(\?|$)/ },
      { path: '/checkout', heading: 'Вход', url: /\/login\?redirectTo=%2Fcheckout/ },
      { path: '/address/delivery', heading: 'Вход', url: /\/login\?redirectTo=%2Faddress%2Fdelivery/ },
      {
        path: '/profile/orders',
        heading: 'Войдите, чтобы увидеть свои заказы',
        url: /\/profile\/orders(\?|$)/,
      },
      { path: '/extra', heading: 'Этот раздел скоро откроется', url: /\/extra(\?|$)/ },
    ];
    for (const s of screens) {
      const response = await gotoMerchant(page, 'bodomzor', s.path);
      expect(response.status(), s.path).toBe(200);
      await expect(page).toHaveURL(s.url);
      await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible();
    }
  });
});
