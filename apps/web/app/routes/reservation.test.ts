/**
 * /reservation and /profile/reservations against a fake API (issue 13): only bookable branches are offered, the
 * choice comes from the URL, a booking is posted with the Telegram channel inside the mini-app and goes to the
 * profile, a refusal is shown translated, and a merchant without booking has no booking page.
 */
import { branchEndpoints, type Reservation, reservationEndpoints } from '@dasturxon/contracts';
import { apiError, makeBranch } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { storefrontApi } from '../lib/test-api.ts';
import { runRoute, settle } from '../lib/test-route.ts';
import { action as profileAction, loader as profileLoader } from './profile-reservations.tsx';
import { action, loader } from './reservation.tsx';

const TOKEN = 'tok_navruz_session_0123456789';
const TERRACE = { uz: 'Ayvon', ru: 'Терраса', eng: 'Terrace' };

function booking(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 41,
    branchId: 1,
    branchName: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilonzor' },
    hallId: 10,
    hallName: TERRACE,
    tableId: 100,
    tableNumber: 3,
    chairs: 4,
    startsAt: '2026-11-22T14:00:00Z',
    endsAt: '2026-11-22T16:00:00Z',
    status: 'REQUESTED',
    declineReason: null,
    comment: null,
    source: 'WEB',
    customerName: 'Aziza',
    customerPhone: '998901234567',
    cancellable: true,
    createdDate: '2026-11-21T09:00:00Z',
    ...overrides,
  };
}

function setUp(bookingActive = true) {
  const api = storefrontApi({ settings: { bookingActive } }).signIn(TOKEN);
  const created: unknown[] = [];
  api
    .on(branchEndpoints.list, () => [
      makeBranch({ id: 1, name: { eng: 'Chilonzor' }, settings: { bookingEnabled: true } }),
      makeBranch({ id: 2, name: { eng: 'Yunusobod' }, settings: { bookingEnabled: false } }),
    ])
    .on(reservationEndpoints.options, ({ params }) => ({
      branchId: params.branchId,
      halls: [
        { id: 10, name: TERRACE, maxSeats: 6 },
        { id: 11, name: TERRACE, maxSeats: 4 },
      ],
      settings: { turnMinutes: 120, slotMinutes: 30, cancelCutoffMinutes: 120, daysAhead: 30 },
      days: ['2026-11-21', '2026-11-22'],
    }))
    .on(reservationEndpoints.slots, ({ query }) => ({
      day: query.day,
      slots: [{ time: '19:00', startsAt: '2026-11-22T14:00:00Z', free: true }],
    }))
    .on(reservationEndpoints.create, ({ body }) => {
      created.push(body);
      return body.time === '23:00'
        ? apiError(409, 'TABLE_UNAVAILABLE', 'No table is free at that time.')
        : booking({ chairs: body.chairs });
    })
    .on(reservationEndpoints.mine, () => ({ upcoming: [booking()], past: [] }))
    .on(reservationEndpoints.cancel, ({ params }) => booking({ id: params.id, status: 'CANCELLED' }));
  const cookie = `merchant=${api.merchant.id}; token=${TOKEN}; tokens=${encodeURIComponent(JSON.stringify({ [api.merchant.id]: TOKEN }))}`;
  const get = (path: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
  const post = (path: string, body: Record<string, string>, extra = '') =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { cookie: `${cookie}${extra}` },
      body: new URLSearchParams(body),
    });
  return { api, created, get, post };
}

const form = {
  branchId: '1',
  hallId: '11',
  chairs: '4',
  day: '2026-11-22',
  time: '19:00',
  comment: ' Window ',
};

describe('/reservation', () => {
  it('offers the bookable branches and the slots of the choice in the URL', async () => {
    const { api, get } = setUp();
    const data = await runRoute(loader, {
      request: get('/reservation?branch=2&hall=11&chairs=9&day=2026-11-22'),
      context: api.context(),
    });
    expect(data.branches.map((b) => b.id)).toEqual([1]);
    expect(data.choice).toEqual({ branchId: 1, hallId: 11, chairs: 4, day: '2026-11-22' });
    expect(api.callsTo(reservationEndpoints.slots)[0]?.query).toEqual({
      hallId: 11,
      chairs: 4,
      day: '2026-11-22',
    });
  });

  it('books from the mini-app with the Telegram channel and goes to the profile', async () => {
    const { api, created, post } = setUp();
    const answer = (await settle(() =>
      runRoute(action, { request: post('/reservation', form, '; client=tg'), context: api.context() }),
    )) as Response;
    expect(answer.headers.get('location')).toBe('/profile/reservations?booked=41');
    expect(created).toEqual([
      {
        branchId: 1,
        hallId: 11,
        chairs: 4,
        day: '2026-11-22',
        time: '19:00',
        channel: 'TELEGRAM',
        comment: 'Window',
      },
    ]);
  });

  it('shows the API’s refusal and has no page where booking is off', async () => {
    const { api, post } = setUp();
    const refused = (await runRoute(action, {
      request: post('/reservation', { ...form, time: '23:00' }),
      context: api.context(),
    })) as unknown as { data: { error: string }; init: { status: number } };
    expect(refused.data.error).toBe('No table is free at that time.');
    expect(refused.init.status).toBe(409);

    const off = setUp(false);
    const missing = (await settle(() =>
      runRoute(loader, { request: off.get('/reservation'), context: off.api.context() }),
    )) as { init: { status: number } };
    expect(missing.init.status).toBe(404);
  });
});

describe('/profile/reservations', () => {
  it('lists the bookings and cancels one', async () => {
    const { api, get, post } = setUp();
    const data = await runRoute(profileLoader, {
      request: get('/profile/reservations?booked=41'),
      context: api.context(),
    });
    expect(data.upcoming.map((r) => r.id)).toEqual([41]);
    expect(data.booked).toBe(41);
    await runRoute(profileAction, {
      request: post('/profile/reservations', { intent: 'cancel', id: '41' }),
      context: api.context(),
    });
    expect(api.callsTo(reservationEndpoints.cancel).map((c) => c.params)).toEqual([{ id: 41 }]);
  });
});
