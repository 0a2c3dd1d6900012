// @vitest-environment happy-dom
import {
  type CustomerCashback,
  CustomerCashbackSchema,
  staffCallCentreEndpoints,
  staffCashbackEndpoints,
} from '@dasturxon/contracts';
import { fakeApi } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import { renderUi } from '../../testing/render.tsx';
import { CashbackScreen } from './cashback-screen.tsx';

const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';

function setUp() {
  let view: CustomerCashback = CustomerCashbackSchema.parse({
    customer: { id: 7, phone: '998901234567', firstName: 'Aziza', lastName: 'Karimova' },
    balance: 12_000,
    adjustments: [],
  });
  const api = fakeApi()
    .on(staffCallCentreEndpoints.findCustomers, () => [
      {
        id: 7,
        phone: '998901234567',
        firstName: 'Aziza',
        lastName: 'Karimova',
        isActive: true,
        createdDate: '2026-01-01T00:00:00.000Z',
      },
    ])
    .on(staffCashbackEndpoints.get, () => view)
    .on(staffCashbackEndpoints.adjust, ({ body }) => {
      const balance = view.balance + body.amount;
      view = {
        ...view,
        balance,
        adjustments: [
          {
            id: 1,
            amount: body.amount,
            reason: body.reason,
            balanceAfter: balance,
            actor: 'Admin (admin)',
            at: '2026-11-25T05:00:00.000Z',
          },
          ...view.adjustments,
        ],
      };
      return view;
    });
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  renderUi(<CashbackScreen api={client} />);
  return { api };
}

afterEach(cleanup);

describe('the cashback screen', () => {
  it('finds a customer by phone, refuses a take above the balance, adds with a reason', async () => {
    const { api } = setUp();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '90 123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const balance = await screen.findByRole('group', { name: 'Cashback balance' });
    expect(balance.textContent).toContain('12\u202f000 sum');

    fireEvent.click(screen.getByText('Take'));
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Wrong order' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change balance' }));
    expect(await screen.findByText(/^The balance holds only 12.000 sum$/)).toBeTruthy();
    expect(api.callsTo(staffCashbackEndpoints.adjust)).toHaveLength(0);

    fireEvent.click(screen.getByText('Add'));
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change balance' }));
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThan(0));
    expect(api.callsTo(staffCashbackEndpoints.adjust)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Cold plov' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change balance' }));
    await waitFor(() => expect(balance.isConnected && balance.textContent).toContain('32\u202f000 sum'));
    expect(api.callsTo(staffCashbackEndpoints.adjust)[0]?.body).toEqual({
      amount: 20_000,
      reason: 'Cold plov',
    });
    const history = screen.getByRole('table', { name: 'History' });
    expect(within(history).getByText('Cold plov')).toBeTruthy();
  });
});
