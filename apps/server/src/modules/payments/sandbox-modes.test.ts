import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createSession, createUser } from '../../db/factories/account.ts';
import { createMerchant } from '../../db/factories/merchant.ts';
import { createPayableOrder, type PayableOrder } from '../../db/factories/payments.ts';
import { merchants, orders } from '../../db/schema/index.ts';
import { DEMO_PAYMENT_CREDENTIALS, seedPaymentsDemo } from '../../db/seed/payments.ts';
import { parseEnv } from '../../env.ts';
import { testEnv, useTestApp } from '../../testing/test-app.ts';
import { createTestDb, databases, type TestDb } from '../../testing/test-db.ts';
import { sandboxPages } from './sandbox-test-world.ts';

describe.each(databases())('payment sandbox on %s: live merchants, settings, seed, checks', (kind) => {
  const t = useTestApp(kind);
  const { orderRow, cookieOf, checkoutUrl, openPage, ownPost, expectUntouched } = sandboxPages(t);

  it('sends a live merchant’s customer to the real provider and refuses that merchant on the sandbox', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' }, { paymentsSandbox: false });
    const url = await checkoutUrl(p);
    const paycom = 'https://checkout.paycom.uz/';
    expect(url.startsWith(paycom)).toBe(true);
    const decoded = Buffer.from(url.slice(paycom.length), 'base64').toString();
    expect(decoded).toContain(`m=${p.merchant.paymeMerchantId};ac.order_id=${p.order.id}`);
    // The sandbox page and its form refuse it, even for the order's owner from the store's origin.
    const sandboxUrl = `/sandbox/pay/payme?order=${p.order.id}&merchant=${p.merchant.id}&return=%2F`;
    const page = await t.call('GET', sandboxUrl, { cookies: { token: p.token, lang: 'ru' } });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Этот магазин принимает настоящие платежи');
    expect(page.body).not.toContain('<form');
    const sandboxP = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const fields = await openPage(sandboxP);
    await t.db
      .update(merchants)
      .set({ paymentsSandbox: false })
      .where(eq(merchants.id, sandboxP.merchant.id));
    for (const action of ['pay', 'decline']) {
      const res = await ownPost(sandboxP, 'payme', { ...fields, action });
      expect(res.statusCode).toBe(403);
    }
    await expectUntouched(sandboxP.order.id);
    await expectUntouched(p.order.id);
  });

  it('tells the storefront when a merchant’s online payments are a demo (order settings)', async () => {
    const sandbox = await createPayableOrder(t.db);
    const live = await createPayableOrder(t.db, {}, { paymentsSandbox: false });
    for (const [p, expected] of [
      [sandbox, true],
      [live, false],
    ] as const) {
      const res = await t.get(`/api/orders/v1/order/setting/${p.merchant.id}`, { merchant: p.merchant.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().paymentsSandbox).toBe(expected);
    }
  });

  it('seeds distinct sandbox credentials for each demo merchant, marked sandbox, and they pay through it', async () => {
    const ids: Record<string, string> = {};
    for (const sub of Object.keys(DEMO_PAYMENT_CREDENTIALS))
      ids[sub] = (await createMerchant(t.db, { sub })).id;
    await t.db.transaction((tx) => seedPaymentsDemo(tx, ids));
    const keys = new Set<string>();
    for (const [sub, id] of Object.entries(ids)) {
      const [m] = await t.db.select().from(merchants).where(eq(merchants.id, id));
      expect(m?.paymeKey).toBe(DEMO_PAYMENT_CREDENTIALS[sub]?.paymeKey);
      expect(m?.paymentsSandbox).toBe(true);
      keys.add(m?.paymeKey ?? '');
    }
    expect(keys.size).toBe(3);
    const navruz = ids.navruz as string;
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const user = await createUser(t.db, { merchantId: navruz });
    const token = await createSession(t.db, user);
    await t.db.update(orders).set({ merchantId: navruz, userId: user.id }).where(eq(orders.id, p.order.id));
    await t.db.update(merchants).set({ paymeKey: null }).where(eq(merchants.id, p.merchant.id));
    const moved: PayableOrder = { ...p, user, token, merchant: { ...p.merchant, id: navruz } };
    const res = await ownPost(moved, 'payme', { ...(await openPage(moved, '/')), action: 'pay' });
    expect(res.statusCode, res.body).toBe(303);
    expect((await orderRow(p.order.id))?.isPaid).toBe(true);
  });

  it('refuses an absolute return url, the wrong provider and a merchant without keys', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const fields = await openPage(p, '/');
    const base = { ...fields, action: 'pay' };
    expect((await ownPost(p, 'payme', { ...base, return: 'https://evil.example/' })).statusCode).toBe(400);
    expect((await ownPost(p, 'payme', { ...base, return: '//evil.example/' })).statusCode).toBe(400);
    // The page of another provider than the order's says so; its form token is the first provider's only.
    const clickPage = await t.call(
      'GET',
      `/sandbox/pay/click?order=${p.order.id}&merchant=${p.merchant.id}&return=%2F`,
      {
        cookies: cookieOf(p.token),
      },
    );
    expect(clickPage.statusCode).toBe(409);
    expect((await ownPost(p, 'click', base)).statusCode).toBe(403);
    expect((await ownPost(p, 'paypal', base)).statusCode).toBe(400);
    const bare = await createPayableOrder(t.db, { paymentType: 'PAYME' }, { paymeKey: null });
    const bareUrl = `/sandbox/pay/payme?order=${bare.order.id}&merchant=${bare.merchant.id}&return=%2F`;
    const barePage = await t.call('GET', bareUrl, { cookies: cookieOf(bare.token) });
    expect(barePage.statusCode).toBe(409);
    expect((await orderRow(p.order.id))?.isPaid).toBe(false);
    const missing = await t.call(
      'GET',
      `/sandbox/pay/payme?order=999999&merchant=${p.merchant.id}&return=/`,
      {
        cookies: cookieOf(p.token),
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(databases())('payment sandbox in live mode on %s', (kind) => {
  // useTestApp does not type `env` as an option; the live env replaces the test one when the app is built.
  const t = useTestApp(kind, { env: { ...testEnv, PAYMENTS_MODE: 'live' } } as never);

  it('is not mounted, and even a sandbox merchant’s payments are live', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const res = await t.call('POST', '/sandbox/pay/payme', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        order: String(p.order.id),
        merchant: p.merchant.id,
        action: 'pay',
      }).toString(),
    });
    expect(res.statusCode).toBe(404);
    expect((await t.db.select().from(orders).where(eq(orders.id, p.order.id)))[0]?.isPaid).toBe(false);
    const settings = await t.get(`/api/orders/v1/order/setting/${p.merchant.id}`, {
      merchant: p.merchant.id,
    });
    expect(settings.json().paymentsSandbox).toBe(false);
  });
});

describe('start-up warning about sandbox payments', () => {
  let testDb: TestDb;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb.close();
  });

  async function warningsWith(vars: Record<string, string>): Promise<string[]> {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const env = parseEnv({ SEED_DEMO: 'false', OTP_SECRET: 'x'.repeat(40), ...vars });
    const app = await buildApp({ db: testDb.db, env, storefront: false, logger: { level: 'info', stream } });
    apps.push(app);
    await app.ready();
    // Only this warning: others (another module's) may come and go without concerning this test.
    return lines.filter((l) => l.level === 40 && l.msg.includes('PAYMENTS_MODE')).map((l) => l.msg);
  }

  it('warns when a production server runs with sandbox payments, and only then', async () => {
    const production = await warningsWith({ NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' });
    expect(production).toEqual([
      expect.stringMatching(/^PAYMENTS_MODE=sandbox in production: .*no real money.*PAYMENTS_MODE=live/),
    ]);
    // The default mode is sandbox: production without PAYMENTS_MODE warns as well.
    expect(await warningsWith({ NODE_ENV: 'production' })).toEqual(production);
    expect(await warningsWith({ NODE_ENV: 'production', PAYMENTS_MODE: 'live' })).toEqual([]);
    expect(await warningsWith({ NODE_ENV: 'development', PAYMENTS_MODE: 'sandbox' })).toEqual([]);
  });
});
