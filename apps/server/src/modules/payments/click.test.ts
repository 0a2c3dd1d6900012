import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderRow, createPayableOrder } from '../../db/factories/payments.ts';
import { orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

describe.each(databases())('Click SHOP API on %s', (kind) => {
  const t = useTestApp(kind);

  const md5 = (s: string) => createHash('md5').update(s).digest('hex');

  async function setup(order: Parameters<typeof createPayableOrder>[1] = {}) {
    const p = await createPayableOrder(t.db, { paymentType: 'CLICK', totalPrice: 52_500, ...order });
    const secret = p.merchant.clickSecretKey as string;
    const serviceId = p.merchant.clickServiceId as string;
    return { ...p, secret, serviceId };
  }

  type Fields = Record<string, string>;
  function prepareFields(
    s: { serviceId: string; secret: string; order: { id: number } },
    over: Fields = {},
  ): Fields {
    const f: Fields = {
      click_trans_id: '2301004',
      service_id: s.serviceId,
      click_paydoc_id: '3999001',
      merchant_trans_id: String(s.order.id),
      amount: '52500.00',
      action: '0',
      error: '0',
      error_note: 'Success',
      sign_time: '2026-11-21 14:05:00',
      ...over,
    };
    f.sign_string ??= md5(
      [f.click_trans_id, f.service_id, s.secret, f.merchant_trans_id, f.amount, f.action, f.sign_time].join(
        '',
      ),
    );
    return f;
  }
  function completeFields(
    s: { serviceId: string; secret: string; order: { id: number } },
    prepareId: number | string,
    over: Fields = {},
  ): Fields {
    const f: Fields = {
      click_trans_id: '2301004',
      service_id: s.serviceId,
      click_paydoc_id: '3999001',
      merchant_trans_id: String(s.order.id),
      merchant_prepare_id: String(prepareId),
      amount: '52500.00',
      action: '1',
      error: '0',
      error_note: 'Success',
      sign_time: '2026-11-21 14:05:09',
      ...over,
    };
    f.sign_string ??= md5(
      [
        f.click_trans_id,
        f.service_id,
        s.secret,
        f.merchant_trans_id,
        f.merchant_prepare_id,
        f.amount,
        f.action,
        f.sign_time,
      ].join(''),
    );
    return f;
  }
  async function post(step: 'prepare' | 'complete', fields: Fields) {
    const res = await t.call('POST', `/payments/v2/click/${step}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>;
  }
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  it('prepares, completes and pays the order; a repeated Complete answers -4 Already paid', async () => {
    const s = await setup();
    const prepared = await post('prepare', prepareFields(s));
    expect(prepared).toEqual({
      click_trans_id: 2301004,
      merchant_trans_id: String(s.order.id),
      merchant_prepare_id: expect.any(Number),
      error: 0,
      error_note: 'Success',
    });
    // Prepare repeated: the same prepare id.
    expect(await post('prepare', prepareFields(s))).toEqual(prepared);
    expect((await orderRow(s.order.id))?.isPaid).toBe(false);

    const completed = await post('complete', completeFields(s, prepared.merchant_prepare_id as number));
    expect(completed).toEqual({
      click_trans_id: 2301004,
      merchant_trans_id: String(s.order.id),
      merchant_confirm_id: prepared.merchant_prepare_id,
      error: 0,
      error_note: 'Success',
    });
    const paid = await orderRow(s.order.id);
    expect(paid?.isPaid).toBe(true);
    expect(paid?.status).toBe('OPEN');
    const again = await post('complete', completeFields(s, prepared.merchant_prepare_id as number));
    expect(again).toMatchObject({ error: -4, error_note: 'Already paid' });
    // And a new Prepare for the paid order too.
    expect(await post('prepare', prepareFields(s, { click_trans_id: '2301005' }))).toMatchObject({
      error: -4,
    });
  });

  it('accepts a whole amount written without decimals', async () => {
    const s = await setup();
    expect(await post('prepare', prepareFields(s, { amount: '52500' }))).toMatchObject({ error: 0 });
  });

  it('-1: a wrong signature, another merchant’s secret or an unknown service', async () => {
    const s = await setup();
    const other = await setup();
    expect(await post('prepare', prepareFields(s, { sign_string: 'a'.repeat(32) }))).toMatchObject({
      error: -1,
      error_note: 'SIGN CHECK FAILED!',
    });
    expect(await post('prepare', prepareFields({ ...s, secret: other.secret }))).toMatchObject({ error: -1 });
    expect(await post('prepare', prepareFields({ ...s, serviceId: '99999999' }))).toMatchObject({
      error: -1,
    });
    // The signature covers the values exactly as sent: "52500.0" signed as "52500.00" fails.
    const tampered = prepareFields(s);
    tampered.amount = '52500.0';
    expect(await post('prepare', tampered)).toMatchObject({ error: -1 });
    const prepared = await post('prepare', prepareFields(s));
    const complete = completeFields(s, prepared.merchant_prepare_id as number);
    complete.merchant_prepare_id = String(Number(complete.merchant_prepare_id) + 1);
    expect(await post('complete', complete)).toMatchObject({ error: -1 });
    expect((await orderRow(s.order.id))?.isPaid).toBe(false);
  });

  it('-2: an amount that is not the order total (in so‘m, to the tiyin)', async () => {
    const s = await setup();
    for (const amount of ['52499.99', '52500.01', '5250000', 'abc', '-52500']) {
      expect(await post('prepare', prepareFields(s, { amount }))).toMatchObject({
        error: -2,
        error_note: 'Incorrect parameter amount',
      });
    }
    const prepared = await post('prepare', prepareFields(s));
    const res = await post(
      'complete',
      completeFields(s, prepared.merchant_prepare_id as number, { amount: '1.00' }),
    );
    expect(res).toMatchObject({ error: -2 });
    expect((await orderRow(s.order.id))?.isPaid).toBe(false);
  });

  it('-3: a wrong action for the step', async () => {
    const s = await setup();
    expect(await post('prepare', prepareFields(s, { action: '1' }))).toMatchObject({
      error: -3,
      error_note: 'Action not found',
    });
    const prepared = await post('prepare', prepareFields(s));
    expect(
      await post('complete', completeFields(s, prepared.merchant_prepare_id as number, { action: '0' })),
    ).toMatchObject({ error: -3 });
  });

  it('-5: an unknown order, an order of another payment type or of another merchant', async () => {
    const s = await setup();
    const other = await setup();
    const cash = await createOrderRow(t.db, {
      merchantId: s.merchant.id,
      userId: s.user.id,
      branchId: s.branchId,
      paymentType: 'CASH',
      status: 'OPEN',
      totalPrice: 52_500,
    });
    for (const id of ['999999', 'x1', String(cash.id), String(other.order.id)]) {
      expect(await post('prepare', prepareFields(s, { merchant_trans_id: id }))).toMatchObject({
        error: -5,
        error_note: 'User does not exist',
      });
    }
  });

  it('-6: Complete with an unknown prepare id, or one of another Click transaction', async () => {
    const s = await setup();
    const prepared = await post('prepare', prepareFields(s));
    expect(await post('complete', completeFields(s, 999_999))).toMatchObject({
      error: -6,
      error_note: 'Transaction does not exist',
    });
    expect(
      await post(
        'complete',
        completeFields(s, prepared.merchant_prepare_id as number, { click_trans_id: '2301999' }),
      ),
    ).toMatchObject({ error: -6 });
  });

  it('-8: a request missing a field', async () => {
    const s = await setup();
    const fields = prepareFields(s);
    delete fields.click_paydoc_id;
    expect(await post('prepare', fields)).toMatchObject({
      error: -8,
      error_note: 'Error in request from click',
    });
    const complete = completeFields(s, 1);
    delete complete.merchant_prepare_id;
    expect(await post('complete', complete)).toMatchObject({ error: -8 });
  });

  it('-9: Complete carrying Click’s error cancels the payment and the waiting order', async () => {
    const s = await setup();
    const prepared = await post('prepare', prepareFields(s));
    const declined = await post(
      'complete',
      completeFields(s, prepared.merchant_prepare_id as number, {
        error: '-5017',
        error_note: 'Insufficient funds',
      }),
    );
    expect(declined).toMatchObject({ error: -9, error_note: 'Transaction cancelled' });
    const row = await orderRow(s.order.id);
    expect(row?.isPaid).toBe(false);
    expect(row?.status).toBe('CANCELED');
    // Afterwards the transaction stays cancelled.
    expect(await post('complete', completeFields(s, prepared.merchant_prepare_id as number))).toMatchObject({
      error: -9,
    });
    expect(await post('prepare', prepareFields(s))).toMatchObject({ error: -9 });
  });

  it('-9: Prepare for a cancelled order', async () => {
    const s = await setup({ status: 'CANCELED' });
    expect(await post('prepare', prepareFields(s))).toMatchObject({ error: -9 });
  });
});
