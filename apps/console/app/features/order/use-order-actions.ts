/** The moves staff make on an order; each answer (the order as it is now) replaces the shown one. */
import {
  type OrderStatus,
  type StaffHandoverUnpaid,
  type StaffOrderDetail,
  staffEndpoints,
} from '@dasturxon/contracts';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import type { ApiResult } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { api } from '../../lib/runtime.ts';

export type OrderAction = 'accept' | 'move' | 'cancel' | 'courier' | 'unpaid';

export function useOrderActions(orderId: number, onChanged: (order: StaffOrderDetail) => void) {
  const t = useT();
  const [busy, setBusy] = useState<OrderAction | null>(null);

  async function run(
    action: OrderAction,
    call: () => Promise<ApiResult<StaffOrderDetail>>,
  ): Promise<boolean> {
    setBusy(action);
    const [error, order] = await call();
    setBusy(null);
    if (error) {
      notifications.show({ color: 'red', message: errorText(error, t) });
      return false;
    }
    onChanged(order);
    notifications.show({
      color: 'teal',
      message: t('order.moved', { number: order.number, status: t(`status.${order.status}`) }),
    });
    return true;
  }

  const params = { id: orderId };
  return {
    busy,
    accept: (minutes: number) =>
      run('accept', () => api.call(staffEndpoints.accept, { params, body: { minutes } })),
    move: (status: OrderStatus) =>
      run('move', async () => {
        const [error] = await api.call(staffEndpoints.changeStatus, { params, body: { status } });
        // The detail (with its history) is what the drawer shows: read it after the move.
        return error ? [error, null] : api.call(staffEndpoints.order, { params });
      }),
    cancel: (reason: string) =>
      run('cancel', () => api.call(staffEndpoints.cancel, { params, body: { reason } })),
    /** Handed over without (all) the money (decision 363). */
    handoverUnpaid: (body: StaffHandoverUnpaid) =>
      run('unpaid', () => api.call(staffEndpoints.handoverUnpaid, { params, body })),
    attach: (courierId: number) =>
      run('courier', async () => {
        const [error] = await api.call(staffEndpoints.attachCourier, { params, body: { courierId } });
        return error ? [error, null] : api.call(staffEndpoints.order, { params });
      }),
  };
}
