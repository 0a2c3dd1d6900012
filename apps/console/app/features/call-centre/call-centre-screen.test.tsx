// @vitest-environment happy-dom
import {
  branchEndpoints,
  menuEndpoints,
  staffCallCentreEndpoints,
  staffEndpoints,
} from '@dasturxon/contracts';
import {
  everyDay,
  fakeApi,
  makeAddress,
  makeBranch,
  makeCategory,
  makeMenu,
  makeModifier,
  makeModifierGroup,
  makeOrder,
  makeOrderItem,
  makeOrderQuote,
  makeProduct,
  makeStaffOrder,
  makeStaffOrderPage,
  reply,
} from '@dasturxon/contracts/testing';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.tsx';
import { createConsoleApi } from '../../lib/api.ts';
import { CallCentreScreen } from './call-centre-screen.tsx';

// Leaflet does not draw in happy-dom: the map is a button that "clicks" a point in Chilonzor.
vi.mock('./map-pick.tsx', () => ({
  MapPick: (props: { label: string; onPick: (p: { latitude: number; longitude: number }) => void }) => (
    <button type="button" onClick={() => props.onPick({ latitude: 41.2995, longitude: 69.2401 })}>
      {props.label}
    </button>
  ),
}));

// 10:00 in Tashkent.
const NOW = new Date('2026-11-25T05:00:00Z');
const PHONE = '998901234567';

function OrderOnBoard() {
  return <p>board order {useParams().id}</p>;
}

