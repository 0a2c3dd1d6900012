import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderRow, createPayableOrder } from '../../db/factories/payments.ts';
import { orders } from '../../db/schema/index.ts';
import { testEnv, useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { createCheckoutService } from './checkout.ts';
import { clickCheckoutUrl, paymeCheckoutUrl, uzumCheckoutUrl } from './links.ts';
import { createPaymentRepository } from './repository.ts';

describe('checkout links', () => {
  it('encodes the Payme example of integrations.md §1 exactly', () => {
    const url = paymeCheckoutUrl({
      baseUrl: 'https://checkout.paycom.uz',
      paymeMerchantId: '587f72c72cac0d162c722ae2',
      orderId: 197,
      amountTiyin: 500,
    });
    expect(url).toBe(
      'https://checkout.paycom.uz/bT01ODdmNzJjNzJjYWMwZDE2MmM3MjJhZTI7YWMub3JkZXJfaWQ9MTk3O2E9NTAw',
    );
  });

  it('adds the language and the return url to the Payme link', () => {
    const url = paymeCheckoutUrl({
      baseUrl: 'https://checkout.paycom.uz/',
      paymeMerchantId: 'm1',
      orderId: 5,
      amountTiyin: 100,
      lang: 'eng',
      returnUrl: 'https://navruz.dasturxon.uz/profile/orders/5',
    });
    const encoded = url.slice('https://checkout.paycom.uz/'.length);
    expect(Buffer.from(encoded, 'base64').toString()).toBe(
      'm=m1;ac.order_id=5;a=100;l=en;c=https://navruz.dasturxon.uz/profile/orders/5',
    );
  });

  it('writes the Click amount in so‘m with two decimals', () => {
    const url = new URL(
      clickCheckoutUrl({
        baseUrl: 'https://my.click.uz/services/pay',
        serviceId: '111',
        clickMerchantId: '222',
        orderId: 9,
        amountSom: 52_500,
        returnUrl: 'https://x.uz/profile/orders/9',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: '111',
      merchant_id: '222',
      amount: '52500.00',
      transaction_param: '9',
      return_url: 'https://x.uz/profile/orders/9',
    });
    expect(
      uzumCheckoutUrl({ baseUrl: 'https://u.uz/pay', serviceId: '7', orderId: 9, amountTiyin: 100 }),
    ).toBe('https://u.uz/pay?serviceId=7&orderId=9&amount=100');
  });
});

describe.each(databases())('GET /payments/v2/checkout/{id} on %s', (kind) => {
  const t = useTestApp(kind);

  function get(id: number, opts: { merchant: string; token?: string; returnUrl?: string }) {
    const query = opts.returnUrl === undefined ? '' : `?returnUrl=${encodeURIComponent(opts.returnUrl)}`;
    return t.call('GET', `/payments/v2/checkout/${id}${query}`, {
      merchant: opts.merchant,
      token: opts.token,
    });
  }

  it('sends an unpaid online order to the sandbox page (sandbox mode) with the relative return path', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME', totalPrice: 61_000 });
    const res = await get(p.order.id, {
      merchant: p.merchant.id,
      token: p.token,
      returnUrl: '/profile/orders/x?a=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orderId: p.order.id,
      paymentType: 'PAYME',
      amount: 61_000,
      isPaid: false,
      url: `/sandbox/pay/payme?order=${p.order.id}&merchant=${p.merchant.id}&return=%2Fprofile%2Forders%2Fx%3Fa%3D1`,
    });
    const fallback = await get(p.order.id, { merchant: p.merchant.id, token: p.token });
    expect(fallback.json().url).toContain(`return=%2Fprofile%2Forders%2F${p.order.id}`);
    for (const type of ['CLICK', 'UZUM'] as const) {
      const o = await createOrderRow(t.db, {
        merchantId: p.merchant.id,
        userId: p.user.id,
        branchId: p.branchId,
        paymentType: type,
      });
      const r = await get(o.id, { merchant: p.merchant.id, token: p.token });
      expect(r.json().url).toMatch(new RegExp(`^/sandbox/pay/${type.toLowerCase()}\\?order=${o.id}&`));
    }
  });

  it('answers url null for cash and terminal', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'CASH', status: 'OPEN' });
    const res = await get(p.order.id, { merchant: p.merchant.id, token: p.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paymentType: 'CASH', url: null, isPaid: false });
    const terminal = await createOrderRow(t.db, {
      merchantId: p.merchant.id,
      userId: p.user.id,
      branchId: p.branchId,
      paymentType: 'TERMINAL',
      status: 'OPEN',
    });
    expect((await get(terminal.id, { merchant: p.merchant.id, token: p.token })).json().url).toBeNull();
  });

  it('refuses a return url that is not a relative path', async () => {
    const p = await createPayableOrder(t.db);
    for (const returnUrl of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'profile',
      '/a b',
    ]) {
      const res = await get(p.order.id, { merchant: p.merchant.id, token: p.token, returnUrl });
      expect(res.statusCode).toBe(400);
    }
  });

  it('needs the session of the order’s own customer', async () => {
    const p = await createPayableOrder(t.db);
    expect((await get(p.order.id, { merchant: p.merchant.id })).statusCode).toBe(401);
    const other = await createPayableOrder(t.db);
    // Another merchant's customer with this merchant header: the token is not valid here.
    expect((await get(p.order.id, { merchant: p.merchant.id, token: other.token })).statusCode).toBe(401);
    // The other customer asking for this order under their own merchant: not found.
    expect((await get(p.order.id, { merchant: other.merchant.id, token: other.token })).statusCode).toBe(404);
    expect((await get(999_999, { merchant: p.merchant.id, token: p.token })).statusCode).toBe(404);
  });

  it('refuses a paid order (409 ORDER_ALREADY_PAID) and an order that cannot be paid online (409)', async () => {
    const p = await createPayableOrder(t.db);
    await t.db.update(orders).set({ isPaid: true, status: 'OPEN' }).where(eq(orders.id, p.order.id));
    const paid = await get(p.order.id, { merchant: p.merchant.id, token: p.token });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('ORDER_ALREADY_PAID');
    const base = { merchantId: p.merchant.id, userId: p.user.id, branchId: p.branchId };
    const cancelled = await createOrderRow(t.db, { ...base, status: 'CANCELED' });
    const paynet = await createOrderRow(t.db, { ...base, paymentType: 'PAYNET' });
    for (const o of [cancelled, paynet]) {
      const res = await get(o.id, { merchant: p.merchant.id, token: p.token });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ORDER_STATE_CONFLICT');
    }
  });

  it('documents the checkout and the provider endpoints in the OpenAPI document', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/payments/v2/checkout/{id}',
        '/api/payments/v2/payme',
        '/api/payments/v2/click/prepare',
        '/api/payments/v2/click/complete',
        '/api/payments/v2/uzum/{operation}',
      ]),
    );
  });

  it('builds the providers’ own links in live mode (the storefront origin made absolute)', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'PAYME', totalPrice: 61_000 });
    const checkout = createCheckoutService({
      repo: createPaymentRepository(t.db),
      env: { ...testEnv, PAYMENTS_MODE: 'live' },
      log: { warn: () => {} },
    });
    const payme = await checkout.checkout({
      merchantId: p.merchant.id,
      userId: p.user.id,
      orderId: p.order.id,
      returnPath: '/profile/orders/1',
      lang: 'ru',
    });
    const prefix = 'https://checkout.paycom.uz/';
    expect(payme.url?.startsWith(prefix)).toBe(true);
    expect(Buffer.from(payme.url?.slice(prefix.length) ?? '', 'base64').toString()).toBe(
      `m=${p.merchant.paymeMerchantId};ac.order_id=${p.order.id};a=6100000;l=ru;` +
        `c=https://${p.merchant.sub}.${testEnv.BASE_DOMAIN}/profile/orders/1`,
    );
    const click = await createOrderRow(t.db, {
      merchantId: p.merchant.id,
      userId: p.user.id,
      branchId: p.branchId,
      paymentType: 'CLICK',
      totalPrice: 61_000,
    });
    const clickLink = await checkout.checkout({
      merchantId: p.merchant.id,
      userId: p.user.id,
      orderId: click.id,
      returnPath: '/x',
      lang: 'uz',
    });
    const url = new URL(clickLink.url ?? '');
    expect(url.origin + url.pathname).toBe('https://my.click.uz/services/pay');
    expect(url.searchParams.get('amount')).toBe('61000.00');
    expect(url.searchParams.get('service_id')).toBe(p.merchant.clickServiceId);
    expect(url.searchParams.get('transaction_param')).toBe(String(click.id));
  });
});
