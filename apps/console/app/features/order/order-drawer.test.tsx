// @vitest-environment happy-dom
import type { StaffOrderDetail, StaffOrderEvent, StaffRole } from '@dasturxon/contracts';
import { makeStaffOrder } from '@dasturxon/contracts/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { OrderDrawer } from './order-drawer.tsx';

/** The order as the server has it now; each read of the detail answers it. */
const server = vi.hoisted(() => ({ order: null as unknown, reads: 0 }));
vi.mock('../../lib/runtime.ts', () => ({
  api: {
    call: vi.fn(async () => {
      server.reads += 1;
      return [null, server.order];
    }),
  },
}));

const detail = (over: Parameters<typeof makeStaffOrder>[0]): StaffOrderDetail => ({
  ...makeStaffOrder({ id: 7, number: 1042, paymentType: 'CASH', address: null, ...over }),
  history: [],
});

const heard = (order: StaffOrderDetail, at: string): StaffOrderEvent => ({
  kind: 'changed',
  orderId: order.id,
  number: order.number,
  branchId: order.branch.id,
  status: order.status,
  isPaid: order.isPaid,
  courierId: null,
  courierStatus: 'NONE',
  at,
});

const operator: StaffRole = 'OPERATOR';

const drawer = (event: StaffOrderEvent | null) => (
  <OrderDrawer orderId={7} role={operator} merchantName="Navruz" onClose={() => {}} heard={event} />
);

describe('order drawer', () => {
  afterEach(() => {
    cleanup();
    server.reads = 0;
  });

  it('turns paid in place when the courier delivers the cash order it shows (decision 354)', async () => {
    server.order = detail({ status: 'ON_WAY', isPaid: false });
    const view = renderUi(drawer(null));
    await waitFor(() => expect(screen.getByText('Unpaid')).toBeTruthy());
    expect(screen.queryByText('Paid')).toBeNull();

    const delivered = detail({ status: 'DELIVERED', isPaid: true });
    server.order = delivered;
    view.rerender(drawer(heard(delivered, '2026-03-10T09:40:00.000Z')));
    await waitFor(() => expect(screen.getByText('Paid')).toBeTruthy());
    expect(screen.queryByText('Unpaid')).toBeNull();
    expect(server.reads).toBe(2);
  });

  it('still turns paid when the next event the board hears is about another order (a busy board)', async () => {
    server.order = detail({ status: 'ON_WAY', isPaid: false });
    const view = renderUi(drawer(null));
    await waitFor(() => expect(screen.getByText('Unpaid')).toBeTruthy());

    const delivered = detail({ status: 'DELIVERED', isPaid: true });
    server.order = delivered;
    view.rerender(drawer(heard(delivered, '2026-03-10T09:40:00.000Z')));
    // Another order's event arrives before this read is answered: the board passes this drawer nothing now.
    view.rerender(drawer(null));
    await waitFor(() => expect(screen.getByText('Paid')).toBeTruthy());
    expect(screen.queryByText('Unpaid')).toBeNull();
  });
});
