/**
 * /checkout's loader and the action's order against the fake API: a guest is sent to log in and back; the
 * order goes to /orders or /at-time with the attempt's Idempotency-Key (the same on a retry), never with
 * prices; success clears the basket and this order's choices and goes to the payment page or the order; a
 * refusal keeps the key and passes the server's translated message on.
 */
import { cardEndpoints, orderEndpoints, paymentEndpoints } from '@dasturxon/contracts';
import { apiError, BASE_DATE, makePaymentCheckout } from '@dasturxon/contracts/testing';
import { tashkentDay } from '@dasturxon/domain';
import { describe, expect, it } from 'vitest';
import { runRoute } from '../../lib/test-route.ts';
import { ATTEMPT, checkoutApi, cookies, loader, MERCHANT_ID, placing, post } from './test-checkout.ts';

describe('checkout loader', () => {
  it('sends a guest to log in and back to the checkout', async () => {
    const request = new Request('http://localhost/checkout?vendor=bodomzor', {
      headers: { cookie: cookies({}, false) },
    });
    const thrown = await runRoute(loader, { request, context: checkoutApi().context() }).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login?redirectTo=%2Fcheckout');
  });

  it('renders the server’s quote of the basket and takes an attempt key once', async () => {
    const api = checkoutApi();
    const request = new Request('http://localhost/checkout?vendor=bodomzor', {
      headers: { cookie: `basket_${MERCHANT_ID}=5x2; token=t0k3n` },
    });
    const r = await runRoute(loader, { request, context: api.context() });
    expect(r.data.quote?.totals.totalPrice).toBe(60_000);
    expect(r.data.state.attempt).toMatch(/^co-/);
    expect(
      new Headers(r.init?.headers).getSetCookie().some((c) => c.includes(r.data.state.attempt ?? '-')),
    ).toBe(true);
    expect(api.callsTo(orderEndpoints.quote)[0]?.body).toMatchObject({
      cartItems: [{ productId: 5, count: 2 }],
    });
  });
});

