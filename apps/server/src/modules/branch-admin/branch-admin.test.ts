/**
 * Branches through the staff API (issue 12, decision 261): who may call, another merchant's ids, bad hours and
 * input, the audit row of each change, and the temporary close as the storefront sees it (branch list) and as
 * the checkout refuses it (quote and submit), on a pinned clock.
 */
import {
  type BranchInput,
  BranchSchema,
  OrderQuoteSchema,
  StaffBranchSchema,
  type StaffRole,
  WEEKDAYS,
} from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createCity, createMerchant } from '../../db/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useOrderWorld } from '../orders/order-test-world.ts';

const HOUR = 60 * 60 * 1000;

describe.each(databases())('branch admin on %s', (kind) => {
  // The order world's clock: Saturday 2026-11-21, 14:00 in Tashkent; its branch is open 10:00-23:00.
  const { t, clock, world, call, delivery, submit, quote, errorOf } = useOrderWorld(kind);

  async function admin(merchantId: string, role: StaffRole = 'ADMIN') {
    const member = await createStaff(t.db, { merchantId, role });
    return createStaffSession(t.db, member, { now: clock.now });
  }

  function input(cityId: number, over: Partial<BranchInput> = {}): BranchInput {
    return {
      name: { uz: 'Yunusobod', ru: 'Юнусабад', eng: 'Yunusobod' },
      address: 'Amir Temur 100',
      cityId,
      latitude: 41.36,
      longitude: 69.29,
      phone: '998901234567',
      bookingPhone: null,
      isActive: true,
      services: {
        deliveryEnabled: true,
        pickUpEnabled: true,
        dineInEnabled: false,
        bookingEnabled: false,
        expressEnabled: false,
        yandexEnabled: false,
        kitchenEnabled: false,
        payOfficeEnabled: false,
        storageEnabled: false,
      },
      workHours: WEEKDAYS.map((day) => ({ day, open: '18:00', close: '03:00', isDayOff: day === 'MONDAY' })),
      ...over,
    };
  }

  it('creates and edits a branch with overnight hours, audited, and the storefront lists it', async () => {
    const w = await world();
    const token = await admin(w.merchant.id);
    const created = await call('POST', '/staff/v1/branches', {
      merchant: w.merchant.id,
      token,
      body: input(w.city.id),
    });
    expect(created.statusCode).toBe(201);
    const branch = StaffBranchSchema.parse(created.json());
    expect(branch).toMatchObject({ name: { ru: 'Юнусабад' }, closedUntil: null, openNow: false });

    const edited = await call('PUT', `/staff/v1/branches/${branch.id}`, {
      merchant: w.merchant.id,
      token,
      body: input(w.city.id, { address: 'Amir Temur 102', phone: null }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ address: 'Amir Temur 102', phone: null });

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, w.merchant.id), eq(auditLog.entity, 'branch')));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]?.changes).toEqual({
      address: { from: 'Amir Temur 100', to: 'Amir Temur 102' },
      phone: { from: '998901234567', to: null },
    });

    const list = await call('GET', '/users/v1/branches', { merchant: w.merchant.id });
    expect(list.json().map((b: { address: string }) => b.address)).toContain('Amir Temur 102');
  });

  it('refuses overlapping hours, a day twice, negative and malformed values, an unknown city', async () => {
    const w = await world();
    const token = await admin(w.merchant.id);
    const post = (body: unknown) =>
      call('POST', '/staff/v1/branches', { merchant: w.merchant.id, token, body });
    const overlap = input(w.city.id, {
      workHours: [
        { day: 'MONDAY', open: '18:00', close: '03:00', isDayOff: false },
        { day: 'TUESDAY', open: '02:00', close: '12:00', isDayOff: false },
      ],
    });
    const res = await call('POST', '/staff/v1/branches', {
      merchant: w.merchant.id,
      token,
      body: overlap,
      lang: 'eng',
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toContain('overlap');
    const twice = input(w.city.id, {
      workHours: [
        { day: 'MONDAY', open: '10:00', close: '12:00', isDayOff: false },
        { day: 'MONDAY', open: '14:00', close: '16:00', isDayOff: false },
      ],
    });
    expect((await post(twice)).statusCode).toBe(422);
    const badTime = input(w.city.id);
    (badTime.workHours[0] as { open: string }).open = '25:00';
    expect((await post(badTime)).statusCode).toBe(400);
    expect((await post({ ...input(w.city.id), latitude: 123 })).statusCode).toBe(400);
    expect((await post({ ...input(w.city.id), phone: '12345' })).statusCode).toBe(400);
    expect((await post({ ...input(w.city.id), name: { uz: '', ru: 'x', eng: 'x' } })).statusCode).toBe(400);
    expect((await post(input(999_999))).statusCode).toBe(422);
  });

  it('lets only ADMIN in and answers 404 for another merchant’s branch', async () => {
    const w = await world();
    for (const role of ['OPERATOR', 'KITCHEN', 'COURIER'] as const) {
      const token = await admin(w.merchant.id, role);
      const list = await call('GET', '/staff/v1/branches', { merchant: w.merchant.id, token });
      expect(list.statusCode).toBe(403);
      const save = await call('PUT', `/staff/v1/branches/${w.branch.id}/close`, {
        merchant: w.merchant.id,
        token,
        body: { closedUntil: null },
      });
      expect(save.statusCode).toBe(403);
    }
    expect((await call('GET', '/staff/v1/branches', { merchant: w.merchant.id })).statusCode).toBe(401);

    const other = await createMerchant(t.db);
    const city = await createCity(t.db);
    const theirs = await createBranch(t.db, { merchantId: other.id, cityId: city.id });
    const token = await admin(w.merchant.id);
    const edit = await call('PUT', `/staff/v1/branches/${theirs.id}`, {
      merchant: w.merchant.id,
      token,
      body: input(city.id),
    });
    expect(edit.statusCode).toBe(404);
    const close = await call('PUT', `/staff/v1/branches/${theirs.id}/close`, {
      merchant: w.merchant.id,
      token,
      body: { closedUntil: new Date(clock.now.getTime() + HOUR).toISOString() },
    });
    expect(close.statusCode).toBe(404);
    const mine = await call('GET', '/staff/v1/branches', { merchant: w.merchant.id, token });
    expect(mine.json().map((b: { id: number }) => b.id)).toEqual([w.branch.id]);
  });

  it('closes a branch until 18:00: the storefront shows it closed, checkout refuses, then it reopens', async () => {
    const w = await world();
    const token = await admin(w.merchant.id);
    // 14:00 now; closed until 18:00 Tashkent the same day.
    const until = new Date(clock.now.getTime() + 4 * HOUR).toISOString();
    const closed = await call('PUT', `/staff/v1/branches/${w.branch.id}/close`, {
      merchant: w.merchant.id,
      token,
      body: { closedUntil: until },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ closedUntil: until, openNow: false });

    const shown = BranchSchema.parse(
      (await call('GET', `/users/v1/branches/${w.branch.id}`, { merchant: w.merchant.id })).json(),
    );
    expect(shown.closedUntil).toBe(until);

    const q = OrderQuoteSchema.parse((await quote(w, delivery(w), { lang: 'ru' })).json());
    expect(q.problems.map((p) => p.code)).toContain('BRANCH_CLOSED');
    expect(q.problems.find((p) => p.code === 'BRANCH_CLOSED')?.message).toBe(
      'Филиал сейчас закрыт. Закажите позже или на другое время.',
    );
    const refused = await submit(w, delivery(w));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('BRANCH_CLOSED');
    // A later order inside the close is refused; one after it is taken.
    const later = (time: string) => delivery(w, { later: true, day: '2026-11-21', time });
    const inside = OrderQuoteSchema.parse((await quote(w, later('17:00'))).json());
    expect(inside.problems.map((p) => p.code)).toContain('TIME_OUTSIDE_HOURS');
    const after = OrderQuoteSchema.parse((await quote(w, later('18:30'))).json());
    expect(after.problems).toEqual([]);

    clock.now = new Date(clock.now.getTime() + 4 * HOUR);
    expect((await submit(w, delivery(w), { key: 'after-close' })).statusCode).toBe(201);
    const reopened = BranchSchema.parse(
      (await call('GET', `/users/v1/branches/${w.branch.id}`, { merchant: w.merchant.id })).json(),
    );
    expect(reopened.closedUntil).toBeNull();
  });

  it('reopens with null and refuses a close in the past or too far ahead', async () => {
    const w = await world();
    const token = await admin(w.merchant.id);
    const close = (closedUntil: string | null) =>
      call('PUT', `/staff/v1/branches/${w.branch.id}/close`, {
        merchant: w.merchant.id,
        token,
        body: { closedUntil },
      });
    expect((await close(new Date(clock.now.getTime() - HOUR).toISOString())).statusCode).toBe(422);
    expect((await close(new Date(clock.now.getTime() + 15 * 24 * HOUR).toISOString())).statusCode).toBe(422);
    expect((await close('tomorrow')).statusCode).toBe(400);
    expect((await close(new Date(clock.now.getTime() + HOUR).toISOString())).json().openNow).toBe(false);
    const open = await close(null);
    expect(open.json()).toMatchObject({ closedUntil: null, openNow: true });
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, w.merchant.id));
    expect(actions.map((a) => a.action)).toEqual(['close', 'reopen']);
  });
});
