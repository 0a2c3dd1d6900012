/**
 * The menu's HTML carries only its first screen's messages; the rest comes after hydration from /i18n/…
 * (issue 10, decision 343). In each language, with the rest held back: the menu shows no raw message key; a
 * dish, the basket and the checkout opened right after load wait for the rest (the dish's skeleton shows
 * meanwhile) and then show translated text, never a key. A page made only of the rest's texts (the profile),
 * opened while the rest is on its way, renders once it is there: its texts are never keys.
 */
import type { Page, Route } from '@playwright/test';
import { messagesFor } from '../apps/web/app/shared/i18n/catalog/index.ts';
import { signInCustomer } from './fixtures/checkout.ts';
import { expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

const CATALOGUES = { uz: messagesFor('uz'), ru: messagesFor('ru'), eng: messagesFor('eng') };
const KEYS = Object.keys(CATALOGUES.uz);

/** Catalogue keys shown as text or in an accessible name, placeholder or title anywhere on the page. */
function rawKeysOn(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text only; textContent holds the scripts' data.
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) parts.push(el.getAttribute(a) ?? '');
    }
    const text = parts.join('\n');
    return keys.filter((k) => new RegExp(`(^|[^\\w.])${k.replace(/\./g, '\\.')}($|[^\\w.])`).test(text));
  }, KEYS);
}

/** Holds the requests for the rest of the catalogue until `release()`. */
async function holdRest(page: Page) {
  const held: Route[] = [];
  let open = false;
  let seen = 0;
  await page.route(/\/i18n\/[a-z]+\/[0-9a-f]+$/, (route) => {
    seen++;
    if (open) return route.continue();
    held.push(route);
  });
  return {
    seen: () => seen,
    release: async () => {
      open = true;
      for (const r of held.splice(0)) await r.continue();
    },
  };
}

for (const lang of ['uz', 'ru', 'eng'] as const) {
  test(`${lang}: the menu without the rest of the catalogue, then a dish, the basket and the checkout right after load`, async ({
    page,
    request,
  }) => {
    const t = CATALOGUES[lang];
    const merchantId = await merchantIdOf(request, 'navruz');
    await signInCustomer(page.context(), request, merchantId);
    await page.context().addCookies([{ name: 'lang', value: lang, domain: 'localhost', path: '/' }]);
    const rest = await holdRest(page);

    await gotoMerchant(page, 'navruz');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // The page asked for the rest (and is still waiting): everything on screen comes from the first screen's part.
    await expect.poll(() => rest.seen()).toBeGreaterThan(0);
    await expect(page.getByTestId('nav-basket')).toBeVisible();
    expect(await rawKeysOn(page)).toEqual([]);

    // A dish to order, then the dish opened: the navigation waits for the rest (its skeleton meanwhile).
    const card = page
      .locator('.card:not(.is-unavailable)')
      .filter({ has: page.locator('form.card-add-form') });
    await card.first().locator('button.card-add').tap();
    await expect(page.getByTestId('nav-basket')).toContainText('1');
    await card.first().locator('.card-link').tap();
    await expect(page.getByTestId('pending-dish')).toBeVisible();
    await rest.release();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await expect(page.locator('dialog[open]')).toContainText(t['product.addToBasket']);
    expect(await rawKeysOn(page)).toEqual([]);
    await page.goBack();
    await expect(page.locator('dialog[open]')).toHaveCount(0);

    // The basket, then the checkout: every text translated.
    await page.getByTestId('nav-basket').tap();
    await expect(page).toHaveURL(/\/basket/);
    await expect(page.locator('main h1')).toHaveText(t['basket.title']);
    expect(await rawKeysOn(page)).toEqual([]);
    await page.locator('a[href="/checkout"]').first().tap();
    await expect(page).toHaveURL(/\/checkout/);
    await expect(page.getByRole('heading', { level: 1, name: t['checkout.title'] })).toBeVisible();
    expect(await rawKeysOn(page)).toEqual([]);
  });
}

test('a page of the rest opened before the rest has come waits for it (ru)', async ({ page, request }) => {
  const t = CATALOGUES.ru;
  const merchantId = await merchantIdOf(request, 'navruz');
  await signInCustomer(page.context(), request, merchantId);
  await page.context().addCookies([{ name: 'lang', value: 'ru', domain: 'localhost', path: '/' }]);
  const rest = await holdRest(page);
  // In order: the rest answered, the profile's data asked for.
  const events: string[] = [];
  page.on('requestfinished', (r) => {
    if (/\/i18n\//.test(r.url())) events.push('rest');
  });
  page.on('request', (r) => {
    if (/\/profile\.data/.test(r.url())) events.push('profile data');
  });
  await gotoMerchant(page, 'navruz');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect.poll(() => rest.seen()).toBeGreaterThan(0);
  await page.locator('.bottom-nav a[href="/profile"]').tap();
  // Time for a navigation that did not wait to ask for its data (only makes the check sharper; the order
  // asserted below holds however long this is).
  await page.waitForTimeout(1000);
  expect(events).toEqual([]);
  await rest.release();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['account.profile.title']);
  await expect(page.getByRole('navigation', { name: t['account.profile.sections'] })).toBeVisible();
  expect(events.slice(0, 2)).toEqual(['rest', 'profile data']);
  expect(await rawKeysOn(page)).toEqual([]);
});
