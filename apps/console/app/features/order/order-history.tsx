/** Who moved the order when, from which status to which, and why (StaffOrderDetail.history). */
import type { StaffOrderDetail } from '@dasturxon/contracts';
import { Text, Timeline } from '@mantine/core';
import { useLang, useT } from '../../i18n/index.tsx';
import { formatDayClock } from '../../lib/format.ts';

export function OrderHistory({ history }: { history: StaffOrderDetail['history'] }) {
  const t = useT();
  const [lang] = useLang();
  const shown = history.filter((h) => h.toStatus !== null || h.reason);
  return (
    <Timeline bulletSize={12} lineWidth={2} active={shown.length - 1}>
      {shown.map((h, i) => (
        <Timeline.Item
          key={i}
          title={
            <Text size="sm" fw={600}>
              {h.toStatus ? t(`status.${h.toStatus}`) : t(`order.history`)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {formatDayClock(h.at, lang)}
            {h.actor.name ? ` · ${h.actor.name}` : ''}
          </Text>
          {h.reason ? <Text size="xs">{h.reason}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
