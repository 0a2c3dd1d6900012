/**
 * The Telegram mini-app (issue 3 "Telegram mini-app"): opened the way Telegram opens it (launch parameters in
 * the fragment) with a fake window.Telegram.WebApp injected — telegram.org is never reached — and initData
 * freshly signed with the demo merchants' bot token (seed: createMerchant's fake token). A new Telegram user
 * shares their contact (the fake requestContact delivers it to the bot webhook as Telegram would) and is signed
 * in; a known one is signed in without asking; tampered initData shows a clear error.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { signInitData } from '../apps/server/src/telegram/sign-init-data.ts';
import { WEBHOOK_SECRET_HEADER, webhookSecret } from '../apps/server/src/telegram/webhook-secret.ts';
import { expect, merchantIdOf, merchantUrl, test } from './fixtures/index.ts';

/** The seed gives every demo merchant this obviously fake bot token (apps/server/src/db/factories/merchant.ts). */
const DEMO_BOT_TOKEN = '000000000:demo-telegram-bot-token-NOT-A-SECRET';

const TELEGRAM_DARK_THEME = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  secondary_bg_color: '#232e3c',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
};

/** A Telegram user and phone of their own per test, so tests do not depend on each other's accounts. */
function telegramUser() {
  const id = 600_000_000 + Math.floor(Math.random() * 99_999_999);
  const phone = `99890${String(id).slice(-7)}`;
  return { user: { id, first_name: 'Dilnoza', last_name: 'Rashidova', language_code: 'uz' }, phone };
}

interface FakeTelegram {
  initData: string;
  merchantId: string;
  contact: { phone: string; userId: number } | null;
  webhookSecret: string;
}

/**
 * window.Telegram.WebApp before any page script runs. requestContact does what Telegram does: the contact goes to
 * the merchant's bot (our webhook, with the secret Telegram sends), then the page's callback gets it.
 */
