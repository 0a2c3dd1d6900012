/**
 * Waiter calls on every screen of ADMIN and OPERATOR (issue 13): a column of cards beside the screen — table,
 * hall, reason and how long ago — ringing until a staff member takes the call. The column opens the shell's aside
 * (decision 294), so the screen shrinks beside it and no button under it is ever covered. A call someone else took leaves
 * the stack; a refused take (taken a moment earlier) says by whom.
 */
import type { StaffWaiterCall } from '@dasturxon/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { type Chime, newOrderChime } from '../../lib/chime.ts';
import { errorText } from '../../lib/error-text.ts';
import { api as runtimeApi } from '../../lib/runtime.ts';
import { useAsideShown } from '../shell/aside-slot.ts';
import { useStaffContext } from '../shell/use-staff.ts';
import { useWaiterCalls } from './use-waiter-calls.ts';

/** "just now" / "3 min ago" of a call at `now`. */
export function useAgo(): (iso: string) => string {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(id);
  }, []);
  return (iso) => {
    const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
    return minutes < 1 ? t('waiter.justNow') : t('waiter.ago', { minutes });
  };
}

export function WaiterCallCard(props: { call: StaffWaiterCall; onTake: () => void; busy: boolean }) {
  const t = useT();
  const [lang] = useLang();
  const ago = useAgo();
  const { call } = props;
  return (
    <Card withBorder shadow="sm" padding="sm" radius="md" data-testid="waiter-call">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text fw={700}>
            {t('dining.table', { number: call.tableNumber })} · {call.hallName[lang] || call.hallName.ru}
          </Text>
          <Text size="sm">{t(`waiter.reason.${call.reason}`)}</Text>
          {call.comment ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {call.comment}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {ago(call.createdAt)}
          </Text>
        </div>
        <Button color="orange" onClick={props.onTake} loading={props.busy}>
          {t('waiter.take')}
        </Button>
      </Group>
    </Card>
  );
}

export function WaiterCallDock({ api, chime = newOrderChime }: { api: ConsoleApi; chime?: Chime }) {
  const t = useT();
  const { open, take, soundOn } = useWaiterCalls({ api, chime });
  const [busy, setBusy] = useState<number | null>(null);
  useAsideShown(open.length > 0);
  if (open.length === 0) return null;
  const onTake = async (id: number) => {
    setBusy(id);
    const failure = await take(id);
    setBusy(null);
    if (failure) notifications.show({ color: 'orange', message: errorText(failure, t) });
  };
  return (
    <Stack gap="xs" aria-label={t('waiter.title')} role="region">
      <Group gap="xs" wrap="wrap">
        <Badge color="orange" size="lg">
          {t('waiter.title')}: {open.length}
        </Badge>
        {soundOn ? null : (
          <Badge color="gray" variant="light">
            {t('waiter.enableSound')}
          </Badge>
        )}
      </Group>
      {open.map((call) => (
        <WaiterCallCard
          key={call.id}
          call={call}
          busy={busy === call.id}
          onTake={() => void onTake(call.id)}
        />
      ))}
    </Stack>
  );
}

/** The dock of the signed-in staff member: ADMIN and OPERATOR hear waiter calls (staff-layout). */
export function StaffWaiterCalls() {
  const { staff } = useStaffContext();
  return staff.role === 'ADMIN' || staff.role === 'OPERATOR' ? <WaiterCallDock api={runtimeApi} /> : null;
}
