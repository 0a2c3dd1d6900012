/**
 * The Telegram mini-app feels native (issue 10, decision 330): opened the way Telegram opens it, with a fake
 * window.Telegram.WebApp that records what Telegram would show — its MainButton (text, shown, active), its
 * BackButton, haptic taps, the closing confirmation, header colours — and lets the test press its buttons.
 * Also the website's side (decision 331): checkout and the order screen have one bottom bar and no brand tabs.
 *
 * Screenshots go to TELEGRAM_SHOTS_DIR (default test-results/telegram): uz/ru, light/dark Telegram themes.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { signInitData } from '../apps/server/src/telegram/sign-init-data.ts';
import { plainDish, ready, signInByApi } from './fixtures/checkout.ts';
import { expect, gotoMerchant, merchantIdOf, merchantUrl, test } from './fixtures/index.ts';

/** The seed gives every demo merchant this obviously fake bot token (apps/server/src/db/factories/merchant.ts). */
const DEMO_BOT_TOKEN = '000000000:demo-telegram-bot-token-NOT-A-SECRET';
const SHOTS = process.env.TELEGRAM_SHOTS_DIR || 'test-results/telegram';

const THEMES = {
  dark: { bg_color: '#17212b', text_color: '#f5f5f5', hint_color: '#708499', secondary_bg_color: '#232e3c' },
  light: { bg_color: '#ffffff', text_color: '#000000', hint_color: '#999999', secondary_bg_color: '#f1f1f1' },
} as const;

interface TelegramSeen {
  main: { text: string; visible: boolean; active: boolean };
  back: boolean;
  haptics: number;
  closingConfirmation: boolean;
  headerColor: string | null;
}

type Lang = 'uz' | 'ru';

/** window.Telegram.WebApp before any page script runs; window.__tg is what Telegram would show. */
type Insets = { top: number; bottom: number; left: number; right: number };

async function installTelegram(
  context: BrowserContext,
  initData: string,
  lang: Lang,
  scheme: 'dark' | 'light',
  insets: { safe: Insets; content: Insets } | null = null,
) {
  await context.route('https://telegram.org/**', (route) => route.abort());
  await context.addInitScript(
    ({ initData, lang, scheme, theme, insets }) => {
      // Only the storefront's pages (not the blank page telegramShot composes its picture on).
      if (!location.protocol.startsWith('http')) return;
      // The visitor said "later" to sharing the contact: the sheet stays away (telegram.spec.ts covers it).
      sessionStorage.setItem('tgContactLater', '1');
      const seen = {
        main: { text: '', visible: false, active: true },
        back: false,
        haptics: 0,
        closingConfirmation: false,
        headerColor: null as string | null,
      };
      const clicks = { main: [] as (() => void)[], back: [] as (() => void)[] };
      const w = window as unknown as Record<string, unknown>;
      w.__tg = seen;
      w.__tgPress = (button: 'main' | 'back') => {
        for (const cb of clicks[button]) cb();
      };
      w.Telegram = {
        WebApp: {
          initData,
          initDataUnsafe: { user: { id: 1, first_name: 'Dilnoza', language_code: lang } },
          version: '8.0',
          isVersionAtLeast: () => true,
          // Full screen on a phone with a notch (Bot API 8.0): the device's and Telegram's own header insets.
          ...(insets ? { safeAreaInset: insets.safe, contentSafeAreaInset: insets.content } : {}),
          colorScheme: scheme,
          themeParams: theme,
          ready: () => {},
          expand: () => {},
          MainButton: {
            setParams: (p: { text?: string; is_visible?: boolean; is_active?: boolean }) => {
              if (p.text !== undefined) seen.main.text = p.text;
              if (p.is_visible !== undefined) seen.main.visible = p.is_visible;
              if (p.is_active !== undefined) seen.main.active = p.is_active;
            },
            showProgress: () => {},
            hideProgress: () => {},
            onClick: (cb: () => void) => clicks.main.push(cb),
            offClick: (cb: () => void) => {
              clicks.main = clicks.main.filter((c) => c !== cb);
            },
          },
          BackButton: {
            show: () => {
              seen.back = true;
            },
            hide: () => {
              seen.back = false;
            },
            onClick: (cb: () => void) => clicks.back.push(cb),
            offClick: (cb: () => void) => {
              clicks.back = clicks.back.filter((c) => c !== cb);
            },
          },
          HapticFeedback: {
            impactOccurred: () => {
              seen.haptics++;
            },
          },
          setHeaderColor: (c: string) => {
            seen.headerColor = c;
          },
          setBackgroundColor: () => {},
          setBottomBarColor: () => {},
          enableClosingConfirmation: () => {
            seen.closingConfirmation = true;
          },
          disableClosingConfirmation: () => {
            seen.closingConfirmation = false;
          },
          onEvent: () => {},
          offEvent: () => {},
        },
      };
    },
    { initData, lang, scheme, theme: THEMES[scheme], insets },
  );
}

