// @vitest-environment happy-dom
import { staffEndpoints } from '@dasturxon/contracts';
import { fakeApi, makeStaffOrder, makeStaffOrderPage } from '@dasturxon/contracts/testing';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.tsx';
import { createConsoleApi } from '../../lib/api.ts';
import { OrdersSearchScreen } from './orders-search-screen.tsx';

function OrderOnBoard() {
  return <p>board order {useParams().id}</p>;
}

function setUp(url = '/search') {
  const api = fakeApi().on(staffEndpoints.orders, ({ query }) => {
    const content =
      query.number === 404
        ? []
        : [
            makeStaffOrder({
              id: 71,
              number: 1042,
              status: 'DELIVERED',
              customer: { phone: '998901234567' },
            }),
            makeStaffOrder({ id: 70, number: 1041, status: 'CANCELED' }),
          ];
    return makeStaffOrderPage(content, {
      page: query.page,
      size: query.size,
      totalElements: 45,
      totalPages: 3,
    });
  });
  const client = createConsoleApi({ merchantId: () => 'm-1', lang: () => 'eng', fetchImpl: api.fetch });
  const router = createMemoryRouter(
    [
      { path: '/search', element: <OrdersSearchScreen api={client} /> },
      { path: '/board/orders/:id', element: <OrderOnBoard /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <I18nProvider initialLang="eng">
        <RouterProvider router={router} />
      </I18nProvider>
    </MantineProvider>,
  );
  return { api, router };
}

afterEach(cleanup);

describe('the order search', () => {
  it('searches by number and phone end, keeps the search in the URL and pages through the archive', async () => {
    const { api, router } = setUp();
    expect(await screen.findByRole('button', { name: 'Open order No. 1042' })).toBeTruthy();
    expect(screen.getByText('Total: 45')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '45 67' } });
    fireEvent.change(screen.getByLabelText('From day'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo(staffEndpoints.orders).at(-1)?.query).toMatchObject({
        phone: '4567',
        from: '2026-11-01',
        page: 0,
        size: 20,
      }),
    );
    expect(router.state.location.search).toBe('?phone=45+67&from=2026-11-01');

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(api.callsTo(staffEndpoints.orders).at(-1)?.query).toMatchObject({ page: 1 }));
    expect(router.state.location.search).toContain('page=1');
  });

  it('says which field is wrong without asking the server', async () => {
    const { api } = setUp('/search?phone=12');
    expect(await screen.findByText('Type at least 4 digits of the phone')).toBeTruthy();
    expect(api.callsTo(staffEndpoints.orders)).toHaveLength(0);
  });

  it('opens a found order on the board', async () => {
    setUp('/search?number=1042');
    fireEvent.click(await screen.findByRole('button', { name: 'Open order No. 1042' }));
    expect(await screen.findByText('board order 71')).toBeTruthy();
  });
});
