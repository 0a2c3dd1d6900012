/** The call centre through the API (decision 218): who may call it, customers by phone, phone orders. */
import {
  CallCentreCustomerResultSchema,
  CallCentreCustomerSchema,
  OrderPageSchema,
  OrderQuoteSchema,
  OrderSchema,
} from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAddress, createUser } from '../../db/factories.ts';
import { orderEvents, orders, users } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { sendAndReadCode } from '../auth/auth-test-helpers.ts';
import { CHILONZOR } from '../orders/order-test-world.ts';
import { staffCookieName } from '../staff/staff-auth.ts';
import { useCallCentreWorld } from './call-centre-test-world.ts';

const CUSTOMERS = '/staff/v1/call-centre/customers';

describe.each(databases())('call centre on %s', (kind) => {
  const { t, world, call, pickUp, delivery, errorOf, staffOf, asStaff, orderCount } =
    useCallCentreWorld(kind);

  it('lets only ADMIN and OPERATOR of the merchant in', async () => {
    const w = await world();
    const routes: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', `${CUSTOMERS}?phone=${w.user.phone}`],
      ['POST', CUSTOMERS, { phone: '998901112233', firstName: 'Aziz' }],
      ['GET', `${CUSTOMERS}/${w.user.id}/addresses`],
      ['POST', `${CUSTOMERS}/${w.user.id}/orders/quote`, pickUp(w)],
      ['POST', `${CUSTOMERS}/${w.user.id}/orders`, pickUp(w)],
    ];
    const kitchen = await staffOf(w.merchant.id, 'KITCHEN');
    const courier = await staffOf(w.merchant.id, 'COURIER');
    const elsewhere = await world();
    const foreign = await staffOf(elsewhere.merchant.id, 'ADMIN');
    for (const [method, url, body] of routes) {
      for (const token of [kitchen.token, courier.token]) {
        const res = await asStaff(w, token)(method, url, { body, lang: 'eng' });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(errorOf(res).message).toBe('You are not allowed to do this.');
      }
      expect((await asStaff(w, foreign.token)(method, url, { body })).statusCode).toBe(401);
      expect((await asStaff(w, '')(method, url, { body })).statusCode).toBe(401);
      // A customer's session is no staff session.
      expect((await asStaff(w, w.token)(method, url, { body })).statusCode).toBe(401);
    }
    expect(await orderCount(w.merchant.id)).toBe(0);
    for (const role of ['ADMIN', 'OPERATOR'] as const) {
      const { token } = await staffOf(w.merchant.id, role);
      const res = await asStaff(w, token)('GET', `${CUSTOMERS}?phone=${w.user.phone}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
    }
  });

  it('finds customers by phone as typed, creates a missing one, keeps an existing name', async () => {
    const w = await world();
    const { token } = await staffOf(w.merchant.id);
    const staff = asStaff(w, token);

    const made = await staff('POST', CUSTOMERS, {
      body: { phone: '+998 (90) 555-12-34', firstName: 'Madina', lastName: 'Karimova' },
    });
    expect(made.statusCode).toBe(201);
    const created = CallCentreCustomerResultSchema.parse(made.json());
    expect(created).toMatchObject({
      created: true,
      customer: { phone: '998905551234', firstName: 'Madina', lastName: 'Karimova', isActive: true },
    });
    const again = await staff('POST', CUSTOMERS, { body: { phone: '905551234', firstName: 'Someone' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      customer: { id: created.customer.id, firstName: 'Madina' },
    });

    const exact = await staff('GET', `${CUSTOMERS}?phone=${encodeURIComponent('+998 90 555 12 34')}`);
    expect(exact.json().map((c: { id: number }) => c.id)).toEqual([created.customer.id]);
    const partial = await staff('GET', `${CUSTOMERS}?phone=5551234`);
    expect(
      CallCentreCustomerSchema.array()
        .parse(partial.json())
        .map((c) => c.id),
    ).toEqual([created.customer.id]);
    const none = await staff('GET', `${CUSTOMERS}?phone=998905559999`);
    expect(none.json()).toEqual([]);

    // Another merchant's customer with the same phone is theirs: not found, not reused.
    const elsewhere = await world();
    const theirs = await createUser(t.db, { merchantId: elsewhere.merchant.id, phone: '998907770000' });
    expect((await staff('GET', `${CUSTOMERS}?phone=998907770000`)).json()).toEqual([]);
    expect((await staff('GET', `${CUSTOMERS}?phone=7770000`)).json()).toEqual([]);
    const mine = await staff('POST', CUSTOMERS, { body: { phone: '998907770000', firstName: 'Otabek' } });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().customer.id).not.toBe(theirs.id);

    for (const phone of ['12ab', '+7 912 345 67 89', '%25%25%25%25']) {
      const bad = await staff('GET', `${CUSTOMERS}?phone=${phone}`, { lang: 'eng' });
      expect(bad.statusCode, phone).toBe(400);
      expect(errorOf(bad).message).toBe('Invalid phone number: enter +998 and 9 digits.');
    }
    const badBody = await staff('POST', CUSTOMERS, { body: { phone: '998901112233' }, lang: 'ru' });
    expect(badBody.statusCode).toBe(400);
    expect(errorOf(badBody).code).toBe('VALIDATION_FAILED');
    expect(errorOf(badBody).details?.[0]?.path).toBe('body.firstName');
    const badPhone = await staff('POST', CUSTOMERS, {
      body: { phone: '123456789012', firstName: 'A' },
      lang: 'ru',
    });
    expect(errorOf(badPhone).message).toBe('Неверный номер телефона: введите +998 и 9 цифр.');
  });

  it("reads a customer's saved addresses; another merchant's customer is not found", async () => {
    const w = await world();
    const { token } = await staffOf(w.merchant.id);
    const staff = asStaff(w, token);
    await createAddress(t.db, { merchantId: w.merchant.id, userId: w.user.id, streetName: 'Bunyodkor' });
    const res = await staff('GET', `${CUSTOMERS}/${w.user.id}/addresses`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { streetName: string }) => a.streetName)).toEqual(['Bunyodkor']);

    const elsewhere = await world();
    for (const url of [
      `${CUSTOMERS}/${elsewhere.user.id}/addresses`,
      `${CUSTOMERS}/${elsewhere.user.id}/orders/quote`,
      `${CUSTOMERS}/${elsewhere.user.id}/orders`,
    ]) {
      const method = url.endsWith('addresses') ? 'GET' : 'POST';
      const cross = await staff(method, url, { body: pickUp(w), lang: 'eng' });
      expect(cross.statusCode, url).toBe(404);
      expect(errorOf(cross).message).toBe('Customer not found.');
    }
    // Another merchant's branch is not this merchant's either.
    const foreignBranch = await staff('POST', `${CUSTOMERS}/${w.user.id}/orders/quote`, {
      body: pickUp(w, { branchId: elsewhere.branch.id }),
      lang: 'eng',
    });
    expect(foreignBranch.statusCode).toBe(404);
    expect(errorOf(foreignBranch).message).toBe('Branch not found.');
    expect(await orderCount(elsewhere.merchant.id)).toBe(0);
  });

  it('places a phone order the customer then sees in their order list after signing in by SMS', async () => {
    const w = await world();
    const { member, token } = await staffOf(w.merchant.id);
    const staff = asStaff(w, token);
    const made = await staff('POST', CUSTOMERS, { body: { phone: '998935550011', firstName: 'Javlon' } });
    const customerId = made.json().customer.id as number;

    // Prices the console might send with the lines are not the server's: they are ignored.
    const body = {
      ...pickUp(w, {
        cartItems: [
          { productId: w.plov.id, count: 2, costPrice: 1, price: 1 },
          { productId: w.burger.id, count: 1, modifications: [{ id: w.large.id }, { id: w.cheese.id }] },
        ] as never,
      }),
      totalPrice: 5,
      orderDevice: 'TG',
      cashback: 0,
    };
    const quote = OrderQuoteSchema.parse(
      (await staff('POST', `${CUSTOMERS}/${customerId}/orders/quote`, { body })).json(),
    );
    // Plov 2 x 45 000; burger 30 000 + large 10 000 + cheese 5 000 = 45 000, less 10 % = 40 500.
    expect(quote.problems).toEqual([]);
    expect(quote.totals).toMatchObject({
      productPrice: 135_000,
      productDiscount: 4_500,
      totalPrice: 130_500,
    });

    const placed = await staff('POST', `${CUSTOMERS}/${customerId}/orders`, {
      body,
      key: 'phone-order-0001',
    });
    expect(placed.statusCode).toBe(201);
    const order = OrderSchema.parse(placed.json());
    expect(order).toMatchObject({
      userId: customerId,
      status: 'OPEN',
      orderDevice: 'OPERATOR',
      paymentType: 'CASH',
      totals: { totalPrice: 130_500 },
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ source: 'OPERATOR', orderDevice: 'OPERATOR' });
    const [first] = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(first).toMatchObject({ toStatus: 'OPEN', actorType: 'STAFF', actorId: String(member.id) });

    // The same key and body: the same order; the same key with another body: refused.
    const retry = await staff('POST', `${CUSTOMERS}/${customerId}/orders`, { body, key: 'phone-order-0001' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(order.id);
    const other = await staff('POST', `${CUSTOMERS}/${customerId}/orders`, {
      body: pickUp(w),
      key: 'phone-order-0001',
    });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await orderCount(w.merchant.id)).toBe(1);

    // The customer signs in on the storefront with that phone and finds the order in their list.
    const code = await sendAndReadCode(call, w.merchant.id, '998935550011');
    const login = await call('POST', '/users/v1/auth/login', {
      merchant: w.merchant.id,
      body: { phone: '998935550011', code },
    });
    expect(login.statusCode).toBe(200);
    const { token: customerToken, user } = login.json() as { token: string; user: { id: number } };
    expect(user.id).toBe(customerId);
    const list = await call('GET', `/orders/v1/orders/user/${customerId}`, {
      merchant: w.merchant.id,
      token: customerToken,
    });
    expect(list.statusCode).toBe(200);
    const page = OrderPageSchema.parse(list.json());
    expect(page.content.map((o) => [o.id, o.totals.totalPrice])).toEqual([[order.id, 130_500]]);
  });

  it('takes only cash or terminal, spends no cashback, and refuses what a storefront order is refused', async () => {
    const w = await world({ cashback: 20_000 });
    const { token } = await staffOf(w.merchant.id, 'ADMIN');
    const staff = asStaff(w, token);
    const orderUrl = `${CUSTOMERS}/${w.user.id}/orders`;

    const payme = await staff('POST', orderUrl, { body: pickUp(w, { paymentType: 'PAYME' }), lang: 'eng' });
    expect(payme.statusCode).toBe(422);
    expect(errorOf(payme)).toMatchObject({
      code: 'PAYMENT_TYPE_UNAVAILABLE',
      message: 'This payment method is not available.',
    });

    const terminal = await staff('POST', orderUrl, {
      body: { ...pickUp(w, { paymentType: 'TERMINAL' }), cashback: 20_000 },
    });
    expect(terminal.statusCode).toBe(201);
    expect(terminal.json().totals).toMatchObject({ cashback: 0, totalPrice: 90_000 });
    const [customer] = await t.db.select().from(users).where(eq(users.id, w.user.id));
    expect(customer?.cashback).toBe(20_000);

    // A delivery below the minimum, out of the zone, and a bad body: as the storefront refuses them.
    const small = await staff('POST', orderUrl, {
      body: delivery(w, {
        cartItems: [{ productId: w.burger.id, count: 1, modifications: [{ id: w.small.id }] }],
      }),
      lang: 'eng',
    });
    expect(small.statusCode).toBe(409);
    expect(errorOf(small).code).toBe('DELIVERY_MIN_AMOUNT');
    const far = await staff('POST', orderUrl, {
      body: delivery(w, { address: { latitude: 39.6542, longitude: 66.9597 } }),
      lang: 'eng',
    });
    expect(errorOf(far).code).toBe('OUT_OF_ZONE');
    const empty = await staff('POST', orderUrl, { body: pickUp(w, { cartItems: [] }), lang: 'ru' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe('В запросе неверные данные. Проверьте их и попробуйте снова.');
    expect(errorOf(empty).details?.[0]?.path).toBe('body.cartItems');

    // A delivery to the customer's point, and a later pick-up: placed like the storefront's.
    const home = await staff('POST', orderUrl, {
      body: delivery(w, { address: { ...CHILONZOR, houseNumber: '7' } }),
    });
    expect(home.statusCode).toBe(201);
    expect(home.json()).toMatchObject({ serviceType: 'DELIVERY', totals: { deliveryPrice: 10_000 } });
    const later = await staff('POST', orderUrl, {
      body: pickUp(w, { later: true, day: '2026-11-22', time: '12:00' }),
    });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({
      status: 'AT_TIME',
      later: true,
      deliveryAt: '2026-11-22T07:00:00.000Z',
    });
  });

  it("takes the console's cookie session, refusing a state change from another site", async () => {
    const w = await world();
    const { token } = await staffOf(w.merchant.id);
    const cookies = { [staffCookieName(w.merchant.id)]: token };
    const place = (headers: Record<string, string>) =>
      call('POST', `${CUSTOMERS}/${w.user.id}/orders`, {
        merchant: w.merchant.id,
        cookies,
        headers,
        body: pickUp(w),
        lang: 'eng',
      });
    for (const headers of [{ origin: 'https://evil.example' }, {}] as Array<Record<string, string>>) {
      const refused = await place(headers);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(
        "The request came from another site and was refused. Open the shop's page and try again.",
      );
    }
    expect(await orderCount(w.merchant.id)).toBe(0);
    const read = await call('GET', `${CUSTOMERS}?phone=${w.user.phone}`, {
      merchant: w.merchant.id,
      cookies,
    });
    expect(read.statusCode).toBe(200);
    expect((await place({ origin: 'http://localhost' })).statusCode).toBe(201);
  });

  it('refuses orders for a customer the merchant blocked', async () => {
    const w = await world();
    const { token } = await staffOf(w.merchant.id);
    await t.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.id, w.user.id)));
    const res = await asStaff(w, token)('POST', `${CUSTOMERS}/${w.user.id}/orders`, {
      body: pickUp(w),
      lang: 'eng',
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('This customer is blocked: no order can be placed for them.');
  });
});
