/**
 * Placing an order (place-order.ts): its first status and change-log entry, who placed it, idempotent submit,
 * numbers. Through the API, and through the service for a placer the API does not offer yet (an operator).
 */
import { type Order, OrderRequestSchema, OrderSchema } from '@dasturxon/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, createUser } from '../../db/factories.ts';
import { orderEvents } from '../../db/schema/index.ts';
import { createInProcessOrderEventBus } from '../../events/order-events.ts';
import { createInProcessStaffNoticeBus } from '../../events/staff-notices.ts';
import { testEnv } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { createBranchRepository } from '../branches/repository.ts';
import { createOrderingServices } from '../ordering-services.ts';
import { NOON, useOrderWorld } from './order-test-world.ts';
import { canonicalJson, orderSource, placerActor } from './place-order.ts';

describe('placerActor', () => {
  const owner = { merchantId: 'm', userId: 42 };
  it('records the customer by their user id, an operator by their staff id, an integration by its name', () => {
    expect(placerActor({ by: 'CUSTOMER' }, owner)).toEqual({ actorType: 'CUSTOMER', actorId: '42' });
    expect(placerActor({ by: 'STAFF', staffId: 7 }, owner)).toEqual({ actorType: 'STAFF', actorId: '7' });
    expect(placerActor({ by: 'INTEGRATION', name: 'iiko' }, owner)).toEqual({
      actorType: 'PROVIDER',
      actorId: 'iiko',
    });
  });
});

describe('orderSource', () => {
  it('names the source by who placed the order and from which client (decision 218)', () => {
    expect(orderSource({ by: 'CUSTOMER' }, 'WEB')).toBe('CLIENT_WEB');
    expect(orderSource({ by: 'CUSTOMER' }, 'TG')).toBe('TELEGRAM_BOT');
    expect(orderSource({ by: 'STAFF', staffId: 7 }, 'OPERATOR')).toBe('OPERATOR');
    expect(orderSource({ by: 'INTEGRATION', name: 'iiko' }, 'WEB')).toBe('INTEGRATION_APP');
  });
});

