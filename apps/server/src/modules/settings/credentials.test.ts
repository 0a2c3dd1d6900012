/**
 * Credentials through the staff API (decisions 271-272): write-only, never returned by any route, logged as
 * "replaced"; the connection tests and the bot webhook against local fakes of Eskiz and Telegram.
 */
import { type CredentialsStatus, CredentialsStatusSchema, type StaffRole } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createCity, createMerchant } from '../../db/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { type FakeEskiz, startFakeEskiz } from '../../sms/fake-providers.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram.ts';
import { TELEGRAM_API_URL } from './index.ts';

const BOT = { token: '123456:AAtelegram-SECRET-marker-bot', username: 'navruz_bot' };
const ESKIZ = { email: 'sms@navruz.uz', password: 'eskiz-SECRET-marker-pass' };
/** A value for every credential, each a marker no answer may contain. */
const SECRETS = {
  paymeMerchantId: 'payme-merchant-MARK-1a2b',
  paymeKey: 'payme-key-SECRET-MARK-77',
  clickServiceId: 'click-service-MARK-9911',
  clickMerchantId: 'click-merchant-MARK-5566',
  clickSecretKey: 'click-secret-SECRET-MARK',
  uzumServiceId: 'uzum-service-MARK-4321',
  uzumLogin: 'uzum-login-SECRET-MARK',
  uzumPassword: 'uzum-password-SECRET-MARK',
  smsUsername: ESKIZ.email,
  smsPassword: ESKIZ.password,
  telegramBotToken: BOT.token,
  yandexMapKey: 'yandex-map-key-MARK-e7f1',
};
/** What must never appear: the secrets (the ids' last 4 characters may, by decision 271). */
const NEVER = [
  SECRETS.paymeMerchantId,
  SECRETS.paymeKey,
  SECRETS.clickSecretKey,
  SECRETS.clickServiceId,
  SECRETS.uzumLogin,
  SECRETS.uzumPassword,
  SECRETS.smsPassword,
  SECRETS.telegramBotToken,
];

