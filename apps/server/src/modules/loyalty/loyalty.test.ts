/**
 * Cashback adjustments through the staff API (decision 267): ADMIN adds and takes with a reason, the ledger and
 * the audit log record each, the balance never goes below zero (also when adjustments race), another merchant's
 * customer is 404, bad input is 400.
 */
import { ApiErrorSchema, CustomerCashbackSchema } from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createUser } from '../../db/factories.ts';
import { auditLog, cashbackAdjustments, users } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useStaffWorld } from '../staff/staff-test-world.ts';

describe.each(databases())('cashback adjustments on %s', (kind) => {
  const { t, call, shop } = useStaffWorld(kind);
  const path = (id: number) => `/staff/v1/admin/customers/${id}/cashback`;

  async function balanceOf(id: number): Promise<number> {
    const [row] = await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, id));
    return row?.c ?? -1;
  }

  it('adds and takes with a reason, newest first in the ledger, each in the audit log', async () => {
    const s = await shop('ADMIN');
    const opts = { merchant: s.merchant, token: s.token, lang: 'eng' };
    const add = await call('POST', path(s.customer.id), {
      ...opts,
      body: { amount: 20_000, reason: 'Cold plov' },
    });
    expect(add.statusCode).toBe(200);
    expect(CustomerCashbackSchema.parse(add.json()).balance).toBe(20_000);
    const take = await call('POST', path(s.customer.id), {
      ...opts,
      body: { amount: -5_000, reason: '  Added twice by mistake ' },
    });
    const view = CustomerCashbackSchema.parse(take.json());
    expect(view).toMatchObject({
      customer: { id: s.customer.id, firstName: 'Aziza' },
      balance: 15_000,
      adjustments: [
        { amount: -5_000, reason: 'Added twice by mistake', balanceAfter: 15_000 },
        { amount: 20_000, reason: 'Cold plov', balanceAfter: 20_000 },
      ],
    });
    expect(view.adjustments[0]?.actor).toContain(s.member.login);

    const got = await call('GET', path(s.customer.id), opts);
    expect(CustomerCashbackSchema.parse(got.json())).toEqual(view);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, s.merchant));
    expect(audit.map((r) => r.changes)).toEqual(
      expect.arrayContaining([
        { cashback: { from: 0, to: 20_000 }, reason: 'Cold plov' },
        { cashback: { from: 20_000, to: 15_000 }, reason: 'Added twice by mistake' },
      ]),
    );
    expect(audit.every((r) => r.entity === 'cashback' && r.entityId === String(s.customer.id))).toBe(true);
  });

  it('refuses a take below zero with the balance in the message, and changes nothing', async () => {
    const s = await shop('ADMIN');
    await t.db.update(users).set({ cashback: 3_000 }).where(eq(users.id, s.customer.id));
    const res = await call('POST', path(s.customer.id), {
      merchant: s.merchant,
      token: s.token,
      lang: 'ru',
      body: { amount: -3_001, reason: 'Too much' },
    });
    expect(res.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(res.json())).toMatchObject({
      code: 'CASHBACK_ABOVE_BALANCE',
      message: 'Кэшбэк не может стать отрицательным: сейчас на балансе 3\u00a0000 сум.',
    });
    expect(await balanceOf(s.customer.id)).toBe(3_000);
    const ledger = await t.db
      .select()
      .from(cashbackAdjustments)
      .where(eq(cashbackAdjustments.userId, s.customer.id));
    expect(ledger).toHaveLength(0);
  });

  it('never goes below zero when takes race: 10 takes of 3 000 from 10 000 leave 1 000', async () => {
    const s = await shop('ADMIN');
    await t.db.update(users).set({ cashback: 10_000 }).where(eq(users.id, s.customer.id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', path(s.customer.id), {
          merchant: s.merchant,
          token: s.token,
          body: { amount: -3_000, reason: `Race ${i}` },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, ...Array(7).fill(409)]);
    expect(await balanceOf(s.customer.id)).toBe(1_000);
    const ledger = await t.db
      .select()
      .from(cashbackAdjustments)
      .where(
        and(eq(cashbackAdjustments.merchantId, s.merchant), eq(cashbackAdjustments.userId, s.customer.id)),
      );
    expect(ledger.map((r) => r.balanceAfter).sort((a, b) => a - b)).toEqual([1_000, 4_000, 7_000]);
  });

  it('answers 404 for another merchant’s customer or an erased one', async () => {
    const s = await shop('ADMIN');
    const other = await shop('ADMIN');
    const erased = await createUser(t.db, { merchantId: s.merchant, deletedAt: new Date(), phone: null });
    const opts = { merchant: s.merchant, token: s.token };
    for (const id of [other.customer.id, erased.id]) {
      expect((await call('GET', path(id), opts)).statusCode).toBe(404);
      const post = await call('POST', path(id), { ...opts, body: { amount: 100, reason: 'Gift' } });
      expect(post.statusCode).toBe(404);
    }
    expect(await balanceOf(other.customer.id)).toBe(0);
  });

  it.each([
    ['a zero amount', { amount: 0, reason: 'Nothing' }],
    ['no reason', { amount: 100 }],
    ['a blank reason', { amount: 100, reason: '   ' }],
    ['a fraction', { amount: 10.5, reason: 'Half' }],
    ['a huge amount', { amount: 1e12, reason: 'Lots' }],
    ['a broken character in the reason', { amount: 100, reason: 'abc\ud800def' }],
  ])('refuses %s with 400', async (_, body) => {
    const s = await shop('ADMIN');
    const res = await call('POST', path(s.customer.id), { merchant: s.merchant, token: s.token, body });
    expect(res.statusCode).toBe(400);
  });

  it('lets only ADMIN in', async () => {
    const s = await shop('ADMIN');
    const member = await createStaff(t.db, { merchantId: s.merchant, role: 'OPERATOR' });
    const token = await createStaffSession(t.db, member);
    expect((await call('GET', path(s.customer.id), { merchant: s.merchant, token })).statusCode).toBe(403);
    const post = await call('POST', path(s.customer.id), {
      merchant: s.merchant,
      token,
      body: { amount: 100, reason: 'Gift' },
    });
    expect(post.statusCode).toBe(403);
    expect((await call('GET', path(s.customer.id), { merchant: s.merchant })).statusCode).toBe(401);
  });
});
