import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOrderRow, createPayableOrder } from '../../db/factories/payments.ts';
import { orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { UZUM_PROTOCOL, uzumBasicAuth } from './uzum.ts';

const START = Date.UTC(2026, 10, 21, 9, 0, 0);
const E = UZUM_PROTOCOL.errors;

describe.each(databases())('Uzum Bank merchant API on %s', (kind) => {
  let nowMs = START;
  const t = useTestApp(kind, { clock: () => new Date(nowMs) });
  beforeEach(() => {
    nowMs = START;
  });

  async function setup(order: Parameters<typeof createPayableOrder>[1] = {}) {
    const p = await createPayableOrder(t.db, { paymentType: 'UZUM', totalPrice: 38_000, ...order });
    const auth = uzumBasicAuth(p.merchant.uzumLogin as string, p.merchant.uzumPassword as string);
    const serviceId = Number(p.merchant.uzumServiceId);
    return { ...p, auth, serviceId, amount: 3_800_000 };
  }

  /** An Uzum merchant API request (`auth` null: none); the answer's status and JSON body. */
  async function uzum(op: string, auth: string | null, body: unknown, raw?: string) {
    const res = await t.call('POST', `/payments/v2/uzum/${op}`, {
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      payload: raw ?? JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  it('check, create (twice), confirm (twice), status: the order is paid and opens', async () => {
    const s = await setup();
    const params = { orderId: String(s.order.id) };
    const check = await uzum('check', s.auth, { serviceId: s.serviceId, timestamp: START, params });
    expect(check).toMatchObject({ status: 200, body: { status: 'OK', serviceId: s.serviceId } });

    const create = await uzum('create', s.auth, {
      serviceId: s.serviceId,
      timestamp: START,
      transId: 'uz-trans-1',
      params,
      amount: s.amount,
    });
    expect(create).toEqual({
      status: 200,
      body: {
        serviceId: s.serviceId,
        transId: 'uz-trans-1',
        status: 'CREATED',
        transTime: START,
        confirmTime: null,
        reverseTime: null,
        data: params,
        amount: s.amount,
      },
    });
    nowMs += 1000;
    const createAgain = await uzum('create', s.auth, {
      serviceId: s.serviceId,
      timestamp: START,
      transId: 'uz-trans-1',
      params,
      amount: s.amount,
    });
    expect(createAgain).toEqual(create);

    const confirm = await uzum('confirm', s.auth, {
      serviceId: s.serviceId,
      timestamp: nowMs,
      transId: 'uz-trans-1',
    });
    expect(confirm).toMatchObject({ status: 200, body: { status: 'CONFIRMED', confirmTime: START + 1000 } });
    nowMs += 1000;
    expect(
      await uzum('confirm', s.auth, { serviceId: s.serviceId, timestamp: nowMs, transId: 'uz-trans-1' }),
    ).toEqual(confirm);
    const row = await orderRow(s.order.id);
    expect(row?.isPaid).toBe(true);
    expect(row?.status).toBe('OPEN');
    expect(
      await uzum('status', s.auth, { serviceId: s.serviceId, timestamp: nowMs, transId: 'uz-trans-1' }),
    ).toEqual(confirm);
  });

  it('refuses wrong credentials, an unknown service and a bad body', async () => {
    const s = await setup();
    const body = { serviceId: s.serviceId, timestamp: START, params: { orderId: String(s.order.id) } };
    for (const auth of [
      null,
      uzumBasicAuth(s.merchant.uzumLogin as string, 'nope'),
      uzumBasicAuth('x', 'y'),
    ]) {
      expect(await uzum('check', auth, body)).toMatchObject({
        status: UZUM_PROTOCOL.errorHttpStatus,
        body: { status: 'FAILED', errorCode: E.auth },
      });
    }
    expect((await uzum('check', s.auth, { ...body, serviceId: 123 })).body.errorCode).toBe(E.badServiceId);
    expect((await uzum('check', s.auth, null, '{"serviceId":')).body.errorCode).toBe(E.parse);
    expect((await uzum('pay-everything', s.auth, body)).body.errorCode).toBe(E.unknownOperation);
    expect((await uzum('create', s.auth, { serviceId: s.serviceId, params: {} })).body.errorCode).toBe(
      E.missingParams,
    );
  });

  it('refuses an unknown order, another payment type and a wrong amount', async () => {
    const s = await setup();
    const cash = await createOrderRow(t.db, {
      merchantId: s.merchant.id,
      userId: s.user.id,
      branchId: s.branchId,
      paymentType: 'CASH',
      status: 'OPEN',
    });
    for (const orderId of ['424242', String(cash.id)]) {
      const res = await uzum('check', s.auth, {
        serviceId: s.serviceId,
        timestamp: START,
        params: { orderId },
      });
      expect(res.body.errorCode).toBe(E.orderNotFound);
    }
    const wrong = await uzum('create', s.auth, {
      serviceId: s.serviceId,
      timestamp: START,
      transId: 'uz-1',
      params: { orderId: String(s.order.id) },
      amount: 38_000,
    });
    expect(wrong.body.errorCode).toBe(E.wrongAmount);
    expect((await uzum('status', s.auth, { serviceId: s.serviceId, transId: 'uz-1' })).body.errorCode).toBe(
      E.txNotFound,
    );
  });

  it('reverse before confirm cancels the waiting order; after, confirm is refused', async () => {
    const s = await setup();
    const params = { orderId: String(s.order.id) };
    await uzum('create', s.auth, {
      serviceId: s.serviceId,
      timestamp: START,
      transId: 'uz-2',
      params,
      amount: s.amount,
    });
    const reverse = await uzum('reverse', s.auth, {
      serviceId: s.serviceId,
      timestamp: START,
      transId: 'uz-2',
    });
    expect(reverse).toMatchObject({ status: 200, body: { status: 'REVERSED', reverseTime: START } });
    nowMs += 10;
    expect(await uzum('reverse', s.auth, { serviceId: s.serviceId, transId: 'uz-2' })).toEqual(reverse);
    expect((await orderRow(s.order.id))?.status).toBe('CANCELED');
    expect((await uzum('confirm', s.auth, { serviceId: s.serviceId, transId: 'uz-2' })).body.errorCode).toBe(
      E.cancelled,
    );
  });

  it('reverse after confirm refunds: unpaid and cancelled, refused once the kitchen started', async () => {
    const s = await setup();
    const params = { orderId: String(s.order.id) };
    await uzum('create', s.auth, {
      serviceId: s.serviceId,
      timestamp: START,
      transId: 'uz-3',
      params,
      amount: s.amount,
    });
    await uzum('confirm', s.auth, { serviceId: s.serviceId, transId: 'uz-3' });
    await t.db.update(orders).set({ status: 'COOKING' }).where(eq(orders.id, s.order.id));
    expect((await uzum('reverse', s.auth, { serviceId: s.serviceId, transId: 'uz-3' })).body.errorCode).toBe(
      E.cannotReverse,
    );
    expect((await orderRow(s.order.id))?.isPaid).toBe(true);
    await t.db.update(orders).set({ status: 'ACCEPTED' }).where(eq(orders.id, s.order.id));
    const reverse = await uzum('reverse', s.auth, { serviceId: s.serviceId, transId: 'uz-3' });
    expect(reverse.body.status).toBe('REVERSED');
    const row = await orderRow(s.order.id);
    expect(row?.isPaid).toBe(false);
    expect(row?.status).toBe('CANCELED');
  });

  it('refuses a second transaction while one is open for the order', async () => {
    const s = await setup();
    const params = { orderId: String(s.order.id) };
    await uzum('create', s.auth, {
      serviceId: s.serviceId,
      timestamp: START,
      transId: 'uz-4',
      params,
      amount: s.amount,
    });
    const second = await uzum('create', s.auth, {
      serviceId: s.serviceId,
      timestamp: START,
      transId: 'uz-5',
      params,
      amount: s.amount,
    });
    expect(second.body.errorCode).toBe(E.alreadyPaid);
  });
});
