/**
 * A cash order handed over without its money (decision 363): the courier of the order (or the desk) records why,
 * the order is delivered and stays unpaid with `cashDue` (and in the cash-due filter) until the desk marks the
 * money brought in, or an admin writes it off (decision 375). Another merchant's or another courier's staff are refused, repeats and simultaneous requests
 * write once, and an open board hears each change.
 */
import type { AddressInfo } from 'node:net';
import {
  type OrderStatus,
  type PaymentType,
  type StaffOrderDetail,
  StaffOrderDetailSchema,
  StaffOrderEventSchema,
  StaffOrderPageSchema,
} from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createCourierAccount, createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createCity, createMerchant, createOrder, createUser } from '../../db/factories.ts';
import { orderEvents } from '../../db/schema/index.ts';
import { type SseFrame, sseReader } from '../../testing/sse-reader.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { staffCookieName } from './staff-auth.ts';

const NOW = new Date('2026-03-14T13:45:00.000Z');

describe.each(databases())('cash not collected at handover on %s', (kind) => {
  const t = useTestApp(kind, { clock: () => NOW });
  const aborts: AbortController[] = [];
  afterEach(() => {
    for (const a of aborts.splice(0)) a.abort();
  });

  async function shop() {
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const customer = await createUser(t.db, { merchantId: merchant.id });
    const operator = await createStaff(t.db, { merchantId: merchant.id, role: 'OPERATOR', name: 'Dilnoza' });
    const operatorToken = await createStaffSession(t.db, operator);
    const adminToken = await createStaffSession(
      t.db,
      await createStaff(t.db, { merchantId: merchant.id, role: 'ADMIN', name: 'Malika' }),
    );
    const kitchen = await createStaffSession(
      t.db,
      await createStaff(t.db, { merchantId: merchant.id, role: 'KITCHEN' }),
    );
    const { courier, account } = await createCourierAccount(t.db, { merchantId: merchant.id, name: 'Jasur' });
    const courierToken = await createStaffSession(t.db, account);
    const other = await createCourierAccount(t.db, { merchantId: merchant.id, name: 'Bobur' });
    const otherCourierToken = await createStaffSession(t.db, other.account);
    const order = (o: { status?: OrderStatus; paymentType?: PaymentType; courier?: boolean } = {}) =>
      createOrder(t.db, {
        merchantId: merchant.id,
        userId: customer.id,
        branchId: branch.id,
        serviceType: 'DELIVERY',
        status: o.status ?? 'ON_WAY',
        paymentType: o.paymentType ?? 'CASH',
        courierId: o.courier === false ? null : courier.id,
        totalPrice: 120_000,
      });
    const post = (token: string, path: string, body?: unknown, merchantId = merchant.id) =>
      t.call('POST', path, { merchant: merchantId, token, lang: 'eng', ...(body ? { body } : {}) });
    const unpaid = (token: string, id: number, body: unknown = { reason: 'REFUSED', note: 'No money' }) =>
      post(token, `/staff/v1/orders/${id}/handover-unpaid`, body);
    const received = (token: string, id: number) => post(token, `/staff/v1/orders/${id}/cash-received`);
    const writeOff = (token: string, id: number, body: unknown = { note: 'Customer moved away' }) =>
      post(token, `/staff/v1/orders/${id}/cash-written-off`, body);
    const asConsole = async (id: number): Promise<StaffOrderDetail> => {
      const res = await t.call('GET', `/staff/v1/orders/${id}`, {
        merchant: merchant.id,
        token: operatorToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      return StaffOrderDetailSchema.parse(res.json());
    };
    const cashDueList = async () => {
      const res = await t.call('GET', '/staff/v1/orders?cashDue=true', {
        merchant: merchant.id,
        token: operatorToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      return StaffOrderPageSchema.parse(res.json()).content.map((o) => o.id);
    };
    const payments = async (id: number) =>
      (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter(
        (e) => e.kind === 'PAID' || e.kind === 'PAID_AND_CHANGE_STATUS',
      );
    return {
      merchant,
      operatorToken,
      adminToken,
      kitchen,
      courierToken,
      otherCourierToken,
      order,
      post,
      unpaid,
      received,
      writeOff,
      asConsole,
      cashDueList,
      payments,
    };
  }

  it('the courier records a refusal: delivered, not paid, flagged; the desk marks the money brought in', async () => {
    const s = await shop();
    const order = await s.order();
    const res = await s.unpaid(s.courierToken, order.id, {
      reason: 'PARTIAL',
      note: 'Paid a part',
      collected: 50_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'DELIVERED',
      isPaid: false,
      cashDue: { reason: 'PARTIAL', note: 'Paid a part', collected: 50_000, due: 70_000, staffName: 'Jasur' },
    });
    const detail = await s.asConsole(order.id);
    expect(detail).toMatchObject({ status: 'DELIVERED', isPaid: false, paidAt: null });
    expect(detail.history.find((h) => h.toStatus === 'DELIVERED')).toMatchObject({
      kind: 'CHANGE_STATUS',
      actor: { type: 'STAFF', name: 'Jasur' },
      unpaid: { reason: 'PARTIAL', collected: 50_000, note: 'Paid a part' },
    });
    expect(await s.payments(order.id)).toEqual([]);
    expect(await s.cashDueList()).toEqual([order.id]);

    const paid = await s.received(s.operatorToken, order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'DELIVERED',
      isPaid: true,
      paidAt: NOW.toISOString(),
      cashDue: null,
    });
    expect(await s.cashDueList()).toEqual([]);
    expect(await s.payments(order.id)).toEqual([
      expect.objectContaining({ kind: 'PAID', actorType: 'STAFF' }),
    ]);
    // The history keeps why it was handed over unpaid, and adds who took the money in, with no second status.
    const history = (await s.asConsole(order.id)).history;
    expect(history.filter((h) => h.toStatus === 'DELIVERED')).toHaveLength(1);
    expect(history.find((h) => h.kind === 'PAID')).toMatchObject({
      kind: 'PAID',
      toStatus: null,
      actor: { type: 'STAFF', name: 'Dilnoza' },
    });
    expect(history.find((h) => h.toStatus === 'DELIVERED')?.unpaid).toMatchObject({ reason: 'PARTIAL' });
    // A repeat answers the same and pays once.
    expect((await s.received(s.operatorToken, order.id)).json()).toMatchObject({ isPaid: true });
    expect(await s.payments(order.id)).toHaveLength(1);
  });

  it('an admin writes the money off: still unpaid, no longer due, who and why kept; a repeat writes once', async () => {
    const s = await shop();
    const order = await s.order();
    await s.unpaid(s.courierToken, order.id, { reason: 'PARTIAL', collected: 20_000, note: 'Short' });
    const historyBefore = (await s.asConsole(order.id)).history;
    const res = await s.writeOff(s.adminToken, order.id, { note: '  Customer moved away  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'DELIVERED',
      isPaid: false,
      paidAt: null,
      cashDue: null,
      cashWrittenOff: {
        amount: 100_000,
        note: 'Customer moved away',
        staffName: 'Malika',
        at: NOW.toISOString(),
      },
    });
    expect(await s.cashDueList()).toEqual([]);
    expect(await s.payments(order.id)).toEqual([]);
    // The history is unchanged (no spec kind for it), still telling why it was handed over unpaid.
    const detail = await s.asConsole(order.id);
    expect(detail.history).toEqual(historyBefore);
    expect(detail.cashWrittenOff).toMatchObject({ staffName: 'Malika' });
    // A repeat answers the same and keeps the first note.
    const again = await s.writeOff(s.adminToken, order.id, { note: 'Second note' });
    expect(again.statusCode).toBe(200);
    expect(again.json().cashWrittenOff).toMatchObject({ note: 'Customer moved away' });
    // The money turning up after all: the desk can still take it in, and the order is paid.
    const paid = await s.received(s.operatorToken, order.id);
    expect(paid.json()).toMatchObject({ isPaid: true, cashDue: null, cashWrittenOff: null });
  });

  it("a write-off is the admin's alone, needs a reason, and only for money still due", async () => {
    const s = await shop();
    const order = await s.order();
    await s.unpaid(s.courierToken, order.id);
    expect((await s.writeOff(s.operatorToken, order.id)).statusCode).toBe(403);
    expect((await s.writeOff(s.courierToken, order.id)).statusCode).toBe(403);
    expect((await s.writeOff(s.kitchen, order.id)).statusCode).toBe(403);
    const elsewhere = await shop();
    const foreign = await s.post(
      elsewhere.adminToken,
      `/staff/v1/orders/${order.id}/cash-written-off`,
      { note: 'x' },
      elsewhere.merchant.id,
    );
    expect(foreign.statusCode).toBe(404);
    const blank = await s.writeOff(s.adminToken, order.id, { note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(await s.cashDueList()).toEqual([order.id]);

    const notDue = await s.order({ status: 'DELIVERED' });
    const ru = await t.call('POST', `/staff/v1/orders/${notDue.id}/cash-written-off`, {
      merchant: s.merchant.id,
      token: s.adminToken,
      lang: 'ru',
      body: { note: 'x' },
    });
    expect(ru.statusCode).toBe(409);
    expect(ru.json().message).toBe('Этот заказ не передавался без оплаты: сдавать по нему нечего.');
    await s.received(s.operatorToken, order.id);
    expect((await s.writeOff(s.adminToken, order.id)).statusCode).toBe(409);
  });

  it('refuses another courier, another merchant, the kitchen, and a courier marking the money received', async () => {
    const s = await shop();
    const order = await s.order();
    const otherCourier = await s.unpaid(s.otherCourierToken, order.id);
    expect(otherCourier.statusCode).toBe(404);
    const elsewhere = await shop();
    const foreign = await s.post(
      elsewhere.operatorToken,
      `/staff/v1/orders/${order.id}/handover-unpaid`,
      { reason: 'REFUSED' },
      elsewhere.merchant.id,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await s.unpaid(s.kitchen, order.id)).statusCode).toBe(403);
    expect((await s.asConsole(order.id)).status).toBe('ON_WAY');

    expect((await s.unpaid(s.courierToken, order.id)).statusCode).toBe(200);
    const byCourier = await s.received(s.courierToken, order.id);
    expect(byCourier.statusCode).toBe(403);
    expect((await s.asConsole(order.id)).isPaid).toBe(false);
  });

  it('refuses an online order and an order not handed over by this move, in the caller language', async () => {
    const s = await shop();
    const online = await s.order({ paymentType: 'PAYME' });
    const res = await s.unpaid(s.operatorToken, online.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ORDER_STATE_CONFLICT',
      message: 'Only an unpaid cash or terminal order can be handed over as not paid.',
    });
    const cooking = await s.order({ status: 'COOKING' });
    expect((await s.unpaid(s.courierToken, cooking.id)).statusCode).toBe(409);
    const notDue = await s.order({ status: 'DELIVERED' });
    const ru = await t.call('POST', `/staff/v1/orders/${notDue.id}/cash-received`, {
      merchant: s.merchant.id,
      token: s.operatorToken,
      lang: 'ru',
    });
    expect(ru.statusCode).toBe(409);
    expect(ru.json().message).toBe('Этот заказ не передавался без оплаты: сдавать по нему нечего.');
    expect((await s.asConsole(online.id)).status).toBe('ON_WAY');
  });

  it('a repeat and two at once write one handover, and a plain delivery racing it leaves one outcome', async () => {
    const s = await shop();
    const order = await s.order();
    const answers = await Promise.all([
      s.unpaid(s.courierToken, order.id),
      s.unpaid(s.operatorToken, order.id),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await s.unpaid(s.courierToken, order.id)).statusCode).toBe(200);
    const detail = await s.asConsole(order.id);
    expect(detail).toMatchObject({ status: 'DELIVERED', isPaid: false });
    expect(detail.history.filter((h) => h.toStatus === 'DELIVERED')).toHaveLength(1);
    expect(await s.payments(order.id)).toEqual([]);

    const raced = await s.order();
    const both = await Promise.all([
      s.unpaid(s.courierToken, raced.id),
      s.post(s.operatorToken, `/staff/v1/orders/${raced.id}/status`, { status: 'DELIVERED' }),
    ]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await s.asConsole(raced.id);
    expect(after.history.filter((h) => h.toStatus === 'DELIVERED')).toHaveLength(1);
    expect(after.isPaid).toBe(after.cashDue === null);
  });

  it('an open board hears the unpaid handover and the money brought in', async () => {
    const s = await shop();
    const order = await s.order();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const abort = new AbortController();
    aborts.push(abort);
    const res = await fetch(`${base}/api/staff/v1/events?merchant=${s.merchant.id}`, {
      headers: { cookie: `${staffCookieName(s.merchant.id)}=${s.operatorToken}` },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const frames = sseReader(res.body as ReadableStream<Uint8Array>);
    const next = async (name: string) => {
      for (;;) {
        const frame: SseFrame = await frames.next(5000);
        if (frame.event === name) return JSON.parse(frame.data ?? '') as unknown;
      }
    };
    await next('ready');
    expect((await s.unpaid(s.courierToken, order.id)).statusCode).toBe(200);
    expect(StaffOrderEventSchema.parse(await next('order'))).toMatchObject({
      orderId: order.id,
      status: 'DELIVERED',
      isPaid: false,
    });
    expect((await s.received(s.operatorToken, order.id)).statusCode).toBe(200);
    expect(StaffOrderEventSchema.parse(await next('order'))).toMatchObject({
      orderId: order.id,
      isPaid: true,
    });
  });
});
