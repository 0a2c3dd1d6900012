/**
 * In the order drawer: an order handed over without its money (decision 363) says how much is still owed, why,
 * who said so and when; the desk marks the money brought in (the order is paid then).
 */
import { type StaffOrder, type StaffOrderDetail, type StaffRole, staffEndpoints } from '@dasturxon/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import { NETWORK_ERROR_CODE } from '../../lib/api.ts';
import { formatAmount, formatDayClock } from '../../lib/format.ts';
import { api } from '../../lib/runtime.ts';

export function CashDueLine(props: {
  order: StaffOrder;
  staffRole: StaffRole;
  onChanged: (order: StaffOrderDetail) => void;
}) {
  const t = useT();
  const [lang] = useLang();
  const [busy, setBusy] = useState(false);
  const due = props.order.cashDue;
  if (!due) return null;
  const desk = props.staffRole === 'ADMIN' || props.staffRole === 'OPERATOR';

  async function received() {
    setBusy(true);
    const [error, next] = await api.call(staffEndpoints.cashReceived, { params: { id: props.order.id } });
    setBusy(false);
    if (error) {
      const message =
        error.code === NETWORK_ERROR_CODE
          ? t('error.network')
          : error.status < 500 && error.message
            ? error.message
            : t('error.generic');
      notifications.show({ color: 'red', message });
      return;
    }
    props.onChanged(next);
    notifications.show({ color: 'teal', message: t('cashDue.receivedDone', { number: next.number }) });
  }

  return (
    <Alert
      color="red"
      variant="light"
      p="xs"
      data-testid="cash-due-line"
      title={t('cashDue.line', { amount: formatAmount(due.due) })}
    >
      <Stack gap={6}>
        <Text size="sm">
          {t(`cashDue.reason.${due.reason}`)}
          {due.collected !== null ? ` · ${t('money.sum', { amount: formatAmount(due.collected) })}` : ''}
          {due.note ? ` · ${due.note}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {t('cashDue.by', { name: due.staffName ?? '—', at: formatDayClock(due.at, lang) })}
        </Text>
        {desk ? (
          <Button size="xs" color="teal" loading={busy} onClick={() => void received()} w="fit-content">
            {t('cashDue.received')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
