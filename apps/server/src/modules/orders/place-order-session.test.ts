/**
 * Placing an order reads the customer's session with the order's own reads (decision 348): the token is checked
 * by the same statement as the settings, the branch and the customer's row. What a caller must still see: no
 * live session is 401 whatever else is wrong with the call, nothing is written for it, and a live one places the
 * order for its own customer and slides its expiry at most once a minute.
 */
import { ApiErrorSchema, OrderSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMerchant, createSession, createUser } from '../../db/factories.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { NOON, useOrderWorld } from './order-test-world.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(databases())('placing an order with a session on %s', (kind) => {
  const { t, clock, world, call, pickUp, submit, orderCount } = useOrderWorld(kind);

  it('answers 401 without a live session, before any other problem of the call, and writes nothing', async () => {
    const w = await world({ cashback: 5_000 });
    const expired = await createSession(t.db, w.user, { now: NOON, expiresAt: new Date(NOON.getTime() - 1) });
    const revoked = await createSession(t.db, w.user, { now: NOON, revokedAt: NOON });
    const blocked = await createUser(t.db, { merchantId: w.merchant.id, isActive: false, cashback: 5_000 });
    const other = await createMerchant(t.db);
    const stranger = await createUser(t.db, { merchantId: other.id, cashback: 5_000 });
    const tokens = {
      malformed: 'garbage',
      unknown: 'A'.repeat(43),
      expired,
      revoked,
      blocked: await createSession(t.db, blocked, { now: NOON }),
      otherMerchant: await createSession(t.db, stranger, { now: NOON }),
    };
    const bodies = {
      valid: pickUp(w, { cashback: 5_000 }),
      invalid: { serviceType: 'PICK_UP' },
      laterOnTheNowUrl: pickUp(w, { later: true, day: '2026-11-22', time: '12:30' }),
      unknownBranch: pickUp(w, { branchId: w.branch.id + 1000 }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      for (const [shape, body] of Object.entries(bodies)) {
        const res = await submit(w, body, { token, lang: 'ru', key: `${name}-${shape}-key` });
        expect(res.statusCode, `${name} ${shape}`).toBe(401);
        expect(ApiErrorSchema.parse(res.json())).toEqual({
          code: 'UNAUTHORIZED',
          status: 401,
          message: 'Пожалуйста, войдите в систему.',
        });
      }
    }
    // No token at all, on both URLs.
    for (const url of ['/orders/v1/orders', '/orders/v1/orders/at-time']) {
      const res = await call('POST', url, { merchant: w.merchant.id, body: bodies.valid });
      expect(res.statusCode, url).toBe(401);
    }
    expect(await orderCount(w.merchant.id)).toBe(0);
    const balances = await t.db.select({ cashback: users.cashback }).from(users);
    expect(balances.map((b) => b.cashback)).toEqual([5_000, 5_000, 5_000]);

    // The same calls with a live token get their own answers.
    expect((await submit(w, bodies.invalid)).statusCode).toBe(400);
    expect((await submit(w, bodies.laterOnTheNowUrl)).statusCode).toBe(400);
    expect((await submit(w, bodies.unknownBranch)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await submit(w, bodies.valid)).statusCode).toBe(201);
  });

  it("places the order for the session's customer, spends their cashback, and slides the expiry once a minute", async () => {
    const w = await world();
    const customer = await createUser(t.db, { merchantId: w.merchant.id, cashback: 4_000 });
    const token = await createSession(t.db, customer, {
      now: new Date(NOON.getTime() - 2 * MINUTE),
      expiresAt: new Date(NOON.getTime() + 10 * MINUTE),
    });
    const session = async () =>
      (
        await t.db
          .select({ lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.userId, customer.id))
      )[0];
    const cashbackOf = async () =>
      (await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, customer.id)))[0]?.c;

    const placed = await submit(w, pickUp(w, { cashback: 4_000 }), { token });
    expect(placed.statusCode).toBe(201);
    expect(OrderSchema.parse(placed.json())).toMatchObject({
      userId: customer.id,
      totals: { cashback: 4_000 },
    });
    expect(await cashbackOf()).toBe(0);
    expect(await session()).toEqual({ lastUsedAt: NOON, expiresAt: new Date(NOON.getTime() + 90 * DAY) });

    // Half a minute later: the session is not written again.
    clock.now = new Date(NOON.getTime() + MINUTE / 2);
    expect((await submit(w, pickUp(w), { token })).statusCode).toBe(201);
    expect(await session()).toEqual({ lastUsedAt: NOON, expiresAt: new Date(NOON.getTime() + 90 * DAY) });
    // Spent cashback is refused by the session's customer's balance, not the world's customer's.
    const again = await submit(w, pickUp(w, { cashback: 1_000 }), { token });
    expect(again.json()).toMatchObject({ code: 'CASHBACK_ABOVE_BALANCE' });
  });
});
