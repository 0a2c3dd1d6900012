import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMerchant } from '../../db/factories/merchant.ts';
import { createPayableOrder } from '../../db/factories/payments.ts';
import { merchants, orderEvents, orders, paymentTransactions } from '../../db/schema/index.ts';
import { DEMO_PAYMENT_CREDENTIALS, seedPaymentsDemo } from '../../db/seed/payments.ts';
import { testEnv, useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

describe.each(databases())('payment sandbox on %s', (kind) => {
  const t = useTestApp(kind);

  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  function form(provider: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${provider}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  it('follows the checkout link to a page showing the merchant, order number and amount', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME', totalPrice: 125_000 });
    const checkout = await t.app.inject({
      method: 'GET',
      url: `/api/payments/v2/checkout/${p.order.id}?returnUrl=/profile/orders/${p.order.id}`,
      headers: { merchant: p.merchant.id, authorization: `Bearer ${p.token}` },
    });
    const url = checkout.json().url as string;
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: 'lang=ru' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(p.merchant.name.ru);
    expect(res.body).toContain(`№ ${p.order.number}`);
    expect(res.body).toContain('125\u00a0000 сум');
    expect(res.body).toContain('>Оплатить</button>');
    expect(res.body).toContain('>Отклонить</button>');
    const eng = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(eng.body).toContain('>Pay</button>');
  });

  it('pays through Payme: the order shows paid and moved CREATED -> OPEN, then the browser goes back', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const back = `/profile/orders/${p.order.id}`;
    const res = await form('payme', {
      order: String(p.order.id),
      merchant: p.merchant.id,
      return: back,
      action: 'pay',
    });
    expect(res.statusCode).toBe(303);
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
    const again = await form('payme', {
      order: String(p.order.id),
      merchant: p.merchant.id,
      return: back,
      action: 'pay',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('role="alert"');
  });

  it('pays through Click and through Uzum', async () => {
    for (const [provider, type] of [
      ['click', 'CLICK'],
      ['uzum', 'UZUM'],
    ] as const) {
      const p = await createPayableOrder(t.db, { paymentType: type });
      const res = await form(provider, {
        order: String(p.order.id),
        merchant: p.merchant.id,
        return: '/',
        action: 'pay',
      });
      expect(res.statusCode).toBe(303);
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
      const res = await form(provider, {
        order: String(p.order.id),
        merchant: p.merchant.id,
        return: '/x',
        action: 'decline',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/x');
      const row = await orderRow(p.order.id);
      expect([row?.isPaid, row?.status]).toEqual([false, 'CANCELED']);
    }
  });

  it('seeds distinct sandbox credentials for each demo merchant, and they pay through the sandbox', async () => {
    const ids: Record<string, string> = {};
    for (const sub of Object.keys(DEMO_PAYMENT_CREDENTIALS))
      ids[sub] = (await createMerchant(t.db, { sub })).id;
    await t.db.transaction((tx) => seedPaymentsDemo(tx, ids));
    const keys = new Set<string>();
    for (const [sub, id] of Object.entries(ids)) {
      const [m] = await t.db.select().from(merchants).where(eq(merchants.id, id));
      expect(m?.paymeKey).toBe(DEMO_PAYMENT_CREDENTIALS[sub]?.paymeKey);
      keys.add(m?.paymeKey ?? '');
    }
    expect(keys.size).toBe(3);
    const navruz = ids.navruz as string;
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    await t.db.update(orders).set({ merchantId: navruz }).where(eq(orders.id, p.order.id));
    await t.db.update(merchants).set({ paymeKey: null }).where(eq(merchants.id, p.merchant.id));
    const res = await form('payme', {
      order: String(p.order.id),
      merchant: navruz,
      return: '/',
      action: 'pay',
    });
    expect(res.statusCode).toBe(303);
    expect((await orderRow(p.order.id))?.isPaid).toBe(true);
  });

  it('refuses an absolute return url, the wrong provider and a merchant without keys', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const base = { order: String(p.order.id), merchant: p.merchant.id, action: 'pay' };
    expect((await form('payme', { ...base, return: 'https://evil.example/' })).statusCode).toBe(400);
    expect((await form('payme', { ...base, return: '//evil.example/' })).statusCode).toBe(400);
    expect((await form('click', { ...base, return: '/' })).statusCode).toBe(409);
    expect((await form('paypal', { ...base, return: '/' })).statusCode).toBe(400);
    const bare = await createPayableOrder(t.db, { paymentType: 'PAYME' }, { paymeKey: null });
    const res = await form('payme', {
      order: String(bare.order.id),
      merchant: bare.merchant.id,
      return: '/',
      action: 'pay',
    });
    expect(res.statusCode).toBe(409);
    expect((await orderRow(p.order.id))?.isPaid).toBe(false);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/sandbox/pay/payme?order=999999&merchant=${p.merchant.id}&return=/`,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(databases())('payment sandbox in live mode on %s', (kind) => {
  // useTestApp does not type `env` as an option; the live env replaces the test one when the app is built.
  const t = useTestApp(kind, { env: { ...testEnv, PAYMENTS_MODE: 'live' } } as never);

  it('is not mounted', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay/payme',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        order: String(p.order.id),
        merchant: p.merchant.id,
        action: 'pay',
      }).toString(),
    });
    expect(res.statusCode).toBe(404);
    expect((await t.db.select().from(orders).where(eq(orders.id, p.order.id)))[0]?.isPaid).toBe(false);
  });
});
