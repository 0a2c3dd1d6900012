/**
 * "Handed over, not paid" (decision 363): why (the customer did not pay, paid a part, other), what was taken for
 * a part payment, and a note. Phone sized for the courier, the same in the operator's drawer.
 */
import {
  HANDOVER_UNPAID_REASONS,
  type HandoverUnpaidReason,
  type StaffHandoverUnpaid,
} from '@dasturxon/contracts';
import { Button, Modal, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import { formatAmount } from '../../lib/format.ts';

export function HandoverUnpaidModal(props: {
  opened: boolean;
  number: number;
  total: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (input: StaffHandoverUnpaid) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState<HandoverUnpaidReason>('REFUSED');
  const [collected, setCollected] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState(false);

  const submit = () => {
    if (reason === 'PARTIAL') {
      const taken = typeof collected === 'number' ? collected : 0;
      if (!Number.isInteger(taken) || taken < 1 || taken >= props.total) {
        setProblem(true);
        return;
      }
      props.onSubmit({ reason, collected: taken, note: note.trim() || null });
    } else props.onSubmit({ reason, note: note.trim() || null });
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('cashDue.title', { number: props.number })}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t('money.sum', { amount: formatAmount(props.total) })}
        </Text>
        <Radio.Group
          label={t('cashDue.reason')}
          value={reason}
          onChange={(v) => {
            setReason(v as HandoverUnpaidReason);
            setProblem(false);
          }}
        >
          <Stack gap={10} mt={6}>
            {HANDOVER_UNPAID_REASONS.map((r) => (
              <Radio key={r} value={r} size="md" label={t(`cashDue.reason.${r}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'PARTIAL' ? (
          <NumberInput
            label={t('cashDue.collected')}
            value={collected}
            onChange={(v) => {
              setCollected(typeof v === 'number' ? v : '');
              setProblem(false);
            }}
            min={1}
            max={props.total - 1}
            allowDecimal={false}
            thousandSeparator=" "
            inputMode="numeric"
            error={problem ? t('cashDue.collectedInvalid') : undefined}
          />
        ) : null}
        <Textarea
          label={t('cashDue.note')}
          rows={2}
          maxLength={200}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Button color="red" size="md" loading={props.busy} onClick={submit}>
          {t('cashDue.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}