describe.each(databases())('credentials on %s', (kind) => {
  let telegram: FakeTelegram;
  let eskiz: FakeEskiz;
  beforeAll(async () => {
    telegram = await startFakeTelegram(BOT);
    eskiz = await startFakeEskiz(ESKIZ);
  });
  afterAll(async () => {
    await telegram.close();
    await eskiz.close();
  });
  const redirect =
    (from: string, to: () => string): typeof fetch =>
    (url, init) =>
      fetch(String(url).replace(from, to()), init);
  const t = useTestApp(kind, () => ({
    providerFetch: redirect(TELEGRAM_API_URL, () => telegram.baseUrl),
    smsFetch: redirect('https://notify.eskiz.uz', () => eskiz.baseUrl),
  }));

  async function shop() {
    const merchant = await createMerchant(t.db);
    const signIn = async (role: StaffRole = 'ADMIN', merchantId = merchant.id) =>
      createStaffSession(t.db, await createStaff(t.db, { merchantId, role }));
    return { merchant, admin: await signIn(), signIn };
  }
  const patch = (merchant: string, token: string, body: unknown) =>
    t.call('PATCH', '/staff/v1/settings/credentials', { merchant, token, body });

  it('says which are set, with the last 4 characters of ids only, and never a value', async () => {
    const s = await shop();
    const res = await t.call('GET', '/staff/v1/settings/credentials', {
      merchant: s.merchant.id,
      token: s.admin,
    });
    expect(res.statusCode).toBe(200);
    const status = CredentialsStatusSchema.parse(res.json());
    expect(status.smsGateway).toBe('ESKIZ');
    expect(status.fields.paymeKey).toEqual({ set: true, last4: null });
    expect(status.fields.paymeMerchantId).toEqual({ set: true, last4: 'CRET' });
    expect(status.fields.yandexMapKey).toEqual({ set: false, last4: null });
    expect(res.body).not.toContain('NOT-A-SECRET');
  });

  it('replaces and clears credentials; no staff, merchant or settings answer ever contains one', async () => {
    const s = await shop();
    const city = await createCity(t.db);
    await createBranch(t.db, { merchantId: s.merchant.id, cityId: city.id });
    const res = await patch(s.merchant.id, s.admin, SECRETS);
    expect(res.statusCode).toBe(200);
    const status: CredentialsStatus = CredentialsStatusSchema.parse(res.json());
    expect(Object.values(status.fields).every((f) => f.set)).toBe(true);
    expect(status.fields.clickMerchantId.last4).toBe('5566');

    const m = { merchant: s.merchant.id };
    const staffGets = [
      '/staff/v1/me',
      `/staff/v1/context?vendor=${s.merchant.sub}`,
      '/staff/v1/settings',
      '/staff/v1/settings/web',
      '/staff/v1/settings/payments',
      '/staff/v1/settings/credentials',
      '/staff/v1/settings/policies',
      '/staff/v1/settings/vacancies',
      '/staff/v1/settings/brands',
    ];
    const publicGets = [
      `/users/v1/merchants/sub/${s.merchant.sub}`,
      `/users/v1/merchants/sub/${s.merchant.id}`,
      '/support/v1/merchant/settings/web',
      '/support/v1/merchant/settings/click-app/client',
      '/support/v1/brand/catalog',
      '/webbot/v1/setting',
    ];
    const bodies = [res.body];
    const statuses: Record<string, number> = {};
    for (const [url, token] of [
      ...staffGets.map((u) => [u, s.admin] as const),
      ...publicGets.map((u) => [u, ''] as const),
    ]) {
      const answer = await t.call('GET', url, { ...m, token });
      statuses[url] = answer.statusCode;
      bodies.push(answer.body);
    }
    expect(Object.entries(statuses).filter(([, code]) => code !== 200)).toEqual([]);
    for (const secret of NEVER) {
      expect({ secret, found: bodies.some((b) => b.includes(secret)) }).toEqual({ secret, found: false });
    }
    // The map key is a browser key: the public merchant record carries it (the map script needs it).
    const pub = await t.call('GET', `/users/v1/merchants/sub/${s.merchant.sub}`);
    expect(pub.json().yandexMapKey).toBe(SECRETS.yandexMapKey);

    // The log says which were replaced, never a value.
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, s.merchant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'credential', action: 'update' });
    expect(rows[0]!.changes).toMatchObject({ paymeKey: 'replaced', telegramBotToken: 'replaced' });
    const logged = JSON.stringify(rows);
    for (const value of Object.values(SECRETS)) expect(logged).not.toContain(value);

    const cleared = CredentialsStatusSchema.parse(
      (await patch(s.merchant.id, s.admin, { paymeKey: null, smsGateway: 'PLAY_MOBILE' })).json(),
    );
    expect(cleared.fields.paymeKey.set).toBe(false);
    expect(cleared.fields.clickSecretKey.set).toBe(true);
    expect(cleared.smsGateway).toBe('PLAY_MOBILE');
  });

  it('refuses other roles, no session, unknown fields and oversized values', async () => {
    const s = await shop();
    for (const role of ['OPERATOR', 'KITCHEN', 'COURIER'] as const) {
      const token = await s.signIn(role);
      expect((await patch(s.merchant.id, token, { paymeKey: 'x' })).statusCode).toBe(403);
      const read = await t.call('GET', '/staff/v1/settings/credentials', { merchant: s.merchant.id, token });
      expect(read.statusCode).toBe(403);
    }
    expect((await patch(s.merchant.id, '', { paymeKey: 'x' })).statusCode).toBe(401);
    // Another merchant's admin changes only their own merchant: the session is for that merchant.
    const other = await createMerchant(t.db);
    const otherAdmin = await s.signIn('ADMIN', other.id);
    expect((await patch(s.merchant.id, otherAdmin, { paymeKey: 'x' })).statusCode).toBe(401);
    expect((await patch(s.merchant.id, s.admin, { paymeSecret: 'x' })).statusCode).toBe(400);
    expect((await patch(s.merchant.id, s.admin, { paymeKey: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await patch(s.merchant.id, s.admin, { paymeKey: '   ' })).statusCode).toBe(400);
  });

  it('tests Eskiz by logging in and Telegram with getMe; says which cannot be tested', async () => {
    const s = await shop();
    const test = (provider: string) =>
      t.call('POST', '/staff/v1/settings/credentials/test', {
        merchant: s.merchant.id,
        token: s.admin,
        body: { provider },
      });
    // The factory's made-up credentials are refused by both fakes.
    expect((await test('SMS')).json()).toEqual({ ok: false, detail: 'Invalid credentials' });
    const tgWrong = (await test('TELEGRAM')).json();
    expect(tgWrong).toEqual({ ok: false, detail: 'Unauthorized' });

    await patch(s.merchant.id, s.admin, {
      smsUsername: ESKIZ.email,
      smsPassword: ESKIZ.password,
      telegramBotToken: BOT.token,
    });
    const logins = eskiz.logins;
    expect((await test('SMS')).json()).toEqual({ ok: true, detail: null });
    expect(eskiz.logins).toBe(logins + 1);
    expect(eskiz.sent).toHaveLength(0);
    expect((await test('TELEGRAM')).json()).toEqual({ ok: true, detail: '@navruz_bot' });

    await patch(s.merchant.id, s.admin, { smsGateway: 'PLAY_MOBILE' });
    const pm = await t.call('POST', '/staff/v1/settings/credentials/test', {
      merchant: s.merchant.id,
      token: s.admin,
      lang: 'en',
      body: { provider: 'SMS' },
    });
    expect(pm.statusCode).toBe(400);
    expect(pm.json().message).toContain('cannot be tested');
    await patch(s.merchant.id, s.admin, { telegramBotToken: null });
    const none = await test('TELEGRAM');
    expect(none.statusCode).toBe(400);
    expect((await test('PAYME')).statusCode).toBe(400);
  });

  it('points the bot at our webhook with the derived secret token', async () => {
    const s = await shop();
    await patch(s.merchant.id, s.admin, { telegramBotToken: BOT.token });
    const set = (body: unknown) =>
      t.call('POST', '/staff/v1/settings/telegram/webhook', {
        merchant: s.merchant.id,
        token: s.admin,
        body,
      });
    const res = await set({ origin: 'https://navruz.uz' });
    expect(res.statusCode).toBe(200);
    const url = `https://navruz.uz/api/webbot/v1/telegram/webhook/${s.merchant.id}`;
    expect(res.json()).toEqual({ ok: true, detail: 'Webhook was set', url });
    const call = telegram.webhooks.at(-1);
    expect(call).toMatchObject({ url, allowed_updates: ['message'] });
    expect(call?.secret_token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body).not.toContain(BOT.token);

    // Telegram refuses plain http; its reason is passed on.
    const http = await set({ origin: 'http://localhost:3000' });
    expect(http.json()).toMatchObject({ ok: false, detail: expect.stringContaining('HTTPS URL') });
  });
});
