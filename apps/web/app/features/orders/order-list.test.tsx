// @vitest-environment happy-dom
/**
 * The orders list in the browser: "show more" appends the next archive page under the first (the route's own
 * loader through a fetcher), and disappears on the last page; an empty tab says so.
 */
import type { Order } from '@dasturxon/contracts';
import { makeOrder, BASE_DATE as NOW } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ProfileOrdersRoute from '../../routes/profile-orders.tsx';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';

/** A closed, paid cash order of 10 000 so'm, No. 1000 + id. */
const order = (id: number): Order =>
  makeOrder({
    id,
    number: 1000 + id,
    status: 'CLOSED',
    paymentType: 'CASH',
    isPaid: true,
    branch: { address: '', phone: null },
    totals: { productPrice: 10_000, productCount: 1, totalPrice: 10_000 },
    canCancel: false,
    canPay: false,
    statusLog: [],
  });

/** Archive of `total` orders, ten a page, as the route's loader would return them. */
function listLoader(total: number) {
  return ({ request }: { request: Request }) => {
    const params = new URL(request.url).searchParams;
    const tab = params.get('tab') === 'archive' ? 'archive' : 'active';
    const page = Number(params.get('page') ?? 0);
    const all = tab === 'archive' ? Array.from({ length: total }, (_, i) => order(i + 1)) : [];
    return {
      title: 'Orders',
      signedIn: true as const,
      tab,
      now: NOW,
      orders: all.slice(page * 10, page * 10 + 10),
      page,
      totalPages: tab === 'archive' ? Math.ceil(total / 10) : 1,
    };
  };
}

type RouteProps = Parameters<typeof ProfileOrdersRoute>[0];

function Page() {
  // The route reads only its loader data; the router's other props (params, matches) are not used.
  const props: Pick<RouteProps, 'loaderData'> = { loaderData: useLoaderData<RouteProps['loaderData']>() };
  return <ProfileOrdersRoute {...(props as RouteProps)} />;
}

function Nothing() {
  return null;
}

function Root() {
  return (
    <I18nProvider lang="eng" messages={messagesFor('eng')}>
      <Outlet />
    </I18nProvider>
  );
}

function renderAt(url: string, total: number) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ cdnBase: '' }),
        HydrateFallback: Nothing,
        Component: Root,
        children: [{ path: 'profile/orders', loader: listLoader(total), Component: Page }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('orders list', () => {
  it('"show more" appends the next archive page and goes away on the last one', async () => {
    renderAt('/profile/orders?tab=archive', 23);
    await screen.findByText('No. 1001');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getByText('No. 1001')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('link', { name: 'Show more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Archive' }).getAttribute('aria-current')).toBe('page');
  });

  it('an empty active tab says so and offers the menu', async () => {
    renderAt('/profile/orders', 3);
    await screen.findByText('No active orders');
    expect(screen.getByRole('link', { name: 'To the menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Show more' })).toBeNull();
  });
});
