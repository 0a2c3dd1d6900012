/** The kitchen display (KITCHEN): accepted and cooking orders of a branch, the most urgent first. */
import { type OrderStatus, type StaffOrder, staffEndpoints } from '@dasturxon/contracts';
import { Badge, Group, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import { useNow } from '../../lib/clock.ts';
import { errorText } from '../../lib/error-text.ts';
import { dueAt } from '../../lib/order-times.ts';
import { api } from '../../lib/runtime.ts';
import { useLateAfterMinutes } from '../../lib/use-late-limits.ts';
import type { LiveOrders } from '../../lib/use-live-orders.ts';
import { BranchFilter, useBranchChoice } from '../../ui/branch-filter.tsx';
import { ColumnsSkeleton } from '../../ui/skeletons.tsx';
import classes from './kitchen.module.css';
import { KitchenTicket } from './kitchen-ticket.tsx';

export const KITCHEN_STATUSES: readonly OrderStatus[] = ['ACCEPTED', 'COOKING'];

export function KitchenScreen({ live }: { live: LiveOrders }) {
  const t = useT();
  const now = useNow(1000);
  const limits = useLateAfterMinutes();
  const [branchId, setBranchId] = useBranchChoice();
  const [busy, setBusy] = useState<number | null>(null);
  const tickets = useMemo(
    () =>
      live.orders
        .filter((o) => branchId === null || o.branch.id === branchId)
        .sort((a, b) => Date.parse(dueAt(a)) - Date.parse(dueAt(b))),
    [live.orders, branchId],
  );

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

  return (
    <div className={classes.screen}>
      <Group className={classes.toolbar} justify="space-between">
        <Group gap="sm">
          <Title order={1} size="h2" c="white">
            {t('kitchen.title')}
          </Title>
          <BranchFilter orders={live.orders} value={branchId} onChange={setBranchId} />
        </Group>
        <Badge size="lg" variant="filled" color={live.live === 'live' ? 'teal' : 'yellow'}>
          {live.live === 'live' ? t('board.live') : t('board.reconnecting')}
        </Badge>
      </Group>
      {live.loading ? (
        <ColumnsSkeleton columns={4} />
      ) : tickets.length === 0 ? (
        <Text c="gray.4" fz={28} ta="center" mt={80}>
          {t('kitchen.empty')}
        </Text>
      ) : (
        <div className={classes.grid}>
          {tickets.map((order) => (
            <KitchenTicket
              key={order.id}
              order={order}
              now={now}
              limits={limits}
              busy={busy === order.id}
              onMove={move}
            />
          ))}
        </div>
      )}
    </div>
  );
}
