import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createSession, createUser } from '../../db/factories/account.ts';
import { createMerchant } from '../../db/factories/merchant.ts';
import { createOrderRow, createPayableOrder, type PayableOrder } from '../../db/factories/payments.ts';
import { merchants, orderEvents, orders, paymentTransactions } from '../../db/schema/index.ts';
import { DEMO_PAYMENT_CREDENTIALS, seedPaymentsDemo } from '../../db/seed/payments.ts';
import { parseEnv } from '../../env.ts';
import { testEnv, useTestApp } from '../../testing/test-app.ts';
import { createTestDb, databases, type TestDb } from '../../testing/test-db.ts';

/** The storefront's host in these tests; a form posted from it carries this origin. */
const HOST = 'navruz.dasturxon.test';
const OWN_ORIGIN = `https://${HOST}`;

describe.each(databases())('payment sandbox on %s', (kind) => {
  const t = useTestApp(kind);

  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  /** The storefront's session cookie of a customer (httpOnly `token`, decision 080). */
  const cookieOf = (token: string) => ({ token });

  async function checkoutUrl(p: PayableOrder, returnUrl = `/profile/orders/${p.order.id}`): Promise<string> {
    const res = await t.call(
      'GET',
      `/payments/v2/checkout/${p.order.id}?returnUrl=${encodeURIComponent(returnUrl)}`,
      {
        merchant: p.merchant.id,
        token: p.token,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url as string;
  }

  /** The owner opens the sandbox page from the checkout link; returns the form's fields (with its token). */
  async function openPage(p: PayableOrder, returnUrl?: string): Promise<Record<string, string>> {
    const url = await checkoutUrl(p, returnUrl);
    const res = await t.call('GET', url, { headers: { host: HOST }, cookies: cookieOf(p.token) });
    expect(res.statusCode, res.body).toBe(200);
    const fields: Record<string, string> = {};
    for (const m of res.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) {
      fields[m[1] as string] = (m[2] as string).replace(/&amp;/g, '&');
    }
    return fields;
  }

  function form(
    provider: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    cookies?: Record<string, string>,
  ) {
    return t.call('POST', `/sandbox/pay/${provider}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOST, ...headers },
      payload: new URLSearchParams(fields).toString(),
      ...(cookies ? { cookies } : {}),
    });
  }

  /** The owner's own form, posted from the storefront's origin. */
  const ownPost = (p: PayableOrder, provider: string, fields: Record<string, string>) =>
    form(provider, fields, { origin: OWN_ORIGIN }, cookieOf(p.token));

  async function expectUntouched(orderId: number) {
    const row = await orderRow(orderId);
    expect([row?.isPaid, row?.status]).toEqual([false, 'CREATED']);
    const txs = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId));
    expect(txs).toEqual([]);
  }

  it('shows its owner the merchant, order number and amount, with a form bound to the session and order', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME', totalPrice: 125_000 });
    const url = await checkoutUrl(p);
    const res = await t.call('GET', url, { cookies: { token: p.token, lang: 'ru' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(p.merchant.name.ru);
    expect(res.body).toContain(`№ ${p.order.number}`);
    expect(res.body).toContain('125\u00a0000 сум');
    expect(res.body).toContain('>Оплатить</button>');
    expect(res.body).toContain('>Отклонить</button>');
    expect(res.body).toMatch(/<input type="hidden" name="csrf" value="[A-Za-z0-9_-]{43}">/);
    const eng = await t.call('GET', url, { lang: 'en-US,en;q=0.9', cookies: cookieOf(p.token) });
    expect(eng.body).toContain('>Pay</button>');
    // The `tokens` cookie (every brand's session) is read the same way as by the live order stream.
    const viaMap = await t.call('GET', url, {
      cookies: { tokens: encodeURIComponent(JSON.stringify({ [p.merchant.id]: p.token })) },
    });
    expect(viaMap.statusCode).toBe(200);
  });

  it('shows a translated refusal without the order to a visitor without a session or with another account', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME', totalPrice: 125_000 });
    const url = await checkoutUrl(p);
    const stranger = await createUser(t.db, { merchantId: p.merchant.id });
    const strangerToken = await createSession(t.db, stranger);
    for (const [headers, status, text] of [
      [{ cookie: 'lang=ru' }, 401, 'Войдите в магазин, чтобы оплатить заказ.'],
      [{ cookie: 'lang=eng' }, 401, 'Sign in to the store to pay for your order.'],
      [{ cookie: `lang=uz; token=${strangerToken}` }, 404, 'Buyurtma topilmadi.'],
      [{ cookie: `lang=ru; token=${strangerToken}` }, 404, 'Заказ не найден.'],
      // A session of the customer at another merchant is no session here.
      [{ cookie: `lang=ru; token=${(await createPayableOrder(t.db)).token}` }, 401, 'Войдите в магазин'],
    ] as const) {
      const res = await t.call('GET', url, { headers });
      expect(res.statusCode).toBe(status);
      expect(res.body).toContain('role="alert"');
      expect(res.body).toContain(text);
      expect(res.body).not.toContain(p.merchant.name.ru);
      expect(res.body).not.toContain(p.merchant.name.uz);
      expect(res.body).not.toContain(String(p.order.number));
      expect(res.body).not.toContain('125\u00a0000');
      expect(res.body).not.toContain('<form');
    }
  });

  it('pays through Payme for the owner: the order shows paid and moved CREATED -> OPEN, then the browser goes back', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const back = `/profile/orders/${p.order.id}`;
    const fields = await openPage(p, back);
    expect(fields).toMatchObject({ order: String(p.order.id), merchant: p.merchant.id, return: back });
    const res = await ownPost(p, 'payme', { ...fields, action: 'pay' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(back);
    const row = await orderRow(p.order.id);
    expect(row?.isPaid).toBe(true);
    expect(row?.status).toBe('OPEN');
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, p.order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toContainEqual(['CREATED', 'OPEN']);
    const [tx] = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, p.order.id));
    expect(tx).toMatchObject({ provider: 'PAYME', state: 2, amount: p.order.totalPrice * 100 });
    // Paying again is refused with a clear page.
    const again = await ownPost(p, 'payme', { ...fields, action: 'pay' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('role="alert"');
  });

  it('pays through Click and through Uzum', async () => {
    for (const [provider, type] of [
      ['click', 'CLICK'],
      ['uzum', 'UZUM'],
    ] as const) {
      const p = await createPayableOrder(t.db, { paymentType: type });
      const res = await ownPost(p, provider, { ...(await openPage(p, '/')), action: 'pay' });
      expect(res.statusCode, res.body).toBe(303);
      const row = await orderRow(p.order.id);
      expect([row?.isPaid, row?.status]).toEqual([true, 'OPEN']);
    }
  });

  it('declines: the provider cancels and the waiting order is cancelled', async () => {
    for (const [provider, type] of [
      ['payme', 'PAYME'],
      ['click', 'CLICK'],
      ['uzum', 'UZUM'],
    ] as const) {
      const p = await createPayableOrder(t.db, { paymentType: type });
      const res = await ownPost(p, provider, { ...(await openPage(p, '/x')), action: 'decline' });
      expect(res.statusCode, res.body).toBe(303);
      expect(res.headers.location).toBe('/x');
      const row = await orderRow(p.order.id);
      expect([row?.isPaid, row?.status]).toEqual([false, 'CANCELED']);
    }
  });

  it('refuses a payment without a session, and for another customer’s order', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const fields = await openPage(p);
    for (const action of ['pay', 'decline']) {
      // The request of the issue: the order and merchant ids, from anywhere, with no session.
      const bare = await form('payme', { order: String(p.order.id), merchant: p.merchant.id, action });
      expect(bare.statusCode).toBe(403);
      const noSession = await form(
        'payme',
        { ...fields, action },
        { origin: OWN_ORIGIN, cookie: 'lang=eng' },
      );
      expect(noSession.statusCode).toBe(401);
      expect(noSession.body).toContain('Sign in to the store to pay for your order.');
    }
    // Another customer of the same merchant, with a token of a form of their own order.
    const other = await createUser(t.db, { merchantId: p.merchant.id });
    const otherToken = await createSession(t.db, other);
    const theirs = await createOrderRow(t.db, {
      merchantId: p.merchant.id,
      userId: other.id,
      branchId: p.branchId,
      paymentType: 'PAYME',
    });
    const theirPage = await openPage({ ...p, user: other, token: otherToken, order: theirs });
    for (const action of ['pay', 'decline']) {
      const res = await form(
        'payme',
        { ...theirPage, order: String(p.order.id), action },
        { origin: OWN_ORIGIN, cookie: `token=${otherToken}; lang=ru` },
      );
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain(String(p.order.number));
      // Even with the owner's own form fields (a token stolen from the owner's page), another session fails.
      const stolen = await form(
        'payme',
        { ...fields, action },
        { origin: OWN_ORIGIN, cookie: `token=${otherToken}` },
      );
      expect([403, 404]).toContain(stolen.statusCode);
    }
    await expectUntouched(p.order.id);
  });

  it('refuses the order under another merchant, where the attacker has a session', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const attacker = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const attackerPage = await openPage(attacker);
    for (const action of ['pay', 'decline']) {
      const res = await form(
        'payme',
        { ...attackerPage, order: String(p.order.id), action },
        { origin: OWN_ORIGIN },
        cookieOf(attacker.token),
      );
      expect([403, 404]).toContain(res.statusCode);
      // The victim's merchant with the attacker's session (of another merchant): no session there.
      const crossed = await form(
        'payme',
        { ...attackerPage, order: String(p.order.id), merchant: p.merchant.id, action },
        { origin: OWN_ORIGIN },
        cookieOf(attacker.token),
      );
      expect(crossed.statusCode).toBe(401);
    }
    await expectUntouched(p.order.id);
  });

  it('refuses a form posted from a foreign origin or without an Origin header', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const fields = await openPage(p);
    for (const origin of ['https://evil.example', `https://${HOST}.evil.example`, 'null', undefined]) {
      for (const action of ['pay', 'decline']) {
        const res = await form(
          'payme',
          { ...fields, action },
          { ...(origin === undefined ? {} : { origin }), cookie: `token=${p.token}; lang=eng` },
        );
        expect(res.statusCode).toBe(403);
        expect(res.body).toContain('The payment can only be confirmed from the store&#39;s own page.');
      }
    }
    await expectUntouched(p.order.id);
    // The same form from the store's own origin goes through.
    expect((await ownPost(p, 'payme', { ...fields, action: 'pay' })).statusCode).toBe(303);
  });

  it('refuses a missing, forged or other order’s form token', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const fields = await openPage(p);
    const otherOrder = await createOrderRow(t.db, {
      merchantId: p.merchant.id,
      userId: p.user.id,
      branchId: p.branchId,
      paymentType: 'PAYME',
    });
    const otherFields = await openPage({ ...p, order: otherOrder });
    // A second session of the same customer (another device): a token of the first one is not its token.
    const secondToken = await createSession(t.db, p.user);
    const csrf = fields.csrf as string;
    const forged = `${csrf.slice(0, -2)}${csrf.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [variant, headers] of [
      [{ csrf: undefined }, {}],
      [{ csrf: '' }, {}],
      [{ csrf: forged }, {}],
      [{ csrf: 'x'.repeat(43) }, {}],
      [{ csrf: otherFields.csrf }, {}],
      [{}, { cookie: `token=${secondToken}; lang=uz` }],
    ] as const) {
      const body: Record<string, string> = { ...fields, action: 'pay' };
      if ('csrf' in variant) {
        if (variant.csrf === undefined) delete body.csrf;
        else body.csrf = variant.csrf;
      }
      const res = await form('payme', body, {
        origin: OWN_ORIGIN,
        cookie: `token=${p.token}; lang=uz`,
        ...headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('Sahifa eskirgan. To&#39;lovni buyurtma sahifasidan qaytadan oching.');
    }
    await expectUntouched(p.order.id);
  });

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
