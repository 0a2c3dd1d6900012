/** One order on the board: what an operator scans for (number, age, type, time, who, how much, paid). */
import type { StaffOrder } from '@dasturxon/contracts';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/index.tsx';
import { formatElapsed } from '../../lib/clock.ts';
import { formatAmount, formatClock, formatPhone } from '../../lib/format.ts';
import { statusSince } from '../../lib/order-times.ts';
import classes from './board.module.css';

export interface OrderCardProps {
  order: StaffOrder;
  now: number;
  /** Minutes waited past the merchant's limit, or null. */
  late: number | null;
  unacked: boolean;
  onAcknowledge: (id: number) => void;
}

export const OrderCard = memo(function OrderCard({
  order,
  now,
  late,
  unacked,
  onAcknowledge,
}: OrderCardProps) {
  const t = useT();
  const [lang] = useLang();
  const name = order.customer.name || t('board.noName');
  return (
    <Card
      withBorder
      padding="xs"
      radius="sm"
      className={classes.card}
      data-late={late !== null || undefined}
      data-unacked={unacked || undefined}
      data-testid={`order-card-${order.number}`}
    >
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text
          component={Link}
          to={`orders/${order.id}`}
          fw={700}
          size="md"
          className={classes.cardLink}
          aria-label={`${t('board.number', { number: order.number })}, ${name}`}
        >
          {t('board.number', { number: order.number })}
        </Text>
        <Text size="sm" fw={600} ff="monospace" c={late !== null ? 'red.8' : 'dimmed'} aria-live="off">
          {formatElapsed(statusSince(order), now)}
        </Text>
      </Group>
      <Group gap={4} mt={2} wrap="wrap">
        <Badge size="xs" variant="light" color={order.serviceType === 'DELIVERY' ? 'blue' : 'grape'}>
          {t(`service.${order.serviceType}`)}
        </Badge>
        <Badge size="xs" variant="default" color="gray">
          {t(`payment.${order.paymentType}`)}
        </Badge>
        {order.deliveryAt ? (
          <Badge size="xs" variant="outline" color="orange">
            {t('board.for', { time: formatClock(order.deliveryAt, lang) })}
          </Badge>
        ) : null}
        {order.tableId !== null ? (
          <Badge size="xs" variant="outline" color="gray">
            {t('board.table', { n: order.tableId })}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" mt={4} truncate>
        {name}
        {order.customer.phone ? (
          <Text span c="dimmed" size="xs">
            {' '}
            {formatPhone(order.customer.phone)}
          </Text>
        ) : null}
      </Text>
      <Group justify="space-between" mt={2} wrap="nowrap" gap={4}>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {t('money.sum', { amount: formatAmount(order.totals.totalPrice) })}
        </Text>
        <Badge
          size="xs"
          color={order.isPaid ? 'teal' : 'gray'}
          variant={order.isPaid ? 'filled' : 'outline'}
          style={{ flexShrink: 0 }}
          title={t(`payment.${order.paymentType}`)}
        >
          {order.isPaid ? t('paid.yes') : t('paid.no')}
        </Badge>
      </Group>
      {late !== null ? (
        <Text size="xs" c="red.8" fw={600} mt={2}>
          {t('board.late', { n: late })}
        </Text>
      ) : null}
      {unacked ? (
        <Button size="compact-xs" color="orange" mt={6} fullWidth onClick={() => onAcknowledge(order.id)}>
          {t('board.ack')}
        </Button>
      ) : null}
    </Card>
  );
});