/** A Telegram user of this test only. */
function initDataFor(lang: Lang): string {
  const id = 700_000_000 + Math.floor(Math.random() * 99_999_999);
  return signInitData({ user: { id, first_name: 'Dilnoza', language_code: lang } }, DEMO_BOT_TOKEN);
}

/** Opens a path of the mini-app the way Telegram does (launch parameters in the fragment). */
async function openMiniApp(page: Page, path: string, initData: string) {
  const fragment = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
  });
  await page.goto(`${merchantUrl('navruz', path)}#${fragment}`);
  // After the launch's one reload (the client cookie), hydration and the mini-app's chunk.
  await expect(page.locator('html')).toHaveAttribute('data-tg-main-button', 'true', { timeout: 15_000 });
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __tg: TelegramSeen }).__tg);
const press = (page: Page, button: 'main' | 'back') =>
  page.evaluate((b) => (window as unknown as { __tgPress: (b: string) => void }).__tgPress(b), button);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * A screenshot as the customer sees the mini-app: Telegram's header (with the BackButton) above the webview
 * and its MainButton below it. They live outside the webview, so the page is shot at the height Telegram leaves
 * it, and the three are put together on a page of their own.
 */
async function telegramShot(page: Page, name: string) {
  const tg = await seen(page);
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  const header = 44;
  const main = tg.main.visible ? 64 : 0;
  await page.setViewportSize({ width: size.width, height: size.height - header - main });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const webview = (await page.screenshot()).toString('base64');
  await page.setViewportSize(size);
  const dark = (await page.locator('html').getAttribute('data-theme')) === 'dark';
  const bg = tg.headerColor ?? '#ffffff';
  const fg = dark ? '#f5f5f5' : '#000000';
  const frame = await page.context().newPage();
  await frame.setViewportSize(size);
  await frame.setContent(`<meta name="viewport" content="width=device-width"><body style="margin:0;background:${bg};color:${fg};font:600 15px system-ui">
    <div style="height:${header}px;display:flex;align-items:center;padding:0 12px;box-sizing:border-box;border-bottom:1px solid #8884">
      <span>${tg.back ? '‹ Back' : '✕ Close'}</span><span style="margin:auto">Telegram</span><span>⋯</span></div>
    <img alt="" style="display:block;width:${size.width}px" src="data:image/png;base64,${webview}">
    ${
      main
        ? `<div style="height:${main}px;padding:8px 12px;box-sizing:border-box"><div style="height:48px;border-radius:10px;display:flex;align-items:center;justify-content:center;background:#3390ec;color:#fff;opacity:${tg.main.active ? 1 : 0.55}">${tg.main.text}</div></div>`
        : ''
    }</body>`);
  await frame.screenshot({ path: `${SHOTS}/${name}.png` });
  await frame.close();
}

