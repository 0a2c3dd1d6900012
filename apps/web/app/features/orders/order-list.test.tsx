// @vitest-environment happy-dom
/**
 * The orders list in the browser: "show more" appends the next archive page under the first (the route's own
 * loader through a fetcher), and disappears on the last page; an empty tab says so.
 */
import type { Order } from '@dasturxon/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ProfileOrdersRoute from '../../routes/profile-orders.tsx';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';

const NOW = '2026-11-21T08:00:00.000Z';

function order(id: number): Order {
  return {
    id,
    number: 1000 + id,
    userId: 7,
    status: 'CLOSED',
    serviceType: 'PICK_UP',
    paymentType: 'CASH',
    isPaid: true,
    paidAt: null,
    branch: {
      id: 1,
      name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
      address: '',
      latitude: 41.28,
      longitude: 69.2,
      phone: null,
    },
    cityId: null,
    address: null,
    items: [],
    totals: {
      productPrice: 10000,
      productDiscount: 0,
      productCount: 1,
      promoProductDiscount: 0,
      deliveryPrice: 0,
      deliveryDiscount: 0,
      serviceFee: 0,
      cashback: 0,
      totalDiscount: 0,
      totalPrice: 10000,
    },
    promoCode: null,
    comment: null,
    courierComment: null,
    sendCheque: false,
    later: false,
    deliveryAt: null,
    hallId: null,
    tableId: null,
    orderDevice: 'WEB',
    courierId: null,
    courierStatus: 'NONE',
    distance: null,
    reason: null,
    canCancel: false,
    canPay: false,
    statusLog: [],
    createdDate: NOW,
    lastModifiedDate: NOW,
  };
}

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
  const props = { loaderData: useLoaderData() } as unknown as RouteProps;
  return <ProfileOrdersRoute {...props} />;
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
