/**
 * Rating and repeating an order through the API (issue 10, decisions 321-322), on PGlite and PostgreSQL: who
 * may rate, when, how often, what the menu's grade becomes; what a repeat says of each line; nobody reads
 * another customer's or another merchant's order.
 */
import {
  OrderRatingSchema,
  OrderRatingStateSchema,
  OrderSchema,
  OverallSchema,
  RepeatPlanSchema,
} from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder, createProduct, createSession, createUser } from '../../db/factories.ts';
import { modifiers, orders, productBranches, products } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useOrderWorld, type World } from '../orders/order-test-world.ts';

describe.each(databases())('after the order on %s', (kind) => {
  const { t, world, call, pickUp, submit, errorOf } = useOrderWorld(kind);

  async function placed(w: World, items = [{ productId: w.plov.id, count: 2 }]) {
    const res = await submit(w, pickUp(w, { cartItems: items }));
    expect(res.statusCode, res.body).toBe(201);
    return OrderSchema.parse(res.json());
  }
  const move = (id: number, status: 'DELIVERED' | 'CLOSED' | 'COOKING' | 'CANCELED') =>
    t.db.update(orders).set({ status }).where(eq(orders.id, id));
  const rate = (w: World, id: number, body: unknown, token = w.token, lang = 'eng') =>
    call('POST', `/orders/v1/orders/${id}/rating`, { merchant: w.merchant.id, token, body, lang });
  const ratingOf = async (w: World, id: number, token = w.token) =>
    call('GET', `/orders/v1/orders/${id}/rating`, { merchant: w.merchant.id, token });
  const gradeOf = async (w: World, productId: number) => {
    const menu = OverallSchema.parse(
      (await call('GET', '/products/v1/overalls', { merchant: w.merchant.id })).json(),
    );
    return menu.products.find((p) => p.id === productId)?.grade;
  };

  describe('rating', () => {
    it('is refused until the order is delivered or closed, then taken once', async () => {
      const w = await world();
      const order = await placed(w);
      expect(OrderRatingStateSchema.parse((await ratingOf(w, order.id)).json())).toEqual({
        rating: null,
        canRate: false,
      });
      const early = await rate(w, order.id, { stars: 5 });
      expect(early.statusCode).toBe(409);
      expect(errorOf(early).message).toBe('An order can be rated once it is delivered.');

      await move(order.id, 'CLOSED');
      expect(OrderRatingStateSchema.parse((await ratingOf(w, order.id)).json()).canRate).toBe(true);
      const first = await rate(w, order.id, { stars: 4, comment: '  Hot and tasty  ' });
      expect(first.statusCode, first.body).toBe(201);
      expect(OrderRatingSchema.parse(first.json())).toMatchObject({ stars: 4, comment: 'Hot and tasty' });

      const again = await rate(w, order.id, { stars: 1 }, w.token, 'ru');
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe('Этот заказ уже оценён.');
      const state = OrderRatingStateSchema.parse((await ratingOf(w, order.id)).json());
      expect(state).toMatchObject({ canRate: false, rating: { stars: 4, comment: 'Hot and tasty' } });
    });

    it('refuses a cancelled order and stars outside 1-5 or a comment too long', async () => {
      const w = await world();
      const order = await placed(w);
      await move(order.id, 'CANCELED');
      expect((await rate(w, order.id, { stars: 5 })).statusCode).toBe(409);
      await move(order.id, 'DELIVERED');
      for (const body of [
        { stars: 0 },
        { stars: 6 },
        { stars: 4.5 },
        {},
        { stars: 5, comment: 'x'.repeat(501) },
      ]) {
        const res = await rate(w, order.id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorOf(res).code).toBe('VALIDATION_FAILED');
      }
      expect((await rate(w, order.id, { stars: 5, comment: null })).statusCode).toBe(201);
    });

    it('makes the menu grade of every product of the order the average of its ratings', async () => {
      const w = await world();
      expect(await gradeOf(w, w.plov.id)).toBeNull();
      const mine = await placed(w, [
        { productId: w.plov.id, count: 1 },
        { productId: w.burger.id, count: 1, modifications: [{ id: w.small.id, count: 1 }] } as never,
      ]);
      await move(mine.id, 'DELIVERED');
      expect((await rate(w, mine.id, { stars: 5 })).statusCode).toBe(201);
      expect(await gradeOf(w, w.plov.id)).toBe(5);
      expect(await gradeOf(w, w.burger.id)).toBe(5);

      const other = await createUser(t.db, { merchantId: w.merchant.id });
      const otherWorld = { ...w, user: other, token: await createSession(t.db, other) };
      const theirs = await placed(otherWorld);
      await move(theirs.id, 'CLOSED');
      expect((await rate(otherWorld, theirs.id, { stars: 4 })).statusCode).toBe(201);
      expect(await gradeOf(w, w.plov.id)).toBe(4.5);
      expect(await gradeOf(w, w.burger.id)).toBe(5);
      const grades = (await call('GET', '/products/v1/grade', { merchant: w.merchant.id })).json();
      expect(grades).toEqual(
        expect.arrayContaining([
          { productId: w.plov.id, grade: 4.5 },
          { productId: w.burger.id, grade: 5 },
        ]),
      );
    });
  });

  describe('who may', () => {
    it('hides the order from another customer, another merchant and a guest', async () => {
      const w = await world();
      const order = await placed(w);
      await move(order.id, 'DELIVERED');
      const stranger = await createUser(t.db, { merchantId: w.merchant.id });
      const strangerToken = await createSession(t.db, stranger);
      const elsewhere = await world();
      for (const [merchant, token] of [
        [w.merchant.id, strangerToken],
        [elsewhere.merchant.id, elsewhere.token],
      ] as const) {
        const as = { ...w, merchant: { ...w.merchant, id: merchant } };
        expect((await rate(as, order.id, { stars: 1 }, token)).statusCode).toBe(404);
        expect((await ratingOf(as, order.id, token)).statusCode).toBe(404);
        const repeat = await call('GET', `/orders/v1/orders/${order.id}/repeat`, { merchant, token });
        expect(repeat.statusCode).toBe(404);
      }
      expect((await rate(w, order.id, { stars: 1 }, '')).statusCode).toBe(401);
      expect(
        (await call('GET', `/orders/v1/orders/${order.id}/repeat`, { merchant: w.merchant.id })).statusCode,
      ).toBe(401);
      // Nothing was written by the refused calls: the owner still rates it.
      expect(OrderRatingStateSchema.parse((await ratingOf(w, order.id)).json()).canRate).toBe(true);
      expect(
        (
          await call('GET', '/orders/v1/orders/2147483648/rating', {
            merchant: w.merchant.id,
            token: w.token,
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('repeat', () => {
    it('says of each line what changed since: stopped, gone, price, options, stock', async () => {
      const w = await world();
      const salad = await createProduct(t.db, {
        merchantId: w.merchant.id,
        categoryId: w.plov.categoryId,
        costPrice: 20_000,
      });
      const soup = await createProduct(t.db, {
        merchantId: w.merchant.id,
        categoryId: w.plov.categoryId,
        costPrice: 15_000,
      });
      const order = await placed(w, [
        { productId: w.plov.id, count: 2 },
        {
          productId: w.burger.id,
          count: 1,
          modifications: [
            { id: w.large.id, count: 1 },
            { id: w.cheese.id, count: 1 },
          ],
        },
        { productId: salad.id, count: 1 },
        { productId: soup.id, count: 3 },
      ] as never);
      const plan = async () =>
        RepeatPlanSchema.parse(
          (
            await call('GET', `/orders/v1/orders/${order.id}/repeat`, {
              merchant: w.merchant.id,
              token: w.token,
            })
          ).json(),
        );
      const unchanged = await plan();
      expect(unchanged.lines.map((l) => [l.state, l.count])).toEqual([
        ['OK', 2],
        ['OK', 1],
        ['OK', 1],
        ['OK', 3],
      ]);
      expect(unchanged.lines[1]?.modifications).toEqual([
        { id: w.large.id, count: 1 },
        { id: w.cheese.id, count: 1 },
      ]);

      await t.db.insert(productBranches).values([
        { productId: w.plov.id, branchId: w.branch.id, isAvailable: false },
        { productId: soup.id, branchId: w.branch.id, isAvailable: true, stock: 2 },
      ]);
      await t.db.update(products).set({ deleted: true, active: false }).where(eq(products.id, salad.id));
      await t.db.delete(modifiers).where(eq(modifiers.id, w.cheese.id));
      t.app.invalidateMenu(w.merchant.id);
      const changed = await plan();
      expect(changed.branchId).toBe(w.branch.id);
      expect(changed.lines.map((l) => [l.productId, l.state, l.count])).toEqual([
        [w.plov.id, 'STOPPED', 0],
        [w.burger.id, 'OPTIONS_CHANGED', 1],
        [salad.id, 'GONE', 0],
        [soup.id, 'NOT_ENOUGH', 2],
      ]);
      expect(changed.lines[1]?.modifications).toEqual([{ id: w.large.id, count: 1 }]);
      // 30 000 + 10 000 large, 10% off: 36 000 now; 45 000 - 4 500 with the cheese then.
      expect([changed.lines[1]?.unitPriceThen, changed.lines[1]?.unitPriceNow]).toEqual([40_500, 36_000]);

      await t.db.delete(productBranches).where(and(eq(productBranches.productId, w.plov.id)));
      await t.db.update(products).set({ costPrice: 50_000 }).where(eq(products.id, w.plov.id));
      t.app.invalidateMenu(w.merchant.id);
      const pricier = (await plan()).lines[0];
      expect(pricier).toBeDefined();
      expect(pricier).toMatchObject({
        state: 'PRICE_CHANGED',
        count: 2,
        unitPriceThen: 45_000,
        unitPriceNow: 50_000,
      });
    });

    it('an old order naming a product the menu never had is "gone", never an error', async () => {
      const w = await world();
      const old = await createOrder(t.db, {
        merchantId: w.merchant.id,
        userId: w.user.id,
        branchId: w.branch.id,
      });
      const res = await call('GET', `/orders/v1/orders/${old.id}/repeat`, {
        merchant: w.merchant.id,
        token: w.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(RepeatPlanSchema.parse(res.json()).lines.map((l) => [l.state, l.count])).toEqual([['GONE', 0]]);
    });
  });
});
