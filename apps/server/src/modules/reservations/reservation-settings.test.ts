/**
 * The reservation settings on the staff API (issue 13, decision 293), on both databases with a pinned clock:
 * who may read and save them, bounds with translated messages, the audit row, another merchant left alone, and
 * a changed turn time or slot step applying to the very next slots request.
 */
import {
  ApiErrorSchema,
  ReservationSettingsSchema,
  ReservationSlotsSchema,
  type StaffRole,
} from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createHallWithTables } from '../../db/factories/dining.ts';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createCity, createMerchant } from '../../db/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { fakeClock } from '../../testing/clock.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

const TOMORROW = '2026-11-24';
const URL = '/staff/v1/reservations/settings';
const SAVED = { turnMinutes: 60, slotMinutes: 60, cancelCutoffMinutes: 30, daysAhead: 14 };

describe.each(databases())('reservation settings on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, { clock: clock.now });

  async function shop() {
    clock.set(new Date('2026-11-23T08:00:00Z'));
    const merchant = await createMerchant(t.db, { settings: { bookingActive: true } });
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const { hall } = await createHallWithTables(t.db, {
      merchantId: merchant.id,
      branchId: branch.id,
      numbers: [1],
    });
    const as = async (role: StaffRole) =>
      createStaffSession(t.db, await createStaff(t.db, { merchantId: merchant.id, role }), {
        now: clock.now(),
      });
    const admin = await as('ADMIN');
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, body?: unknown, lang = 'eng') =>
      t.call(method, url, { merchant: merchant.id, token, lang, ...(body === undefined ? {} : { body }) });
    const slots = async () =>
      ReservationSlotsSchema.parse(
        (
          await t.get(
            `/reservations/v1/branches/${branch.id}/slots?hallId=${hall.id}&chairs=2&day=${TOMORROW}`,
            {
              merchant: merchant.id,
            },
          )
        ).json(),
      ).slots;
    return { merchant, branch, hall, as, admin, call, slots };
  }

  it('reads the defaults, lets the ADMIN save and writes one audit row', async () => {
    const s = await shop();
    const operator = await s.as('OPERATOR');
    const first = await s.call('GET', URL, operator);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      turnMinutes: 120,
      slotMinutes: 30,
      cancelCutoffMinutes: 120,
      daysAhead: 30,
    });

    const saved = await s.call('PUT', URL, s.admin, SAVED);
    expect(saved.statusCode).toBe(200);
    expect(ReservationSettingsSchema.parse(saved.json())).toEqual(SAVED);
    expect((await s.call('GET', URL, operator)).json()).toEqual(SAVED);
    // Saving again updates the same row.
    const again = await s.call('PUT', URL, s.admin, { ...SAVED, daysAhead: 180 });
    expect(again.json()).toEqual({ ...SAVED, daysAhead: 180 });

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, s.merchant.id), eq(auditLog.entity, 'reservationSettings')))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.changes)).toEqual([
      {
        turnMinutes: { from: 120, to: 60 },
        slotMinutes: { from: 30, to: 60 },
        cancelCutoffMinutes: { from: 120, to: 30 },
        daysAhead: { from: 30, to: 14 },
      },
      { daysAhead: { from: 14, to: 180 } },
    ]);
    expect(rows[0]).toMatchObject({ action: 'update' });
  });

  it('lets only ADMIN save, and OPERATOR only read', async () => {
    const s = await shop();
    for (const role of ['KITCHEN', 'COURIER'] as const) {
      const token = await s.as(role);
      expect((await s.call('GET', URL, token)).statusCode).toBe(403);
      expect((await s.call('PUT', URL, token, SAVED)).statusCode).toBe(403);
    }
    const operator = await s.as('OPERATOR');
    expect((await s.call('PUT', URL, operator, SAVED)).statusCode).toBe(403);
    expect((await t.call('GET', URL, { merchant: s.merchant.id })).statusCode).toBe(401);
    expect((await s.call('GET', URL, s.admin)).json()).toMatchObject({ turnMinutes: 120 });
  });

  it('refuses values out of bounds with a message in the caller language', async () => {
    const s = await shop();
    for (const bad of [
      { turnMinutes: 10 },
      { turnMinutes: 481 },
      { slotMinutes: 45 },
      { cancelCutoffMinutes: -1 },
      { cancelCutoffMinutes: 2881 },
      { daysAhead: 0 },
      { daysAhead: 181 },
      { turnMinutes: 90.5 },
    ]) {
      const res = await s.call('PUT', URL, s.admin, { ...SAVED, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const ru = await s.call('PUT', URL, s.admin, { ...SAVED, daysAhead: 181 }, 'ru');
    const uz = await s.call('PUT', URL, s.admin, { ...SAVED, daysAhead: 181 }, 'uz');
    expect(ApiErrorSchema.parse(ru.json()).message).toMatch(/[а-я]/);
    expect(uz.json().message).not.toBe(ru.json().message);
    expect((await s.call('GET', URL, s.admin)).json()).toMatchObject({ daysAhead: 30 });
  });

  it("leaves another merchant's settings alone", async () => {
    const mine = await shop();
    const theirs = await shop();
    await theirs.call('PUT', URL, theirs.admin, { ...SAVED, turnMinutes: 240 });
    expect((await mine.call('PUT', URL, mine.admin, SAVED)).statusCode).toBe(200);
    expect((await theirs.call('GET', URL, theirs.admin)).json()).toEqual({ ...SAVED, turnMinutes: 240 });
    expect((await mine.call('GET', URL, mine.admin)).json()).toEqual(SAVED);
    // A session of one merchant does not open the other's settings.
    const cross = await t.call('PUT', URL, { merchant: theirs.merchant.id, token: mine.admin, body: SAVED });
    expect(cross.statusCode).toBe(401);
  });

  it('applies a changed turn time and slot step to the next slots request', async () => {
    const s = await shop();
    const booked = await s.call('POST', '/staff/v1/reservations', s.admin, {
      branchId: s.branch.id,
      hallId: s.hall.id,
      chairs: 2,
      day: TOMORROW,
      time: '19:00',
      customerName: 'Aziza',
      customerPhone: '998901234567',
    });
    expect(booked.statusCode).toBe(201);
    const free = async () => Object.fromEntries((await s.slots()).map((x) => [x.time, x.free]));
    // The only table is taken 19:00-21:00; a two-hour visit at 17:30 would run into it.
    expect(await free()).toMatchObject({ '17:00': true, '17:30': false, '18:00': false, '21:00': true });

    await s.call('PUT', URL, s.admin, {
      turnMinutes: 60,
      slotMinutes: 30,
      cancelCutoffMinutes: 120,
      daysAhead: 30,
    });
    // One hour now: 17:30 and 18:00 fit before 19:00; the booking keeps the two hours it was made with.
    expect(await free()).toMatchObject({
      '17:30': true,
      '18:00': true,
      '18:30': false,
      '20:00': false,
      '21:00': true,
    });

    await s.call('PUT', URL, s.admin, {
      turnMinutes: 60,
      slotMinutes: 60,
      cancelCutoffMinutes: 120,
      daysAhead: 30,
    });
    const times = (await s.slots()).map((x) => x.time);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((x) => x.endsWith(':00'))).toBe(true);
  });
});
