/**
 * Issue 15 §4: no phone number, name, address, token or card data in any log line. A customer's whole journey
 * (login code by SMS in log mode, sign-in, a delivery order with a comment, a refused request, a staff accept) runs
 * on an app logging at debug level, the most it ever writes; then every line is searched for what the customer
 * and the staff member typed or were given.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../db/factories/staff.ts';
import {
  createBranch,
  createCity,
  createDeliveryZone,
  createMerchant,
  createOrderingMenu,
  createOrderSettings,
  createPaymentSettings,
  createUser,
} from '../db/factories.ts';
import { CHILONZOR, NOON } from '../modules/orders/order-test-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { databases } from '../testing/test-db.ts';

const PHONE = '998935557788';
const FIRST_NAME = 'Shahnoza';
const STREET = 'Qatortol kochasi';
const COMMENT = 'Domofon 47, ikkinchi qavat';

describe.each(databases())('log privacy on %s', (kind) => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const t = useTestApp(kind, { clock: () => NOON, logger: { level: 'debug', stream: sink } });

  it("never writes the customer's phone, name, address, comment or anyone's token", async () => {
    const merchant = await createMerchant(t.db, { settings: { cancelOrderActive: true } });
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const { plov } = await createOrderingMenu(t.db, merchant.id);
    await createOrderSettings(t.db, { merchantId: merchant.id, minOrderAmount: 30_000 });
    await createDeliveryZone(t.db, { merchantId: merchant.id, price: 10_000 });
    await createPaymentSettings(t.db, merchant.id, ['CASH']);
    await createUser(t.db, { merchantId: merchant.id, phone: PHONE, firstName: FIRST_NAME });
    const member = await createStaff(t.db, { merchantId: merchant.id, role: 'OPERATOR' });
    const staffToken = await createStaffSession(t.db, member, { now: NOON });
    lines.length = 0;

    const m = merchant.id;
    expect(
      (await t.call('POST', '/users/v1/auth/code', { merchant: m, body: { phone: PHONE } })).statusCode,
    ).toBe(200);
    const code = (await t.call('GET', `/testing/v1/last-code?phone=${PHONE}`, { merchant: m })).json().code;
    const login = await t.call('POST', '/users/v1/auth/login', { merchant: m, body: { phone: PHONE, code } });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;

    // A refused request that carries the phone in its body and in its query string.
    const refused = await t.call('POST', `/users/v1/auth/login?phone=${PHONE}`, {
      merchant: m,
      body: { phone: PHONE, code: 'not-a-code' },
    });
    expect(refused.statusCode).toBe(400);

    const order = {
      serviceType: 'DELIVERY',
      branchId: branch.id,
      paymentType: 'CASH',
      cartItems: [{ productId: plov.id, count: 2 }],
      address: { ...CHILONZOR, streetName: STREET, house: '12' },
      comment: COMMENT,
    };
    const placed = await t.call('POST', '/orders/v1/orders', {
      merchant: m,
      token,
      body: order,
      key: 'privacy-1',
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().id as number;
    const accepted = await t.call('POST', `/staff/v1/orders/${id}/accept`, {
      merchant: m,
      token: staffToken,
      body: { minutes: 30 },
    });
    expect(accepted.statusCode).toBe(200);

    const text = lines.join('\n');
    // The journey was logged at all (else the search below proves nothing).
    expect(lines.length).toBeGreaterThan(5);
    expect(text).toContain('/orders/v1/orders');
    for (const secret of [PHONE, PHONE.slice(3), FIRST_NAME, STREET, COMMENT, token, staffToken]) {
      expect(text, `a log line carries ${secret}`).not.toContain(secret);
    }
  });
});