/** What a customer reads, per language. */
const WORDS = {
  ru: {
    add: 'Добавить в корзину',
    decrease: 'Уменьшить',
    basket: 'Корзина',
    sum: 'сум',
    checkout: 'Оформить заказ',
    order: 'Заказать',
    toMenu: 'Вернуться в меню',
  },
  uz: {
    add: "Savatga qo'shish",
    decrease: 'Kamaytirish',
    basket: 'Savat',
    sum: "so'm",
    checkout: 'Rasmiylashtirish',
    order: 'Buyurtma berish',
    toMenu: 'Menyuga qaytish',
  },
} as const;

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the mini-app must never show: the language pill, brand tabs, the site footer. */
async function expectNoWebChrome(page: Page) {
  await expect(page.locator('.lang-switch')).toHaveCount(0);
  await expect(page.locator('.brand-tabs')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toHaveCount(0);
}

/** A cash pick-up order of the signed-in customer, placed through the API. */
async function placeOrder(request: APIRequestContext, merchantId: string, token: string): Promise<number> {
  const headers = { merchant: merchantId };
  const branches = (await (await request.get('/api/users/v1/branches', { headers })).json()) as {
    id: number;
    isMain: boolean;
    isActive: boolean;
  }[];
  const branch = branches.find((b) => b.isMain && b.isActive) ?? branches.find((b) => b.isActive);
  const dish = await plainDish(request, merchantId);
  const res = await request.post('/api/orders/v1/orders', {
    headers: {
      ...headers,
      authorization: `Bearer ${token}`,
      'idempotency-key': `tg-${Date.now()}-${Math.random()}`,
    },
    data: {
      serviceType: 'PICK_UP',
      branchId: branch?.id,
      paymentType: 'CASH',
      cartItems: [{ productId: dish.id, count: 2, modifications: [] }],
      comment: 'e2e telegram',
    },
  });
  expect(res.ok(), `create order: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

const tokenOf = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';

test.describe('Telegram mini-app with Telegram’s own controls', () => {
  for (const [lang, scheme] of [
    ['ru', 'dark'],
    ['uz', 'light'],
  ] as const) {
    const w = WORDS[lang];
    test(`${lang} Telegram user, ${scheme} theme: language, MainButton through basket and checkout, BackButton, haptics`, async ({
      context,
      page,
      request,
    }) => {
      const merchantId = await merchantIdOf(request, 'navruz');
      const dish = await plainDish(request, merchantId);
      await signInByApi(page, request, merchantId);
      const initData = initDataFor(lang);
      await installTelegram(context, initData, lang, scheme);
      await openMiniApp(page, `/category?id=${dish.categoryId}`, initData);

      // Opens in the Telegram user's language (the merchant offers it), without the web's chrome.
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expectNoWebChrome(page);
      await expect.poll(async () => (await seen(page)).headerColor).toBe(THEMES[scheme].bg_color);
      expect(await seen(page)).toMatchObject({ back: true, haptics: 0, closingConfirmation: false });
      expect((await seen(page)).main.visible).toBe(false);
      // Telegram's BackButton replaces the page's own "back to the menu" link.
      await expect(page.locator('.category-page > .back-link')).toBeHidden();

      // Adding a dish: a haptic tap, the closing confirmation, and the MainButton opens the basket.
      await page.getByRole('button', { name: `${w.add}: ${dish.name[lang]}` }).click();
      await expect.poll(async () => (await seen(page)).haptics).toBe(1);
      await expect
        .poll(async () => (await seen(page)).main.text)
        .toMatch(new RegExp(`^${esc(w.basket)} \\(1\\) · \\d[\\d\\s]* ${esc(w.sum)}$`));
      expect(await seen(page)).toMatchObject({
        closingConfirmation: true,
        main: { visible: true, active: true },
      });
      // The page's own floating bar is what Telegram's button stands in for.
      await expect(page.getByTestId('floating-basket')).toBeHidden();
      await telegramShot(page, `menu-${lang}-${scheme}`);

      await press(page, 'main');
      await expect(page).toHaveURL(/\/basket(\?|$)/);
      await expect
        .poll(async () => (await seen(page)).main.text)
        .toMatch(new RegExp(`^${esc(w.checkout)} · \\d[\\d\\s]* ${esc(w.sum)}$`));
      expect((await seen(page)).back).toBe(true);
      await expect(page.locator('.basket-cta')).toBeHidden();
      await telegramShot(page, `basket-${lang}-${scheme}`);

      await press(page, 'main');
      await expect(page).toHaveURL(/\/checkout(\?|$)/);
      const order = page.locator('.checkout-bar__order');
      await expect.poll(async () => (await seen(page)).main.text).toMatch(new RegExp(`^${esc(w.order)} · `));
      // Enabled exactly when the page's own (hidden) order button is.
      await expect.poll(async () => (await seen(page)).main.active).toBe(await order.isEnabled());
      // Telegram's button replaces the page's order button and total (a reason why it is off may stay).
      await expect(order).toBeHidden();
      await expect(page.getByTestId('checkout-total')).toBeHidden();
      await expect(page.locator('.bottom-nav')).toHaveCount(0);
      await telegramShot(page, `checkout-${lang}-${scheme}`);

      // Telegram's BackButton goes back a screen.
      await press(page, 'back');
      await expect(page).toHaveURL(/\/basket(\?|$)/);

      // Emptying the basket: Telegram stops asking before closing.
      await page.getByRole('button', { name: `${w.decrease}: ${dish.name[lang]}` }).click();
      await expect.poll(async () => (await seen(page)).closingConfirmation).toBe(false);
    });
  }

  for (const [lang, scheme] of [
    ['uz', 'light'],
    ['ru', 'dark'],
  ] as const) {
    test(`${lang} Telegram user, ${scheme} theme: the menu and the order screen`, async ({
      context,
      page,
      request,
    }) => {
      const merchantId = await merchantIdOf(request, 'navruz');
      await signInByApi(page, request, merchantId);
      const orderId = await placeOrder(request, merchantId, await tokenOf(context));
      const initData = initDataFor(lang);
      await installTelegram(context, initData, lang, scheme);
      await openMiniApp(page, '/', initData);

      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expectNoWebChrome(page);
      // The menu is the first screen: no BackButton, and no MainButton with an empty basket.
      await expect.poll(async () => (await seen(page)).main.visible).toBe(false);
      expect((await seen(page)).back).toBe(false);
      await telegramShot(page, `home-${lang}-${scheme}`);

      await page.goto(merchantUrl('navruz', `/profile/orders/${orderId}`));
      await ready(page);
      await expect(page.locator('.bottom-nav')).toHaveCount(0);
      // A cash order has nothing to pay: the MainButton leads back to the menu.
      await expect
        .poll(async () => (await seen(page)).main)
        .toEqual({ text: WORDS[lang].toMenu, visible: true, active: true });
      expect((await seen(page)).back).toBe(true);
      await expectNoWebChrome(page);
      await telegramShot(page, `order-${lang}-${scheme}`);
      await press(page, 'main');
      await expect(page).toHaveURL(/localhost:\d+\/(\?|$)/);
      await expect.poll(async () => (await seen(page)).back).toBe(false);
    });
  }
});

test.describe('checkout and the order screen on the web', () => {
  /** Fixed or sticky bars resting on the bottom edge of the screen. */
  const bottomBars = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => {
          const style = getComputedStyle(el);
          if (style.position !== 'fixed' && style.position !== 'sticky') return false;
          const box = el.getBoundingClientRect();
          return box.height > 0 && box.height < 200 && Math.abs(box.bottom - window.innerHeight) <= 2;
        })
        .map((el) => el.className),
    );

  test('have one bottom bar and no brand tabs; the menu keeps its tabs', async ({ page, request }) => {
    const merchantId = await merchantIdOf(request, 'navruz');
    const dish = await plainDish(request, merchantId);
    await signInByApi(page, request, merchantId);
    await gotoMerchant(page, 'navruz', `/category?id=${dish.categoryId}`);
    await ready(page);
    await page.getByRole('button', { name: `Savatga qo'shish: ${dish.name.uz}` }).click();
    await page.getByRole('button', { name: `Ko'paytirish: ${dish.name.uz}` }).click();
    await expect(page.getByTestId('nav-basket').locator('.nav-badge')).toHaveText('2');
    await expect(page.locator('.brand-tabs')).toBeVisible();

    await gotoMerchant(page, 'navruz', '/checkout');
    await ready(page);
    await expect(page.locator('.checkout-bar')).toBeVisible();
    expect(await bottomBars(page)).toEqual(['checkout-bar']);
    await expect(page.locator('.brand-tabs')).toHaveCount(0);
    // A task screen: no site footer under the bar, and the form ends just above the bar (decision 357).
    await expect(page.locator('.site-footer')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const gap = await page.evaluate(() => {
      const bar = document.querySelector('.checkout-bar')?.getBoundingClientRect();
      const sections = [...document.querySelectorAll('.checkout section')].filter(
        (s) => !s.closest('.checkout-bar'),
      );
      const last = sections.at(-1)?.getBoundingClientRect();
      return bar && last ? bar.top - last.bottom : null;
    });
    expect(gap).not.toBeNull();
    expect(gap ?? 0).toBeGreaterThanOrEqual(0);
    expect(gap ?? 0).toBeLessThan(64);
    await shot(page, 'web-checkout-uz-dark');
    await page.context().addCookies([{ name: 'lang', value: 'ru', domain: 'localhost', path: '/' }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await bottomBars(page)).toEqual(['checkout-bar']);
    await shot(page, 'web-checkout-ru-dark');

    const orderId = await placeOrder(request, merchantId, await tokenOf(page.context()));
    await gotoMerchant(page, 'navruz', `/profile/orders/${orderId}`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await bottomBars(page)).length).toBeLessThanOrEqual(1);
    await expect(page.locator('.bottom-nav')).toHaveCount(0);
    await expect(page.locator('.brand-tabs')).toHaveCount(0);
    await expect(page.locator('.site-footer')).toHaveCount(0);
    await shot(page, 'web-order-ru-dark');
  });
});

