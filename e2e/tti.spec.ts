/**
 * Taps on a slow phone (issue 10, decisions 311-312): a tap on "+" before the page's JavaScript has arrived is
 * not lost (the card's form posts and the basket changes); once hydrated the same "+" changes the basket
 * without a request; a tap on a dish or on the basket tab shows a skeleton of the next screen while it loads;
 * the "Not available" badge never sits over the "+". Each test uses its own fresh browser context (basket).
 */
import type { Page, Route } from '@playwright/test';
import { expect, gotoMerchant, test } from './fixtures/index.ts';

const PLUS = 'form.card-add-form > button.card-add';

/** The card of the first "+" (a plain dish of an available product). */
function firstPlusCard(page: Page) {
  return page
    .locator('.card:not(.is-unavailable)')
    .filter({ has: page.locator(PLUS) })
    .first();
}

test.describe('before hydration', () => {
  // The blocked bundle is reported by the browser; nothing else may be.
  test.use({ allowConsoleErrors: [/Failed to load resource|net::ERR_FAILED|Failed to fetch dynamically/] });

  test('a tap on "+" posts the card form: the dish is in the basket and the page comes back to it', async ({
    page,
  }) => {
    // Not yet hydrated: the storefront's JavaScript never arrives.
    await page.route(/\/assets\/.*\.js(\?|$)/, (route) => route.abort());
    await gotoMerchant(page, 'navruz');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    const card = firstPlusCard(page);
    const plus = card.locator('button.card-add');
    const label = (await plus.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^[^:]*:\s*/, '');
    expect(name).not.toBe('');
    const sectionId = await card.evaluate((el) => el.closest('section')?.id ?? '');

    await plus.tap();
    // The server added the dish and sent us back to the card's section: the counter shows 1.
    await expect(page).toHaveURL(new RegExp(`#${sectionId}$`));
    const again = page.locator('.card', { hasText: name }).first();
    await expect(again.locator('.card-add--counter output')).toHaveText('1');
    await expect(page.getByTestId('nav-basket')).toContainText('1');

    // The counter's buttons post too: + makes 2, − makes 1 again.
    await again.locator('.card-add--counter button[value="1"]').tap();
    await expect(
      page.locator('.card', { hasText: name }).first().locator('.card-add--counter output'),
    ).toHaveText('2');
    await page
      .locator('.card', { hasText: name })
      .first()
      .locator('.card-add--counter button[value="-1"]')
      .tap();
    await expect(
      page.locator('.card', { hasText: name }).first().locator('.card-add--counter output'),
    ).toHaveText('1');

    // Once the JavaScript is there, the same counter changes the basket at once, without a request.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    const hydratedCard = page.locator('.card', { hasText: name }).first();
    await hydratedCard.locator('.card-add--counter button[value="1"]').tap();
    await expect(hydratedCard.locator('.card-add--counter output')).toHaveText('2');
    await expect(page.getByTestId('nav-basket')).toContainText('2');
    expect(posts).toEqual([]);
  });
});

/** Holds the requests matching `pattern` until `release()` (the next screen is "still loading"). */
async function hold(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let open = false;
  await page.route(pattern, (route) => {
    if (open) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      open = true;
      for (const r of held.splice(0)) await r.continue();
    },
  };
}

test('a tap is answered at once: pressed "+", and skeletons of the dish and the basket while they load', async ({
  page,
}) => {
  await gotoMerchant(page, 'navruz');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('html')).toHaveAttribute('data-shell-ready', 'true');

  // Pressed: while a finger is on the "+", it is drawn pressed (CSS :active).
  const plus = firstPlusCard(page).locator('button.card-add');
  const box = await plus.boundingBox();
  if (!box) throw new Error('no "+" on the menu');
  const cdp = await page.context().newCDPSession(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const idle = await plus.evaluate((el) => getComputedStyle(el).transform);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await expect.poll(() => plus.evaluate((el) => getComputedStyle(el).transform)).not.toBe(idle);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  // The dish: its sheet's skeleton shows while its data loads, then the dish itself.
  const dishData = await hold(page, /\/product\/\d+\.data/);
  await page.locator('.card:not(.is-unavailable) .card-link').first().tap();
  await expect(page.getByTestId('pending-dish')).toBeVisible();
  await dishData.release();
  await expect(page.locator('dialog[open]')).toBeVisible();
  await expect(page.getByTestId('pending-dish')).toHaveCount(0);
  await page.goBack();
  await expect(page.locator('dialog[open]')).toHaveCount(0);

  // The basket tab: pressed and the basket screen's skeleton while /basket loads, then the basket.
  const basketData = await hold(page, /\/basket\.data/);
  await page.getByTestId('nav-basket').tap();
  await expect(page.getByTestId('pending-basket')).toBeVisible();
  await expect(page.getByTestId('nav-basket')).toHaveClass(/is-pending/);
  await basketData.release();
  await expect(page).toHaveURL(/\/basket/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('pending-basket')).toHaveCount(0);
});

test('the "Not available" badge never covers the "+" or the heart', async ({ page }) => {
  await gotoMerchant(page, 'navruz');
  // The demo seeds dishes that are not available (navruz menu-hot, menu-more): they must be drawn as such.
  const cards = page.locator('.card.is-unavailable');
  await expect(cards.first()).toBeVisible();
  const n = await cards.count();
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const badge = await card.locator('.badge-unavailable').boundingBox();
    expect(badge).not.toBeNull();
    for (const other of ['.card-add', '.heart--card button, .heart--card']) {
      const b = await card.locator(other).first().boundingBox();
      expect(b, `${other} is drawn`).not.toBeNull();
      if (!badge || !b) continue;
      const overlap =
        badge.x < b.x + b.width &&
        b.x < badge.x + badge.width &&
        badge.y < b.y + b.height &&
        b.y < badge.y + badge.height;
      expect(overlap, `${other} under the badge`).toBe(false);
    }
  }
});
