import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOrderRow, createPayableOrder } from '../../db/factories/payments.ts';
import { merchants, orders, paymentTransactions } from '../../db/schema/index.ts';
import { createInProcessOrderEventBus, type OrderEventMessage } from '../../events/order-events.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { PAYME_TIMEOUT_MS } from './payme.ts';

const START = Date.UTC(2026, 10, 21, 9, 0, 0);

describe.each(databases())('Payme Merchant API on %s', (kind) => {
  let nowMs = START;
  const bus = createInProcessOrderEventBus();
  const published: OrderEventMessage[] = [];
  bus.subscribe((event) => published.push(event));
  const t = useTestApp(kind, { clock: () => new Date(nowMs), orderEvents: bus });
  beforeEach(() => {
    nowMs = START;
    published.length = 0;
  });

  let rpcId = 0;
  /** A Payme Merchant API request: JSON-RPC with the cashbox's Basic key (`key` null: none). */
  function payme(
    key: string | null,
    body: unknown,
    opts: { contentType?: string; method?: 'POST' | 'GET'; login?: string; raw?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'content-type': opts.contentType ?? 'application/json' };
    if (key !== null) headers.authorization = basic(opts.login ?? 'Paycom', key);
    return t.call(opts.method ?? 'POST', '/payments/v2/payme', {
      headers,
      ...(opts.method === 'GET' ? {} : { payload: opts.raw ?? JSON.stringify(body) }),
    });
  }
  const basic = (login: string, key: string) => `Basic ${Buffer.from(`${login}:${key}`).toString('base64')}`;
  async function rpc(key: string, method: string, params: unknown) {
    rpcId += 1;
    const res = await payme(key, { method, params, id: rpcId });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      id: number;
      result?: Record<string, unknown>;
      error?: Record<string, unknown>;
    };
    expect(body.id).toBe(rpcId);
    return body;
  }
  const order = async (id: number) => {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('order gone');
    return row;
  };
  const txId = (n: number) => `5305e3bab097f420a62ced${String(n).padStart(2, '0')}`;

  async function setup(overrides: Parameters<typeof createPayableOrder>[1] = {}) {
    const p = await createPayableOrder(t.db, { totalPrice: 45_000, ...overrides });
    const key = p.merchant.paymeKey as string;
    const account = { order_id: String(p.order.id) };
    return { ...p, key, account, amount: 4_500_000 };
  }

  it('plays the whole sequence: check, create twice, perform twice, check; the order is paid and opens', async () => {
    const { key, account, amount, order: o } = await setup();
    expect((await rpc(key, 'CheckPerformTransaction', { amount, account })).result).toEqual({ allow: true });

    const time = START - 1000;
    const created = await rpc(key, 'CreateTransaction', { id: txId(1), time, amount, account });
    expect(created.result).toEqual({ create_time: START, transaction: expect.any(String), state: 1 });
    nowMs += 5000;
    const again = await rpc(key, 'CreateTransaction', { id: txId(1), time, amount, account });
    expect(again.result).toEqual(created.result);
    expect((await order(o.id)).isPaid).toBe(false);

    const performed = await rpc(key, 'PerformTransaction', { id: txId(1) });
    expect(performed.result).toEqual({
      transaction: created.result?.transaction,
      perform_time: START + 5000,
      state: 2,
    });
    nowMs += 5000;
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

  it('lets only one of two simultaneous Creates for one order through', async () => {
    const { key, account, amount } = await setup();
    const responses = await Promise.all(
      [1, 2].map((n) =>
        payme(key, {
          method: 'CreateTransaction',
          params: { id: txId(n), time: START, amount, account },
          id: n,
        }),
      ),
    );
    const answers = responses.map((r) => r.json() as { result?: unknown; error?: { code: number } });
    expect(answers.filter((a) => a.result).length).toBe(1);
    expect(answers.filter((a) => a.error?.code === -31008).length).toBe(1);
  });

  it('cancels before perform: state -1, the waiting order is cancelled, repeats are identical', async () => {
    const { key, account, amount, order: o } = await setup();
    await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account });
    nowMs += 1000;
    const cancelled = await rpc(key, 'CancelTransaction', { id: txId(1), reason: 3 });
    expect(cancelled.result).toEqual({
      transaction: expect.any(String),
      cancel_time: START + 1000,
      state: -1,
    });
    nowMs += 1000;
    expect((await rpc(key, 'CancelTransaction', { id: txId(1), reason: 3 })).result).toEqual(
      cancelled.result,
    );
    const row = await order(o.id);
    expect(row.status).toBe('CANCELED');
    expect(row.isPaid).toBe(false);
    expect((await rpc(key, 'PerformTransaction', { id: txId(1) })).error?.code).toBe(-31008);
    expect(
      (await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account })).error?.code,
    ).toBe(-31008);
    expect((await rpc(key, 'CheckTransaction', { id: txId(1) })).result).toMatchObject({
      state: -1,
      reason: 3,
    });
  });

  it('cancels after perform (refund): state -2, the order shows unpaid and is cancelled', async () => {
    const { key, account, amount, order: o } = await setup();
    await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account });
    await rpc(key, 'PerformTransaction', { id: txId(1) });
    nowMs += 60_000;
    const refund = await rpc(key, 'CancelTransaction', { id: txId(1), reason: 5 });
    expect(refund.result).toEqual({
      transaction: expect.any(String),
      cancel_time: START + 60_000,
      state: -2,
    });
    expect((await rpc(key, 'CancelTransaction', { id: txId(1), reason: 5 })).result).toEqual(refund.result);
    const row = await order(o.id);
    expect(row.isPaid).toBe(false);
    expect(row.status).toBe('CANCELED');
    expect((await rpc(key, 'CheckTransaction', { id: txId(1) })).result).toMatchObject({
      state: -2,
      reason: 5,
      perform_time: START,
      cancel_time: START + 60_000,
    });
  });

  it('refuses a refund once the kitchen has started (-31007) and keeps the order paid', async () => {
    const { key, account, amount, order: o } = await setup();
    await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account });
    await rpc(key, 'PerformTransaction', { id: txId(1) });
    for (const status of ['COOKING', 'DELIVERED'] as const) {
      await t.db.update(orders).set({ status }).where(eq(orders.id, o.id));
      expect((await rpc(key, 'CancelTransaction', { id: txId(1), reason: 5 })).error?.code).toBe(-31007);
      expect((await order(o.id)).isPaid).toBe(true);
    }
    expect((await rpc(key, 'CheckTransaction', { id: txId(1) })).result).toMatchObject({ state: 2 });
  });

  it('cancels a transaction left waiting over 12 hours (reason 4) and answers -31008', async () => {
    const { key, account, amount, order: o } = await setup();
    await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account });
    nowMs = START + PAYME_TIMEOUT_MS;
    // Exactly 12 h is still in time: Check changes nothing either way.
    expect((await rpc(key, 'CheckTransaction', { id: txId(1) })).result).toMatchObject({ state: 1 });
    nowMs = START + PAYME_TIMEOUT_MS + 1;
    expect((await rpc(key, 'PerformTransaction', { id: txId(1) })).error?.code).toBe(-31008);
    expect((await rpc(key, 'CheckTransaction', { id: txId(1) })).result).toEqual({
      create_time: START,
      perform_time: 0,
      cancel_time: START + PAYME_TIMEOUT_MS + 1,
      transaction: expect.any(String),
      state: -1,
      reason: 4,
    });
    expect(
      (await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account })).error?.code,
    ).toBe(-31008);
    // The order stays payable: a new transaction may pay it (decision 111).
    expect((await order(o.id)).status).toBe('CREATED');
    const fresh = await rpc(key, 'CreateTransaction', { id: txId(2), time: nowMs, amount, account });
    expect(fresh.result).toMatchObject({ state: 1 });
  });

  it('expires a stale waiting transaction when Create repeats it after 12 hours', async () => {
    const { key, account, amount } = await setup();
    await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account });
    nowMs = START + PAYME_TIMEOUT_MS + 10;
    expect(
      (await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account })).error?.code,
    ).toBe(-31008);
    expect((await rpc(key, 'CheckTransaction', { id: txId(1) })).result).toMatchObject({
      state: -1,
      reason: 4,
    });
  });

  it('answers -31003 for an unknown transaction', async () => {
    const { key } = await setup();
    for (const method of ['PerformTransaction', 'CheckTransaction']) {
      expect((await rpc(key, method, { id: txId(9) })).error?.code).toBe(-31003);
    }
    expect((await rpc(key, 'CancelTransaction', { id: txId(9), reason: 1 })).error?.code).toBe(-31003);
  });

  it('lists transactions by Payme time in GetStatement: inclusive range, ascending, every state', async () => {
    const p = await setup();
    const { key, amount } = p;
    const more = [];
    for (let i = 0; i < 3; i += 1) {
      more.push(
        await createOrderRow(t.db, { merchantId: p.merchant.id, userId: p.user.id, branchId: p.branchId }),
      );
    }
    const times = [START - 3000, START - 2000, START - 1000, START];
    const ids = [p.order.id, ...more.map((o) => o.id)];
    // Created out of time order.
    for (const i of [2, 0, 3, 1]) {
      await rpc(key, 'CreateTransaction', {
        id: txId(i),
        time: times[i],
        amount,
        account: { order_id: String(ids[i]) },
      });
    }
    await rpc(key, 'PerformTransaction', { id: txId(1) });
    await rpc(key, 'CancelTransaction', { id: txId(2), reason: 3 });
    const statement = await rpc(key, 'GetStatement', { from: times[0], to: times[2] });
    const list = (statement.result as { transactions: Record<string, unknown>[] }).transactions;
    expect(list.map((x) => x.id)).toEqual([txId(0), txId(1), txId(2)]);
    expect(list.map((x) => x.state)).toEqual([1, 2, -1]);
    expect(list[0]).toEqual({
      id: txId(0),
      time: times[0],
      amount,
      account: { order_id: String(ids[0]) },
      create_time: START,
      perform_time: 0,
      cancel_time: 0,
      transaction: expect.any(String),
      state: 1,
      reason: null,
      receivers: null,
    });
    const other = await setup();
    const empty = await rpc(other.key, 'GetStatement', { from: times[0], to: times[3] });
    expect(empty.result).toEqual({ transactions: [] });
  });
});
