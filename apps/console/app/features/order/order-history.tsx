/** Who moved the order when, from which status to which, and why (StaffOrderDetail.history). */
import type { StaffOrderDetail } from '@dasturxon/contracts';
import { Text, Timeline } from '@mantine/core';
import { useLang, useT } from '../../i18n/index.tsx';
import { formatAmount, formatDayClock } from '../../lib/format.ts';

export function OrderHistory({ history }: { history: StaffOrderDetail['history'] }) {
  const t = useT();
  const [lang] = useLang();
  // A member marking the money of an unpaid handover brought in (decision 363) is a line of its own.
  const received = (h: (typeof history)[number]) => h.kind === 'PAID' && h.actor.type === 'STAFF';
  const shown = history.filter((h) => h.toStatus !== null || h.reason || received(h));
  return (
    <Timeline bulletSize={12} lineWidth={2} active={shown.length - 1}>
      {shown.map((h, i) => (
        <Timeline.Item
          key={i}
          title={
            <Text size="sm" fw={600}>
              {h.toStatus
                ? t(`status.${h.toStatus}`)
                : received(h)
                  ? t('cashDue.receivedEntry')
                  : t(`order.history`)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {formatDayClock(h.at, lang)}
            {h.actor.name ? ` · ${h.actor.name}` : ''}
          </Text>
          {h.reason ? <Text size="xs">{h.reason}</Text> : null}
          {h.unpaid ? (
            <Text size="xs" c="red.8" fw={600}>
              {t('cashDue.notPaid')} · {t(`cashDue.reason.${h.unpaid.reason}`)}
              {h.unpaid.collected !== null
                ? ` · ${t('money.sum', { amount: formatAmount(h.unpaid.collected) })}`
                : ''}
              {h.unpaid.note ? ` · ${h.unpaid.note}` : ''}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