async function installFakeTelegram(context: BrowserContext, fake: FakeTelegram) {
  await context.route('https://telegram.org/**', (route) => route.abort());
  await context.addInitScript(
    ({ fake, theme, header }) => {
      const w = window as unknown as { Telegram: unknown; __tg: { contactAsked: number; ready: number } };
      w.__tg = { contactAsked: 0, ready: 0 };
      w.Telegram = {
        WebApp: {
          initData: fake.initData,
          colorScheme: 'dark',
          themeParams: theme,
          ready: () => {
            w.__tg.ready++;
          },
          expand: () => {},
          requestContact: (callback: (shared: boolean, result?: unknown) => void) => {
            w.__tg.contactAsked++;
            const contact = fake.contact;
            if (!contact) return callback(false);
            const update = {
              update_id: Date.now(),
              message: {
                message_id: 1,
                date: Math.floor(Date.now() / 1000),
                from: { id: contact.userId, is_bot: false, first_name: 'Dilnoza' },
                chat: { id: contact.userId, type: 'private' },
                contact: {
                  phone_number: `+${contact.phone}`,
                  first_name: 'Dilnoza',
                  user_id: contact.userId,
                },
              },
            };
            fetch(`/api/webbot/v1/telegram/webhook/${fake.merchantId}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', [header]: fake.webhookSecret },
              body: JSON.stringify(update),
            }).then(() =>
              callback(true, {
                status: 'sent',
                responseUnsafe: {
                  contact: {
                    phone_number: `+${contact.phone}`,
                    first_name: 'Dilnoza',
                    user_id: contact.userId,
                  },
                },
              }),
            );
          },
        },
      };
    },
    { fake, theme: TELEGRAM_DARK_THEME, header: WEBHOOK_SECRET_HEADER },
  );
}

/** Opens the mini-app the way Telegram does: launch parameters in the fragment. */
async function openMiniApp(page: Page, initData: string) {
  const fragment = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
  }).toString();
  await page.goto(`${merchantUrl('navruz', '/')}#${fragment}`);
}

async function signedInPhone(context: BrowserContext, merchantId: string): Promise<string | null> {
  const token = (await context.cookies()).find((c) => c.name === 'token');
  if (!token) return null;
  expect(token.httpOnly).toBe(true);
  const res = await context.request.get('/api/users/v1/users/me', {
    headers: { merchant: merchantId, authorization: `Bearer ${token.value}` },
  });
  if (!res.ok()) return null;
  return ((await res.json()) as { phone: string }).phone;
}

test.describe('Telegram mini-app', () => {
  test('a new Telegram user shares their contact and is signed in; next time without asking', async ({
    browser,
    context,
    page,
    request,
  }) => {
    const merchantId = await merchantIdOf(request, 'navruz');
    const { user, phone } = telegramUser();
    const initData = signInitData({ user, query_id: 'AAE-e2e' }, DEMO_BOT_TOKEN);
    const fake = {
      initData,
      merchantId,
      contact: { phone, userId: user.id },
      webhookSecret: webhookSecret(DEMO_BOT_TOKEN),
    };

    const first = context;
    await installFakeTelegram(first, fake);
    await openMiniApp(page, initData);

    const sheet = page.getByRole('dialog', { name: 'Telefon raqamingizni ulashing' });
    // After the launch's one reload (the client cookie), hydration, the mini-app's chunk and the sign-in call.
    await expect(sheet).toBeVisible({ timeout: 15_000 });
    // Telegram's theme is on the page: its background, and the dark scheme.
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-telegram', 'true');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim()),
    ).toBe(TELEGRAM_DARK_THEME.bg_color);

    await sheet.getByRole('button', { name: 'Kontaktni ulashish' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText('Xush kelibsiz!')).toBeVisible();
    expect(await signedInPhone(first, merchantId)).toBe(phone);

    // A fresh device of the same Telegram user: signed in at once, no contact asked.
    const second = await browser.newContext();
    await installFakeTelegram(second, { ...fake, contact: null });
    const again = await second.newPage();
    await openMiniApp(again, signInitData({ user }, DEMO_BOT_TOKEN));
    await expect.poll(() => signedInPhone(second, merchantId)).toBe(phone);
    await expect(again.getByRole('dialog')).toHaveCount(0);
    expect(
      await again.evaluate(() => (window as unknown as { __tg: { contactAsked: number } }).__tg.contactAsked),
    ).toBe(0);
    await second.close();
  });

  test('declining to share the contact keeps the visitor a guest with a clear message', async ({
    context,
    page,
    request,
  }) => {
    const merchantId = await merchantIdOf(request, 'navruz');
    const { user } = telegramUser();
    const initData = signInitData({ user }, DEMO_BOT_TOKEN);
    await installFakeTelegram(context, { initData, merchantId, contact: null, webhookSecret: '' });
    await openMiniApp(page, initData);
    const sheet = page.getByRole('dialog', { name: 'Telefon raqamingizni ulashing' });
    await sheet.getByRole('button', { name: 'Kontaktni ulashish' }).click();
    await expect(sheet.getByRole('alert')).toContainText('Raqam ulashilmadi');
    await sheet.getByRole('button', { name: 'Keyinroq' }).click();
    await expect(sheet).toBeHidden();
    expect(await signedInPhone(context, merchantId)).toBeNull();

    // "Later" holds for the visit: the next page load asks the server again but does not nag.
    const asked = page.waitForResponse((r) => r.url().endsWith('/telegram-login'));
    await page.reload();
    expect(await (await asked).json()).toEqual({ status: 'CONTACT_REQUIRED' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('tampered initData is refused with a clear error and no session', async ({
    context,
    page,
    request,
  }) => {
    const merchantId = await merchantIdOf(request, 'navruz');
    const { user } = telegramUser();
    const signed = signInitData({ user }, DEMO_BOT_TOKEN);
    // Someone else's Telegram id under the original signature.
    const tampered = signed.replace(String(user.id), String(user.id + 1));
    await installFakeTelegram(context, { initData: tampered, merchantId, contact: null, webhookSecret: '' });
    await openMiniApp(page, tampered);
    const alert = page.getByRole('alert').filter({ hasText: "Telegram orqali kirib bo'lmadi" });
    await expect(alert).toContainText("Telegram ma'lumotlari tasdiqlanmadi");
    expect(await signedInPhone(context, merchantId)).toBeNull();
  });

  test('the normal web never loads Telegram’s script', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('telegram.org')) asked.push(r.url());
    });
    await page.goto(merchantUrl('navruz', '/'));
    await expect(page.locator('html')).toHaveAttribute('data-shell-ready', 'true');
    await expect(page.locator('script[src*="telegram.org"]')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-telegram', 'true');
    expect(asked).toEqual([]);
  });
});
