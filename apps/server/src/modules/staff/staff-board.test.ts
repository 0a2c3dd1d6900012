/**
 * The board's actions (issue 11): accept with a promised time, cancel with a reason (history, cashback back,
 * refund due when paid), an order's history, and the search (number, phone, dates, branch) with paging.
 * The app's clock is pinned (order-test-world's NOON).
 */
import { ApiErrorSchema, StaffOrderDetailSchema, StaffOrderPageSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createOrder, createUser } from '../../db/factories.ts';
import { users } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { NOON, useOrderWorld } from '../orders/order-test-world.ts';
import { staffCookieName } from './staff-auth.ts';

describe.each(databases())('staff board actions on %s', (kind) => {
  const { t, world, submit, pickUp, call } = useOrderWorld(kind);

  async function staffOf(merchantId: string, role: 'ADMIN' | 'OPERATOR' | 'KITCHEN' | 'COURIER') {
    const member = await createStaff(t.db, { merchantId, role, name: `${role} Karimov` });
    return { member, token: await createStaffSession(t.db, member, { now: NOON }) };
  }

  describe('accept', () => {
    it('accepts a new order with the minutes until it is ready, shown in the detail and its history', async () => {
      const w = await world();
      const { token } = await staffOf(w.merchant.id, 'OPERATOR');
      const order = (await submit(w, pickUp(w))).json() as { id: number };
      const res = await call('POST', `/staff/v1/orders/${order.id}/accept`, {
        merchant: w.merchant.id,
        token,
        body: { minutes: 25 },
      });
      expect(res.statusCode).toBe(200);
      const detail = StaffOrderDetailSchema.parse(res.json());
      expect(detail.status).toBe('ACCEPTED');
      expect(detail.promisedAt).toBe(new Date(NOON.getTime() + 25 * 60_000).toISOString());
      expect(detail.history.at(-1)).toEqual({
        at: NOON.toISOString(),
        kind: 'CHANGE_STATUS',
        fromStatus: 'OPEN',
        toStatus: 'ACCEPTED',
        actor: { type: 'STAFF', name: 'OPERATOR Karimov' },
        reason: null,
      });
      const again = await call('GET', `/staff/v1/orders/${order.id}`, { merchant: w.merchant.id, token });
      expect(again.json().promisedAt).toBe(detail.promisedAt);
      // The customer's order shows the promised time too.
      const theirs = await call('GET', `/orders/v1/orders/${order.id}`, {
        merchant: w.merchant.id,
        token: w.token,
      });
      expect(theirs.json().promisedAt).toBe(detail.promisedAt);
    });

    it('refuses the kitchen and couriers (403), another merchant’s order (404), a finished one (409), bad minutes (400)', async () => {
      const w = await world();
      const other = await world();
      const order = (await submit(w, pickUp(w))).json() as { id: number };
      const accept = (token: string, merchant = w.merchant.id, id = order.id, minutes: unknown = 20) =>
        call('POST', `/staff/v1/orders/${id}/accept`, { merchant, token, body: { minutes }, lang: 'ru' });
      for (const role of ['KITCHEN', 'COURIER'] as const) {
        const res = await accept((await staffOf(w.merchant.id, role)).token);
        expect(res.statusCode, role).toBe(403);
        expect(ApiErrorSchema.parse(res.json()).message).toBe('Нет прав на это действие.');
      }
      const foreign = await staffOf(other.merchant.id, 'ADMIN');
      expect((await accept(foreign.token, other.merchant.id)).statusCode).toBe(404);
      const { token } = await staffOf(w.merchant.id, 'ADMIN');
      expect((await accept(token, w.merchant.id, order.id, 0)).statusCode).toBe(400);
      expect((await accept(token)).statusCode).toBe(200);
      const twice = await accept(token);
      expect(twice.statusCode).toBe(409);
      expect(ApiErrorSchema.parse(twice.json()).code).toBe('ORDER_STATE_CONFLICT');
    });
  });

  describe('cancel', () => {
    it('keeps the reason in the history and gives the spent cashback back', async () => {
      const w = await world({ cashback: 20_000 });
      const { token } = await staffOf(w.merchant.id, 'ADMIN');
      const order = (await submit(w, pickUp(w, { cashback: 20_000 }))).json() as { id: number };
      const balance = async () =>
        (await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, w.user.id)))[0]?.c;
      expect(await balance()).toBe(0);
      const res = await call('POST', `/staff/v1/orders/${order.id}/cancel`, {
        merchant: w.merchant.id,
        token,
        body: { reason: '  Mijoz qo‘ng‘iroq qilib bekor qildi ' },
      });
      expect(res.statusCode).toBe(200);
      const detail = StaffOrderDetailSchema.parse(res.json());
      expect(detail).toMatchObject({
        status: 'CANCELED',
        reason: 'Mijoz qo‘ng‘iroq qilib bekor qildi',
        refundDue: false,
      });
      expect(detail.history.at(-1)).toMatchObject({
        fromStatus: 'OPEN',
        toStatus: 'CANCELED',
        actor: { type: 'STAFF', name: 'ADMIN Karimov' },
        reason: 'Mijoz qo‘ng‘iroq qilib bekor qildi',
      });
      expect(await balance()).toBe(20_000);
      // The customer sees it cancelled with the reason.
      const mine = await call('GET', `/orders/v1/orders/${order.id}`, {
        merchant: w.merchant.id,
        token: w.token,
      });
      expect(mine.json()).toMatchObject({ status: 'CANCELED', reason: 'Mijoz qo‘ng‘iroq qilib bekor qildi' });
    });

    it('marks a paid order’s money as still to go back', async () => {
      const w = await world();
      const { token } = await staffOf(w.merchant.id, 'OPERATOR');
      const paid = await createOrder(t.db, {
        merchantId: w.merchant.id,
        userId: w.user.id,
        branchId: w.branch.id,
        paymentType: 'PAYME',
        isPaid: true,
        paidAt: NOON,
      });
      const res = await call('POST', `/staff/v1/orders/${paid.id}/cancel`, {
        merchant: w.merchant.id,
        token,
        body: { reason: 'Mahsulot tugadi' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'CANCELED', isPaid: true, refundDue: true });
    });

    it('needs a reason, a desk role and the own merchant’s order; with the cookie, our Origin', async () => {
      const w = await world();
      const other = await world();
      const order = (await submit(w, pickUp(w))).json() as { id: number };
      const { token } = await staffOf(w.merchant.id, 'OPERATOR');
      const cancel = (opts: Record<string, unknown>) =>
        call('POST', `/staff/v1/orders/${order.id}/cancel`, { merchant: w.merchant.id, ...opts });
      expect((await cancel({ token, body: { reason: '   ' } })).statusCode).toBe(400);
      expect(
        (await cancel({ token: (await staffOf(w.merchant.id, 'KITCHEN')).token, body: { reason: 'x' } }))
          .statusCode,
      ).toBe(403);
      const foreign = await staffOf(other.merchant.id, 'ADMIN');
      const res = await call('POST', `/staff/v1/orders/${order.id}/cancel`, {
        merchant: other.merchant.id,
        token: foreign.token,
        body: { reason: 'x' },
      });
      expect(res.statusCode).toBe(404);
      const cookies = { [staffCookieName(w.merchant.id)]: token };
      expect(
        (await cancel({ cookies, body: { reason: 'x' }, headers: { origin: 'https://evil.example' } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await cancel({ cookies, body: { reason: 'x' }, headers: { origin: 'http://localhost' } }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('search', () => {
    it('finds orders by number, phone end, branch and days, a page at a time', async () => {
      const w = await world();
      const { token } = await staffOf(w.merchant.id, 'OPERATOR');
      const second = await createBranch(t.db, { merchantId: w.merchant.id, cityId: w.city.id });
      const other = await createUser(t.db, { merchantId: w.merchant.id, phone: '998935550011' });
      const at = (iso: string) => ({ createdDate: new Date(iso) });
      const a = await createOrder(t.db, {
        merchantId: w.merchant.id,
        userId: w.user.id,
        branchId: w.branch.id,
        ...at('2026-11-20T06:00:00Z'),
      });
      const b = await createOrder(t.db, {
        merchantId: w.merchant.id,
        userId: other.id,
        branchId: second.id,
        ...at('2026-11-21T06:00:00Z'),
      });
      const c = await createOrder(t.db, {
        merchantId: w.merchant.id,
        userId: other.id,
        branchId: w.branch.id,
        ...at('2026-11-21T08:00:00Z'),
      });
      const find = async (query: string) => {
        const res = await call('GET', `/staff/v1/orders?${query}`, { merchant: w.merchant.id, token });
        expect(res.statusCode, query).toBe(200);
        return StaffOrderPageSchema.parse(res.json());
      };
      expect((await find(`number=${b.number}`)).content.map((o) => o.id)).toEqual([b.id]);
      expect((await find('phone=55-0011')).content.map((o) => o.id)).toEqual([c.id, b.id]);
      expect((await find(`branchId=${second.id}`)).content.map((o) => o.id)).toEqual([b.id]);
      expect((await find('from=2026-11-21&to=2026-11-21')).content.map((o) => o.id)).toEqual([c.id, b.id]);
      const page = await find('from=2026-11-20&to=2026-11-21&size=2&page=1');
      expect(page).toMatchObject({ totalElements: 3, totalPages: 2 });
      expect(page.content.map((o) => o.id)).toEqual([a.id]);
      const bad = await call('GET', '/staff/v1/orders?phone=12', { merchant: w.merchant.id, token });
      expect(bad.statusCode).toBe(400);
    });
  });
});
