/** The customer's own orders through the API (customer-orders.ts): who sees which, pages, cashback, cancel. */
import { type Order, OrderPageSchema, OrderQuoteSchema, OrderSchema } from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder, createSession, createUser } from '../../db/factories.ts';
import { orderEvents, users } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { NOON, useOrderWorld } from './order-test-world.ts';

describe.each(databases())('orders on %s', (kind) => {
  const { t, world, call, pickUp, submit, quote, errorOf, orderCount } = useOrderWorld(kind);

  describe('a customer’s orders', () => {
    it('hides another customer’s and another merchant’s orders', async () => {
      const w = await world();
      const order = OrderSchema.parse((await submit(w, pickUp(w))).json());
      const stranger = await createUser(t.db, { merchantId: w.merchant.id });
      const strangerToken = await createSession(t.db, stranger);
      const asStranger = await call('GET', `/orders/v1/orders/${order.id}`, {
        merchant: w.merchant.id,
        token: strangerToken,
        lang: 'eng',
      });
      expect(asStranger.statusCode).toBe(404);
      expect(errorOf(asStranger).code).toBe('NOT_FOUND');
      expect(
        (
          await call('POST', `/orders/v1/orders/${order.id}/cancel`, {
            merchant: w.merchant.id,
            token: strangerToken,
            body: {},
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call('GET', `/deliveries/v1/delivery/courier/${order.id}`, {
            merchant: w.merchant.id,
            token: strangerToken,
          })
        ).statusCode,
      ).toBe(404);

      const elsewhere = await world();
      const foreignBranch = await quote(w, pickUp(w, { branchId: elsewhere.branch.id }), { lang: 'eng' });
      expect(foreignBranch.statusCode).toBe(404);
      expect(errorOf(foreignBranch).message).toBe('Branch not found.');
      const asOtherMerchant = await call('GET', `/orders/v1/orders/${order.id}`, {
        merchant: elsewhere.merchant.id,
        token: elsewhere.token,
      });
      expect(asOtherMerchant.statusCode).toBe(404);
      const otherList = await call('GET', `/orders/v1/orders/user/${w.user.id}`, {
        merchant: w.merchant.id,
        token: strangerToken,
      });
      expect(otherList.statusCode).toBe(404);
      const guest = await submit(w, pickUp(w), { token: '' });
      expect(guest.statusCode).toBe(401);
    });

    it('pages the list newest first, 10 a page, and keeps the archive apart', async () => {
      const w = await world();
      const made = [];
      for (let i = 0; i < 12; i++) {
        made.push(
          await createOrder(t.db, {
            merchantId: w.merchant.id,
            userId: w.user.id,
            branchId: w.branch.id,
            status: i < 3 ? 'CLOSED' : 'OPEN',
            createdDate: new Date(NOON.getTime() + i * 60_000),
          }),
        );
      }
      const list = (query: string) =>
        call('GET', `/orders/v1/orders/user/${w.user.id}${query}`, {
          merchant: w.merchant.id,
          token: w.token,
        });
      const first = OrderPageSchema.parse((await list('')).json());
      expect(first).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2 });
      expect(first.content.map((o) => o.id)).toEqual(
        made
          .slice(2)
          .reverse()
          .map((o) => o.id),
      );
      const second = OrderPageSchema.parse((await list('?page=1')).json());
      expect(second.content.map((o) => o.id)).toEqual([made[1]?.id, made[0]?.id]);
      const archive = OrderPageSchema.parse((await list('?onlyArchive=true')).json());
      expect(archive.totalElements).toBe(3);
      expect(archive.content.every((o) => o.status === 'CLOSED')).toBe(true);

      const active = await call('GET', `/orders/v1/orders/user/${w.user.id}/active`, {
        merchant: w.merchant.id,
        token: w.token,
      });
      expect(active.statusCode).toBe(200);
      expect((active.json() as Order[]).length).toBe(9);
    });

    it('spends cashback on an order and refunds it on cancel', async () => {
      const w = await world({ cashback: 20_000 });
      const guestQuote = OrderQuoteSchema.parse((await quote(w, pickUp(w, { cashback: 50_000 }))).json());
      expect(guestQuote).toMatchObject({ cashbackBalance: 0, totals: { cashback: 0 } });
      const ownQuote = OrderQuoteSchema.parse(
        (await quote(w, pickUp(w, { cashback: 20_000 }), { token: w.token })).json(),
      );
      expect(ownQuote).toMatchObject({ cashbackBalance: 20_000, totals: { cashback: 20_000 }, problems: [] });
      const res = await submit(w, pickUp(w, { cashback: 20_000 }));
      expect(res.statusCode).toBe(201);
      const order = OrderSchema.parse(res.json());
      expect(order.totals).toMatchObject({ cashback: 20_000, totalPrice: 70_000 });
      const balance = async () =>
        (await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, w.user.id)))[0]?.c;
      expect(await balance()).toBe(0);

      const canceled = await call('POST', `/orders/v1/orders/${order.id}/cancel`, {
        merchant: w.merchant.id,
        token: w.token,
        body: { reason: 'Adashdim' },
      });
      expect(canceled.statusCode).toBe(200);
      expect(OrderSchema.parse(canceled.json())).toMatchObject({
        status: 'CANCELED',
        reason: 'Adashdim',
        canCancel: false,
      });
      expect(await balance()).toBe(20_000);
      const log = await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'CANCELED')));
      expect(log).toMatchObject([{ actorType: 'CUSTOMER', fromStatus: 'OPEN' }]);
    });

    it('refuses more cashback than the balance (decision 100), before submit and at submit, spending nothing', async () => {
      const w = await world({ cashback: 20_000 });
      const balance = async () =>
        (await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, w.user.id)))[0]?.c;
      const asked = OrderQuoteSchema.parse(
        (await quote(w, pickUp(w, { cashback: 50_000 }), { token: w.token, lang: 'eng' })).json(),
      );
      expect(asked.problems).toEqual([
        {
          code: 'CASHBACK_ABOVE_BALANCE',
          message:
            'Your cashback balance is 20\u00a0000 UZS, less than asked. Please check the order total again.',
        },
      ]);
      const refused = await submit(w, pickUp(w, { cashback: 50_000 }), { lang: 'ru' });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'CASHBACK_ABOVE_BALANCE',
        message: 'На балансе кешбэка 20\u00a0000 сум — меньше, чем указано. Проверьте сумму заказа ещё раз.',
      });
      expect([await balance(), await orderCount(w.merchant.id)]).toEqual([20_000, 0]);
    });

    it('spends cashback only up to what is left to pay, and one balance on one order when two race', async () => {
      const w = await world({ cashback: 200_000 });
      const balance = async () =>
        (await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, w.user.id)))[0]?.c;
      // Two plov, 90 000: a balance of 200 000 pays all of it and keeps the rest.
      const all = OrderSchema.parse((await submit(w, pickUp(w, { cashback: 200_000 }))).json());
      expect(all.totals).toMatchObject({ cashback: 90_000, totalPrice: 0 });
      expect(await balance()).toBe(110_000);

      // Two orders at once, each asking for the whole 110 000 left: one gets it, the other is refused.
      const results = await Promise.all(
        ['race-key-a', 'race-key-b'].map((key) =>
          submit(w, pickUp(w, { cashback: 110_000, cartItems: [{ productId: w.plov.id, count: 3 }] }), {
            key,
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const loser = results.find((r) => r.statusCode === 409);
      expect(loser && errorOf(loser).code).toBe('CASHBACK_ABOVE_BALANCE');
      expect(await balance()).toBe(0);
    });

    it('lets the customer cancel only before cooking and while the merchant allows it', async () => {
      const w = await world();
      const cancel = (id: number) =>
        call('POST', `/orders/v1/orders/${id}/cancel`, {
          merchant: w.merchant.id,
          token: w.token,
          lang: 'uz',
        });
      const cooking = await createOrder(t.db, {
        merchantId: w.merchant.id,
        userId: w.user.id,
        branchId: w.branch.id,
        status: 'COOKING',
      });
      const refused = await cancel(cooking.id);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused)).toMatchObject({ message: "Buyurtmani endi bekor qilib bo'lmaydi." });

      const open = OrderSchema.parse((await submit(w, pickUp(w))).json());
      expect((await cancel(open.id)).statusCode).toBe(200);
      expect((await cancel(open.id)).statusCode).toBe(409);

      const strict = await world({ settings: { cancelOrderActive: false } });
      const placed = OrderSchema.parse((await submit(strict, pickUp(strict))).json());
      expect(placed.canCancel).toBe(false);
      const no = await call('POST', `/orders/v1/orders/${placed.id}/cancel`, {
        merchant: strict.merchant.id,
        token: strict.token,
      });
      expect(no.statusCode).toBe(409);
    });
  });
});
