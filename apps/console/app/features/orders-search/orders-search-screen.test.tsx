// @vitest-environment happy-dom
import { staffEndpoints } from '@dasturxon/contracts';
import { fakeApi, makeStaffOrder, makeStaffOrderPage } from '@dasturxon/contracts/testing';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useOutletContext, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.tsx';
import { createConsoleApi } from '../../lib/api.ts';
import { OrdersSearchScreen, type SearchOutletContext } from './orders-search-screen.tsx';

/** Stands for routes/search-order.tsx (the real drawer has its own tests): uses what the search gives it. */
function FoundOrder() {
  const id = Number(useParams().id);
  const { changed, close } = useOutletContext<SearchOutletContext>();
  return (
    <div role="dialog" aria-label={`order ${id}`}>
      <button
        type="button"
        onClick={() => changed({ ...makeStaffOrder({ id, number: 1042, status: 'CANCELED' }), history: [] })}
      >
        cancel it
      </button>
      <button type="button" onClick={close}>
        close
      </button>
    </div>
  );
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
      {
        path: '/search',
        element: <OrdersSearchScreen api={client} />,
        children: [{ path: 'orders/:id', element: <FoundOrder /> }],
      },
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

  it('opens a found order over the search, shows what the drawer changed and closes back to the same search', async () => {
    const { api, router } = setUp('/search?number=1042&page=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Open order No. 1042' }));
    expect(await screen.findByRole('dialog', { name: 'order 71' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search/orders/71');
    expect(router.state.location.search).toBe('?number=1042&page=1');
    // The results stay behind the drawer: nothing is searched again.
    expect(screen.getByRole('button', { name: 'Open order No. 1042' })).toBeTruthy();
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(screen.getAllByText('Cancelled')).toHaveLength(1); // No. 1041

    fireEvent.click(screen.getByRole('button', { name: 'cancel it' }));
    await waitFor(() => expect(screen.getAllByText('Cancelled')).toHaveLength(2));
    expect(screen.queryByText('Delivered')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'order 71' })).toBeNull());
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?number=1042&page=1');
    expect(screen.getAllByText('Cancelled')).toHaveLength(2);
    expect(api.callsTo(staffEndpoints.orders)).toHaveLength(1);
  });

  it('opens the order of a link over its search', async () => {
    setUp('/search/orders/71?number=1042');
    expect(await screen.findByRole('dialog', { name: 'order 71' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Open order No. 1042' })).toBeTruthy();
  });
});
