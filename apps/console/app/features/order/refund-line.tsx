/**
 * Where the money of a cancelled paid order is (decision 246): due, asked of the provider, to give back by hand
 * at the provider (with the amount and transaction id), or refunded. An ADMIN marks a hand refund with a
 * reference; the answer (the order as it is now) replaces the shown one.
 */
import { type StaffOrder, type StaffOrderDetail, type StaffRole, staffEndpoints } from '@dasturxon/contracts';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ApiResult } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatAmount, formatDayClock } from '../../lib/format.ts';
import { api } from '../../lib/runtime.ts';

type Mark = (orderId: number, reference: string) => Promise<ApiResult<StaffOrderDetail>>;

const markByApi: Mark = (id, reference) =>
  api.call(staffEndpoints.markRefunded, { params: { id }, body: { reference } });

export function RefundLine(props: {
  order: StaffOrder;
  staffRole: StaffRole;
  onChanged: (order: StaffOrderDetail) => void;
  /** The call behind the button (tests pass their own). */
  mark?: Mark;
}) {
  const t = useT();
  const [lang] = useLang();
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const { order } = props;
  const refund = order.refund;
  if (!refund) {
    return order.refundDue ? (
      <Alert color="orange" variant="light" p="xs" data-testid="refund-line">
        {t('refund.due')}
      </Alert>
    ) : null;
  }
  const provider = refund.provider ? t(`payment.${refund.provider}`) : t(`payment.${order.paymentType}`);

  async function submit() {
    const text = reference.trim();
    if (!text) return;
    setBusy(true);
    const [error, next] = await (props.mark ?? markByApi)(order.id, text);
    setBusy(false);
    if (error) {
      notifications.show({ color: 'red', message: errorText(error, t) });
      return;
    }
    setReference('');
    notifications.show({ color: 'teal', message: t('refund.marked', { number: next.number }) });
    props.onChanged(next);
  }

  const canMark = props.staffRole === 'ADMIN' && (refund.state === 'due' || refund.state === 'manual');
  const color = refund.state === 'refunded' ? 'teal' : refund.state === 'inProgress' ? 'blue' : 'orange';
  return (
    <Alert color={color} variant="light" p="xs" data-testid="refund-line">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {refund.state === 'due'
            ? t('refund.due')
            : refund.state === 'inProgress'
              ? t('refund.inProgress', { provider })
              : refund.state === 'manual'
                ? t('refund.manual', {
                    provider,
                    amount: formatAmount(refund.amount ?? order.totals.totalPrice),
                  })
                : t('refund.refunded')}
        </Text>
        {refund.transactionId && refund.state !== 'refunded' ? (
          <Text size="sm">{t('refund.transaction', { id: refund.transactionId })}</Text>
        ) : null}
        {refund.byHand ? (
          <Text size="sm">
            {t('refund.byHand', {
              name: refund.byHand.staffName ?? '—',
              time: formatDayClock(refund.byHand.at, lang),
              reference: refund.byHand.reference,
            })}
          </Text>
        ) : null}
        {canMark ? (
          <Group gap="xs" align="flex-end">
            <TextInput
              size="xs"
              label={t('refund.reference')}
              value={reference}
              maxLength={200}
              onChange={(e) => setReference(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button size="xs" loading={busy} disabled={!reference.trim()} onClick={() => void submit()}>
              {t('refund.mark')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
