/**
 * The stop-list (issue 12, decision 253): a tap in the console puts a dish out at one branch or everywhere, the
 * storefront's menu shows it at once, and a customer who still has it in the basket is told at checkout (spec §8
 * "product not available") — a quote problem and a 409 on submit, never a 500.
 */
import { OrderQuoteSchema, OverallSchema, StaffProductSchema } from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, ml } from '../../db/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useOrderWorld } from '../orders/order-test-world.ts';

describe.each(databases())('stop-list on %s', (kind) => {
  const { t, world, call, pickUp, submit, quote, errorOf, orderCount } = useOrderWorld(kind);

  async function stopWorld() {
    const w = await world();
    const staffToken = async (role: 'ADMIN' | 'OPERATOR' | 'KITCHEN', branchId: number | null = null) =>
      createStaffSession(t.db, await createStaff(t.db, { merchantId: w.merchant.id, role, branchId }));
    const admin = await staffToken('ADMIN');
    const setAvailability = (productId: number, body: unknown, token = admin) =>
      call('PUT', `/staff/v1/menu/products/${productId}/availability`, {
        merchant: w.merchant.id,
        token,
        body,
      });
    const overall = async () => {
      const res = await call('GET', '/products/v1/overalls', { merchant: w.merchant.id });
      return { etag: String(res.headers.etag), menu: OverallSchema.parse(res.json()) };
    };
    return { w, staffToken, admin, setAvailability, overall };
  }

  it('stops a dish at a branch: menu and ETag change, checkout tells the customer, resume brings it back', async () => {
    const { w, setAvailability, overall } = await stopWorld();
    const body = pickUp(w);
    expect(OrderQuoteSchema.parse((await quote(w, body)).json()).problems).toEqual([]);
    const before = await overall();

    const stop = await setAvailability(w.plov.id, { branchId: w.branch.id, available: false });
    expect(stop.statusCode).toBe(200);
    expect(StaffProductSchema.parse(stop.json()).branches).toEqual([
      { branchId: w.branch.id, isAvailable: false },
    ]);
    const stopped = await overall();
    expect(stopped.etag).not.toBe(before.etag);
    expect(stopped.menu.products.find((p) => p.id === w.plov.id)?.productBranch).toMatchObject([
      { branchId: w.branch.id, isAvailable: false },
    ]);

    const q = OrderQuoteSchema.parse((await quote(w, body, { lang: 'ru' })).json());
    expect(q.problems).toEqual([
      expect.objectContaining({
        code: 'PRODUCT_NOT_AVAILABLE',
        message: 'Продукт недоступен: Свадебный плов.',
      }),
    ]);
    const refused = await submit(w, body, { lang: 'eng' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'PRODUCT_NOT_AVAILABLE',
      message: 'Product not available: Wedding plov.',
    });
    expect(await orderCount(w.merchant.id)).toBe(0);

    const resume = await setAvailability(w.plov.id, { branchId: w.branch.id, available: true });
    expect(resume.statusCode).toBe(200);
    expect(OrderQuoteSchema.parse((await quote(w, body)).json()).problems).toEqual([]);
    expect((await submit(w, body)).statusCode).toBe(201);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, w.merchant.id), eq(auditLog.entity, 'product')))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.changes])).toEqual([
      ['stop', { branchId: w.branch.id, available: { from: true, to: false } }],
      ['resume', { branchId: w.branch.id, available: { from: false, to: true } }],
    ]);
  });

  it('stopping one branch of a dish offered everywhere leaves the other branches selling it', async () => {
    const { w, setAvailability, overall } = await stopWorld();
    const second = await createBranch(t.db, {
      merchantId: w.merchant.id,
      cityId: w.city.id,
      name: ml('Yunusobod', 'Юнусабад', 'Yunusobod'),
    });
    await setAvailability(w.plov.id, { branchId: w.branch.id, available: false });
    const plov = (await overall()).menu.products.find((p) => p.id === w.plov.id);
    expect(plov?.productBranch.map((b) => [b.branchId, b.isAvailable])).toEqual([
      [w.branch.id, false],
      [second.id, true],
    ]);
    expect(
      OrderQuoteSchema.parse((await quote(w, pickUp(w, { branchId: second.id }))).json()).problems,
    ).toEqual([]);
  });

  it('stops everywhere in one tap; resuming one branch leaves the others stopped', async () => {
    const { w, setAvailability, overall } = await stopWorld();
    const second = await createBranch(t.db, { merchantId: w.merchant.id, cityId: w.city.id });
    await setAvailability(w.plov.id, { branchId: null, available: false });
    expect((await overall()).menu.products.find((p) => p.id === w.plov.id)?.isAvailable).toBe(false);
    const q = OrderQuoteSchema.parse((await quote(w, pickUp(w))).json());
    expect(q.problems.map((p) => p.code)).toEqual(['PRODUCT_NOT_AVAILABLE']);

    await setAvailability(w.plov.id, { branchId: second.id, available: true });
    const plov = (await overall()).menu.products.find((p) => p.id === w.plov.id);
    expect(plov?.isAvailable).toBe(true);
    expect(plov?.productBranch.map((b) => [b.branchId, b.isAvailable])).toEqual([
      [w.branch.id, false],
      [second.id, true],
    ]);
    await setAvailability(w.plov.id, { branchId: null, available: true });
    expect(OrderQuoteSchema.parse((await quote(w, pickUp(w))).json()).problems).toEqual([]);
  });

  it('OPERATOR may stop and resume (its own branch when tied to one); KITCHEN may not', async () => {
    const { w, staffToken, setAvailability } = await stopWorld();
    const second = await createBranch(t.db, { merchantId: w.merchant.id, cityId: w.city.id });
    const operator = await staffToken('OPERATOR');
    expect(
      (await setAvailability(w.plov.id, { branchId: w.branch.id, available: false }, operator)).statusCode,
    ).toBe(200);
    const tied = await staffToken('OPERATOR', second.id);
    const tiedMenu = await call('GET', '/staff/v1/menu', { merchant: w.merchant.id, token: tied });
    expect(tiedMenu.json()).toMatchObject({ ownBranchId: second.id });
    expect(
      (await setAvailability(w.plov.id, { branchId: w.branch.id, available: true }, tied)).statusCode,
    ).toBe(403);
    expect((await setAvailability(w.plov.id, { branchId: null, available: true }, tied)).statusCode).toBe(
      403,
    );
    expect(
      (await setAvailability(w.plov.id, { branchId: second.id, available: false }, tied)).statusCode,
    ).toBe(200);
    const kitchen = await staffToken('KITCHEN');
    expect(
      (await setAvailability(w.plov.id, { branchId: w.branch.id, available: true }, kitchen)).statusCode,
    ).toBe(403);
    const bad = await setAvailability(w.plov.id, { branchId: w.branch.id, available: 'no' });
    expect(bad.statusCode).toBe(400);
    const unknownBranch = await setAvailability(w.plov.id, { branchId: 999_999, available: false });
    expect(unknownBranch.statusCode).toBe(404);
  });
});
