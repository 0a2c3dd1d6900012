/**
 * The live order board (ADMIN, OPERATOR): five status columns, branch filter, the new-order alert and the
 * "late" highlight. The order detail opens as a drawer over it (nested route), so the board stays live.
 */
import { Alert, Badge, Button, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import { useT } from '../../i18n/index.tsx';
import type { Chime } from '../../lib/chime.ts';
import { useNow } from '../../lib/clock.ts';
import { useLateAfterMinutes } from '../../lib/use-late-limits.ts';
import type { LiveOrders } from '../../lib/use-live-orders.ts';
import { BranchFilter, useBranchChoice } from '../../ui/branch-filter.tsx';
import { ColumnsSkeleton } from '../../ui/skeletons.tsx';
import { CashDueLink } from '../cash-due/cash-due-link.tsx';
import classes from './board.module.css';
import { BOARD_COLUMNS, groupByColumn } from './columns.ts';
import { lateMinutes } from './late.ts';
import { LateSettings } from './late-settings.tsx';
import { OrderCard } from './order-card.tsx';
import { type NewOrderAlert, useNewOrderAlert } from './use-new-order-alert.ts';

export function BoardScreen(props: {
  live: LiveOrders;
  chime: Chime;
  title: string;
  /** ADMIN: may change the "late after" minutes. */
  canEditSettings?: boolean;
  /** The order drawer (nested route), given the alert so opening an order acknowledges it. */
  children?: (alert: NewOrderAlert) => ReactNode;
}) {
  const t = useT();
  const { orders, loading, live } = props.live;
  const [branchId, setBranchId] = useBranchChoice();
  const shown = useMemo(
    () => (branchId === null ? orders : orders.filter((o) => o.branch.id === branchId)),
    [orders, branchId],
  );
  const alert = useNewOrderAlert({
    orders: shown,
    ready: !loading,
    chime: props.chime,
    title: props.title,
    onArrived: (order) =>
      notifications.show({ color: 'orange', message: t('board.newArrived', { number: order.number }) }),
  });
  const now = useNow(1000);
  const limits = useLateAfterMinutes();
  const columns = useMemo(() => groupByColumn(shown, null), [shown]);
  const unackedIds = useMemo(() => new Set(alert.unacked.map((o) => o.id)), [alert.unacked]);

  return (
    <>
      <Group
        h={48}
        px="sm"
        justify="space-between"
        wrap="nowrap"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm" wrap="nowrap">
          <Title order={1} size="h4">
            {t('board.title')}
          </Title>
          <BranchFilter orders={orders} value={branchId} onChange={setBranchId} />
          <Badge
            variant="dot"
            color={live === 'live' ? 'teal' : 'yellow'}
            aria-live="polite"
            data-testid="live-state"
            data-state={live}
          >
            {live === 'live' ? t('board.live') : t('board.reconnecting')}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <CashDueLink heard={props.live.heard} />
          {alert.unacked.length > 0 ? (
            <Button size="xs" color="orange" onClick={alert.acknowledgeAll}>
              {t('board.ackAll', { n: alert.unacked.length })}
            </Button>
          ) : null}
          {props.canEditSettings ? <LateSettings /> : null}
        </Group>
      </Group>
      {alert.soundOn ? null : (
        <UnstyledButton onClick={alert.enableSound} w="100%" data-testid="sound-banner">
          <Alert color="yellow" variant="filled" radius={0} py={6}>
            <Text size="sm" fw={600}>
              {t('board.soundEnable')}
            </Text>
          </Alert>
        </UnstyledButton>
      )}
      {loading ? (
        <div style={{ padding: 8 }}>
          <ColumnsSkeleton columns={5} />
        </div>
      ) : (
        <div
          className={classes.columns}
          style={{ ['--board-toolbar-height' as string]: alert.soundOn ? '48px' : '84px' }}
        >
          {BOARD_COLUMNS.map((column) => (
            <section key={column.id} className={classes.column} aria-labelledby={`col-${column.id}`}>
              <Group className={classes.columnHeader} justify="space-between">
                <Text id={`col-${column.id}`} fw={700} size="sm" tt="uppercase">
                  {t(column.label)}
                </Text>
                <Badge size="sm" variant="light" color="gray" data-testid={`count-${column.id}`}>
                  {columns[column.id].length}
                </Badge>
              </Group>
              <div className={classes.columnBody} data-testid={`column-${column.id}`}>
                {columns[column.id].length === 0 ? (
                  <Text size="xs" c="dimmed" ta="center" mt="md">
                    {t('board.empty')}
                  </Text>
                ) : (
                  columns[column.id].map((order) => (
                    <OrderCard
                      key={order.id}
                      order={order}
                      now={now}
                      late={lateMinutes(order, limits, now)}
                      unacked={unackedIds.has(order.id)}
                      onAcknowledge={alert.acknowledge}
                    />
                  ))
                )}
              </div>
            </section>
          ))}
        </div>
      )}
      {props.children?.(alert)}
    </>
  );
}
