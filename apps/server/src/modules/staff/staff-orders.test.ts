/** The staff API's work on orders: lists, one order, status moves (state machine, log, events), couriers. */
import {
  ApiErrorSchema,
  type OrderServiceType,
  type OrderStatus,
  StaffOrderPageSchema,
  StaffOrderSchema,
} from '@dasturxon/contracts';
import { canTransition } from '@dasturxon/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourierAccount, createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { couriers, orderEvents, orders } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useStaffWorld } from './staff-test-world.ts';

describe.each(databases())('staff API orders on %s', (kind) => {
  const { t, published, call, shop } = useStaffWorld(kind);

  describe('orders', () => {
    it("lists only the merchant's orders, newest first, with the customer, filtered and paged", async () => {
      const s = await shop();
      const older = await s.order({ createdDate: new Date('2026-05-01T08:00:00Z'), status: 'OPEN' });
      const newer = await s.order({ createdDate: new Date('2026-05-02T08:00:00Z'), status: 'ACCEPTED' });
      const done = await s.order({ createdDate: new Date('2026-05-03T08:00:00Z'), status: 'CLOSED' });
      const elsewhere = await shop();
      await elsewhere.order();

      const all = await call('GET', '/staff/v1/orders', { merchant: s.merchant, token: s.token });
      expect(all.statusCode).toBe(200);
      expect(all.headers['cache-control']).toContain('no-store');
      const page = StaffOrderPageSchema.parse(all.json());
      expect(page.content.map((o) => o.id)).toEqual([done.id, newer.id, older.id]);
      expect(page.totalElements).toBe(3);
      expect(page.content[1]).toMatchObject({
        number: newer.number,
        status: 'ACCEPTED',
        customer: { id: s.customer.id, name: 'Aziza K', phone: s.customer.phone },
        branch: { id: s.branch.id },
        nextStatuses: ['COOKING', 'CANCELED'],
        statusLog: [{ status: 'ACCEPTED' }],
      });
      expect(page.content[1]?.items).toHaveLength(1);

      const active = await call('GET', '/staff/v1/orders?status=OPEN,ACCEPTED', {
        merchant: s.merchant,
        token: s.token,
      });
      expect(active.json().content.map((o: { id: number }) => o.id)).toEqual([newer.id, older.id]);
      const repeated = await call('GET', '/staff/v1/orders?status=OPEN&status=CLOSED&size=1&page=1', {
        merchant: s.merchant,
        token: s.token,
      });
      expect(repeated.json()).toMatchObject({ page: 1, size: 1, totalElements: 2, totalPages: 2 });
      expect(repeated.json().content.map((o: { id: number }) => o.id)).toEqual([older.id]);
      // A day range (Tashkent days, `to` inclusive).
      const day = await call('GET', '/staff/v1/orders?from=2026-05-02&to=2026-05-02', {
        merchant: s.merchant,
        token: s.token,
      });
      expect(day.json().content.map((o: { id: number }) => o.id)).toEqual([newer.id]);
      const bad = await call('GET', '/staff/v1/orders?status=EATEN', {
        merchant: s.merchant,
        token: s.token,
      });
      expect(bad.statusCode).toBe(400);
    });

    it("reads one order; another merchant's order is 404", async () => {
      const s = await shop();
      const mine = await s.order();
      const elsewhere = await shop();
      const theirs = await elsewhere.order();
      const res = await call('GET', `/staff/v1/orders/${mine.id}`, { merchant: s.merchant, token: s.token });
      expect(res.statusCode).toBe(200);
      expect(StaffOrderSchema.parse(res.json()).id).toBe(mine.id);
      const cross = await call('GET', `/staff/v1/orders/${theirs.id}`, {
        merchant: s.merchant,
        token: s.token,
        lang: 'eng',
      });
      expect(cross.statusCode).toBe(404);
      expect(cross.json().message).toBe('Order not found.');
    });
  });

  describe('status moves', () => {
    const ROLES = ['ADMIN', 'OPERATOR', 'KITCHEN', 'COURIER'] as const;
    const PATHS: Record<OrderServiceType, OrderStatus[][]> = {
      DELIVERY: [
        ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY', 'DELIVERED', 'CLOSED'],
        ['CREATED', 'AT_TIME', 'ACCEPTED', 'CANCELED'],
        ['AT_TIME', 'OPEN', 'CANCELED'],
        ['COOKING', 'ATTACHED'],
        ['DONE', 'ON_WAY'],
        ['COOKING', 'CANCELED'],
        ['CREATED', 'OPEN'],
        ['CREATED', 'CANCELED'],
      ],
      PICK_UP: [['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED']],
      DINE_IN: [['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED']],
    };
    const moves = Object.entries(PATHS).flatMap(([service, paths]) =>
      paths.flatMap((path) =>
        path.slice(1).map((to, i) => ({
          service: service as OrderServiceType,
          from: path[i] as OrderStatus,
          to,
        })),
      ),
    );

    it('every move the state machine allows for a role succeeds through the API, and is logged and published', async () => {
      const s = await shop('ADMIN');
      let checked = 0;
      for (const role of ROLES) {
        const isCourier = role === 'COURIER';
        const { courier, account } = isCourier
          ? await createCourierAccount(t.db, { merchantId: s.merchant })
          : { courier: null, account: await createStaff(t.db, { merchantId: s.merchant, role }) };
        const token = await createStaffSession(t.db, account);
        for (const { service, from, to } of moves) {
          if (!canTransition(from, to, role, service)) continue;
          const order = await s.order({ serviceType: service, status: from, courierId: courier?.id ?? null });
          published.length = 0;
          const res = await call('POST', `/staff/v1/orders/${order.id}/status`, {
            merchant: s.merchant,
            token,
            body: { status: to, ...(to === 'CANCELED' ? { reason: 'Mijoz so‘radi' } : {}) },
          });
          expect(res.statusCode, `${role} ${service} ${from} -> ${to}: ${res.body}`).toBe(200);
          expect(res.json().status).toBe(to);
          const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
          expect(row?.status).toBe(to);
          if (to === 'CANCELED') expect(row?.reason).toBe('Mijoz so‘radi');
          const log = await t.db
            .select()
            .from(orderEvents)
            .where(
              and(
                eq(orderEvents.orderId, order.id),
                // A cash order handed over is paid by the same move (decision 354).
                inArray(orderEvents.kind, ['CHANGE_STATUS', 'PAID_AND_CHANGE_STATUS']),
              ),
            );
          expect(log.at(-1)).toMatchObject({
            fromStatus: from,
            toStatus: to,
            actorType: 'STAFF',
            actorId: String(account.id),
          });
          expect(published).toEqual([
            expect.objectContaining({ orderId: order.id, merchantId: s.merchant, status: to }),
          ]);
          checked += 1;
        }
      }
      // Each role has moves of its own: a wrong list would make this loop test nothing.
      expect(checked).toBeGreaterThan(40);
    });

    it('refuses moves the state machine does not allow with a translated 409 and changes nothing', async () => {
      const s = await shop('KITCHEN');
      const open = await s.order({ status: 'OPEN' });
      const res = await call('POST', `/staff/v1/orders/${open.id}/status`, {
        merchant: s.merchant,
        token: s.token,
        body: { status: 'ACCEPTED' },
        lang: 'eng',
      });
      expect(res.statusCode).toBe(409);
      expect(ApiErrorSchema.parse(res.json())).toMatchObject({
        code: 'ORDER_STATE_CONFLICT',
        message: 'The order cannot move from OPEN to ACCEPTED.',
      });
      const admin = await createStaff(t.db, { merchantId: s.merchant, role: 'ADMIN' });
      const adminToken = await createStaffSession(t.db, admin);
      // Skipping steps, going back, leaving a final status, delivery steps for a pick-up.
      const refused: Array<[OrderServiceType, OrderStatus, OrderStatus]> = [
        ['PICK_UP', 'OPEN', 'DONE'],
        ['PICK_UP', 'COOKING', 'ACCEPTED'],
        ['PICK_UP', 'CANCELED', 'OPEN'],
        ['PICK_UP', 'DONE', 'ON_WAY'],
        ['DELIVERY', 'DONE', 'CLOSED'],
        ['DELIVERY', 'CLOSED', 'CANCELED'],
        ['DELIVERY', 'ON_WAY', 'CANCELED'],
      ];
      for (const [serviceType, from, to] of refused) {
        const order = await s.order({ serviceType, status: from });
        published.length = 0;
        const answer = await call('POST', `/staff/v1/orders/${order.id}/status`, {
          merchant: s.merchant,
          token: adminToken,
          body: { status: to },
          lang: 'ru',
        });
        expect(answer.statusCode, `${serviceType} ${from} -> ${to}`).toBe(409);
        expect(answer.json().message).toBe(`Нельзя перевести заказ из статуса ${from} в ${to}.`);
        const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
        expect(row?.status).toBe(from);
        expect(published).toEqual([]);
      }
    });

    it("a courier moves only its own orders; another courier's order is 404", async () => {
      const s = await shop();
      const mine = await createCourierAccount(t.db, { merchantId: s.merchant });
      const other = await createCourierAccount(t.db, { merchantId: s.merchant, name: 'Bobur' });
      const token = await createStaffSession(t.db, mine.account);
      const own = await s.order({ serviceType: 'DELIVERY', status: 'DONE', courierId: mine.courier.id });
      const theirs = await s.order({ serviceType: 'DELIVERY', status: 'DONE', courierId: other.courier.id });
      const unassigned = await s.order({ serviceType: 'DELIVERY', status: 'DONE' });

      const list = await call('GET', '/staff/v1/orders', { merchant: s.merchant, token });
      expect(list.json().content.map((o: { id: number }) => o.id)).toEqual([own.id]);
      for (const order of [theirs, unassigned]) {
        const res = await call('POST', `/staff/v1/orders/${order.id}/status`, {
          merchant: s.merchant,
          token,
          body: { status: 'ON_WAY' },
        });
        expect(res.statusCode).toBe(404);
        expect(
          (await call('GET', `/staff/v1/orders/${order.id}`, { merchant: s.merchant, token })).statusCode,
        ).toBe(404);
      }
      const ok = await call('POST', `/staff/v1/orders/${own.id}/status`, {
        merchant: s.merchant,
        token,
        body: { status: 'ON_WAY' },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('two simultaneous moves of one order: one wins, the other is refused', async () => {
      const s = await shop('ADMIN');
      const order = await s.order({ status: 'OPEN' });
      const [a, b] = await Promise.all(
        (['ACCEPTED', 'CANCELED'] as const).map((status) =>
          call('POST', `/staff/v1/orders/${order.id}/status`, {
            merchant: s.merchant,
            token: s.token,
            body: { status },
          }),
        ),
      );
      const codes = [a?.statusCode, b?.statusCode].sort();
      // ACCEPTED -> CANCELED is allowed too, so both may pass in that order; never a lost update.
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      const log = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      if (codes[1] === 409) {
        expect(log).toHaveLength(2);
      } else {
        expect(codes).toEqual([200, 200]);
        expect(row?.status).toBe('CANCELED');
        expect(log.map((e) => e.toStatus)).toEqual(['OPEN', 'ACCEPTED', 'CANCELED']);
      }
    });
  });

  describe('couriers', () => {
    it('attaches a courier of the merchant to a delivery order, logs and publishes it', async () => {
      const s = await shop('OPERATOR');
      const { courier } = await createCourierAccount(t.db, { merchantId: s.merchant });
      const order = await s.order({ serviceType: 'DELIVERY', status: 'DONE' });
      published.length = 0;
      const res = await call('POST', `/staff/v1/orders/${order.id}/courier`, {
        merchant: s.merchant,
        token: s.token,
        body: { courierId: courier.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ courierId: courier.id, courierStatus: 'ACCEPTED', status: 'DONE' });
      const log = await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'CHANGE_COURIER_STATUS')));
      expect(log).toHaveLength(1);
      expect(published).toEqual([expect.objectContaining({ orderId: order.id, courierStatus: 'ACCEPTED' })]);
    });

    it("refuses another merchant's courier, a pick-up order, a finished one, and roles other than the desk", async () => {
      const s = await shop('ADMIN');
      const elsewhere = await shop();
      const foreign = await createCourierAccount(t.db, { merchantId: elsewhere.merchant });
      const { courier } = await createCourierAccount(t.db, { merchantId: s.merchant });
      const delivery = await s.order({ serviceType: 'DELIVERY', status: 'COOKING' });
      const attach = (orderId: number, courierId: number, token = s.token) =>
        call('POST', `/staff/v1/orders/${orderId}/courier`, {
          merchant: s.merchant,
          token,
          body: { courierId },
          lang: 'eng',
        });
      const cross = await attach(delivery.id, foreign.courier.id);
      expect(cross.statusCode).toBe(404);
      expect(cross.json().message).toBe('Courier not found.');
      const pickup = await attach((await s.order({ serviceType: 'PICK_UP', status: 'DONE' })).id, courier.id);
      expect(pickup.statusCode).toBe(409);
      expect(pickup.json()).toMatchObject({
        code: 'ORDER_STATE_CONFLICT',
        message: 'A courier cannot be attached to an order in status DONE.',
      });
      const delivered = await s.order({ serviceType: 'DELIVERY', status: 'DELIVERED' });
      expect((await attach(delivered.id, courier.id)).statusCode).toBe(409);
      const kitchen = await createStaff(t.db, { merchantId: s.merchant, role: 'KITCHEN' });
      const kitchenToken = await createStaffSession(t.db, kitchen);
      expect((await attach(delivery.id, courier.id, kitchenToken)).statusCode).toBe(403);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, delivery.id));
      expect(row?.courierId).toBeNull();
    });

    it('a courier reports its position; other roles cannot', async () => {
      const s = await shop('OPERATOR');
      const { courier, account } = await createCourierAccount(t.db, { merchantId: s.merchant });
      const token = await createStaffSession(t.db, account);
      const point = { latitude: 41.3111, longitude: 69.2797 };
      const res = await call('POST', '/staff/v1/couriers/me/location', {
        merchant: s.merchant,
        token,
        body: point,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: courier.id, ...point });
      const [row] = await t.db.select().from(couriers).where(eq(couriers.id, courier.id));
      expect(row).toMatchObject(point);
      expect(row?.locationAt).toBeInstanceOf(Date);
      const operator = await call('POST', '/staff/v1/couriers/me/location', {
        merchant: s.merchant,
        token: s.token,
        body: point,
      });
      expect(operator.statusCode).toBe(403);
      const bad = await call('POST', '/staff/v1/couriers/me/location', {
        merchant: s.merchant,
        token,
        body: { latitude: 91, longitude: 0 },
      });
      expect(bad.statusCode).toBe(400);

      const list = await call('GET', '/staff/v1/couriers', { merchant: s.merchant, token: s.token });
      expect(list.json().map((c: { id: number }) => c.id)).toEqual([courier.id]);
    });
  });
});
