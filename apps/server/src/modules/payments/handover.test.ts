/**
 * Cash and terminal orders are paid when handed over (decision 354): delivered by the courier, picked up or
 * closed at the table. What the customer's order screen and the console read, what the live screens hear, and
 * that it happens once: not on a repeat, not twice under two simultaneous moves, never for a cancelled order,
 * never again for an order paid online.
 */
import {
  type Order,
  OrderSchema,
  type OrderServiceType,
  type OrderStatus,
  type PaymentType,
  type StaffOrderDetail,
  StaffOrderDetailSchema,
} from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourierAccount, createStaff, createStaffSession } from '../../db/factories/staff.ts';
import {
  createBranch,
  createCity,
  createMerchant,
  createOrder,
  createSession,
  createUser,
} from '../../db/factories.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { createInProcessOrderEventBus, type OrderEventMessage } from '../../events/order-events.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

/** A pinned clock: what paidAt says does not depend on when the tests run. */
const NOW = new Date('2026-03-14T13:45:00.000Z');
const EARLIER = new Date('2026-03-14T12:00:00.000Z');

describe.each(databases())('orders paid on handover on %s', (kind) => {
  const bus = createInProcessOrderEventBus();
  const published: OrderEventMessage[] = [];
  bus.subscribe((e) => published.push(e));
  const t = useTestApp(kind, { orderEvents: bus, clock: () => NOW });

  /** A merchant with a branch, a signed-in customer, a signed-in admin and a signed-in courier. */
  async function shop() {
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const customer = await createUser(t.db, { merchantId: merchant.id, firstName: 'Aziza' });
    const customerToken = await createSession(t.db, customer);
    const admin = await createStaff(t.db, { merchantId: merchant.id, role: 'ADMIN' });
    const adminToken = await createStaffSession(t.db, admin);
    const { courier, account } = await createCourierAccount(t.db, { merchantId: merchant.id, name: 'Jasur' });
    const courierToken = await createStaffSession(t.db, account);
    const order = (
      o: { serviceType: OrderServiceType; status: OrderStatus; paymentType: PaymentType } & object,
    ) =>
      createOrder(t.db, {
        merchantId: merchant.id,
        userId: customer.id,
        branchId: branch.id,
        courierId: o.serviceType === 'DELIVERY' ? courier.id : null,
        ...o,
      });
    const move = (id: number, status: OrderStatus, as: 'admin' | 'courier' = 'admin') =>
      t.call('POST', `/staff/v1/orders/${id}/status`, {
        merchant: merchant.id,
        token: as === 'admin' ? adminToken : courierToken,
        body: { status },
        lang: 'eng',
      });
    /** The order as the customer's order screen reads it. */
    const asCustomer = async (id: number): Promise<Order> => {
      const res = await t.call('GET', `/orders/v1/orders/${id}`, {
        merchant: merchant.id,
        token: customerToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      return OrderSchema.parse(res.json());
    };
    /** The order as the console's order card and detail read it. */
    const asConsole = async (id: number): Promise<StaffOrderDetail> => {
      const res = await t.call('GET', `/staff/v1/orders/${id}`, { merchant: merchant.id, token: adminToken });
      expect(res.statusCode, res.body).toBe(200);
      return StaffOrderDetailSchema.parse(res.json());
    };
    const payments = async (id: number) =>
      (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter(
        (e) => e.kind === 'PAID' || e.kind === 'PAID_AND_CHANGE_STATUS',
      );
    return { merchant, adminToken, order, move, asCustomer, asConsole, payments };
  }

  it('a cash order the courier delivers is paid: the customer, the console and the live screens see it', async () => {
    const s = await shop();
    const order = await s.order({ serviceType: 'DELIVERY', status: 'DONE', paymentType: 'CASH' });
    expect((await s.move(order.id, 'ATTACHED', 'courier')).statusCode).toBe(200);
    expect((await s.move(order.id, 'ON_WAY', 'courier')).statusCode).toBe(200);
    // On the way the money is not taken yet.
    expect(await s.asCustomer(order.id)).toMatchObject({ isPaid: false, paidAt: null });
    published.length = 0;

    const delivered = await s.move(order.id, 'DELIVERED', 'courier');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ status: 'DELIVERED', isPaid: true });
    expect(await s.asCustomer(order.id)).toMatchObject({
      status: 'DELIVERED',
      isPaid: true,
      paidAt: NOW.toISOString(),
      refunded: false,
      canPay: false,
    });
    const detail = await s.asConsole(order.id);
    expect(detail).toMatchObject({ isPaid: true, refundDue: false });
    // One line in the history: delivered and paid, by the courier who handed it over.
    expect(detail.history.filter((h) => h.toStatus === 'DELIVERED')).toEqual([
      expect.objectContaining({
        kind: 'PAID_AND_CHANGE_STATUS',
        fromStatus: 'ON_WAY',
        toStatus: 'DELIVERED',
        actor: { type: 'STAFF', name: 'Jasur' },
      }),
    ]);
    expect(published).toEqual([
      expect.objectContaining({ orderId: order.id, status: 'DELIVERED', isPaid: true }),
    ]);
    expect(await s.payments(order.id)).toHaveLength(1);
  });

  it('a pick-up handed over at the till and a table closed are paid, in cash or on the terminal', async () => {
    const s = await shop();
    for (const [serviceType, paymentType] of [
      ['PICK_UP', 'CASH'],
      ['PICK_UP', 'TERMINAL'],
      ['DINE_IN', 'CASH'],
      ['DINE_IN', 'TERMINAL'],
    ] as const) {
      const order = await s.order({ serviceType, status: 'DONE', paymentType });
      expect(await s.asCustomer(order.id), `${serviceType} ${paymentType} ready`).toMatchObject({
        isPaid: false,
      });
      expect((await s.move(order.id, 'CLOSED')).statusCode).toBe(200);
      expect(await s.asCustomer(order.id), `${serviceType} ${paymentType}`).toMatchObject({
        status: 'CLOSED',
        isPaid: true,
        paidAt: NOW.toISOString(),
      });
      expect((await s.asConsole(order.id)).isPaid).toBe(true);
      expect(await s.payments(order.id)).toHaveLength(1);
    }
  });

  it('a terminal order the courier delivers is paid', async () => {
    const s = await shop();
    const order = await s.order({ serviceType: 'DELIVERY', status: 'ON_WAY', paymentType: 'TERMINAL' });
    expect((await s.move(order.id, 'DELIVERED', 'courier')).statusCode).toBe(200);
    expect(await s.asCustomer(order.id)).toMatchObject({ isPaid: true, paidAt: NOW.toISOString() });
    expect((await s.asConsole(order.id)).isPaid).toBe(true);
  });

  it('an order paid online keeps its payment; one not paid online is not marked paid by the handover', async () => {
    const s = await shop();
    const paidOnline = await s.order({ serviceType: 'DELIVERY', status: 'ON_WAY', paymentType: 'PAYME' });
    await t.db.update(orders).set({ isPaid: true, paidAt: EARLIER }).where(eq(orders.id, paidOnline.id));
    const notPaidOnline = await s.order({ serviceType: 'PICK_UP', status: 'DONE', paymentType: 'CLICK' });

    expect((await s.move(paidOnline.id, 'DELIVERED', 'courier')).statusCode).toBe(200);
    expect((await s.move(notPaidOnline.id, 'CLOSED')).statusCode).toBe(200);

    expect(await s.asCustomer(paidOnline.id)).toMatchObject({ isPaid: true, paidAt: EARLIER.toISOString() });
    expect((await s.asConsole(paidOnline.id)).history.find((h) => h.toStatus === 'DELIVERED')).toMatchObject({
      kind: 'CHANGE_STATUS',
    });
    expect(await s.payments(paidOnline.id)).toEqual([]);
    expect(await s.asCustomer(notPaidOnline.id)).toMatchObject({ isPaid: false, paidAt: null });
    expect((await s.asConsole(notPaidOnline.id)).isPaid).toBe(false);
  });

  it('a repeat of the final move is refused and does not pay again', async () => {
    const s = await shop();
    const order = await s.order({ serviceType: 'DELIVERY', status: 'ON_WAY', paymentType: 'CASH' });
    expect((await s.move(order.id, 'DELIVERED', 'courier')).statusCode).toBe(200);
    published.length = 0;
    for (const as of ['courier', 'admin'] as const) {
      const again = await s.move(order.id, 'DELIVERED', as);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'ORDER_STATE_CONFLICT',
        message: 'The order cannot move from DELIVERED to DELIVERED.',
      });
    }
    expect(published).toEqual([]);
    expect(await s.asCustomer(order.id)).toMatchObject({ isPaid: true, paidAt: NOW.toISOString() });
    expect(await s.payments(order.id)).toHaveLength(1);
  });

  it('two simultaneous handovers of one order: one wins, the order is paid once', async () => {
    const s = await shop();
    const order = await s.order({ serviceType: 'DELIVERY', status: 'ON_WAY', paymentType: 'CASH' });
    const answers = await Promise.all([
      s.move(order.id, 'DELIVERED', 'courier'),
      s.move(order.id, 'DELIVERED', 'admin'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await s.asCustomer(order.id)).toMatchObject({ status: 'DELIVERED', isPaid: true });
    expect(await s.payments(order.id)).toHaveLength(1);
  });

  it('a cash order cancelled before it is handed over stays unpaid, with nothing to give back', async () => {
    const s = await shop();
    const order = await s.order({ serviceType: 'DELIVERY', status: 'COOKING', paymentType: 'CASH' });
    const cancel = await t.call('POST', `/staff/v1/orders/${order.id}/cancel`, {
      merchant: s.merchant.id,
      token: s.adminToken,
      body: { reason: 'Mijoz qo‘ng‘iroq qildi' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await s.asCustomer(order.id)).toMatchObject({
      status: 'CANCELED',
      isPaid: false,
      paidAt: null,
      refunded: false,
    });
    expect(await s.asConsole(order.id)).toMatchObject({ isPaid: false, refundDue: false });
    expect(await s.payments(order.id)).toEqual([]);
    // A cancelled order is never handed over afterwards.
    expect((await s.move(order.id, 'DELIVERED')).statusCode).toBe(409);
  });
});
