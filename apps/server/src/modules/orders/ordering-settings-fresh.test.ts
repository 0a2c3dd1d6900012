/**
 * The merchant's ordering settings and branches are held in memory (decisions 365, 379), yet a change saved
 * through the staff API is what the very next quote and order see: each write path (payment settings, order
 * settings, web settings, credentials, a branch) drops what is cached. The quote before each change fills the
 * cache, so a write path that forgot to drop it would show the old settings here.
 */
import {
  OrderQuoteSchema,
  type OrderSettings,
  StaffBranchSchema,
  WebSettingsSchema,
} from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch } from '../../db/factories.ts';
import { databases } from '../../testing/test-db.ts';
import { branchInputOf, useOrderWorld, type World } from './order-test-world.ts';

describe.each(databases())('ordering settings changed through the staff API on %s', (kind) => {
  const { t, clock, world, call, pickUp, delivery, submit, quote, errorOf, orderCount } = useOrderWorld(kind);

  async function admin(w: World) {
    const member = await createStaff(t.db, { merchantId: w.merchant.id, role: 'ADMIN' });
    const token = await createStaffSession(t.db, member, { now: clock.now });
    return (method: 'GET' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
      t.call(method, url, { merchant: w.merchant.id, token, ...(body === undefined ? {} : { body }) });
  }
  const problemsOf = async (w: World, body: unknown) =>
    OrderQuoteSchema.parse((await quote(w, body, { token: w.token })).json()).problems.map((p) => p.code);

  it('refuses a payment type on the very next quote and order once an admin switches it off', async () => {
    const w = await world();
    const as = await admin(w);
    expect(await problemsOf(w, pickUp(w, { paymentType: 'TERMINAL' }))).toEqual([]);

    const off = { isActive: false, webEnabled: false, botEnabled: false, operatorEnabled: false };
    const saved = await as('PUT', '/staff/v1/settings/payments', {
      settings: [{ type: 'TERMINAL', ...off, appEnabled: false, qrEnabled: false }],
    });
    expect(saved.statusCode).toBe(200);

    expect(await problemsOf(w, pickUp(w, { paymentType: 'TERMINAL' }))).toEqual(['PAYMENT_TYPE_UNAVAILABLE']);
    const refused = await submit(w, pickUp(w, { paymentType: 'TERMINAL' }), { key: 'fresh-terminal-1' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('PAYMENT_TYPE_UNAVAILABLE');
    expect(await orderCount(w.merchant.id)).toBe(0);
    // The public settings the storefront reads say the same.
    const pub = await call('GET', `/orders/v1/order/setting/${w.merchant.id}`, { merchant: w.merchant.id });
    expect((pub.json() as OrderSettings).paymentTypes.WEB).toEqual(['CASH', 'PAYME']);
  });

  it('asks the new delivery minimum and default service type on the very next quote and order', async () => {
    const w = await world();
    const as = await admin(w);
    // 2 plov = 90 000, above the world's 30 000 minimum.
    expect(await problemsOf(w, delivery(w))).toEqual([]);

    const current = (await as('GET', '/staff/v1/order-settings')).json() as OrderSettings;
    const { paymentTypes: _p, paymentsSandbox: _s, cityId: _c, laterDaysAhead: _l, ...input } = current;
    const saved = await as('PUT', '/staff/v1/order-settings', {
      ...input,
      minOrderAmount: 200_000,
      defaultServiceType: { telegram: 'PICK_UP', website: 'PICK_UP', application: 'DELIVERY' },
    });
    expect(saved.statusCode).toBe(200);

    expect(await problemsOf(w, delivery(w))).toEqual(['DELIVERY_MIN_AMOUNT']);
    const refused = await submit(w, delivery(w), { key: 'fresh-minimum-1' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('DELIVERY_MIN_AMOUNT');
    expect(await orderCount(w.merchant.id)).toBe(0);
    const pub = await call('GET', `/orders/v1/order/setting/${w.merchant.id}`, { merchant: w.merchant.id });
    expect(pub.json()).toMatchObject({ minOrderAmount: 200_000, defaultServiceType: { website: 'PICK_UP' } });
  });

  it('refuses at a branch the staff pause, moves, or switch off, and orders there again once it reopens', async () => {
    const w = await world();
    const as = await admin(w);
    expect(await problemsOf(w, pickUp(w))).toEqual([]);

    // Paused for two hours from the console ("closed until").
    const until = new Date(clock.now.getTime() + 2 * 3_600_000).toISOString();
    const paused = await as('PUT', `/staff/v1/branches/${w.branch.id}/close`, { closedUntil: until });
    expect(paused.statusCode).toBe(200);
    expect(await problemsOf(w, pickUp(w))).toEqual(['BRANCH_CLOSED']);
    const refused = await submit(w, pickUp(w), { key: 'fresh-branch-1' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('BRANCH_CLOSED');
    expect(await orderCount(w.merchant.id)).toBe(0);

    // Reopened: the next order is taken.
    const reopened = await as('PUT', `/staff/v1/branches/${w.branch.id}/close`, { closedUntil: null });
    expect(reopened.statusCode).toBe(200);
    expect(await problemsOf(w, pickUp(w))).toEqual([]);
    const placed = await submit(w, pickUp(w), { key: 'fresh-branch-2' });
    expect(placed.statusCode).toBe(201);

    // Its hours edited (it opens at 15:00 now, after the pinned 14:00), then switched off.
    const listed = (await as('GET', '/staff/v1/branches')).json() as unknown[];
    const b = StaffBranchSchema.array()
      .parse(listed)
      .find((row) => row.id === w.branch.id);
    if (!b) throw new Error('the branch is not listed');
    const input = branchInputOf(b);
    const later = input.workHours.map((h) => ({ ...h, open: '15:00' }));
    const edited = await as('PUT', `/staff/v1/branches/${w.branch.id}`, { ...input, workHours: later });
    expect(edited.statusCode).toBe(200);
    expect(await problemsOf(w, pickUp(w))).toEqual(['BRANCH_CLOSED']);
    const off = await as('PUT', `/staff/v1/branches/${w.branch.id}`, { ...input, isActive: false });
    expect(off.statusCode).toBe(200);
    const switchedOff = await submit(w, pickUp(w), { key: 'fresh-branch-3' });
    expect(errorOf(switchedOff).code).toBe('BRANCH_CLOSED');
    expect(await orderCount(w.merchant.id)).toBe(1);
  });

  it('takes orders at a branch made since without the staff API (a script), as soon as it exists', async () => {
    const w = await world();
    expect(await problemsOf(w, pickUp(w))).toEqual([]);
    const made = await createBranch(t.db, { merchantId: w.merchant.id, cityId: w.city.id });
    expect(await problemsOf(w, pickUp(w, { branchId: made.id }))).toEqual([]);
    const placed = await submit(w, pickUp(w, { branchId: made.id }), { key: 'fresh-made-branch-1' });
    expect(placed.statusCode).toBe(201);
    // Another merchant's branch is still not this merchant's.
    const other = await world();
    const foreign = await submit(w, pickUp(w, { branchId: other.branch.id }), { key: 'fresh-made-branch-2' });
    expect(foreign.statusCode).toBe(404);
  });

  it('stops offering Payme on the very next quote once its key is cleared or its switch turned off', async () => {
    const w = await world();
    const as = await admin(w);
    expect(await problemsOf(w, pickUp(w, { paymentType: 'PAYME' }))).toEqual([]);
    const cleared = await as('PATCH', '/staff/v1/settings/credentials', { paymeKey: null });
    expect(cleared.statusCode).toBe(200);
    expect(await problemsOf(w, pickUp(w, { paymentType: 'PAYME' }))).toEqual(['PAYMENT_TYPE_UNAVAILABLE']);

    const v = await world();
    const asV = await admin(v);
    expect(await problemsOf(v, pickUp(v, { paymentType: 'PAYME' }))).toEqual([]);
    const web = WebSettingsSchema.parse((await asV('GET', '/staff/v1/settings/web')).json());
    expect((await asV('PUT', '/staff/v1/settings/web', { ...web, paymeActive: false })).statusCode).toBe(200);
    expect(await problemsOf(v, pickUp(v, { paymentType: 'PAYME' }))).toEqual(['PAYMENT_TYPE_UNAVAILABLE']);
    const refused = await submit(v, pickUp(v, { paymentType: 'PAYME' }), { key: 'fresh-payme-1' });
    expect(refused.statusCode).toBe(422);
    expect(await orderCount(v.merchant.id)).toBe(0);
  });
});
