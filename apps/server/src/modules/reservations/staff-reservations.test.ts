/**
 * Table reservations on the staff API (issue 13, decisions 286-289), on both databases with a pinned clock: the
 * day view, confirm with the customer's SMS (or Telegram), decline with a reason, seat, no-show, moving a
 * booking, phone bookings racing for one table, roles and other merchants' ids.
 */
import { ReservationDaySchema, ReservationSchema, type StaffRole } from '@dasturxon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createHallWithTables } from '../../db/factories/dining.ts';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createCity, createMerchant, createSession, createUser } from '../../db/factories.ts';
import { fakeClock } from '../../testing/clock.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import type { ReservationMessage } from './notify.ts';

const TOMORROW = '2026-11-24';

describe.each(databases())('staff reservations on %s', (kind) => {
  const clock = fakeClock();
  const outbox: ReservationMessage[] = [];
  const t = useTestApp(kind, { clock: clock.now, reservationOutbox: outbox });

  async function shop() {
    clock.set(new Date('2026-11-23T08:00:00Z'));
    outbox.length = 0;
    const merchant = await createMerchant(t.db, { settings: { bookingActive: true } });
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const { hall, tables } = await createHallWithTables(t.db, {
      merchantId: merchant.id,
      branchId: branch.id,
    });
    const user = await createUser(t.db, { merchantId: merchant.id, language: 'eng', telegramUserId: '555' });
    const token = await createSession(t.db, user, { now: clock.now() });
    const staffToken = async (role: StaffRole) =>
      createStaffSession(t.db, await createStaff(t.db, { merchantId: merchant.id, role }), {
        now: clock.now(),
      });
    const operator = await staffToken('OPERATOR');
    const staff = (method: 'GET' | 'POST', url: string, body?: unknown, as = operator) =>
      t.call(method, url, { merchant: merchant.id, token: as, ...(body === undefined ? {} : { body }) });
    const book = async (body: Record<string, unknown> = {}) =>
      ReservationSchema.parse(
        (
          await t.call('POST', '/reservations/v1/reservations', {
            merchant: merchant.id,
            token,
            body: { branchId: branch.id, hallId: hall.id, chairs: 2, day: TOMORROW, time: '19:00', ...body },
          })
        ).json(),
      );
    return { merchant, branch, hall, tables, user, operator, staffToken, staff, book };
  }

  it('shows the day and confirms with an SMS, or a Telegram message for a bot booking', async () => {
    const s = await shop();
    const web = await s.book();
    const day = ReservationDaySchema.parse(
      (await s.staff('GET', `/staff/v1/reservations/day?branchId=${s.branch.id}&day=${TOMORROW}`)).json(),
    );
    expect(day).toMatchObject({ open: '10:00', close: '23:00' });
    expect(day.halls[0]?.tables.map((x) => x.number)).toEqual([1, 2, 3, 4]);
    expect(day.reservations.map((r) => r.id)).toEqual([web.id]);

    const confirmed = await s.staff('POST', `/staff/v1/reservations/${web.id}/status`, {
      status: 'CONFIRMED',
    });
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED' });
    await vi.waitFor(() => expect(outbox).toHaveLength(1));
    expect(outbox[0]).toEqual({
      channel: 'SMS',
      to: s.user.phone,
      text: expect.stringContaining('your table for 2 is booked for 24 Nov 19:00'),
    });

    const bot = await s.book({ time: '12:00', channel: 'TELEGRAM' });
    expect(bot.source).toBe('TELEGRAM');
    await s.staff('POST', `/staff/v1/reservations/${bot.id}/status`, { status: 'CONFIRMED' });
    await vi.waitFor(() => expect(outbox).toHaveLength(2));
    expect(outbox[1]).toMatchObject({ channel: 'TELEGRAM', to: '555' });
  });

  it('declines with a reason, seats, marks no-show, and refuses moves the status does not allow', async () => {
    const s = await shop();
    const a = await s.book();
    const noReason = await s.staff('POST', `/staff/v1/reservations/${a.id}/status`, { status: 'DECLINED' });
    expect(noReason.statusCode).toBe(400);
    const declined = await s.staff('POST', `/staff/v1/reservations/${a.id}/status`, {
      status: 'DECLINED',
      reason: 'Private event that night',
    });
    expect(declined.json()).toMatchObject({ status: 'DECLINED', declineReason: 'Private event that night' });
    await vi.waitFor(() => expect(outbox[0]?.text).toContain('Reason: Private event that night'));
    const again = await s.staff('POST', `/staff/v1/reservations/${a.id}/status`, { status: 'CONFIRMED' });
    expect(again.json().code).toBe('RESERVATION_STATE_CONFLICT');

    const b = await s.book({ time: '12:00' });
    await s.staff('POST', `/staff/v1/reservations/${b.id}/status`, { status: 'CONFIRMED' });
    const noShow = await s.staff('POST', `/staff/v1/reservations/${b.id}/status`, { status: 'NO_SHOW' });
    expect(noShow.json().status).toBe('NO_SHOW');
    const seated = await s.staff('POST', `/staff/v1/reservations/${b.id}/status`, { status: 'SEATED' });
    expect(seated.json().status).toBe('SEATED');
  });

  it('moves a booking to a free table with enough seats only', async () => {
    const s = await shop();
    const [t1, t2, t3] = s.tables;
    const a = await s.book({ chairs: 4 });
    const b = await s.book({ chairs: 2, time: '20:00' });
    expect([a.tableId, b.tableId]).toEqual([t1?.id, t2?.id]);
    const taken = await s.staff('POST', `/staff/v1/reservations/${a.id}/move`, { tableId: t2?.id });
    expect(taken.json().code).toBe('TABLE_UNAVAILABLE');
    const moved = await s.staff('POST', `/staff/v1/reservations/${a.id}/move`, { tableId: t3?.id });
    expect(moved.json()).toMatchObject({ tableNumber: 3 });
  });

  it('takes phone bookings, confirmed at once, and only one of two for the same table and time', async () => {
    const s = await shop();
    const table = s.tables[3];
    const body = (name: string) => ({
      branchId: s.branch.id,
      hallId: s.hall.id,
      tableId: table?.id,
      chairs: 3,
      day: '2026-11-23',
      time: '13:00',
      customerName: name,
      customerPhone: '998901112233',
    });
    const [x, y] = await Promise.all([
      s.staff('POST', '/staff/v1/reservations', body('Bekzod')),
      s.staff('POST', '/staff/v1/reservations', body('Dilnoza')),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    const won = x.statusCode === 201 ? x.json() : y.json();
    expect(won).toMatchObject({ status: 'CONFIRMED', source: 'OPERATOR', tableNumber: 4 });
    await vi.waitFor(() => expect(outbox[0]).toMatchObject({ channel: 'SMS', to: '998901112233' }));
    const past = await s.staff('POST', '/staff/v1/reservations', { ...body('Late'), time: '12:00' });
    expect(past.statusCode).toBe(422);
  });

  it('lets ADMIN and OPERATOR in, keeps KITCHEN and COURIER out, and hides other merchants’ bookings', async () => {
    const s = await shop();
    const a = await s.book();
    const dayUrl = `/staff/v1/reservations/day?branchId=${s.branch.id}&day=${TOMORROW}`;
    expect((await s.staff('GET', dayUrl, undefined, await s.staffToken('ADMIN'))).statusCode).toBe(200);
    expect((await s.staff('GET', dayUrl, undefined, await s.staffToken('KITCHEN'))).statusCode).toBe(403);
    expect((await s.staff('GET', dayUrl, undefined, await s.staffToken('COURIER'))).statusCode).toBe(403);
    expect((await t.call('GET', dayUrl, { merchant: s.merchant.id })).statusCode).toBe(401);

    // Days the database cannot hold are refused as input, never a 5xx.
    for (const day of ['9999-12-31', '0001-01-01', '2026-13-01']) {
      const res = await s.staff('GET', `/staff/v1/reservations/day?branchId=${s.branch.id}&day=${day}`);
      expect(res.statusCode).toBe(400);
    }
    const far = await t.get(
      `/reservations/v1/branches/${s.branch.id}/slots?hallId=${s.hall.id}&chairs=2&day=2099-12-31`,
      { merchant: s.merchant.id },
    );
    expect(far.json()).toEqual({ day: '2099-12-31', slots: [] });

    const other = await shop();
    const status = await other.staff('POST', `/staff/v1/reservations/${a.id}/status`, {
      status: 'CONFIRMED',
    });
    expect(status.statusCode).toBe(404);
    expect((await other.staff('GET', dayUrl)).statusCode).toBe(404);
    const own = await other.book();
    const move = await other.staff('POST', `/staff/v1/reservations/${own.id}/move`, {
      tableId: s.tables[0]?.id,
    });
    expect(move.statusCode).toBe(404);
  });
});
