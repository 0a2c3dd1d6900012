/**
 * Promo redemption caps at checkout (decision 266): a total cap under concurrency (N customers racing for the
 * last use: exactly one order gets it), a per-customer cap, the quote telling the customer before they submit,
 * and a cancel giving the use back. On PostgreSQL the orders really run at once; on PGlite they are serialized.
 */
import { ApiErrorSchema, OrderQuoteSchema, OrderSchema } from '@dasturxon/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPromo, createSession, createUser } from '../../db/factories.ts';
import { orders } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useOrderWorld } from '../orders/order-test-world.ts';

const RACERS = 8;

describe.each(databases())('promo caps on %s', (kind) => {
  const { t, world, call, pickUp, submit, quote, errorOf } = useOrderWorld(kind);

  it(`gives the last use to exactly one of ${RACERS} orders placed at once`, async () => {
    const w = await world();
    await createPromo(t.db, { merchantId: w.merchant.id, code: 'LAST1', maxUses: 1, oncePerUser: false });
    const customers = await Promise.all(
      Array.from({ length: RACERS }, async () => {
        const user = await createUser(t.db, { merchantId: w.merchant.id });
        return createSession(t.db, user);
      }),
    );
    const answers = await Promise.all(
      customers.map((token) => submit(w, pickUp(w, { promoCode: 'LAST1' }), { token, lang: 'eng' })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(RACERS - 1).fill(422)]);
    for (const refused of answers.filter((r) => r.statusCode === 422)) {
      expect(errorOf(refused)).toMatchObject({
        code: 'PROMO_NOT_ACTIVE',
        message: 'This promo code has been used up.',
      });
    }
    // Refused customers were not charged: no order of theirs exists, with or without the promo.
    const placed = await t.db.select().from(orders).where(eq(orders.merchantId, w.merchant.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]?.promoCode).toBe('LAST1');
  });

  it('caps the uses per customer, says so in the quote, and a cancel gives a use back', async () => {
    const w = await world();
    await createPromo(t.db, {
      merchantId: w.merchant.id,
      code: 'TWICE',
      maxUsesPerUser: 2,
      oncePerUser: false,
    });
    const first = OrderSchema.parse((await submit(w, pickUp(w, { promoCode: 'TWICE' }))).json());
    expect((await submit(w, pickUp(w, { promoCode: 'TWICE' }))).statusCode).toBe(201);

    const q = await quote(w, pickUp(w, { promoCode: 'TWICE' }), { token: w.token, lang: 'ru' });
    const problems = OrderQuoteSchema.parse(q.json()).problems;
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'PROMO_NOT_ACTIVE',
        message: 'Этот промокод можно использовать не больше 2 раз.',
      }),
    ]);
    const third = await submit(w, pickUp(w, { promoCode: 'TWICE' }), { lang: 'eng' });
    expect(third.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(third.json()).message).toBe('This promo code can be used at most 2 times.');

    // Another customer still may.
    const other = await createSession(t.db, await createUser(t.db, { merchantId: w.merchant.id }));
    expect((await submit(w, pickUp(w, { promoCode: 'TWICE' }), { token: other })).statusCode).toBe(201);

    const canceled = await call('POST', `/orders/v1/orders/${first.id}/cancel`, {
      merchant: w.merchant.id,
      token: w.token,
      body: {},
    });
    expect(canceled.statusCode).toBe(200);
    expect((await submit(w, pickUp(w, { promoCode: 'TWICE' }))).statusCode).toBe(201);
    const used = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.merchantId, w.merchant.id), isNotNull(orders.promoId)));
    expect(used).toHaveLength(4);
  });
});
