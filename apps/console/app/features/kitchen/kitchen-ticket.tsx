/** One ticket on the kitchen display: readable at 2 m, one big button for the next step. */
import type { LateAfterMinutes, OrderStatus, StaffOrder } from '@dasturxon/contracts';
import { Button, Group } from '@mantine/core';
import { memo } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import { formatElapsed } from '../../lib/clock.ts';
import { formatClock } from '../../lib/format.ts';
import { statusSince } from '../../lib/order-times.ts';
import classes from './kitchen.module.css';
import { groupLines, urgencyOf } from './tickets.ts';

export const KitchenTicket = memo(function KitchenTicket(props: {
  order: StaffOrder;
  now: number;
  limits: LateAfterMinutes;
  busy: boolean;
  onMove: (order: StaffOrder, status: OrderStatus) => void;
}) {
  const { order, now } = props;
  const t = useT();
  const [lang] = useLang();
  const urgency = urgencyOf(order, props.limits, now);
  const next: OrderStatus | null = order.nextStatuses.includes('COOKING')
    ? 'COOKING'
    : order.nextStatuses.includes('DONE')
      ? 'DONE'
      : null;
  const due = order.promisedAt ?? order.deliveryAt;
  return (
    <article
      className={classes.ticket}
      data-urgency={urgency}
      data-testid={`ticket-${order.number}`}
      aria-label={t('board.number', { number: order.number })}
    >
      <Group justify="space-between" wrap="nowrap">
        <span className={classes.number}>{t('board.number', { number: order.number })}</span>
        <span className={classes.timer} data-testid="ticket-timer">
          {formatElapsed(statusSince(order), now)}
        </span>
      </Group>
      <Group justify="space-between" className={classes.meta} wrap="nowrap">
        <span>
          {t(`service.${order.serviceType}`)}
          {order.tableId !== null ? ` · ${t('order.table', { n: order.tableId })}` : ''}
        </span>
        {due ? <span>{t('kitchen.due', { time: formatClock(due, lang) })}</span> : null}
      </Group>
      <span className={classes.status}>
        {order.status === 'COOKING' ? t('kitchen.cooking') : t('kitchen.queue')}
      </span>
      <ul className={classes.lines}>
        {groupLines(order, lang).map((line) => (
          <li key={line.key} className={classes.line}>
            <span className={classes.count}>{line.count}×</span> {line.name}
            {line.modifiers.map((m) => (
              <span key={m} className={classes.modifier}>
                + {m}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {order.comment ? <div className={classes.comment}>{order.comment}</div> : null}
      {next ? (
        <Button
          size="xl"
          h={64}
          fz={24}
          color={next === 'COOKING' ? 'blue' : 'teal'}
          loading={props.busy}
          onClick={() => props.onMove(order, next)}
        >
          {next === 'COOKING' ? t('kitchen.start') : t('kitchen.ready')}
        </Button>
      ) : null}
    </article>
  );
});
