/**
 * In the order drawer: an order handed over without its money (decision 363) says how much is still owed, why,
 * who said so and when; the desk marks the money brought in (the order is paid then). An admin may write the
 * money off with a reason (decision 375): the order stays unpaid, leaves the cash-due list, and the line then
 * says what was written off, by whom and why (the money can still be brought in later).
 */
import { type StaffOrder, type StaffOrderDetail, type StaffRole, staffEndpoints } from '@dasturxon/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import { errorText } from '../../lib/error-text.ts';
import { formatAmount, formatDayClock } from '../../lib/format.ts';
import { api } from '../../lib/runtime.ts';

type Call = () => ReturnType<typeof api.call<typeof staffEndpoints.cashReceived>>;

export function CashDueLine(props: {
  order: StaffOrder;
  staffRole: StaffRole;
  onChanged: (order: StaffOrderDetail) => void;
}) {
  const t = useT();
  const [lang] = useLang();
  const [busy, setBusy] = useState(false);
  const [writingOff, setWritingOff] = useState(false);
  const due = props.order.cashDue;
  const off = props.order.cashWrittenOff;
  if (!due && !off) return null;
  const desk = props.staffRole === 'ADMIN' || props.staffRole === 'OPERATOR';
  const id = props.order.id;

  async function send(call: Call, done: (next: StaffOrderDetail) => string): Promise<boolean> {
    setBusy(true);
    const [error, next] = await call();
    setBusy(false);
    if (error) {
      notifications.show({ color: 'red', message: errorText(error, t) });
      return false;
    }
    props.onChanged(next);
    notifications.show({ color: 'teal', message: done(next) });
    return true;
  }

  const received = () =>
    send(
      () => api.call(staffEndpoints.cashReceived, { params: { id } }),
      (next) => t('cashDue.receivedDone', { number: next.number }),
    );
  const writeOff = async (note: string) => {
    const ok = await send(
      () => api.call(staffEndpoints.cashWrittenOff, { params: { id }, body: { note } }),
      (next) => t('cashDue.writtenOffDone', { number: next.number }),
    );
    if (ok) setWritingOff(false);
  };

  const receivedButton = desk ? (
    <Button size="xs" color="teal" loading={busy} onClick={() => void received()} w="fit-content">
      {t('cashDue.received')}
    </Button>
  ) : null;

  if (off) {
    return (
      <Alert
        color="gray"
        variant="light"
        p="xs"
        data-testid="cash-written-off-line"
        title={t('cashDue.writtenOffLine', { amount: formatAmount(off.amount) })}
      >
        <Stack gap={6}>
          <Text size="sm">{off.note}</Text>
          <Text size="xs" c="dimmed">
            {t('cashDue.by', { name: off.staffName ?? '—', at: formatDayClock(off.at, lang) })}
          </Text>
          {receivedButton}
        </Stack>
      </Alert>
    );
  }
  if (!due) return null;
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
        <Group gap="xs">
          {receivedButton}
          {props.staffRole === 'ADMIN' ? (
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => setWritingOff(true)}
              w="fit-content"
            >
              {t('cashDue.writeOff')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <WriteOffModal
        opened={writingOff}
        number={props.order.number}
        amount={due.due}
        busy={busy}
        onClose={() => setWritingOff(false)}
        onSubmit={(note) => void writeOff(note)}
      />
    </Alert>
  );
}

/** "Write off" (ADMIN): the amount and a required reason; nothing is sent without one. */
function WriteOffModal(props: {
  opened: boolean;
  number: number;
  amount: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (note: string) => void;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState(false);
  const submit = () => {
    const text = note.trim();
    if (!text) {
      setProblem(true);
      return;
    }
    props.onSubmit(text);
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('cashDue.writeOffTitle', { number: props.number })}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t('money.sum', { amount: formatAmount(props.amount) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('cashDue.writeOffHint')}
        </Text>
        <Textarea
          label={t('cashDue.writeOffNote')}
          rows={2}
          maxLength={200}
          required
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setProblem(false);
          }}
          error={problem ? t('cashDue.writeOffNoteRequired') : undefined}
        />
        <Button color="red" size="md" loading={props.busy} onClick={submit}>
          {t('cashDue.writeOffConfirm')}
        </Button>
      </Stack>
    </Modal>
  );
}
