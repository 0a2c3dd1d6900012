/**
 * A lighter menu page (issue 15 §1, decision 360): the icons the page repeats are drawn once, as the document's
 * sprite, and styled from outside the <use> (the pressed heart is filled, in light and dark themes); the
 * no-JavaScript forms (heart, "+", language) carry their fixed fields in the action's query instead of hidden
 * inputs, work end to end with JavaScript off, and refuse a post from another site. A page served before the
 * change (body fields) still works. Phone size.
 */
import type { Locator, Page } from '@playwright/test';
import { signInCustomer } from './fixtures/checkout.ts';
import { expect, gotoMerchant, merchantIdOf, merchantUrl, test } from './fixtures/index.ts';

const ATTACKER = 'http://attacker.example';

test('the menu draws its repeated icons once: one sprite, no path data repeated, no hidden inputs', async ({
  request,
}) => {
  const html = await (await request.get(merchantUrl('navruz', '/'))).text();
  expect(html.match(/<svg id="icons"/g)).toHaveLength(1);
  const paths = [...html.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]);
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.filter((d, i) => paths.indexOf(d) !== i)).toEqual([]);
  const hearts = html.match(/<use href="#i-heart">/g)?.length ?? 0;
  expect(hearts).toBeGreaterThan(40);
  expect(html.match(/<use href="#i-plus">/g)?.length ?? 0).toBeGreaterThan(40);
  // The cards' and the header's forms: their fields are in the action.
  expect(html).not.toMatch(/<input type="hidden" name="(productId|on|product|anchor)"/);
});

/** The share of the heart's pixels painted in the theme's sale colour (the pressed heart's fill). */
async function saleShare(page: Page, heart: Locator): Promise<number> {
  const sale = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--sale').trim(),
  );
  const png = (await heart.locator('svg').screenshot()).toString('base64');
  return page.evaluate(
    async ([data, color]) => {
      const probe = document.createElement('span');
      probe.style.color = color;
      document.body.append(probe);
      const [r, g, b] = (getComputedStyle(probe).color.match(/\d+/g) ?? []).map(Number);
      probe.remove();
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let near = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const d =
          Math.abs((pixels[i] ?? 0) - (r ?? 0)) +
          Math.abs((pixels[i + 1] ?? 0) - (g ?? 0)) +
          Math.abs((pixels[i + 2] ?? 0) - (b ?? 0));
        if (d < 40) near++;
      }
      return near / (pixels.length / 4);
    },
    [png, sale] as const,
  );
}

for (const sub of ['bodomzor', 'navruz'] as const) {
  test(`a pressed heart is filled, an unpressed one is not (${sub}, ${sub === 'navruz' ? 'dark' : 'light'})`, async ({
    page,
    request,
  }) => {
    await signInCustomer(page.context(), request, await merchantIdOf(request, sub));
    await gotoMerchant(page, sub, '/');
    await expect(page.locator('html[data-shell-ready="true"]')).toBeAttached();
    const heart = page.locator('.card .heart__button').nth(1);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await saleShare(page, heart)).toBeLessThan(0.02);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => saleShare(page, heart)).toBeGreaterThan(0.3);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart, "+" and the language work: each form posts and the page comes back', async ({
    page,
    request,
  }) => {
    const merchantId = await merchantIdOf(request, 'bodomzor');
    await signInCustomer(page.context(), request, merchantId);
    await gotoMerchant(page, 'bodomzor', '/');

    // The heart: back on the menu, and the dish is among the favourites (the menu's hearts show the visitor's
    // favourites once its JavaScript has asked for them: decision 090).
    const card = page
      .locator('.card:not(.is-unavailable)')
      .filter({ has: page.locator('.card-add-form') })
      .first();
    const name = (await card.locator('.card-name').textContent())?.trim() ?? '';
    await card.locator('.heart__button').click();
    await expect(page).toHaveURL(/\/\?vendor=bodomzor$/);
    await gotoMerchant(page, 'bodomzor', '/profile/favorites');
    await expect(page.locator('.card', { hasText: name })).toBeVisible();
    await gotoMerchant(page, 'bodomzor', '/');

    // "+": the dish is in the basket; the page comes back to its section.
    await page
      .locator('.card', { hasText: name })
      .first()
      .locator('form.card-add-form > button.card-add')
      .click();
    await expect(page).toHaveURL(/#c-\d+$/);
    await expect(
      page.locator('.card', { hasText: name }).first().locator('.card-add--counter output'),
    ).toHaveText('1');

    // The language: Uzbek (Bodomzor's first is Russian), on the same page.
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.locator('.lang-switch button[value="uz"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    await expect(page).toHaveURL(/\/\?vendor=bodomzor$/);
    await expect(page.locator('.lang-switch button[value="uz"]')).toHaveAttribute('aria-pressed', 'true');
  });
});

test('a post from another site is refused, whatever carries the fields', async ({ request, baseURL }) => {
  const merchantId = await merchantIdOf(request, 'navruz');
  const forms: { url: string; form: Record<string, string> }[] = [
    { url: '/favourite?productId=4&on=true&redirectTo=/', form: {} },
    { url: '/basket-add?product=4&anchor=c-1', form: {} },
    { url: '/preferences?redirectTo=/', form: { lang: 'ru' } },
    { url: '/basket-add', form: { product: '4' } },
  ];
  for (const { url, form } of forms) {
    const foreign = await request.post(url, {
      form,
      headers: { origin: ATTACKER, cookie: `merchant=${merchantId}` },
      maxRedirects: 0,
    });
    expect(foreign.status(), url).toBe(403);
    const own = await request.post(url, {
      form,
      headers: { origin: baseURL ?? '', cookie: `merchant=${merchantId}` },
      maxRedirects: 0,
    });
    expect([302, 303], url).toContain(own.status());
  }
});

test("a page served before the change still works: its forms' fields in the body", async ({
  request,
  baseURL,
}) => {
  const merchantId = await merchantIdOf(request, 'navruz');
  const headers = {
    origin: baseURL ?? '',
    cookie: `merchant=${merchantId}`,
    referer: merchantUrl('navruz', '/'),
  };
  const add = await request.post('/basket-add', {
    form: { product: '4', anchor: 'c-1' },
    headers,
    maxRedirects: 0,
  });
  expect(add.status()).toBe(303);
  expect(add.headers().location).toMatch(/#c-1$/);
  expect(add.headers()['set-cookie']).toContain(`basket_${merchantId}=`);
  const heart = await request.post('/favourite', {
    form: { productId: '4', on: 'true', redirectTo: '/?vendor=navruz' },
    headers,
    maxRedirects: 0,
  });
  expect(heart.status()).toBe(302);
  expect(heart.headers().location).toBe(`/login?redirectTo=${encodeURIComponent('/?vendor=navruz')}`);
  const lang = await request.post('/preferences', {
    form: { lang: 'ru', redirectTo: '/?vendor=navruz' },
    headers,
    maxRedirects: 0,
  });
  expect(lang.status()).toBe(302);
  expect(lang.headers().location).toBe('/?vendor=navruz');
});
