/** Promo codes through the API: at checkout (quote and submit), /orders/v1/promos/check and /my, given back on cancel. */
import { OrderQuoteSchema, OrderSchema, UserPromoSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createPromo } from '../../db/factories.ts';
import { users } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { orderTransactionSteps } from '../orders/order-status.ts';
import { NOON, useOrderWorld } from '../orders/order-test-world.ts';
import { createSettlement } from '../payments/settlement.ts';

describe.each(databases())('promos on %s', (kind) => {
  const { t, world, call, pickUp, delivery, submit, quote, errorOf, orderCount } = useOrderWorld(kind);

  describe('promos', () => {
    async function promoWorld() {
      const w = await world();
      const day = 24 * 60 * 60 * 1000;
      await createPromo(t.db, {
        merchantId: w.merchant.id,
        code: 'welcome',
        productDiscount: 10,
        deliveryDiscount: 100,
        minPrice: 50_000,
      });
      await createPromo(t.db, { merchantId: w.merchant.id, code: 'OFF', isActive: false });
      await createPromo(t.db, {
        merchantId: w.merchant.id,
        code: 'SOON',
        startDate: new Date(NOON.getTime() + day),
      });
      await createPromo(t.db, {
        merchantId: w.merchant.id,
        code: 'OLD',
        endDate: new Date(NOON.getTime() - day),
      });
      return w;
    }

    it('applies a promo once per customer', async () => {
      const w = await promoWorld();
      const res = await submit(w, delivery(w, { promoCode: ' Welcome ' }));
      expect(res.statusCode).toBe(201);
      const order = OrderSchema.parse(res.json());
      expect(order.totals).toMatchObject({
        productPrice: 90_000,
        promoProductDiscount: 9_000,
        deliveryPrice: 10_000,
        deliveryDiscount: 10_000,
        totalPrice: 81_000,
      });
      expect(order.promoCode).toBe('WELCOME');

      const again = await submit(w, delivery(w, { promoCode: 'WELCOME' }), { lang: 'ru' });
      expect(again.statusCode).toBe(422);
      expect(errorOf(again).message).toBe('Вы уже использовали этот промокод.');

      const mine = await call('GET', '/orders/v1/promos/my', { merchant: w.merchant.id, token: w.token });
      expect(mine.statusCode).toBe(200);
      const promos = UserPromoSchema.array().parse(mine.json());
      expect(promos).toMatchObject([{ code: 'WELCOME', state: 'USED', orderId: order.id }]);

      // Canceling the order gives the promo back.
      const canceled = await call('POST', `/orders/v1/orders/${order.id}/cancel`, {
        merchant: w.merchant.id,
        token: w.token,
        body: {},
      });
      expect(canceled.statusCode).toBe(200);
      expect((await submit(w, delivery(w, { promoCode: 'WELCOME' }))).statusCode).toBe(201);
    });

    it('gives the cashback and the promo back however the order is canceled: by the desk or by a provider', async () => {
      const w = await promoWorld();
      await t.db.update(users).set({ cashback: 5_000 }).where(eq(users.id, w.user.id));
      const balance = async () =>
        (await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, w.user.id)))[0]?.c;
      const operator = await createStaff(t.db, { merchantId: w.merchant.id, role: 'OPERATOR' });
      const staffToken = await createStaffSession(t.db, operator);

      // The desk cancels an order that spent 5,000 of cashback and the WELCOME promo.
      const first = OrderSchema.parse(
        (await submit(w, delivery(w, { promoCode: 'WELCOME', cashback: 5_000 }))).json(),
      );
      expect([first.totals.cashback, first.promoCode, await balance()]).toEqual([5_000, 'WELCOME', 0]);
      const byDesk = await call('POST', `/staff/v1/orders/${first.id}/status`, {
        merchant: w.merchant.id,
        token: staffToken,
        body: { status: 'CANCELED', reason: 'Oshxona yopiq' },
      });
      expect(byDesk.statusCode, byDesk.body).toBe(200);
      expect(await balance()).toBe(5_000);

      // Payme cancels a second one, still waiting for its payment: the same comes back.
      const second = OrderSchema.parse(
        (
          await submit(w, delivery(w, { promoCode: 'WELCOME', cashback: 5_000, paymentType: 'PAYME' }))
        ).json(),
      );
      expect([second.status, second.promoCode, await balance()]).toEqual(['CREATED', 'WELCOME', 0]);
      await t.db.transaction(async (tx) => {
        const locked = await orderTransactionSteps.lock(tx, w.merchant.id, second.id);
        if (!locked) throw new Error('order not found');
        await createSettlement(orderTransactionSteps).cancelWaitingOrder(tx, locked, 'PAYME', NOON);
      });
      expect(await balance()).toBe(5_000);
      // The promo is free again: a third order can use it.
      expect((await submit(w, delivery(w, { promoCode: 'WELCOME' }))).statusCode).toBe(201);
    });

    it('lets only one of several simultaneous orders use a once-per-customer promo', async () => {
      const w = await promoWorld();
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          submit(w, delivery(w, { promoCode: 'WELCOME' }), { key: `promo-race-${i + 100}` }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
      expect(await orderCount(w.merchant.id)).toBe(1);
    });

    it.each([
      ['NOPE', 'PROMO_NOT_FOUND', "Bunday promokod yo'q.", 'Такого промокода нет.'],
      ['OFF', 'PROMO_NOT_ACTIVE', 'Promokod faol emas.', 'Промокод не активен.'],
      ['SOON', 'PROMO_NOT_STARTED', 'Promokod hali boshlanmagan.', 'Промокод ещё не начал действовать.'],
      ['OLD', 'PROMO_EXPIRED', 'Promokod muddati tugagan.', 'Срок действия промокода истёк.'],
    ])('refuses %s with %s in uz and ru', async (code, errorCode, uz, ru) => {
      const w = await promoWorld();
      const inUz = await submit(w, pickUp(w, { promoCode: code }), { lang: 'uz' });
      expect(inUz.statusCode).toBe(422);
      expect(errorOf(inUz)).toMatchObject({ code: errorCode, message: uz });
      const check = await call('POST', '/orders/v1/promos/check', {
        merchant: w.merchant.id,
        token: w.token,
        body: { code, productPrice: 100_000 },
        lang: 'ru',
      });
      expect(check.statusCode).toBe(422);
      expect(errorOf(check)).toMatchObject({ code: errorCode, message: ru });
      const q = OrderQuoteSchema.parse(
        (await quote(w, pickUp(w, { promoCode: code }), { lang: 'ru' })).json(),
      );
      expect(q.problems).toEqual([{ code: errorCode, message: ru }]);
      expect(q.totals.promoProductDiscount).toBe(0);
    });

    it('refuses a promo below its minimum and checks a usable one into my promos', async () => {
      const w = await promoWorld();
      const low = await submit(
        w,
        pickUp(w, { cartItems: [{ productId: w.plov.id, count: 1 }], promoCode: 'WELCOME' }),
        {
          lang: 'ru',
        },
      );
      expect(low.statusCode).toBe(422);
      expect(errorOf(low)).toMatchObject({
        code: 'PROMO_MIN_PRICE',
        message: 'Для промокода сумма продуктов должна быть не меньше 50\u00a0000 сум.',
      });
      const check = await call('POST', '/orders/v1/promos/check', {
        merchant: w.merchant.id,
        token: w.token,
        body: { code: 'welcome', productPrice: 50_000 },
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({ code: 'WELCOME', minPrice: 50_000 });
      const mine = await call('GET', '/orders/v1/promos/my', { merchant: w.merchant.id, token: w.token });
      expect(mine.json()).toMatchObject([{ code: 'WELCOME', state: 'AVAILABLE', usedAt: null }]);
      const guest = await call('POST', '/orders/v1/promos/check', {
        merchant: w.merchant.id,
        body: { code: 'welcome', productPrice: 50_000 },
      });
      expect(guest.statusCode).toBe(401);
    });
  });
});
