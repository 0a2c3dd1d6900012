// @vitest-environment happy-dom
import type { Reservation, ReservationOptions, ReservationSlots } from '@dasturxon/contracts';
import { makeBranch } from '@dasturxon/contracts/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import { readChoice } from './booking-choice.ts';
import { BookingForm } from './booking-form.tsx';
import { ReservationCard } from './reservation-card.tsx';

const TERRACE = { uz: 'Ayvon', ru: 'Терраса', eng: 'Terrace' };

function renderInRouter(ui: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nProvider lang="eng" messages={messagesFor('eng')}>
            {ui}
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/reservation'] },
  );
  return render(<RouterProvider router={router} />);
}

const options: ReservationOptions = {
  branchId: 1,
  halls: [
    { id: 10, name: TERRACE, maxSeats: 6 },
    { id: 11, name: { uz: 'Zal', ru: 'Зал', eng: 'Main hall' }, maxSeats: 4 },
  ],
  settings: { turnMinutes: 120, slotMinutes: 30, cancelCutoffMinutes: 120, daysAhead: 30 },
  days: ['2026-11-23', '2026-11-24'],
};
const slots: ReservationSlots = {
  day: '2026-11-24',
  slots: [
    { time: '18:30', startsAt: '2026-11-24T13:30:00Z', free: false },
    { time: '19:00', startsAt: '2026-11-24T14:00:00Z', free: true },
  ],
};

afterEach(cleanup);

describe('the booking form', () => {
  it('reads the choice from the URL, falling back to what the branch offers', () => {
    const params = new URLSearchParams('hall=11&chairs=9&day=2027-01-01');
    expect(readChoice(params, 1, options)).toEqual({ branchId: 1, hallId: 11, chairs: 4, day: '2026-11-23' });
  });

  it('shows the steps as links, taken times crossed out, and the first free time chosen', () => {
    const branch = makeBranch({ id: 1, name: { eng: 'Chilonzor' }, bookingPhone: '+998 71 200 00 02' });
    renderInRouter(
      <BookingForm
        branches={[branch]}
        choice={{ branchId: 1, hallId: 10, chairs: 2, day: '2026-11-24' }}
        options={options}
        slots={slots}
        user={{ name: 'Aziza', phone: '998901234567' }}
      />,
    );
    expect(screen.getByRole('link', { name: /Chilonzor/ }).textContent).toContain(
      'Bookings: +998 71 200 00 02',
    );
    expect(screen.getByRole('link', { name: /Terrace/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Main hall up to 4 guests' }).getAttribute('href')).toBe(
      '/reservation?branch=1&hall=11&chairs=2&day=2026-11-24',
    );
    expect(screen.getByRole('link', { name: '6 guests' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '7 guests' })).toBeNull();
    expect(screen.getByRole('radio', { name: '18:30' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: '19:00' })).toHaveProperty('checked', true);
    expect(screen.getByText('The table is yours for 120 minutes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book' })).toHaveProperty('disabled', false);
  });
});

describe('a reservation in the profile', () => {
  const base: Reservation = {
    id: 5,
    branchId: 1,
    branchName: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilonzor' },
    hallId: 10,
    hallName: TERRACE,
    tableId: 100,
    tableNumber: 7,
    chairs: 4,
    startsAt: '2026-11-24T14:00:00Z',
    endsAt: '2026-11-24T16:00:00Z',
    status: 'CONFIRMED',
    declineReason: null,
    comment: null,
    source: 'WEB',
    customerName: 'Aziza',
    customerPhone: '998901234567',
    cancellable: true,
    createdDate: '2026-11-23T08:00:00Z',
  };

  it('shows when and where in Tashkent time, and a cancel button while it may be cancelled', () => {
    renderInRouter(
      <ul>
        <ReservationCard reservation={base} />
        <ReservationCard
          reservation={{
            ...base,
            id: 6,
            status: 'DECLINED',
            declineReason: 'Closed for an event',
            cancellable: false,
          }}
        />
      </ul>,
    );
    const [confirmed, declined] = screen.getAllByRole('listitem');
    expect(within(confirmed!).getByText('Tue, 24 Nov · 19:00')).toBeTruthy();
    expect(within(confirmed!).getByText('Confirmed')).toBeTruthy();
    expect(within(confirmed!).getByText('Chilonzor · Terrace · table 7')).toBeTruthy();
    expect(within(confirmed!).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(within(declined!).getByText('Declined: Closed for an event')).toBeTruthy();
    expect(within(declined!).queryByRole('button')).toBeNull();
  });
});