describe('checkout action: the order', () => {
  const pickup = { serviceType: 'PICK_UP', branchId: 1, paymentType: 'CASH' };

  it('posts the order with the attempt’s Idempotency-Key, without prices, and lands on the order (no JavaScript)', async () => {
    const r = await post(
      { intent: 'order', comment: 'No onions' },
      cookies(pickup),
      placing(checkoutApi(), 'CASH'),
    );
    expect([r.status, r.location]).toEqual([302, '/profile/orders/77']);
    expect(r.orders).toHaveLength(1);
    const sent = r.orders[0];
    expect(sent?.url.pathname).toBe('/api/orders/v1/orders');
    expect(sent?.headers.get('idempotency-key')).toBe(ATTEMPT);
    expect(sent?.headers.get('authorization')).toBe('Bearer t0k3n');
    expect(sent?.sentBody).toMatchObject({
      serviceType: 'PICK_UP',
      branchId: 1,
      paymentType: 'CASH',
      comment: 'No onions',
    });
    expect(JSON.stringify(sent?.sentBody)).not.toMatch(/price|total/i);
    // Spec §4: the basket is cleared, and this order's choices with it; the next attempt has a new key.
    expect(r.setCookies.some((c) => c.startsWith(`basket_${MERCHANT_ID}=;`) && c.includes('Max-Age=0'))).toBe(
      true,
    );
    expect(r.state?.comment).toBe('');
    expect(r.state?.attempt).not.toBe(ATTEMPT);
  });

  it('sends an online payment to the payment page as a full page load (it is not one of ours)', async () => {
    const api = placing(checkoutApi(), 'PAYME').on(paymentEndpoints.checkout, ({ params }) =>
      makePaymentCheckout({ orderId: params.id, amount: 60_000, url: '/sandbox/pay/payme?order=77' }),
    );
    const r = await post({ intent: 'order', js: '1', paymentType: 'PAYME' }, cookies(pickup), api);
    expect([r.status, r.location]).toEqual([302, '/sandbox/pay/payme?order=77']);
    expect(r.headers.get('x-remix-reload-document')).toBe('true');
    const pay = api.callsTo(paymentEndpoints.checkout)[0];
    expect(pay?.url.pathname).toBe('/api/payments/v2/checkout/77');
    expect(pay?.url.searchParams.get('returnUrl')).toBe('/profile/orders/77?from=payment');
    expect(r.setCookies.some((c) => c.startsWith(`basket_${MERCHANT_ID}=;`))).toBe(true);
  });

  it('pays a Payme order with the saved card and lands on the order, not on the payment page', async () => {
    const card = {
      id: 5,
      maskedNumber: '860006******6311',
      expire: '03/99',
      name: null,
      brand: 'UZCARD' as const,
      createdDate: '2026-11-20T10:00:00.000Z',
    };
    const api = placing(checkoutApi(), 'PAYME')
      .on(cardEndpoints.list, () => [card])
      .on(cardEndpoints.pay, ({ params }) =>
        makePaymentCheckout({ orderId: 77, amount: 60_000, isPaid: params.id === 5, url: null }),
      );
    const r = await post({ intent: 'order', js: '1', paymentType: 'PAYME' }, cookies(pickup), api);
    expect([r.status, r.location]).toEqual([302, '/profile/orders/77?from=payment']);
    expect(r.headers.get('x-remix-reload-document')).toBeNull();
    expect(api.callsTo(cardEndpoints.pay)[0]?.sentBody).toEqual({ orderId: 77 });
    expect(api.callsTo(paymentEndpoints.checkout)).toEqual([]);

    // "Payme's page" chosen instead (cardId 0): no card payment, the payment page as before.
    const page = placing(checkoutApi(), 'PAYME')
      .on(cardEndpoints.list, () => [card])
      .on(paymentEndpoints.checkout, () =>
        makePaymentCheckout({ orderId: 77, url: '/sandbox/pay/payme?order=77' }),
      );
    const r2 = await post(
      { intent: 'order', js: '1', paymentType: 'PAYME', cardId: '0' },
      cookies(pickup),
      page,
    );
    expect(r2.location).toBe('/sandbox/pay/payme?order=77');
    expect(page.callsTo(cardEndpoints.pay)).toEqual([]);
  });

  it('keeps the customer on the checkout when the saved card is refused, saying why and how else to pay', async () => {
    const card = {
      id: 5,
      maskedNumber: '860006******0002',
      expire: '03/99',
      name: null,
      brand: 'UZCARD' as const,
      createdDate: '2026-11-20T10:00:00.000Z',
    };
    const api = placing(checkoutApi(), 'PAYME')
      .on(cardEndpoints.list, () => [card])
      .on(cardEndpoints.pay, () => apiError(422, 'CARD_NO_FUNDS', 'Kartada mablag‘ yetarli emas'))
      .on(paymentEndpoints.checkout, () =>
        makePaymentCheckout({ orderId: 77, url: '/sandbox/pay/payme?order=77' }),
      );
    const r = await post({ intent: 'order', js: '1', paymentType: 'PAYME' }, cookies(pickup), api);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      ok: false,
      intent: 'order',
      code: 'CARD_NO_FUNDS',
      refused: { orderId: 77, last4: '0002', payUrl: '/sandbox/pay/payme?order=77' },
    });
    // The order is placed: the basket is emptied as after any order.
    expect(r.setCookies.some((c) => c.startsWith(`basket_${MERCHANT_ID}=;`))).toBe(true);
  });

  it('sends a later order to /at-time with its day and time', async () => {
    // Tomorrow as of the pinned clock (the loader's context.clock), not as of today.
    const tomorrow = tashkentDay(new Date(Date.parse(BASE_DATE) + 24 * 60 * 60 * 1000));
    const r = await post(
      { intent: 'order', later: '1', day: tomorrow, time: '12:00' },
      cookies(pickup),
      placing(checkoutApi(), 'CASH'),
    );
    expect(r.orders[0]?.url.pathname).toBe('/api/orders/v1/orders/at-time');
    expect(r.orders[0]?.sentBody).toMatchObject({ later: true, day: tomorrow, time: '12:00' });
  });

  it('keeps the key after a refusal (a retry is the same attempt) and passes the message on', async () => {
    const refusing = checkoutApi().on(orderEndpoints.place, () =>
      apiError(409, 'BRANCH_CLOSED', 'Filial hozir yopiq'),
    );
    const first = await post({ intent: 'order', js: '1' }, cookies(pickup), refusing);
    expect([first.status, first.body?.message, first.body?.code]).toEqual([
      409,
      'Filial hozir yopiq',
      'BRANCH_CLOSED',
    ]);
    expect(first.state?.attempt).toBe(ATTEMPT);
    const retry = await post({ intent: 'order', js: '1' }, cookies(pickup), placing(checkoutApi(), 'CASH'));
    expect(retry.orders[0]?.headers.get('idempotency-key')).toBe(ATTEMPT);
  });

  it('does not ask the API while the order is incomplete (no address for delivery)', async () => {
    const r = await post(
      { intent: 'order', js: '1', serviceType: 'DELIVERY' },
      cookies({}),
      placing(checkoutApi(), 'CASH'),
    );
    expect([r.status, r.body?.code, r.orders]).toEqual([400, 'ADDRESS_MISSING', []]);
  });
});
