/**
 * Inside Telegram in full screen (issue 10): the menu scrolled under Telegram's header keeps its sticky parts
 * where a customer sees them. The menu's chips stick right under the site header (below the safe-area inset,
 * not behind Telegram's header at the website's 56 px), and no row of the scrolled page shows between the
 * inset's cover and the header, also at a fractional inset (Android's device pixel ratios).
 */
import type { Page } from '@playwright/test';
import { signInitData } from '../apps/server/src/telegram/sign-init-data.ts';
import { expect, merchantUrl, test } from './fixtures/index.ts';

/** The seed's obviously fake bot token of the demo merchants (apps/server/src/db/factories/merchant.ts). */
const DEMO_BOT_TOKEN = '000000000:demo-telegram-bot-token-NOT-A-SECRET';

async function openFullScreen(page: Page, safeTop: number, contentTop: number) {
  const initData = signInitData(
    { user: { id: 700_000_000 + Math.floor(Math.random() * 99_999_999), first_name: 'Dilnoza' } },
    DEMO_BOT_TOKEN,
  );
  await page.context().route('https://telegram.org/**', (route) => route.abort());
  await page.addInitScript(
    ({ initData, safeTop, contentTop }) => {
      sessionStorage.setItem('tgContactLater', '1');
      const noop = () => undefined;
      const button = {
        setParams: noop,
        showProgress: noop,
        hideProgress: noop,
        onClick: noop,
        offClick: noop,
      };
      (window as unknown as { Telegram: unknown }).Telegram = {
        WebApp: {
          initData,
          initDataUnsafe: { user: { id: 1, first_name: 'Dilnoza', language_code: 'uz' } },
          version: '8.0',
          isVersionAtLeast: () => true,
          safeAreaInset: { top: safeTop, bottom: 34, left: 0, right: 0 },
          contentSafeAreaInset: { top: contentTop, bottom: 0, left: 0, right: 0 },
          colorScheme: 'dark',
          themeParams: { bg_color: '#17212b', text_color: '#f5f5f5' },
          ready: noop,
          expand: noop,
          MainButton: button,
          BackButton: { show: noop, hide: noop, onClick: noop, offClick: noop },
          HapticFeedback: { impactOccurred: noop },
          setHeaderColor: noop,
          setBackgroundColor: noop,
          setBottomBarColor: noop,
          enableClosingConfirmation: noop,
          disableClosingConfirmation: noop,
          onEvent: noop,
          offEvent: noop,
        },
      };
    },
    { initData, safeTop, contentTop },
  );
  const fragment = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
  });
  await page.goto(`${merchantUrl('navruz', '/')}#${fragment}`);
  await expect(page.locator('html')).toHaveAttribute('data-tg-main-button', 'true', { timeout: 15_000 });
}

/** Where the sticky parts are once the menu is scrolled well past its top. */
async function scrolledLayout(page: Page) {
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')?.getBoundingClientRect();
    const chips = document.querySelector('.category-bar')?.getBoundingClientRect();
    // What a finger (or an eye) finds on every row from the top of the screen to the header's bottom.
    const rows: string[] = [];
    for (let y = 0; header && y < header.bottom; y += 0.5) {
      const el = document.elementFromPoint(195, y);
      const inHeader = el?.closest('.site-header');
      rows.push(
        el === document.body || el === document.documentElement || inHeader ? 'ok' : `${y}:${el?.className}`,
      );
    }
    return {
      headerTop: header?.top ?? -1,
      headerBottom: header?.bottom ?? -1,
      chipsTop: chips?.top ?? -1,
      chipsBottom: chips?.bottom ?? -1,
      strays: rows.filter((r) => r !== 'ok'),
      // The header's background reaches up under the inset's cover (no sliver at a fractional inset).
      reachesUp: getComputedStyle(document.querySelector('.site-header') as Element).boxShadow,
    };
  });
}

for (const [name, safeTop, contentTop] of [
  ['whole pixels', 47, 46],
  ['a fractional inset', 24.36, 46.18],
] as const) {
  test(`the menu's chips stick under the header inside Telegram (${name})`, async ({ page }) => {
    await openFullScreen(page, safeTop, contentTop);
    const layout = await scrolledLayout(page);
    expect(layout.headerTop).toBeCloseTo(safeTop + contentTop, 0);
    // Right under the header (the header's 1 px border over the chips' top edge, as on the website).
    expect(layout.chipsTop).toBeGreaterThanOrEqual(layout.headerBottom - 1.5);
    expect(layout.chipsTop).toBeLessThanOrEqual(layout.headerBottom);
    expect(layout.strays).toEqual([]);
    expect(layout.reachesUp).toMatch(/0px -4px 0px/);
    await page.screenshot({ path: `test-results/telegram-sticky-${safeTop}.png` });
  });
}