test('full screen: nothing of the page sits under the device’s or Telegram’s safe areas', async ({
  context,
  page,
  request,
}) => {
  const merchantId = await merchantIdOf(request, 'navruz');
  const dish = await plainDish(request, merchantId);
  await signInByApi(page, request, merchantId);
  const initData = initDataFor('uz');
  // A notch of 20 px and a home bar of 34 px; Telegram's own header takes 46 px more at the top.
  await installTelegram(context, initData, 'uz', 'light', {
    safe: { top: 20, bottom: 34, left: 0, right: 0 },
    content: { top: 46, bottom: 0, left: 0, right: 0 },
  });
  await openMiniApp(page, `/category?id=${dish.categoryId}`, initData);
  const height = page.viewportSize()?.height ?? 844;
  /** What the customer would touch at these heights, across the width: null where only the background is. */
  const touchedAt = (ys: number[]) =>
    page.evaluate((ys) => {
      const found: string[] = [];
      for (const y of ys) {
        for (const x of [20, 100, 195, 290, 370]) {
          const el = document.elementFromPoint(x, y);
          const hit = el?.closest('a, button, input, img, h1, h2, h3, p, li, label');
          if (hit) found.push(`${hit.tagName.toLowerCase()}.${hit.className} at ${x},${y}`);
        }
      }
      return found;
    }, ys);
  // The top 66 px are Telegram's and the notch's: the page starts below them.
  await expect(
    page.getByRole('button', { name: new RegExp(`: ${esc(dish.name.uz)}$`) }).first(),
  ).toBeVisible();
  expect(await touchedAt([2, 20, 40, 64])).toEqual([]);
  const firstTop = await page.evaluate(() => {
    const tops = [...document.querySelectorAll('main a, main button, main h1, main h2')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0 && r.width > 0)
      .map((r) => r.top);
    return tops.length > 0 ? Math.min(...tops) : -1;
  });
  expect(firstTop).toBeGreaterThanOrEqual(66);
  // Scrolled to the end: the last things of the page stay above the home bar's 34 px, and what scrolled up does
  // not show (or take taps) under the notch and Telegram's header.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await touchedAt([height - 33, height - 16, height - 2])).toEqual([]);
  expect(await touchedAt([2, 20, 40, 64])).toEqual([]);
  await shot(page, 'telegram-safe-areas-uz-light');
});
