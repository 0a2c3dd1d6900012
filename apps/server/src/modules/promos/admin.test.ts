/**
 * Promo admin through the staff API (decision 266): ADMIN lists, creates, edits and switches promos; every rule
 * of the form is checked by the server; another merchant's promo is 404; each change is in the audit log.
 */
import { AdminPromoSchema, ApiErrorSchema, type PromoInput } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createPromo } from '../../db/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useStaffWorld } from '../staff/staff-test-world.ts';

const BASE: PromoInput = {
  code: 'navruz10',
  discountType: 'PERCENTAGE',
  productDiscount: 10,
  deliveryDiscount: 0,
  minPrice: 50_000,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  isActive: true,
  oncePerUser: false,
  maxUses: 100,
  maxUsesPerUser: 3,
};

describe.each(databases())('promo admin on %s', (kind) => {
  const { t, call, shop } = useStaffWorld(kind);
  const as = (s: { merchant: string; token: string }, lang = 'eng') => ({
    merchant: s.merchant,
    token: s.token,
    lang,
  });

  it('creates, lists with uses, edits and switches off a promo, each change in the audit log', async () => {
    const s = await shop('ADMIN');
    const created = await call('POST', '/staff/v1/admin/promos', { ...as(s), body: BASE });
    expect(created.statusCode).toBe(201);
    const promo = AdminPromoSchema.parse(created.json());
    expect(promo).toMatchObject({
      code: 'NAVRUZ10',
      maxUses: 100,
      maxUsesPerUser: 3,
      uses: 0,
      // The start day opens at Tashkent midnight; the end day lasts through its last millisecond.
      startDate: '2026-11-30T19:00:00.000Z',
      endDate: '2026-12-31T18:59:59.999Z',
    });

    // Two orders used it, one of them was cancelled: one use so far.
    await s.order({ promoId: promo.id, promoCode: promo.code });
    await s.order({ promoId: promo.id, promoCode: promo.code, status: 'CANCELED' });
    const listed = await call('GET', '/staff/v1/admin/promos', as(s));
    expect(listed.statusCode).toBe(200);
    expect(AdminPromoSchema.array().parse(listed.json())).toMatchObject([{ id: promo.id, uses: 1 }]);

    const edited = await call('PUT', `/staff/v1/admin/promos/${promo.id}`, {
      ...as(s),
      body: { ...BASE, discountType: 'AMOUNT', productDiscount: 15_000, maxUses: null },
    });
    expect(edited.statusCode).toBe(200);
    expect(AdminPromoSchema.parse(edited.json())).toMatchObject({
      discountType: 'AMOUNT',
      productDiscount: 15_000,
      maxUses: null,
      uses: 1,
    });

    const off = await call('PATCH', `/staff/v1/admin/promos/${promo.id}/active`, {
      ...as(s),
      body: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(AdminPromoSchema.parse(off.json()).isActive).toBe(false);

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, s.merchant));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'deactivate', 'update']);
    const update = rows.find((r) => r.action === 'update');
    expect(update).toMatchObject({ entity: 'promo', entityId: String(promo.id), staffId: s.member.id });
    expect(update?.changes).toEqual({
      discountType: { from: 'PERCENTAGE', to: 'AMOUNT' },
      productDiscount: { from: 10, to: 15_000 },
      maxUses: { from: 100, to: null },
    });
  });

  it('refuses a code the merchant already has (any case), in the caller’s language', async () => {
    const s = await shop('ADMIN');
    await createPromo(t.db, { merchantId: s.merchant, code: 'NAVRUZ10' });
    const res = await call('POST', '/staff/v1/admin/promos', { ...as(s, 'ru'), body: BASE });
    expect(res.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(res.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Такой промокод уже есть.',
    });
  });

  it.each([
    ['a percentage above 100', { productDiscount: 101 }],
    ['a delivery percentage above 100', { deliveryDiscount: 150 }],
    ['an end before the start', { startDate: '2026-12-10', endDate: '2026-12-09' }],
    ['a negative total cap', { maxUses: -1 }],
    ['a zero per-customer cap', { maxUsesPerUser: 0 }],
    ['a negative minimum', { minPrice: -5 }],
    ['no discount at all', { productDiscount: 0, deliveryDiscount: 0 }],
    ['once per customer with a cap of 3 per customer', { oncePerUser: true, maxUsesPerUser: 3 }],
    ['a code with spaces', { code: 'NAV RUZ' }],
    ['a date that is no day', { startDate: '01.12.2026' }],
    ['a day that does not exist', { endDate: '2026-02-30' }],
    ['an unknown field', { colour: 'red' }],
  ])('refuses %s with 400', async (_, change) => {
    const s = await shop('ADMIN');
    const res = await call('POST', '/staff/v1/admin/promos', { ...as(s), body: { ...BASE, ...change } });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for another merchant’s promo and never lists it', async () => {
    const s = await shop('ADMIN');
    const other = await shop('ADMIN');
    const theirs = await createPromo(t.db, { merchantId: other.merchant, code: 'THEIRS' });
    const put = await call('PUT', `/staff/v1/admin/promos/${theirs.id}`, { ...as(s), body: BASE });
    expect(put.statusCode).toBe(404);
    const patch = await call('PATCH', `/staff/v1/admin/promos/${theirs.id}/active`, {
      ...as(s),
      body: { isActive: false },
    });
    expect(patch.statusCode).toBe(404);
    const list = await call('GET', '/staff/v1/admin/promos', as(s));
    expect(list.json()).toEqual([]);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.merchantId, s.merchant))).length).toBe(0);
  });

  it('lets only ADMIN in: other roles 403, no session 401', async () => {
    const s = await shop('ADMIN');
    for (const role of ['OPERATOR', 'KITCHEN', 'COURIER'] as const) {
      const member = await createStaff(t.db, { merchantId: s.merchant, role });
      const token = await createStaffSession(t.db, member);
      const opts = { merchant: s.merchant, token };
      expect((await call('GET', '/staff/v1/admin/promos', opts)).statusCode).toBe(403);
      expect((await call('POST', '/staff/v1/admin/promos', { ...opts, body: BASE })).statusCode).toBe(403);
    }
    expect((await call('GET', '/staff/v1/admin/promos', { merchant: s.merchant })).statusCode).toBe(401);
  });
});