describe('canonicalJson', () => {
  it('writes equal values the same whatever their key order, leaving out undefined fields', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: null }], a: 'x', u: undefined })).toBe(
      '{"a":"x","b":[1,{"c":null,"d":2}]}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('writes what the first form wrote, byte for byte (the stored request hashes stay valid)', () => {
    // The form the hashes of existing orders were made with.
    const first = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map(first).join(',')}]`;
      if (value && typeof value === 'object') {
        const entries = Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${first(v)}`).join(',')}}`;
      }
      return JSON.stringify(value ?? null);
    };
    const request = {
      atTime: undefined,
      request: {
        comment: 'Eshik kodi "12", 3-qavat\nraxmat',
        address: { lat: 41.311081, lng: 69.240562, text: 'Чиланзар, 9-квартал' },
        orderItems: [
          { productId: 'p-1', count: 2, modifiers: [{ id: 'm-2', count: 1 }, undefined, null] },
          { count: 1, productId: 'p-2', modifiers: [] },
        ],
        Zeta: true,
        émoji: '🍢',
        empty: {},
        nothing: null,
        skipped: undefined,
        total: 0,
      },
      client: 'ANDROID',
    };
    expect(canonicalJson(request)).toBe(first(request));
    for (const value of [null, undefined, 0, '', [], {}, [undefined], { a: undefined }, 'ş'])
      expect(canonicalJson(value), JSON.stringify(value)).toBe(first(value));
  });
});

describe.each(databases())('place order on %s', (kind) => {
  const { t, world, call, pickUp, delivery, submit, errorOf, orderCount } = useOrderWorld(kind);

  it('starts an online order waiting for its payment, payable', async () => {
    const w = await world();
    const res = await submit(w, pickUp(w, { paymentType: 'PAYME' }));
    expect(res.statusCode).toBe(201);
    expect(OrderSchema.parse(res.json())).toMatchObject({ status: 'CREATED', canPay: true, isPaid: false });
  });

  it('records who placed an order in its first change-log entry: the customer, or an operator for them', async () => {
    const w = await world();
    const firstEntry = async (orderId: number) =>
      (
        await t.db
          .select({
            actorType: orderEvents.actorType,
            actorId: orderEvents.actorId,
            toStatus: orderEvents.toStatus,
          })
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, orderId), isNull(orderEvents.fromStatus)))
      )[0];
    const own = OrderSchema.parse((await submit(w, pickUp(w))).json());
    expect(await firstEntry(own.id)).toEqual({
      actorType: 'CUSTOMER',
      actorId: String(w.user.id),
      toStatus: 'OPEN',
    });

    // The console's phone orders (issue 11) will place through the same service with the operator as placer.
    const services = createOrderingServices({
      db: t.db,
      env: testEnv,
      clock: () => NOON,
      log: t.app.log,
      orderEvents: createInProcessOrderEventBus(),
      staffNotices: createInProcessStaffNoticeBus(),
      readMenu: (merchantId, channel) => t.app.readMenu(merchantId, channel),
      fetch,
      branches: createBranchRepository(t.db),
    });
    const byPhone = await services.placeOrder.submit(
      w.merchant,
      { merchantId: w.merchant.id, userId: w.user.id },
      OrderRequestSchema.parse(pickUp(w)),
      { atTime: false, idempotencyKey: null, lang: 'uz', placer: { by: 'STAFF', staffId: 17 } },
    );
    expect(byPhone).toMatchObject({ created: true, order: { userId: w.user.id, status: 'OPEN' } });
    expect(await firstEntry(byPhone.order.id)).toEqual({
      actorType: 'STAFF',
      actorId: '17',
      toStatus: 'OPEN',
    });
  });

  it('answers a new order exactly as reading it back shows it (decision 305: the answer is not read back)', async () => {
    const w = await world({ cashback: 5_000 });
    const lines = [
      { productId: w.plov.id, count: 2 },
      {
        productId: w.burger.id,
        count: 1,
        modifications: [
          { id: w.large.id, count: 1 },
          { id: w.cheese.id, count: 1 },
        ],
      },
    ];
    // With cashback (a transaction) and without (one prepared statement alone): the same answer as a read.
    for (const cashback of [5_000, 0]) {
      const placed = await submit(w, delivery(w, { cartItems: lines, cashback, comment: 'Eshik oldida' }));
      expect(placed.statusCode).toBe(201);
      const order = OrderSchema.parse(placed.json());
      expect(order).toMatchObject({ status: 'OPEN', canCancel: true, totals: { cashback } });
      expect(order.items.map((i) => i.modifications.length)).toEqual([0, 2]);
      const read = await call('GET', `/orders/v1/orders/${order.id}`, {
        merchant: w.merchant.id,
        token: w.token,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(placed.json());
    }
  });

  describe('idempotency', () => {
    it('answers a retry with the same key and request with the same order, once', async () => {
      const w = await world();
      const key = 'order-key-0001';
      const first = await submit(w, pickUp(w), { key });
      expect(first.statusCode).toBe(201);
      // Same request with its keys in another order.
      const { cartItems, ...rest } = pickUp(w);
      const again = await submit(w, { cartItems, ...rest }, { key });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await orderCount(w.merchant.id)).toBe(1);

      const other = await submit(w, pickUp(w, { comment: 'Tezroq' }), { key, lang: 'ru' });
      expect(other.statusCode).toBe(409);
      expect(errorOf(other)).toMatchObject({
        code: 'IDEMPOTENCY_CONFLICT',
        message: 'Этот ключ запроса уже использован для другого заказа.',
      });
      expect((await submit(w, pickUp(w), { key: 'short' })).statusCode).toBe(400);
      // The same body on the other endpoint is another request.
      const atTime = await call('POST', '/orders/v1/orders/at-time', {
        merchant: w.merchant.id,
        token: w.token,
        key,
        body: pickUp(w, { later: true, day: '2026-11-22', time: '12:30' }),
      });
      expect(atTime.statusCode).toBe(409);
      // Keys belong to a customer: another customer's same key makes their own order.
      const neighbour = await createUser(t.db, { merchantId: w.merchant.id });
      const res = await submit(w, pickUp(w), { key, token: await createSession(t.db, neighbour) });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ userId: neighbour.id, number: 1002 });
    });

    it('makes one order of 10 concurrent submits with one key, and 10 gapless numbers with 10 keys', async () => {
      const w = await world();
      const same = await Promise.all(
        Array.from({ length: 10 }, () => submit(w, pickUp(w), { key: 'concurrent-key-1' })),
      );
      expect(same.map((r) => r.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      expect(new Set(same.map((r) => (r.json() as Order).id)).size).toBe(1);
      expect(await orderCount(w.merchant.id)).toBe(1);

      const distinct = await Promise.all(
        Array.from({ length: 10 }, (_, i) => submit(w, pickUp(w), { key: `concurrent-key-${i + 10}` })),
      );
      expect(distinct.every((r) => r.statusCode === 201)).toBe(true);
      const numbers = distinct.map((r) => (r.json() as Order).number).sort((a, b) => a - b);
      expect(numbers).toEqual([1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011]);
    });

    it('numbers orders per merchant', async () => {
      const a = await world();
      const b = await world();
      expect((await submit(a, pickUp(a))).json()).toMatchObject({ number: 1001 });
      expect((await submit(a, pickUp(a))).json()).toMatchObject({ number: 1002 });
      expect((await submit(b, pickUp(b))).json()).toMatchObject({ number: 1001 });
    });
  });
});
