import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderRow } from '../../db/factories/payments.ts';
import { merchants, paymentTransactions } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { START, usePaymeApi } from './payme-test-world.ts';

describe.each(databases())('Payme Merchant API on %s', (kind) => {
  const { t, now, published, payme, basic, rpc, order, txId, setup } = usePaymeApi(kind);

  it('plays the whole sequence: check, create twice, perform twice, check; the order is paid and opens', async () => {
    const { key, account, amount, order: o } = await setup();
    expect((await rpc(key, 'CheckPerformTransaction', { amount, account })).result).toEqual({ allow: true });

    const time = START - 1000;
    const created = await rpc(key, 'CreateTransaction', { id: txId(1), time, amount, account });
    expect(created.result).toEqual({ create_time: START, transaction: expect.any(String), state: 1 });
    now.ms += 5000;
    const again = await rpc(key, 'CreateTransaction', { id: txId(1), time, amount, account });
    expect(again.result).toEqual(created.result);
    expect((await order(o.id)).isPaid).toBe(false);

    const performed = await rpc(key, 'PerformTransaction', { id: txId(1) });
    expect(performed.result).toEqual({
      transaction: created.result?.transaction,
      perform_time: START + 5000,
      state: 2,
    });
    now.ms += 5000;
    expect((await rpc(key, 'PerformTransaction', { id: txId(1) })).result).toEqual(performed.result);
    const paid = await order(o.id);
    expect(paid.isPaid).toBe(true);
    expect(paid.status).toBe('OPEN');
    // Live screens hear it once (the repeated Perform changes nothing).
    expect(published).toEqual([expect.objectContaining({ orderId: o.id, status: 'OPEN', isPaid: true })]);

    expect((await rpc(key, 'CheckTransaction', { id: txId(1) })).result).toEqual({
      create_time: START,
      perform_time: START + 5000,
      cancel_time: 0,
      transaction: created.result?.transaction,
      state: 2,
      reason: null,
    });
    // A second Check of a paid order is refused with an account error.
    const recheck = await rpc(key, 'CheckPerformTransaction', { amount, account });
    expect(recheck.error).toMatchObject({ code: -31050, data: 'order_id' });
    // The stored transaction is dated by the app's clock (created, then performed), not by the database's.
    const [stored] = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.providerTxId, txId(1)));
    expect([stored?.createdDate.getTime(), stored?.lastModifiedDate.getTime()]).toEqual([
      START,
      START + 5000,
    ]);
  });

  it('moves a later order to AT_TIME when paid', async () => {
    const { key, account, amount, order: o } = await setup({ later: true });
    await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account });
    await rpc(key, 'PerformTransaction', { id: txId(1) });
    expect((await order(o.id)).status).toBe('AT_TIME');
  });

  it('reads the body whatever the content type', async () => {
    const { key, account, amount } = await setup();
    for (const contentType of [
      'text/plain',
      'application/json; charset=UTF-8',
      'application/x-www-form-urlencoded',
    ]) {
      const res = await payme(
        key,
        { method: 'CheckPerformTransaction', params: { amount, account }, id: 7 },
        { contentType },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: { allow: true }, id: 7 });
    }
    const bare = await t.call('POST', '/payments/v2/payme', {
      headers: { authorization: basic('Paycom', key) },
      payload: Buffer.from(
        JSON.stringify({ method: 'CheckPerformTransaction', params: { amount, account }, id: 8 }),
      ),
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ result: { allow: true }, id: 8 });
  });

  it('refuses bad credentials with -32504 and HTTP 200, echoing the id', async () => {
    const { key, account, amount } = await setup();
    const body = { method: 'CheckPerformTransaction', params: { amount, account }, id: 42 };
    for (const res of [
      await payme('wrong-key', body),
      await payme(null, body),
      await payme(key, body, { login: 'Payme' }),
      await payme(`${key}x`, body),
    ]) {
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.id).toBe(42);
      expect(answer.error.code).toBe(-32504);
      expect(answer.error.message).toEqual({
        ru: expect.any(String),
        uz: expect.any(String),
        en: expect.any(String),
      });
    }
  });

  it('finds the merchant by its key: another merchant’s key cannot touch this order', async () => {
    const a = await setup();
    const b = await setup();
    const res = await rpc(b.key, 'CheckPerformTransaction', { amount: a.amount, account: a.account });
    expect(res.error).toMatchObject({ code: -31050, data: 'order_id' });
  });

  it('refuses a key that two merchants share (a configuration error) rather than guess', async () => {
    const a = await setup();
    const b = await setup();
    await t.db.update(merchants).set({ paymeKey: a.key }).where(eq(merchants.id, b.merchant.id));
    const res = await rpc(a.key, 'CheckPerformTransaction', { amount: a.amount, account: a.account });
    expect(res.error?.code).toBe(-32504);
  });

  it('answers protocol errors: not POST, parse, invalid request, unknown method, bad params', async () => {
    const { key } = await setup();
    const get = await payme(key, null, { method: 'GET' });
    expect(get.statusCode).toBe(200);
    expect(get.json().error.code).toBe(-32300);
    const parse = await payme(key, null, { raw: '{"method": "Check' });
    expect(parse.statusCode).toBe(200);
    expect(parse.json()).toMatchObject({ error: { code: -32700 }, id: null });
    expect((await payme(key, { params: {}, id: 3 })).json()).toMatchObject({
      error: { code: -32600 },
      id: 3,
    });
    expect((await payme(key, [1, 2])).json().error.code).toBe(-32600);
    expect((await rpc(key, 'ChargeEverything', {})).error?.code).toBe(-32601);
    expect((await rpc(key, 'CreateTransaction', { id: txId(1) })).error?.code).toBe(-32600);
    expect((await rpc(key, 'CancelTransaction', { id: txId(1), reason: 'x' })).error?.code).toBe(-32600);
  });

  it('refuses a wrong amount with -31001 and writes nothing', async () => {
    const { key, account, amount } = await setup();
    expect((await rpc(key, 'CheckPerformTransaction', { amount: amount - 100, account })).error?.code).toBe(
      -31001,
    );
    expect((await rpc(key, 'CheckPerformTransaction', { amount: amount + 0.5, account })).error?.code).toBe(
      -31001,
    );
    const create = await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount: 4500, account });
    expect(create.error?.code).toBe(-31001);
    expect((await rpc(key, 'CheckTransaction', { id: txId(1) })).error?.code).toBe(-31003);
  });

  it('refuses an unknown, non-Payme, paid or cancelled order with -31050, a localized message and data order_id', async () => {
    const p = await setup();
    const { key, amount } = p;
    const cash = await createOrderRow(t.db, {
      merchantId: p.merchant.id,
      userId: p.user.id,
      branchId: p.branchId,
      paymentType: 'CASH',
      status: 'OPEN',
    });
    const paid = await createOrderRow(t.db, {
      merchantId: p.merchant.id,
      userId: p.user.id,
      branchId: p.branchId,
      isPaid: true,
      status: 'OPEN',
    });
    const cancelled = await createOrderRow(t.db, {
      merchantId: p.merchant.id,
      userId: p.user.id,
      branchId: p.branchId,
      status: 'CANCELED',
    });
    for (const account of [
      { order_id: '999999' },
      { order_id: 'abc' },
      {},
      { order_id: String(cash.id) },
      { order_id: String(paid.id) },
      { order_id: String(cancelled.id) },
    ]) {
      const res = await rpc(key, 'CheckPerformTransaction', { amount, account });
      expect(res.error).toEqual({
        code: -31050,
        message: { ru: expect.any(String), uz: expect.any(String), en: expect.any(String) },
        data: 'order_id',
      });
    }
  });

  it('refuses a second transaction for an order that already has one waiting (-31008)', async () => {
    const { key, account, amount } = await setup();
    await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account });
    const second = await rpc(key, 'CreateTransaction', { id: txId(2), time: START + 1, amount, account });
    expect(second.error?.code).toBe(-31008);
  });
});
