/**
 * Orders paid online whose payment never came are cancelled by the system after the wait (decision 162), with
 * what they spent given back; nothing else is touched, and two servers sweeping at once cancel an order once.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBranch, createCity, createMerchant, createOrder, createUser } from '../../db/factories.ts';
import { orderEvents, orders, paymentTransactions, users } from '../../db/schema/index.ts';
import { createInProcessOrderEventBus, type OrderEventMessage } from '../../events/order-events.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { createAbandonedOrderSweeper, PAYMENT_TIMEOUT_REASON } from './abandoned.ts';

const NOW = new Date('2026-11-21T09:00:00Z');
const WAIT_MINUTES = 30;
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

describe.each(databases())('overdue online payments (%s)', (kind) => {
  const bus = createInProcessOrderEventBus();
  const published: OrderEventMessage[] = [];
  bus.subscribe((event) => {
    published.push(event);
  });
  const t = useTestApp(kind, { orderEvents: bus });

  function sweeper() {
    return createAbandonedOrderSweeper({
      db: t.db,
      clock: () => NOW,
      orderEvents: bus,
      log: t.app.log,
      waitMinutes: WAIT_MINUTES,
    });
  }

  async function shop() {
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const user = await createUser(t.db, { merchantId: merchant.id, cashback: 0 });
    const order = (over: Partial<Parameters<typeof createOrder>[1]>) =>
      createOrder(t.db, {
        merchantId: merchant.id,
        userId: user.id,
        branchId: branch.id,
        status: 'CREATED',
        paymentType: 'PAYME',
        createdDate: minutesAgo(45),
        ...over,
      });
    return { merchant, user, order };
  }

  const statusOf = async (id: number) =>
    (await t.db.select({ s: orders.status, r: orders.reason }).from(orders).where(eq(orders.id, id)))[0];

  it('cancels an order whose online payment did not come in time, and gives back its cashback', async () => {
    const s = await shop();
    const overdue = await s.order({ cashback: 7_000 });
    published.length = 0;

    expect(await sweeper().sweep()).toBe(1);

    expect(await statusOf(overdue.id)).toEqual({ s: 'CANCELED', r: PAYMENT_TIMEOUT_REASON });
    const [user] = await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, s.user.id));
    expect(user?.c).toBe(7_000);
    const log = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, overdue.id), eq(orderEvents.toStatus, 'CANCELED')));
    expect(log).toMatchObject([{ fromStatus: 'CREATED', actorType: 'SYSTEM' }]);
    expect(published).toEqual([expect.objectContaining({ orderId: overdue.id, status: 'CANCELED' })]);
  });

  it('leaves orders still within the wait, paid, not waiting for a payment, or with a payment in progress', async () => {
    const s = await shop();
    const young = await s.order({ createdDate: minutesAgo(WAIT_MINUTES - 1) });
    const paid = await s.order({ isPaid: true, status: 'OPEN' });
    const cash = await s.order({ paymentType: 'CASH', status: 'OPEN' });
    const transaction = (orderId: number, provider: 'PAYME' | 'CLICK', state: number, status: string) =>
      t.db.insert(paymentTransactions).values({
        merchantId: s.merchant.id,
        orderId,
        provider,
        providerTxId: `tx-${orderId}`,
        state,
        status,
        amount: 45_000,
      });
    const inProgress = await s.order({});
    await transaction(inProgress.id, 'PAYME', 1, 'CREATED');
    // A payment the provider gave up on does not hold the order any more.
    const gaveUp = await s.order({});
    await transaction(gaveUp.id, 'CLICK', -1, 'CANCELLED');

    expect(await sweeper().sweep()).toBe(1);
    expect((await statusOf(gaveUp.id))?.s).toBe('CANCELED');
    for (const kept of [young, inProgress]) expect((await statusOf(kept.id))?.s).toBe('CREATED');
    for (const kept of [paid, cash]) expect((await statusOf(kept.id))?.s).toBe('OPEN');
    // The next round finds nothing new.
    expect(await sweeper().sweep()).toBe(0);
  });

  it('two servers sweeping at the same moment cancel each order once', async () => {
    const s = await shop();
    const a = await s.order({ cashback: 3_000 });
    const b = await s.order({});
    published.length = 0;

    const counts = await Promise.all([sweeper().sweep(), sweeper().sweep()]);

    expect(counts[0] + counts[1]).toBe(2);
    expect(published.map((e) => e.orderId).sort()).toEqual([a.id, b.id].sort());
    const [user] = await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, s.user.id));
    expect(user?.c).toBe(3_000);
  });
});
