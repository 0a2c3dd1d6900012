import { createHash, randomBytes } from 'node:crypto';
import { ApiErrorSchema, WebbotAuthResponseSchema, WebbotSettingSchema } from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMerchant } from '../../db/factories.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { type InitDataFields, signInitData } from '../../telegram/sign-init-data.ts';
import { WEBHOOK_SECRET_HEADER, webhookSecret } from '../../telegram/webhook-secret.ts';
import { fakeClock } from '../../testing/clock.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

const TG_USER = { id: 5550001, first_name: 'Aziza', last_name: 'Karimova', language_code: 'uz' };
const PHONE = '998901234567';

function botToken(): string {
  return `${Math.floor(Math.random() * 1e9)}:test-bot-${randomBytes(8).toString('hex')}`;
}

describe.each(databases())('Telegram mini-app login on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, { clock: clock.now });
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  /** initData signed now by the app's clock (Telegram's auth_date is checked against it). */
  const signInitDataNow = (fields: InitDataFields, token: string) =>
    signInitData({ auth_date: nowSeconds(), ...fields }, token);

  async function merchantWithBot(settings: Record<string, unknown> = {}) {
    const token = botToken();
    const merchant = await createMerchant(t.db, { telegramBotToken: token, settings });
    return { merchant, token };
  }

  /** The Mini App's JSON request to the merchant's API (POST unless told). */
  function post(
    url: string,
    merchant: string,
    body: unknown,
    opts: { method?: 'POST' | 'PUT'; lang?: string } = {},
  ) {
    return t.call(opts.method ?? 'POST', url, { merchant, body, lang: opts.lang });
  }

  /** Telegram delivering a shared contact to the merchant's bot. */
  function shareContact(
    merchantId: string,
    token: string,
    contact: { phone: string; userId: number; fromId?: number },
  ) {
    return t.call('POST', `/webbot/v1/telegram/webhook/${merchantId}`, {
      headers: { [WEBHOOK_SECRET_HEADER]: webhookSecret(token) },
      body: {
        update_id: 1,
        message: {
          message_id: 10,
          from: { id: contact.fromId ?? contact.userId, is_bot: false, first_name: 'Aziza' },
          chat: { id: contact.fromId ?? contact.userId, type: 'private' },
          date: 1,
          contact: { phone_number: contact.phone, first_name: 'Aziza', user_id: contact.userId },
        },
      },
    });
  }

  async function sessionOf(token: string) {
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    return row;
  }

  async function linkedUser(merchantId: string, phone = PHONE) {
    const [row] = await t.db
      .insert(users)
      .values({ merchantId, phone, firstName: 'Aziza', telegramUserId: String(TG_USER.id) })
      .returning();
    if (!row) throw new Error('no user');
    return row;
  }

  describe('POST /webbot/v1/users/auth and /token', () => {
    it('asks for the contact when the Telegram user has no account yet', async () => {
      const { merchant, token } = await merchantWithBot();
      for (const url of ['/webbot/v1/users/auth', '/webbot/v1/users/token']) {
        const res = await post(url, merchant.id, { initData: signInitDataNow({ user: TG_USER }, token) });
        expect(res.statusCode).toBe(200);
        expect(WebbotAuthResponseSchema.parse(res.json())).toEqual({
          status: 'CONTACT_REQUIRED',
          token: null,
          user: null,
        });
      }
    });

    it('logs a linked Telegram user in with a TG session bound to the merchant', async () => {
      const { merchant, token } = await merchantWithBot();
      const user = await linkedUser(merchant.id);
      for (const url of ['/webbot/v1/users/auth', '/webbot/v1/users/token']) {
        const res = await post(url, merchant.id, { initData: signInitDataNow({ user: TG_USER }, token) });
        expect(res.statusCode).toBe(200);
        const body = WebbotAuthResponseSchema.parse(res.json());
        expect(body).toMatchObject({ status: 'LOGGED_IN', user: { id: user.id, phone: PHONE } });
        const session = await sessionOf(body.token ?? '');
        expect(session).toMatchObject({
          userId: user.id,
          merchantId: merchant.id,
          client: 'TG',
          revokedAt: null,
        });
      }
    });

    it('does not log in a linked user of another merchant', async () => {
      const { merchant, token } = await merchantWithBot();
      const other = await createMerchant(t.db, { telegramBotToken: token });
      await linkedUser(other.id);
      const res = await post('/webbot/v1/users/auth', merchant.id, {
        initData: signInitDataNow({ user: TG_USER }, token),
      });
      expect(res.json()).toMatchObject({ status: 'CONTACT_REQUIRED' });
    });

    it('refuses tampered initData with a translated 401', async () => {
      const { merchant, token } = await merchantWithBot();
      await linkedUser(merchant.id);
      const signed = signInitDataNow({ user: TG_USER }, token);
      // Another Telegram user id under the original hash: someone claiming to be TG_USER.
      const tampered = signed.replace(encodeURIComponent(String(TG_USER.id)), '5550002');
      expect(tampered).not.toBe(signed);
      const res = await post('/webbot/v1/users/auth', merchant.id, { initData: tampered }, { lang: 'ru' });
      expect(res.statusCode).toBe(401);
      expect(ApiErrorSchema.parse(res.json())).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Данные Telegram не прошли проверку. Откройте приложение в Telegram заново.',
      });
    });

    it("refuses data signed by another merchant's bot", async () => {
      const { merchant } = await merchantWithBot();
      await linkedUser(merchant.id);
      const res = await post('/webbot/v1/users/auth', merchant.id, {
        initData: signInitDataNow({ user: TG_USER }, botToken()),
      });
      expect(res.statusCode).toBe(401);
    });

    it('refuses stale initData as expired', async () => {
      const { merchant, token } = await merchantWithBot();
      const stale = signInitDataNow({ user: TG_USER, auth_date: nowSeconds() - 86_401 }, token);
      const res = await post('/webbot/v1/users/auth', merchant.id, { initData: stale }, { lang: 'eng' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('The Telegram data has expired. Open the app in Telegram again.');
    });

    it("refuses initData of 10 characters or fewer with 'Telegram initData not found'", async () => {
      const { merchant } = await merchantWithBot();
      for (const initData of ['', 'user=12345']) {
        const res = await post('/webbot/v1/users/auth', merchant.id, { initData }, { lang: 'eng' });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Telegram initData not found.');
      }
    });

    it('answers 403 when the merchant has no bot', async () => {
      const merchant = await createMerchant(t.db, { telegramBotToken: null });
      const res = await post('/webbot/v1/users/auth', merchant.id, {
        initData: signInitDataNow({ user: TG_USER }, botToken()),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    });

    it('refuses malformed and oversized bodies', async () => {
      const { merchant } = await merchantWithBot();
      expect((await post('/webbot/v1/users/auth', merchant.id, { initData: 42 })).statusCode).toBe(400);
      expect(
        (await post('/webbot/v1/users/auth', merchant.id, { initData: 'x'.repeat(5000) })).statusCode,
      ).toBe(400);
      expect(
        (await post('/webbot/v1/users/auth', merchant.id, { initData: 'a'.repeat(20), extra: 1 })).statusCode,
      ).toBe(400);
    });
  });

  describe('contact sharing and POST /webbot/v1/users/login', () => {
    it('creates the account of a phone Telegram delivered to the bot, then knows the user', async () => {
      const { merchant, token } = await merchantWithBot();
      const hook = await shareContact(merchant.id, token, { phone: '+998 90 123 45 67', userId: TG_USER.id });
      expect(hook.statusCode).toBe(200);

      const initData = signInitDataNow({ user: TG_USER }, token);
      const res = await post('/webbot/v1/users/login', merchant.id, {
        initData,
        phone: PHONE,
        firstName: 'Aziza',
      });
      expect(res.statusCode).toBe(200);
      const body = WebbotAuthResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        status: 'LOGGED_IN',
        user: { phone: PHONE, firstName: 'Aziza', lastName: 'Karimova', merchantId: merchant.id },
      });
      // Dated by the app's clock, not by the database's.
      expect(body.user?.createdDate).toBe(clock.now().toISOString());
      expect(await sessionOf(body.token ?? '')).toMatchObject({ client: 'TG', userId: body.user?.id });

      // From now on the mini-app logs straight in.
      const again = await post('/webbot/v1/users/auth', merchant.id, { initData });
      expect(again.json()).toMatchObject({ status: 'LOGGED_IN', user: { id: body.user?.id } });
    });

    it('links the existing website account of that phone instead of creating another', async () => {
      const { merchant, token } = await merchantWithBot();
      const [existing] = await t.db
        .insert(users)
        .values({ merchantId: merchant.id, phone: PHONE, firstName: 'Old name' })
        .returning();
      await shareContact(merchant.id, token, { phone: PHONE, userId: TG_USER.id });
      const res = await post('/webbot/v1/users/login', merchant.id, {
        initData: signInitDataNow({ user: TG_USER }, token),
        phone: PHONE,
        firstName: 'Aziza',
      });
      expect(res.json()).toMatchObject({
        status: 'LOGGED_IN',
        user: { id: existing?.id, firstName: 'Old name', lastModifiedDate: clock.now().toISOString() },
      });
      const rows = await t.db.select().from(users).where(eq(users.merchantId, merchant.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.telegramUserId).toBe(String(TG_USER.id));
    });

    it('refuses a phone typed into the page without a shared contact', async () => {
      const { merchant, token } = await merchantWithBot();
      await t.db.insert(users).values({ merchantId: merchant.id, phone: PHONE, firstName: 'Victim' });
      const res = await post(
        '/webbot/v1/users/login',
        merchant.id,
        { initData: signInitDataNow({ user: TG_USER }, token), phone: PHONE, firstName: 'Mallory' },
        { lang: 'eng' },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'The phone number was not confirmed through Telegram. Share your contact.',
      );
      const [victim] = await t.db.select().from(users).where(eq(users.merchantId, merchant.id));
      expect(victim?.telegramUserId).toBeNull();
    });

    it("refuses someone else's contact forwarded to the bot and a phone other than the shared one", async () => {
      const { merchant, token } = await merchantWithBot();
      // The sender forwards another person's contact: contact.user_id differs from the sender.
      await shareContact(merchant.id, token, { phone: PHONE, userId: 999, fromId: TG_USER.id });
      const initData = signInitDataNow({ user: TG_USER }, token);
      const forwarded = await post('/webbot/v1/users/login', merchant.id, {
        initData,
        phone: PHONE,
        firstName: 'A',
      });
      expect(forwarded.statusCode).toBe(403);

      await shareContact(merchant.id, token, { phone: '998907654321', userId: TG_USER.id });
      const other = await post('/webbot/v1/users/login', merchant.id, {
        initData,
        phone: PHONE,
        firstName: 'A',
      });
      expect(other.statusCode).toBe(403);
    });

    it('does not accept a contact shared with another merchant’s bot', async () => {
      const { merchant, token } = await merchantWithBot();
      const other = await merchantWithBot();
      await shareContact(other.merchant.id, other.token, { phone: PHONE, userId: TG_USER.id });
      const res = await post('/webbot/v1/users/login', merchant.id, {
        initData: signInitDataNow({ user: TG_USER }, token),
        phone: PHONE,
        firstName: 'Aziza',
      });
      expect(res.statusCode).toBe(403);
    });

    it('uses a shared contact once', async () => {
      const { merchant, token } = await merchantWithBot();
      await shareContact(merchant.id, token, { phone: PHONE, userId: TG_USER.id });
      const body = { initData: signInitDataNow({ user: TG_USER }, token), phone: PHONE, firstName: 'Aziza' };
      expect((await post('/webbot/v1/users/login', merchant.id, body)).statusCode).toBe(200);
      // A different Telegram user replaying the same phone has no contact of their own.
      const intruder = { ...body, initData: signInitDataNow({ user: { ...TG_USER, id: 5550009 } }, token) };
      expect((await post('/webbot/v1/users/login', merchant.id, intruder)).statusCode).toBe(403);
    });

    it('refuses webhook calls without the secret Telegram sends', async () => {
      const { merchant, token } = await merchantWithBot();
      const update = {
        update_id: 1,
        message: { from: { id: TG_USER.id }, contact: { phone_number: PHONE, user_id: TG_USER.id } },
      };
      const secrets: Record<string, string>[] = [
        {},
        { [WEBHOOK_SECRET_HEADER]: 'wrong' },
        { [WEBHOOK_SECRET_HEADER]: webhookSecret(botToken()) },
      ];
      for (const headers of secrets) {
        const res = await t.call('POST', `/webbot/v1/telegram/webhook/${merchant.id}`, {
          headers,
          body: update,
        });
        expect(res.statusCode).toBe(401);
      }
      const login = await post('/webbot/v1/users/login', merchant.id, {
        initData: signInitDataNow({ user: TG_USER }, token),
        phone: PHONE,
        firstName: 'Aziza',
      });
      expect(login.statusCode).toBe(403);
    });

    it('acknowledges updates without a contact', async () => {
      const { merchant, token } = await merchantWithBot();
      const res = await t.call('POST', `/webbot/v1/telegram/webhook/${merchant.id}`, {
        headers: { [WEBHOOK_SECRET_HEADER]: webhookSecret(token) },
        body: { update_id: 2, message: { from: { id: 1 }, text: '/start' } },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('logout', () => {
    it('POST and PUT revoke the TG sessions of the Telegram user and keep website sessions', async () => {
      const { merchant, token } = await merchantWithBot();
      const user = await linkedUser(merchant.id);
      const initData = signInitDataNow({ user: TG_USER }, token);
      const webToken = randomBytes(32).toString('base64url');
      await t.db.insert(sessions).values({
        tokenHash: createHash('sha256').update(webToken).digest('hex'),
        merchantId: merchant.id,
        userId: user.id,
        client: 'WEB',
        expiresAt: new Date(clock.now().getTime() + 86_400_000),
      });

      for (const method of ['POST', 'PUT'] as const) {
        const login = WebbotAuthResponseSchema.parse(
          (await post('/webbot/v1/users/auth', merchant.id, { initData })).json(),
        );
        const payload = method === 'PUT' ? { initData, language: 'ru' } : { initData };
        const res = await post('/webbot/v1/users/logout', merchant.id, payload, { method });
        expect(res.statusCode).toBe(204);
        expect((await sessionOf(login.token ?? ''))?.revokedAt).toBeInstanceOf(Date);
      }
      expect((await sessionOf(webToken))?.revokedAt).toBeNull();
      const live = await t.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), eq(sessions.client, 'TG')));
      expect(live.every((s) => s.revokedAt !== null)).toBe(true);
      // The PUT form's language is kept on the account, for the bot's messages.
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored?.language).toBe('ru');
    });

    it('refuses logout with tampered initData', async () => {
      const { merchant } = await merchantWithBot();
      const res = await post('/webbot/v1/users/logout', merchant.id, {
        initData: signInitDataNow({ user: TG_USER }, botToken()),
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /webbot/v1/setting', () => {
    it("names the merchant's bot and the initData lifetime, never its token", async () => {
      const { merchant, token } = await merchantWithBot({ telegramBotLink: 'https://t.me/navruz_demo_bot' });
      const res = await t.get('/api/webbot/v1/setting', { merchant: merchant.id });
      expect(res.statusCode).toBe(200);
      expect(WebbotSettingSchema.parse(res.json())).toEqual({
        botUsername: 'navruz_demo_bot',
        authMaxAgeSeconds: 86400,
      });
      expect(res.body).not.toContain(token);
    });
  });
});
