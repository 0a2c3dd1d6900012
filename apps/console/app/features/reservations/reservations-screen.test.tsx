// @vitest-environment happy-dom
import {
  branchEndpoints,
  type Reservation,
  type ReservationDay,
  staffReservationEndpoints,
} from '@dasturxon/contracts';
import { fakeApi, makeBranch } from '@dasturxon/contracts/testing';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.tsx';
import { createConsoleApi } from '../../lib/api.ts';
import type { StaffEventHandlers } from '../../lib/live.ts';
import { ReservationsScreen } from './reservations-screen.tsx';

// 13:00 in Tashkent on Monday 23 November 2026.
const NOW = new Date('2026-11-23T08:00:00Z');
const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';
const TERRACE = { uz: 'Ayvon', ru: 'Терраса', eng: 'Terrace' };
const BRANCH = { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilonzor' };

function booking(overrides: Partial<Reservation>): Reservation {
  return {
    id: 1,
    branchId: 1,
    branchName: BRANCH,
    hallId: 10,
    hallName: TERRACE,
    tableId: 100,
    tableNumber: 1,
    chairs: 2,
    startsAt: '2026-11-23T14:00:00Z',
    endsAt: '2026-11-23T16:00:00Z',
    status: 'REQUESTED',
    declineReason: null,
    comment: 'By the window',
    source: 'WEB',
    customerName: 'Aziza Karimova',
    customerPhone: '998901234567',
    cancellable: true,
    createdDate: '2026-11-23T07:00:00Z',
    ...overrides,
  };
}

function setUp() {
  const day: ReservationDay = {
    branchId: 1,
    day: '2026-11-23',
    open: '10:00',
    close: '23:00',
    halls: [
      {
        id: 10,
        name: TERRACE,
        tables: [
          { id: 100, number: 1, name: null, seats: 4 },
          { id: 101, number: 2, name: null, seats: 6 },
        ],
      },
    ],
    reservations: [
      booking({}),
      booking({
        id: 2,
        tableId: 101,
        tableNumber: 2,
        status: 'CONFIRMED',
        customerName: 'Bekzod',
        chairs: 5,
      }),
    ],
    settings: { turnMinutes: 120, slotMinutes: 30, cancelCutoffMinutes: 120, daysAhead: 30 },
  };
  const api = fakeApi()
    .on(branchEndpoints.list, () => [makeBranch({ id: 1, name: BRANCH, settings: { bookingEnabled: true } })])
    .on(staffReservationEndpoints.day, () => day)
    .on(staffReservationEndpoints.setStatus, ({ params, body }) => {
      const found = day.reservations.find((r) => r.id === params.id) ?? booking({});
      const next = {
        ...found,
        status: body.status,
        declineReason: body.status === 'DECLINED' ? body.reason : null,
      };
      day.reservations = day.reservations.map((r) => (r.id === next.id ? next : r));
      return next;
    });
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  const live: { handlers: StaffEventHandlers | null } = { handlers: null };
  const chime = { unlock: vi.fn(async () => true), isUnlocked: () => true, play: vi.fn() };
  render(
    <MantineProvider>
      <I18nProvider initialLang="eng">
        <ReservationsScreen
          api={client}
          now={() => NOW}
          chime={chime}
          useEvents={(h) => {
            live.handlers = h;
          }}
        />
      </I18nProvider>
    </MantineProvider>,
  );
  return { api, live, chime };
}

afterEach(cleanup);

describe('the reservations day view', () => {
  it("lays the branch's bookings on the tables and lists the requests waiting", async () => {
    const { api } = setUp();
    const terrace = await screen.findByRole('region', { name: 'Terrace' });
    expect(within(terrace).getByText('Table 1 · 4 seats')).toBeTruthy();
    expect(
      within(terrace).getByRole('button', { name: '19:00, Aziza Karimova, 2 guests, Waiting' }),
    ).toBeTruthy();
    expect(within(terrace).getByRole('button', { name: '19:00, Bekzod, 5 guests, Confirmed' })).toBeTruthy();
    const requests = screen.getByRole('region', { name: 'Waiting for confirmation' });
    expect(within(requests).getByText('19:00 · Aziza Karimova · 2 guests')).toBeTruthy();
    expect(api.callsTo(staffReservationEndpoints.day)[0]?.query).toEqual({ branchId: 1, day: '2026-11-23' });
  });

  it('confirms a request, and declines only with a reason', async () => {
    const { api } = setUp();
    fireEvent.click(await screen.findByRole('button', { name: '19:00, Aziza Karimova, 2 guests, Waiting' }));
    const panel = await screen.findByLabelText('Booking: Aziza Karimova');
    expect(within(panel).getByText('19:00–21:00 · 2 guests · table 1, Terrace')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Decline…' }));
    const send = within(panel).getByRole('button', { name: 'Decline' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.callsTo(staffReservationEndpoints.setStatus).map((c) => c.body)).toEqual([
        { status: 'CONFIRMED' },
      ]),
    );
    expect(
      await screen.findByRole('button', { name: '19:00, Aziza Karimova, 2 guests, Confirmed' }),
    ).toBeTruthy();
    expect(api.problems).toEqual([]);
  });

  it('rings and reloads the day when a new request arrives on the stream', async () => {
    const { api, live, chime } = setUp();
    await screen.findByRole('region', { name: 'Terrace' });
    const before = api.callsTo(staffReservationEndpoints.day).length;
    act(() =>
      live.handlers?.onReservation?.({
        kind: 'created',
        reservationId: 3,
        branchId: 1,
        status: 'REQUESTED',
        startsAt: '2026-11-23T15:00:00Z',
        chairs: 4,
        customerName: 'Dilnoza',
        at: NOW.toISOString(),
      }),
    );
    expect(chime.play).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.callsTo(staffReservationEndpoints.day).length).toBe(before + 1));
  });
});
