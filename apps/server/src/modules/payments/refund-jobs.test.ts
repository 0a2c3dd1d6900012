/**
 * Refund through the provider after a staff cancel (decision 246): a sandbox merchant's paid order is refunded
 * through our own provider endpoints (Payme CancelTransaction reason 5, Uzum reverse; Click in process), a live
 * merchant's waits for a person (manual) whom an ADMIN marks refunded by hand; a provider outage is retried.
 * The refund worker is built as createPaymentServices builds it, on the test app's inject; tests run its rounds.
 */
import { StaffOrderDetailSchema } from '@dasturxon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createPayableOrder } from '../../db/factories/payments.ts';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { paymentTransactions } from '../../db/schema/index.ts';
import { createInProcessOrderEventBus } from '../../events/order-events.ts';
import { testEnv } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { orderTransactionSteps } from '../orders/order-status.ts';
import { staffCookieName } from '../staff/staff-auth.ts';
import { START, usePaymeApi } from './payme-test-world.ts';
import { createRefundService, injectProviderCall } from './refund-service.ts';
import type { ProviderCall } from './refunds.ts';
import { createPaymentRepository } from './repository.ts';

describe.each(databases())('refunds through the provider on %s', (kind) => {
  const { t, now, rpc, txId } = usePaymeApi(kind);
  const clock = () => new Date(now.ms);
  const bus = createInProcessOrderEventBus();

  function worker(call: ProviderCall = injectProviderCall(t.app), intervalMs?: number) {
    return createRefundService({
      db: t.db,
      env: testEnv,
      clock,
      log: t.app.log,
      repo: createPaymentRepository(t.db, clock),
      orders: orderTransactionSteps,
      orderEvents: bus,
      call,
      ...(intervalMs ? { intervalMs } : {}),
    });
  }

  async function staffOf(merchantId: string, role: 'ADMIN' | 'OPERATOR' | 'KITCHEN') {
    const member = await createStaff(t.db, { merchantId, role, name: `${role} Karimova` });
    return createStaffSession(t.db, member, { now: new Date(START) });
  }

  /** A Payme order of `p`, paid through our Merchant API (Create, Perform). */
  async function paidPaymeOrder(merchant: { paymentsSandbox?: boolean } = {}) {
    const p = await createPayableOrder(t.db, { totalPrice: 45_000 }, merchant);
    const key = p.merchant.paymeKey as string;
    const account = { order_id: String(p.order.id) };
    await rpc(key, 'CreateTransaction', { id: txId(1), time: START, amount: 4_500_000, account });
    await rpc(key, 'PerformTransaction', { id: txId(1) });
    return { ...p, key };
  }

  const staffOrder = async (merchant: string, token: string, id: number) => {
    const res = await t.call('GET', `/staff/v1/orders/${id}`, { merchant, token });
    expect(res.statusCode, res.body).toBe(200);
    return StaffOrderDetailSchema.parse(res.json());
  };
  const cancel = async (merchant: string, token: string, id: number) => {
    const res = await t.call('POST', `/staff/v1/orders/${id}/cancel`, {
      merchant,
      token,
      body: { reason: 'Oshxona yopildi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return StaffOrderDetailSchema.parse(res.json());
  };

  it('sandbox Payme: the cancel asks for the refund, CancelTransaction (reason 5) gives it back: -2, refunded', async () => {
    const p = await paidPaymeOrder();
    const admin = await staffOf(p.merchant.id, 'ADMIN');
    const cancelled = await cancel(p.merchant.id, admin, p.order.id);
    expect(cancelled).toMatchObject({ status: 'CANCELED', isPaid: true, refundDue: true });
    expect(cancelled.refund?.state).toBe('inProgress');

    now.ms += 1000;
    expect(await worker().runDue()).toBe(1);

    const after = await staffOrder(p.merchant.id, admin, p.order.id);
    expect(after).toMatchObject({ status: 'CANCELED', isPaid: false, refundDue: false });
    expect(after.refund).toMatchObject({
      state: 'refunded',
      provider: 'PAYME',
      amount: 45_000,
      transactionId: txId(1),
      byHand: null,
    });
    // The history shows the provider's refund after the staff cancel.
    expect(after.history.at(-1)).toMatchObject({
      kind: 'UPDATE',
      actor: { type: 'PROVIDER', name: 'PAYME' },
    });
    expect((await rpc(p.key, 'CheckTransaction', { id: txId(1) })).result).toMatchObject({
      state: -2,
      reason: 5,
    });
    // The customer's order shows it unpaid (refunded) and cancelled.
    const theirs = await t.call('GET', `/orders/v1/orders/${p.order.id}`, {
      merchant: p.merchant.id,
      token: p.token,
    });
    expect(theirs.json()).toMatchObject({ status: 'CANCELED', isPaid: false, refunded: true });
    // Nothing left to run.
    expect(await worker().runDue()).toBe(0);
  });

  it('sandbox Uzum (reverse) and Click (in process): refunded through the same settlement', async () => {
    for (const provider of ['UZUM', 'CLICK'] as const) {
      const p = await createPayableOrder(t.db, {
        paymentType: provider,
        status: 'OPEN',
        isPaid: true,
        paidAt: new Date(START),
      });
      await t.db.insert(paymentTransactions).values({
        merchantId: p.merchant.id,
        orderId: p.order.id,
        provider,
        providerTxId: `${provider.toLowerCase()}-tx-1`,
        state: 2,
        status: 'CONFIRMED',
        amount: 45_000,
      });
      const admin = await staffOf(p.merchant.id, 'ADMIN');
      await cancel(p.merchant.id, admin, p.order.id);
      expect(await worker().runDue()).toBe(1);
      const after = await staffOrder(p.merchant.id, admin, p.order.id);
      expect(after, provider).toMatchObject({ isPaid: false, refundDue: false });
      expect(after.refund, provider).toMatchObject({ state: 'refunded', provider });
    }
  });

  it('a provider outage is retried after a wait, then refunded', async () => {
    const p = await paidPaymeOrder();
    const admin = await staffOf(p.merchant.id, 'ADMIN');
    await cancel(p.merchant.id, admin, p.order.id);
    const real = injectProviderCall(t.app);
    let down = true;
    const w = worker(async (...args) => {
      if (down) throw new Error('connect ECONNREFUSED');
      return real(...args);
    });
    expect(await w.runDue()).toBe(1);
    expect((await staffOrder(p.merchant.id, admin, p.order.id)).refund?.state).toBe('inProgress');
    // Not due again before its wait (a minute after the first failure).
    down = false;
    now.ms += 30_000;
    expect(await w.runDue()).toBe(0);
    now.ms += 31_000;
    expect(await w.runDue()).toBe(1);
    const after = await staffOrder(p.merchant.id, admin, p.order.id);
    expect(after).toMatchObject({ isPaid: false, refundDue: false, refund: { state: 'refunded' } });
  });

  it('a started worker runs a due refund by itself; a kick after the cancel asks at once', async () => {
    const p = await paidPaymeOrder();
    const admin = await staffOf(p.merchant.id, 'ADMIN');
    const w = worker(injectProviderCall(t.app), 10);
    w.kick(); // not started: nothing runs
    await cancel(p.merchant.id, admin, p.order.id);
    expect((await staffOrder(p.merchant.id, admin, p.order.id)).refund?.state).toBe('inProgress');
    w.start();
    try {
      w.kick();
      await vi.waitFor(
        async () =>
          expect((await staffOrder(p.merchant.id, admin, p.order.id)).refund?.state).toBe('refunded'),
        { timeout: 15_000, interval: 50 },
      );
    } finally {
      w.stop();
    }
  });

  it('live merchant: manual with provider, amount and transaction; ADMIN marks it refunded by hand, once', async () => {
    const p = await paidPaymeOrder({ paymentsSandbox: false });
    const admin = await staffOf(p.merchant.id, 'ADMIN');
    await cancel(p.merchant.id, admin, p.order.id);
    const heard: number[] = [];
    bus.subscribe((e) => {
      heard.push(e.orderId);
    });
    expect(await worker().runDue()).toBe(1);
    // The desk's live screens hear that the refund now waits for a person.
    expect(heard).toEqual([p.order.id]);
    const due = await staffOrder(p.merchant.id, admin, p.order.id);
    expect(due).toMatchObject({ isPaid: true, refundDue: true });
    expect(due.refund).toEqual({
      state: 'manual',
      provider: 'PAYME',
      amount: 45_000,
      transactionId: txId(1),
      manualReason: 'liveProvider',
      refundedAt: null,
      byHand: null,
    });

    const mark = (token: string, opts: Record<string, unknown> = {}, merchant = p.merchant.id) =>
      t.call('POST', `/staff/v1/orders/${p.order.id}/refunded`, {
        merchant,
        token,
        body: { reference: 'Payme kabinet #8841' },
        ...opts,
      });
    expect((await mark(await staffOf(p.merchant.id, 'OPERATOR'))).statusCode).toBe(403);
    expect((await mark(await staffOf(p.merchant.id, 'KITCHEN'))).statusCode).toBe(403);
    const other = await createPayableOrder(t.db);
    expect((await mark(await staffOf(other.merchant.id, 'ADMIN'), {}, other.merchant.id)).statusCode).toBe(
      404,
    );
    expect((await mark(admin, { body: { reference: '  ' } })).statusCode).toBe(400);
    const cookies = { [staffCookieName(p.merchant.id)]: admin };
    const fromElsewhere = await t.call('POST', `/staff/v1/orders/${p.order.id}/refunded`, {
      merchant: p.merchant.id,
      cookies,
      headers: { origin: 'https://evil.example' },
      body: { reference: 'x' },
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect((await staffOrder(p.merchant.id, admin, p.order.id)).isPaid).toBe(true);

    now.ms += 60_000;
    const first = await mark(admin);
    expect(first.statusCode, first.body).toBe(200);
    const marked = StaffOrderDetailSchema.parse(first.json());
    expect(marked).toMatchObject({ isPaid: false, refundDue: false });
    expect(marked.refund).toMatchObject({
      state: 'refunded',
      provider: 'PAYME',
      transactionId: txId(1),
      byHand: {
        staffName: 'ADMIN Karimova',
        at: new Date(now.ms).toISOString(),
        reference: 'Payme kabinet #8841',
      },
    });
    expect(marked.history.at(-1)).toEqual({
      at: new Date(now.ms).toISOString(),
      kind: 'UPDATE',
      fromStatus: 'CANCELED',
      toStatus: 'CANCELED',
      actor: { type: 'STAFF', name: 'ADMIN Karimova' },
      reason: 'Payme kabinet #8841',
    });
    now.ms += 60_000;
    const again = await mark(admin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // The provider's own refund arriving later changes nothing visible.
    expect((await rpc(p.key, 'CancelTransaction', { id: txId(1), reason: 5 })).result).toMatchObject({
      state: -2,
    });
    expect((await staffOrder(p.merchant.id, admin, p.order.id)).refund?.state).toBe('refunded');
  });

  it('refuses to mark an unpaid cancelled order refunded (409)', async () => {
    const p = await createPayableOrder(t.db, { status: 'CANCELED' });
    const admin = await staffOf(p.merchant.id, 'ADMIN');
    const res = await t.call('POST', `/staff/v1/orders/${p.order.id}/refunded`, {
      merchant: p.merchant.id,
      token: admin,
      body: { reference: 'x' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_STATE_CONFLICT');
  });

  it('a paid cash order cancelled shows the refund due, with no provider', async () => {
    const p = await createPayableOrder(t.db, { paymentType: 'CASH', status: 'OPEN', isPaid: true });
    const admin = await staffOf(p.merchant.id, 'ADMIN');
    const cancelled = await cancel(p.merchant.id, admin, p.order.id);
    expect(cancelled.refund).toMatchObject({ state: 'due', provider: null, amount: 45_000 });
    expect(await worker().runDue()).toBe(0);
  });
});
