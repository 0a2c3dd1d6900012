import {
  ApiErrorSchema,
  type OrderServiceType,
  type OrderStatus,
  StaffLoginResponseSchema,
  StaffOrderPageSchema,
  StaffOrderSchema,
} from '@dasturxon/contracts';
import { canTransition } from '@dasturxon/domain';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
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
import {
  couriers,
  couriers as courierTable,
  orderEvents,
  orders,
  staffSessions,
  staff as staffTable,
} from '../../db/schema/index.ts';
import { DEMO_COURIERS, DEMO_STAFF, seedStaffDemo } from '../../db/seed/staff.ts';
import { createInProcessOrderEventBus, type OrderEventMessage } from '../../events/order-events.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

describe.each(databases())('staff API on %s', (kind) => {
  // One bus per suite: closing an app closes its bus.
  const bus = createInProcessOrderEventBus();
  const published: OrderEventMessage[] = [];
  bus.subscribe((e) => published.push(e));
  const t = useTestApp(kind, { orderEvents: bus });

  function call(
    method: 'GET' | 'POST',
    url: string,
    opts: { merchant: string; token?: string; body?: unknown; lang?: string },
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { merchant: opts.merchant };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.lang) headers['accept-language'] = opts.lang;
    return t.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(opts.body === undefined ? {} : { payload: opts.body as Record<string, unknown> }),
    });
  }

  /** A merchant with a branch, a customer and a signed-in staff member of `role`. */
  async function shop(role: 'ADMIN' | 'OPERATOR' | 'KITCHEN' | 'COURIER' = 'OPERATOR') {
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const customer = await createUser(t.db, { merchantId: merchant.id, firstName: 'Aziza', lastName: 'K' });
    const member = await createStaff(t.db, { merchantId: merchant.id, role });
    const token = await createStaffSession(t.db, member);
    const order = (overrides: Partial<Parameters<typeof createOrder>[1]> = {}) =>
      createOrder(t.db, { merchantId: merchant.id, userId: customer.id, branchId: branch.id, ...overrides });
    return { merchant: merchant.id, branch, customer, member, token, order };
  }

  describe('login', () => {
    it('answers a token that opens the staff API, and logout closes it', async () => {
      const { merchant } = await shop();
      const admin = await createStaff(t.db, {
        merchantId: merchant,
        role: 'ADMIN',
        login: 'Admin',
        password: 'admin123',
        name: 'Bosh admin',
      });
      const res = await call('POST', '/staff/v1/auth/login', {
        merchant,
        body: { login: ' ADMIN ', password: 'admin123' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
      const body = StaffLoginResponseSchema.parse(res.json());
      expect(body.staff).toEqual({
        id: admin.id,
        name: 'Bosh admin',
        role: 'ADMIN',
        login: 'admin',
        courierId: null,
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // 12 hours.
      const hours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.9);
      expect(hours).toBeLessThanOrEqual(12);
      // Only the hash is stored.
      const stored = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, admin.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).not.toContain(body.token);

      const me = await call('GET', '/staff/v1/me', { merchant, token: body.token });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: admin.id, role: 'ADMIN' });

      expect((await call('POST', '/staff/v1/auth/logout', { merchant, token: body.token })).statusCode).toBe(
        204,
      );
      expect((await call('GET', '/staff/v1/me', { merchant, token: body.token })).statusCode).toBe(401);
    });

    it('gives the same translated 401 for a wrong password and an unknown login', async () => {
      const { merchant, member } = await shop();
      const wrong = await call('POST', '/staff/v1/auth/login', {
        merchant,
        body: { login: member.login, password: 'nope' },
        lang: 'ru',
      });
      const unknown = await call('POST', '/staff/v1/auth/login', {
        merchant,
        body: { login: 'nobody', password: 'nope' },
        lang: 'ru',
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(ApiErrorSchema.parse(res.json())).toMatchObject({
          code: 'UNAUTHORIZED',
          message: 'Неверный логин или пароль.',
        });
      }
      expect(wrong.body).toBe(unknown.body);
    });

    it('a login of another merchant does not open this one, nor does an inactive account', async () => {
      const { merchant, member } = await shop();
      const other = await createMerchant(t.db);
      const res = await call('POST', '/staff/v1/auth/login', {
        merchant: other.id,
        body: { login: member.login, password: member.password },
      });
      expect(res.statusCode).toBe(401);
      const retired = await createStaff(t.db, { merchantId: merchant, isActive: false });
      const off = await call('POST', '/staff/v1/auth/login', {
        merchant,
        body: { login: retired.login, password: retired.password },
      });
      expect(off.statusCode).toBe(401);
    });

    it('refuses the 11th attempt after 10 failures of one login, even with the right password', async () => {
      const { merchant, member } = await shop();
      const login = (password: string, who = member.login) =>
        call('POST', '/staff/v1/auth/login', { merchant, body: { login: who, password } });
      for (let i = 0; i < 10; i++) expect((await login(`guess-${i}`)).statusCode).toBe(401);
      const blocked = await login(member.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      const wait = Number(blocked.headers['retry-after']);
      expect(wait).toBeGreaterThan(800);
      expect(wait).toBeLessThanOrEqual(900);
      // Another login of the merchant is not affected.
      const colleague = await createStaff(t.db, { merchantId: merchant });
      expect((await login(colleague.password, colleague.login)).statusCode).toBe(200);
    });
  });

  it('demo seed: every demo login opens its merchant with its role; couriers have their courier', async () => {
    const { merchant, branch } = await shop();
    const second = await createMerchant(t.db);
    await t.db.transaction((tx) => seedStaffDemo(tx, { navruz: merchant, bodomzor: second.id }));
    for (const account of [...DEMO_STAFF, ...DEMO_COURIERS]) {
      const res = await call('POST', '/staff/v1/auth/login', {
        merchant,
        body: { login: account.login, password: account.password },
      });
      expect(res.statusCode, account.login).toBe(200);
      expect(res.json().staff.role).toBe('role' in account ? account.role : 'COURIER');
    }
    const seededCouriers = await t.db
      .select()
      .from(courierTable)
      .where(eq(courierTable.merchantId, merchant));
    expect(seededCouriers.map((c) => c.branchId)).toEqual([branch.id, branch.id]);
    const courierAccounts = await t.db
      .select()
      .from(staffTable)
      .where(and(eq(staffTable.merchantId, merchant), eq(staffTable.role, 'COURIER')));
    expect(courierAccounts.map((a) => a.courierId).sort()).toEqual(seededCouriers.map((c) => c.id).sort());
    // The same logins exist at the other merchant, as separate accounts.
    const other = await call('POST', '/staff/v1/auth/login', {
      merchant: second.id,
      body: { login: 'admin', password: 'admin123' },
    });
    expect(other.statusCode).toBe(200);
  });

  describe('authentication of staff routes', () => {
    it('refuses no token, a customer token, a revoked or expired one, and a token of another merchant', async () => {
      const { merchant, customer, member } = await shop();
      const customerToken = await createSession(t.db, customer);
      const revoked = await createStaffSession(t.db, member, { revokedAt: new Date() });
      const expired = await createStaffSession(t.db, member, { expiresAt: new Date(Date.now() - 1000) });
      const other = await shop();
      const answers = await Promise.all([
        call('GET', '/staff/v1/orders', { merchant }),
        call('GET', '/staff/v1/orders', { merchant, token: customerToken }),
        call('GET', '/staff/v1/orders', { merchant, token: revoked }),
        call('GET', '/staff/v1/orders', { merchant, token: expired }),
        // Merchant B's staff token with merchant A's header.
        call('GET', '/staff/v1/orders', { merchant, token: other.token }),
        call('GET', '/staff/v1/me', { merchant, token: 'garbage' }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(answers[1]?.json().code).toBe('UNAUTHORIZED');
      // And a staff token does not open customer routes.
      const staffAsCustomer = await call('GET', '/users/v1/users/me', { merchant, token: other.token });
      expect(staffAsCustomer.statusCode).toBe(401);
    });
  });

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
            .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'CHANGE_STATUS')));
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