function setUp(opts: { existing?: boolean } = {}) {
  const category = makeCategory({ id: 1, name: { uz: 'Taomlar', ru: 'Блюда', eng: 'Dishes' } });
  const plov = makeProduct({ id: 6, categoryId: 1, name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' } });
  const burger = makeProduct({
    id: 5,
    categoryId: 1,
    name: { uz: 'Burger', ru: 'Бургер', eng: 'Burger' },
    modificationGroups: [
      makeModifierGroup({
        id: 1,
        min: 1,
        max: 1,
        name: { uz: "O'lcham", ru: 'Размер', eng: 'Size' },
        modifiers: [
          makeModifier({ id: 11, name: { uz: 'Kichik', ru: 'Маленький', eng: 'Small' } }),
          makeModifier({ id: 12, price: 10_000, name: { uz: 'Katta', ru: 'Большой', eng: 'Large' } }),
        ],
      }),
    ],
  });
  const customer = {
    id: 31,
    phone: PHONE,
    firstName: 'Aziza',
    lastName: null,
    isActive: true,
    createdDate: NOW.toISOString(),
  };
  const api = fakeApi()
    .on(menuEndpoints.overall, () => makeMenu({ categories: [category], products: [plov, burger] }))
    .on(branchEndpoints.list, () => [
      makeBranch({ id: 3, isMain: true, workHours: everyDay('00:00', '00:00') }),
    ])
    .on(staffCallCentreEndpoints.findCustomers, () => (opts.existing ? [customer] : []))
    .on(staffCallCentreEndpoints.upsertCustomer, ({ body }) =>
      reply(201, { customer: { ...customer, firstName: body.firstName }, created: true }),
    )
    .on(staffCallCentreEndpoints.customerAddresses, () => [
      makeAddress({ id: 44, name: 'Uy', streetName: 'Navoiy', houseNumber: '7' }),
    ])
    .on(staffCallCentreEndpoints.quote, ({ body }) =>
      makeOrderQuote({
        totals: { productPrice: 90_000, totalPrice: body.serviceType === 'DELIVERY' ? 100_000 : 90_000 },
      }),
    )
    .on(staffCallCentreEndpoints.placeOrder, () => reply(201, makeOrder({ id: 501, number: 1077 })))
    .on(staffEndpoints.orders, ({ query }) =>
      makeStaffOrderPage(
        opts.existing && query.phone === PHONE
          ? [
              makeStaffOrder({
                id: 400,
                number: 900,
                status: 'DELIVERED',
                customer: { id: 31, phone: PHONE },
                items: [
                  makeOrderItem({
                    productId: 5,
                    count: 2,
                    modifications: [
                      {
                        id: 12,
                        groupId: 1,
                        name: { uz: 'Katta', ru: 'Большой', eng: 'Large' },
                        price: 10_000,
                        count: 1,
                      },
                    ],
                  }),
                ],
              }),
            ]
          : [],
      ),
    );
  const client = createConsoleApi({ merchantId: () => 'm-1', lang: () => 'eng', fetchImpl: api.fetch });
  const router = createMemoryRouter(
    [
      { path: '/call-centre', element: <CallCentreScreen api={client} now={() => NOW} /> },
      { path: '/board/orders/:id', element: <OrderOnBoard /> },
    ],
    { initialEntries: ['/call-centre'] },
  );
  render(
    <MantineProvider>
      <I18nProvider initialLang="eng">
        <RouterProvider router={router} />
      </I18nProvider>
    </MantineProvider>,
  );
  return { api };
}

afterEach(cleanup);

describe('the call centre', () => {
  it('creates the caller, takes a pick-up order with a sized burger and opens it on the board', async () => {
    const { api } = setUp();
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose the customer first')).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Customer's phone"), { target: { value: '90 123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No customer has this phone. Create one.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Aziza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    const customer = await screen.findByRole('region', { name: 'Customer' });
    await waitFor(() => expect(within(customer).getByText('Aziza')).toBeTruthy());
    expect(api.callsTo(staffCallCentreEndpoints.upsertCustomer)[0]?.body).toEqual({
      phone: '90 123 45 67',
      firstName: 'Aziza',
      lastName: null,
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Add: Plov' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add: Burger' }));
    // A size must be chosen before the burger goes in.
    const add = await screen.findByRole('button', { name: 'Add to order' });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText(/^Large \(\+10.000 sum\)$/));
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: 'More: Plov' }));

    fireEvent.click(screen.getByText('Pick-up'));
    fireEvent.click(screen.getByText('Card terminal'));
    await waitFor(() => expect(screen.getAllByText(/^90.000 sum$/, { selector: 'p' })[0]).toBeTruthy());
    await waitFor(() => expect(place).toHaveProperty('disabled', false));
    fireEvent.click(place);

    expect(await screen.findByText('board order 501')).toBeTruthy();
    const [placed] = api.callsTo(staffCallCentreEndpoints.placeOrder);
    expect(placed?.params).toEqual({ id: 31 });
    expect(placed?.headers.get('idempotency-key')).toMatch(/^cc-/);
    expect(placed?.body).toMatchObject({
      serviceType: 'PICK_UP',
      branchId: 3,
      paymentType: 'TERMINAL',
      address: null,
      later: false,
      cartItems: [
        { productId: 6, count: 2, modifications: [] },
        { productId: 5, count: 1, modifications: [{ id: 12, count: 1 }] },
      ],
    });
  });

  it("repeats the caller's last order and delivers to a saved address, or to a point on the map", async () => {
    const { api } = setUp({ existing: true });
    fireEvent.change(screen.getByLabelText("Customer's phone"), { target: { value: '4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    // Their earlier order: two large burgers, back in the basket with one click.
    fireEvent.click(await screen.findByRole('button', { name: 'Repeat order No. 900' }));
    expect(within(screen.getByRole('list', { name: 'Order' })).getByText('Large')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add: Plov' }));
    expect(await screen.findByText('Choose the delivery address')).toBeTruthy();

    fireEvent.click(await screen.findByLabelText('Uy · Navoiy, 7'));
    await waitFor(() =>
      expect(api.callsTo(staffCallCentreEndpoints.quote).at(-1)?.body.address).toMatchObject({
        savedAddressId: 44,
      }),
    );

    fireEvent.click(screen.getAllByRole('button', { name: 'Click the address on the map' })[0]!);
    fireEvent.change(screen.getByLabelText('House'), { target: { value: '12' } });
    await waitFor(() =>
      expect(api.callsTo(staffCallCentreEndpoints.quote).at(-1)?.body.address).toMatchObject({
        savedAddressId: null,
        latitude: 41.2995,
        longitude: 69.2401,
        houseNumber: '12',
      }),
    );
    expect(api.callsTo(staffCallCentreEndpoints.quote).at(-1)?.body.cartItems).toEqual([
      { productId: 5, count: 2, modifications: [{ id: 12, count: 1 }] },
      { productId: 6, count: 1, modifications: [] },
    ]);
    expect(await screen.findByText(/^100.000 sum$/, { selector: 'p' })).toBeTruthy();
  });
});
