import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderRow } from '../../db/factories/payments.ts';
import { orders } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { PAYME_TIMEOUT_MS } from './payme.ts';
import { START, usePaymeApi } from './payme-test-world.ts';

describe.each(databases())('Payme Merchant API on %s: concurrency, cancel, expiry, statement', (kind) => {
  const { t, now, payme, rpc, order, txId, setup } = usePaymeApi(kind);

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
    now.ms += 1000;
    const cancelled = await rpc(key, 'CancelTransaction', { id: txId(1), reason: 3 });
    expect(cancelled.result).toEqual({
      transaction: expect.any(String),
      cancel_time: START + 1000,
      state: -1,
    });
    now.ms += 1000;
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
    now.ms += 60_000;
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
    now.ms = START + PAYME_TIMEOUT_MS;
    // Exactly 12 h is still in time: Check changes nothing either way.
    expect((await rpc(key, 'CheckTransaction', { id: txId(1) })).result).toMatchObject({ state: 1 });
    now.ms = START + PAYME_TIMEOUT_MS + 1;
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
    const fresh = await rpc(key, 'CreateTransaction', { id: txId(2), time: now.ms, amount, account });
    expect(fresh.result).toMatchObject({ state: 1 });
  });

  it('expires a stale waiting transaction when Create repeats it after 12 hours', async () => {
    const { key, account, amount } = await setup();
    await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount, account });
    now.ms = START + PAYME_TIMEOUT_MS + 10;
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
