/**
 * Table reservations through the customer API (issue 13, decisions 285-289), on both databases, with the clock
 * pinned at Monday 2026-11-23 13:00 in Tashkent (branches open 10:00-23:00): the slot grid, the capacity rule
 * under concurrency, hours, past times, other merchants' ids and the cancel cutoff.
 */
import {
  ApiErrorSchema,
  ReservationListSchema,
  ReservationSchema,
  ReservationSlotsSchema,
} from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { createHallWithTables } from '../../db/factories/dining.ts';
import { createBranch, createCity, createMerchant, createSession, createUser } from '../../db/factories.ts';
import { createInProcessStaffNoticeBus, type StaffNotice } from '../../events/staff-notices.ts';
import { fakeClock } from '../../testing/clock.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

const MINUTE = 60_000;
const TOMORROW = '2026-11-24';

describe.each(databases())('reservations on %s', (kind) => {
  const clock = fakeClock();
  const notices = createInProcessStaffNoticeBus();
  const heard: StaffNotice[] = [];
  notices.subscribe((n) => heard.push(n));
  const t = useTestApp(kind, { clock: clock.now, staffNotices: notices });

  /** A merchant with booking on, a branch, a hall with tables 1..4 (4, 4, 6, 4 seats) and a signed-in customer. */
  async function shop(opts: { bookingActive?: boolean; bookingEnabled?: boolean; numbers?: number[] } = {}) {
    clock.set(new Date('2026-11-23T08:00:00Z'));
    const merchant = await createMerchant(t.db, { settings: { bookingActive: opts.bookingActive ?? true } });
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, {
      merchantId: merchant.id,
      cityId: city.id,
      ...(opts.bookingEnabled === false
        ? { settings: { bookingEnabled: false } as Parameters<typeof createBranch>[1]['settings'] }
        : {}),
    });
    const { hall, tables } = await createHallWithTables(t.db, {
      merchantId: merchant.id,
      branchId: branch.id,
      ...(opts.numbers ? { numbers: opts.numbers } : {}),
    });
    const customer = async () => {
      const user = await createUser(t.db, { merchantId: merchant.id });
      return { user, token: await createSession(t.db, user, { now: clock.now() }) };
    };
    const me = await customer();
    const book = (token: string, body: Record<string, unknown>, lang = '') =>
      t.call('POST', '/reservations/v1/reservations', {
        merchant: merchant.id,
        token,
        lang,
        body: { branchId: branch.id, hallId: hall.id, chairs: 2, day: TOMORROW, time: '19:00', ...body },
      });
    return { merchant, branch, hall, tables, me, customer, book };
  }

  it('offers the halls and a slot grid, books the smallest free table, and marks full slots', async () => {
    const s = await shop({ numbers: [1, 3] });
    const options = await t.get(`/reservations/v1/branches/${s.branch.id}/options`, {
      merchant: s.merchant.id,
    });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({
      halls: [{ id: s.hall.id, maxSeats: 6 }],
      settings: { turnMinutes: 120 },
    });
    expect(options.json().days[0]).toBe('2026-11-23');

    const grid = await t.get(
      `/reservations/v1/branches/${s.branch.id}/slots?hallId=${s.hall.id}&chairs=2&day=2026-11-23`,
      { merchant: s.merchant.id },
    );
    const slots = ReservationSlotsSchema.parse(grid.json()).slots;
    expect(slots[0]?.time).toBe('13:30');
    expect(slots.at(-1)?.time).toBe('22:00');

    const first = ReservationSchema.parse((await s.book(s.me.token, { comment: 'Window please' })).json());
    expect(first).toMatchObject({
      status: 'REQUESTED',
      tableNumber: 1,
      chairs: 2,
      source: 'WEB',
      cancellable: true,
    });
    expect(first.customerName).toBe('Aziza Karimova');
    expect(heard.at(-1)).toMatchObject({ kind: 'reservation', merchantId: s.merchant.id });
    // The 6-seat table is left for a larger party; then it is taken too, and 17:30-20:00 are full.
    const second = ReservationSchema.parse((await s.book(s.me.token, { time: '18:30' })).json());
    expect(second.tableNumber).toBe(3);
    const after = await t.get(
      `/reservations/v1/branches/${s.branch.id}/slots?hallId=${s.hall.id}&chairs=2&day=${TOMORROW}`,
      { merchant: s.merchant.id },
    );
    const free = Object.fromEntries(
      ReservationSlotsSchema.parse(after.json()).slots.map((x) => [x.time, x.free]),
    );
    expect(free).toMatchObject({
      '17:00': true,
      '17:30': false,
      '20:00': false,
      '20:30': true,
      '21:00': true,
    });

    const list = ReservationListSchema.parse(
      (await t.get('/reservations/v1/reservations', { merchant: s.merchant.id, token: s.me.token })).json(),
    );
    expect(list.upcoming.map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it('lets exactly one of many parallel bookings of the last table win', async () => {
    const s = await shop({ numbers: [7] });
    const people = await Promise.all(Array.from({ length: 6 }, () => s.customer()));
    const answers = await Promise.all(people.map((p) => s.book(p.token, { chairs: 4 })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(ApiErrorSchema.parse(refused?.json()).code).toBe('TABLE_UNAVAILABLE');
    // Overlapping by half an hour is refused too; right after the turn is free.
    expect((await s.book(s.me.token, { chairs: 2, time: '20:30' })).statusCode).toBe(409);
    expect((await s.book(s.me.token, { chairs: 2, time: '21:00' })).statusCode).toBe(201);
    // No table seats seven.
    const big = await s.book(s.me.token, { chairs: 7, time: '12:00' }, 'eng');
    expect(big.json()).toMatchObject({
      code: 'TABLE_UNAVAILABLE',
      message: expect.stringContaining('for 7'),
    });
  });

  it('refuses times outside the hours, after the last seating and in the past, in the caller’s language', async () => {
    const s = await shop();
    const early = await s.book(s.me.token, { time: '09:30' }, 'ru');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      code: 'TIME_OUTSIDE_HOURS',
      message: expect.stringContaining('часы работы'),
    });
    expect((await s.book(s.me.token, { time: '22:30' })).statusCode).toBe(422);
    expect((await s.book(s.me.token, { time: '22:00' })).statusCode).toBe(201);
    const past = await s.book(s.me.token, { day: '2026-11-23', time: '12:30' }, 'eng');
    expect(past.json()).toMatchObject({
      code: 'TIME_OUTSIDE_HOURS',
      message: 'The chosen time has passed. Choose a later one.',
    });
    expect((await s.book(s.me.token, { day: '2026-12-31', time: '12:00' })).statusCode).toBe(422);
  });

  it('answers 409 where booking is off and 404 for another merchant’s branch or hall', async () => {
    const off = await shop({ bookingActive: false });
    expect((await off.book(off.me.token, {})).json().code).toBe('SERVICE_TYPE_UNAVAILABLE');
    const closed = await shop({ bookingEnabled: false });
    expect((await closed.book(closed.me.token, {})).statusCode).toBe(409);

    const a = await shop();
    const b = await shop();
    expect((await a.book(a.me.token, { branchId: b.branch.id })).statusCode).toBe(404);
    expect((await a.book(a.me.token, { hallId: b.hall.id })).statusCode).toBe(404);
    const slots = await t.get(
      `/reservations/v1/branches/${b.branch.id}/slots?hallId=${b.hall.id}&chairs=2&day=${TOMORROW}`,
      { merchant: a.merchant.id },
    );
    expect(slots.statusCode).toBe(404);
    expect((await a.book('', {})).statusCode).toBe(401);
  });

  it('cancels until the cutoff only, and only the customer’s own booking', async () => {
    const s = await shop();
    // Today 15:00 is 120 minutes ahead: exactly at the cutoff.
    const booked = ReservationSchema.parse(
      (await s.book(s.me.token, { day: '2026-11-23', time: '15:00' })).json(),
    );
    const other = await s.customer();
    const cancel = (token: string) =>
      t.call('POST', `/reservations/v1/reservations/${booked.id}/cancel`, { merchant: s.merchant.id, token });
    expect((await cancel(other.token)).statusCode).toBe(404);
    clock.advance(MINUTE);
    const late = await cancel(s.me.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('RESERVATION_STATE_CONFLICT');
    clock.advance(-MINUTE);
    const done = await cancel(s.me.token);
    expect(done.json()).toMatchObject({ status: 'CANCELLED', cancellable: false });
    // The table is free again.
    expect((await s.book(other.token, { day: '2026-11-23', time: '15:00' })).json().tableNumber).toBe(1);
  });
});
