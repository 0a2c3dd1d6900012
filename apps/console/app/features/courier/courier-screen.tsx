/** The courier's phone screen: my deliveries, the next move, and location sharing while one is on the way. */
import {
  type OrderStatus,
  type StaffHandoverUnpaid,
  type StaffOrder,
  staffEndpoints,
} from '@dasturxon/contracts';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import { errorText } from '../../lib/error-text.ts';
import { api } from '../../lib/runtime.ts';
import type { LiveOrders } from '../../lib/use-live-orders.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { HandoverUnpaidModal } from '../cash-due/handover-unpaid-modal.tsx';
import { CourierOrderCard } from './courier-order-card.tsx';
import { useShareLocation } from './use-share-location.ts';

export const COURIER_STATUSES: readonly OrderStatus[] = ['ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY'];

export function CourierScreen({ live, courierId }: { live: LiveOrders; courierId: number | null }) {
  const t = useT();
  const [busy, setBusy] = useState<number | null>(null);
  const [notPaid, setNotPaid] = useState<StaffOrder | null>(null);
  const mine = useMemo(
    () =>
      live.orders
        .filter((o) => o.courierId !== null && o.courierId === courierId)
        .sort((a, b) => (a.status === 'ON_WAY' ? -1 : 0) - (b.status === 'ON_WAY' ? -1 : 0) || a.id - b.id),
    [live.orders, courierId],
  );
  const share = useShareLocation(mine.some((o) => o.status === 'ON_WAY'));

  const move = async (order: StaffOrder, status: OrderStatus) => {
    setBusy(order.id);
    const [error, updated] = await api.call(staffEndpoints.changeStatus, {
      params: { id: order.id },
      body: { status },
    });
    setBusy(null);
    if (error) notifications.show({ color: 'red', message: errorText(error, t) });
    else live.upsert(updated);
  };

  const handOverUnpaid = async (order: StaffOrder, body: StaffHandoverUnpaid) => {
    setBusy(order.id);
    const [error, updated] = await api.call(staffEndpoints.handoverUnpaid, {
      params: { id: order.id },
      body,
    });
    setBusy(null);
    if (error) {
      notifications.show({ color: 'red', message: errorText(error, t) });
      return;
    }
    setNotPaid(null);
    live.upsert(updated);
    notifications.show({ color: 'orange', message: t('cashDue.recorded', { number: updated.number }) });
  };

  return (
    <Stack gap="sm" p="sm" maw={560} mx="auto">
      <Title order={1} size="h3">
        {t('courier.title')}
      </Title>
      {share === 'sharing' || share === 'waiting' ? (
        <Alert color="blue" variant="light" py={6}>
          {t('courier.sharing')}
        </Alert>
      ) : share === 'denied' ? (
        <Alert color="red" variant="light" py={6}>
          {t('courier.denied')}
        </Alert>
      ) : share === 'unavailable' ? (
        <Alert color="orange" variant="light" py={6}>
          {t('courier.unavailable')}
        </Alert>
      ) : null}
      {live.loading ? (
        <ListSkeleton rows={3} />
      ) : mine.length === 0 ? (
        <Text c="dimmed" ta="center" mt="xl" fz={18}>
          {t('courier.empty')}
        </Text>
      ) : (
        mine.map((order) => (
          <CourierOrderCard
            key={order.id}
            order={order}
            busy={busy === order.id}
            onMove={move}
            onNotPaid={setNotPaid}
          />
        ))
      )}
      {notPaid ? (
        <HandoverUnpaidModal
          opened
          number={notPaid.number}
          total={notPaid.totals.totalPrice}
          busy={busy === notPaid.id}
          onClose={() => setNotPaid(null)}
          onSubmit={(input) => void handOverUnpaid(notPaid, input)}
        />
      ) : null}
    </Stack>
  );
}
