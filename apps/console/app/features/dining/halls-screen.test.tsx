// @vitest-environment happy-dom
import {
  branchEndpoints,
  type Hall,
  staffAccountEndpoints,
  staffDiningEndpoints,
} from '@dasturxon/contracts';
import { apiError, fakeApi, makeBranch, reply } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import { renderUi } from '../../testing/render.tsx';
import { HallsScreen } from './halls-screen.tsx';

const link = (id: number) =>
  `http://localhost/?vendor=navruz&branch=7&hall=2&table=${id}&sig=abcdefghijklmnopqrstuv`;
const terrace: Hall = {
  id: 2,
  branchId: 7,
  name: { uz: 'Ayvon', ru: 'Терраса', eng: 'Terrace' },
  isActive: true,
  priority: 0,
  staffIds: [5],
  tables: [
    { id: 11, hallId: 2, number: 1, name: null, seats: 4, isActive: true, link: link(11) },
    { id: 17, hallId: 2, number: 7, name: 'Window', seats: 6, isActive: false, link: link(17) },
  ],
};

function setUp() {
  const created: unknown[] = [];
  const api = fakeApi()
    .on(branchEndpoints.list, () => [
      makeBranch({ id: 7, name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilonzor' } }),
    ])
    .on(staffDiningEndpoints.halls, () => ({ halls: [terrace] }))
    .on(staffAccountEndpoints.list, () => [
      {
        id: 5,
        login: 'malika',
        name: 'Malika',
        role: 'OPERATOR' as const,
        branchId: null,
        courierId: null,
        isActive: true,
        createdDate: '2026-11-01T10:00:00.000Z',
      },
    ])
    .on(staffDiningEndpoints.settings, () => ({ guestOrdering: true, waiterCallCooldownSeconds: 120 }))
    .on(staffDiningEndpoints.createTable, ({ body }) => {
      if (body.number === 1) return apiError(409, 'CONFLICT', 'Table 1 already exists in this hall.');
      created.push(body);
      return reply(201, { id: 20, hallId: 2, ...body, link: link(20) });
    });
  const client = createConsoleApi({
    merchantId: () => 'merchant-1',
    lang: () => 'eng',
    fetchImpl: api.fetch,
  });
  renderUi(<HallsScreen api={client} />);
  return { created };
}

afterEach(cleanup);

describe('the halls screen', () => {
  it("lists a branch's halls with their tables, seats and switched-off tables", async () => {
    setUp();
    const hall = await screen.findByTestId('hall');
    expect(within(hall).getByText('Terrace')).toBeTruthy();
    expect(within(hall).getByText('Window')).toBeTruthy();
    expect(within(hall).getByText('Switched off')).toBeTruthy();
    // The hall's waiters.
    await waitFor(() => expect(within(hall).getAllByText('Malika').length).toBeGreaterThan(0));
    expect(within(hall).getByRole('link', { name: 'QR code sheet' }).getAttribute('href')).toBe(
      '/halls/2/qr',
    );
    expect((screen.getByLabelText(/without an SMS code/) as HTMLInputElement).checked).toBe(true);
  });

  it('adds a table with the next number and shows the server refusal of a taken number', async () => {
    const { created } = setUp();
    const hall = await screen.findByTestId('hall');
    fireEvent.click(within(hall).getByRole('button', { name: 'Add table' }));
    const number = (await screen.findByLabelText('Number')) as HTMLInputElement;
    expect(number.value).toBe('8');
    fireEvent.change(number, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Table 1 already exists in this hall.',
    );
    fireEvent.change(number, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual([{ number: 9, name: null, seats: 4, isActive: true }]));
  });
});
