import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, createUser } from '../../db/factories/account.ts';
import { createOrderRow, createPayableOrder } from '../../db/factories/payments.ts';
import { orderEvents, paymentTransactions } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { HOST, OWN_ORIGIN, sandboxPages } from './sandbox-test-world.ts';

describe.each(databases())('payment sandbox on %s', (kind) => {
  const t = useTestApp(kind);
  const { orderRow, cookieOf, checkoutUrl, openPage, form, ownPost, expectUntouched } = sandboxPages(t);

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
});
