// @vitest-environment happy-dom
import type { StaffRole } from '@dasturxon/contracts';
import { makeStaff } from '@dasturxon/contracts/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../testing/render.tsx';
import { ConsoleShell } from './console-shell.tsx';
import { STAFF_LAYOUT_ID } from './use-staff.ts';

vi.mock('../../lib/runtime.ts', () => ({
  api: { call: vi.fn() },
  onSessionLost: () => () => {},
  setStaff: vi.fn(),
}));

const merchant = {
  id: 'm',
  sub: 'navruz',
  name: { uz: "Navro'z", ru: 'Навруз', eng: 'Navruz' },
  logo: null,
  color: '#000',
};

async function shellFor(role: StaffRole) {
  const router = createMemoryRouter(
    [
      {
        id: STAFF_LAYOUT_ID,
        path: '/',
        loader: () => ({ staff: makeStaff({ role, name: 'Malika' }), merchant }),
        element: <ConsoleShell>screen</ConsoleShell>,
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: ['/board'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  await screen.findByText('Navruz');
}

const navNames = () => screen.queryAllByRole('link').map((a) => a.textContent);

describe('console navigation', () => {
  afterEach(cleanup);

  it('gives an operator the board but not the kitchen display or reports', async () => {
    await shellFor('OPERATOR');
    expect(navNames()).toContain('Order board');
    expect(navNames()).not.toContain('Kitchen');
    expect(navNames()).not.toContain('Reports');
  });

  it('gives an admin the board and the kitchen display', async () => {
    await shellFor('ADMIN');
    expect(navNames()).toEqual(expect.arrayContaining(['Order board', 'Kitchen']));
  });

  it('shows a kitchen or courier account no other screens at all', async () => {
    await shellFor('KITCHEN');
    expect(navNames()).toEqual([]);
    cleanup();
    await shellFor('COURIER');
    expect(navNames()).toEqual([]);
    expect(screen.getByText('Courier')).toBeTruthy();
  });
});
