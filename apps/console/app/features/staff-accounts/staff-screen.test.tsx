// @vitest-environment happy-dom
import { branchEndpoints, type StaffAccount, staffAccountEndpoints } from '@dasturxon/contracts';
import { apiError, fakeApi, makeBranch, reply } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import { renderUi } from '../../testing/render.tsx';
import { StaffScreen } from './staff-screen.tsx';

const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';

function account(overrides: Partial<StaffAccount>): StaffAccount {
  return {
    id: 1,
    login: 'admin',
    name: 'Aziz Karimov',
    role: 'ADMIN',
    branchId: null,
    courierId: null,
    isActive: true,
    createdDate: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function setUp() {
  let accounts = [
    account({}),
    account({ id: 2, login: 'malika', name: 'Malika', role: 'OPERATOR', branchId: 7 }),
  ];
  const api = fakeApi()
    .on(branchEndpoints.list, () => [
      makeBranch({ id: 7, name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilonzor' } }),
    ])
    .on(staffAccountEndpoints.list, () => accounts)
    .on(staffAccountEndpoints.create, ({ body }) =>
      body.login === 'malika'
        ? apiError(409, 'CONFLICT', 'The login "malika" is taken: choose another one.')
        : reply(201, account({ id: 3, login: body.login, name: body.name, role: body.role })),
    )
    .on(staffAccountEndpoints.setActive, ({ params, body }) => {
      accounts = accounts.map((a) => (a.id === Number(params.id) ? { ...a, isActive: body.isActive } : a));
      return accounts.find((a) => a.id === Number(params.id)) as StaffAccount;
    });
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  renderUi(<StaffScreen api={client} selfId={1} />);
  return api;
}

afterEach(cleanup);

describe('the staff screen', () => {
  it('lists the accounts with role and branch; the admin cannot deactivate their own row', async () => {
    setUp();
    const own = await screen.findByTestId('staff-row-admin');
    expect(within(own).getByText('You')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Deactivate' })).toHaveProperty('disabled', true);
    const other = screen.getByTestId('staff-row-malika');
    expect(within(other).getByText('Operator')).toBeTruthy();
    await waitFor(() => expect(within(other).getByText('Chilonzor')).toBeTruthy());
    expect(within(other).getByRole('button', { name: 'Deactivate' })).toHaveProperty('disabled', false);
  });

  it("checks the form with the contract, then shows the server's refusal of a taken login", async () => {
    const api = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Malika 2' } });
    fireEvent.change(within(dialog).getByLabelText('Login'), { target: { value: 'malika' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('At least 8')).toBeTruthy();
    expect(api.callsTo(staffAccountEndpoints.create)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'kuchli-parol-7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The login "malika" is taken: choose another one.',
    );
    expect(api.callsTo(staffAccountEndpoints.create)[0]?.body).toEqual({
      login: 'malika',
      name: 'Malika 2',
      role: 'OPERATOR',
      branchId: null,
      password: 'kuchli-parol-7',
    });
  });

  it('deactivates another account after a confirmation and shows it deactivated', async () => {
    const api = setUp();
    const row = await screen.findByTestId('staff-row-malika');
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('staff-row-malika')).getByText('Deactivated')).toBeTruthy(),
    );
    expect(api.callsTo(staffAccountEndpoints.setActive).map((c) => [c.params, c.body])).toEqual([
      [{ id: 2 }, { isActive: false }],
    ]);
  });
});
