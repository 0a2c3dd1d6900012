/**
 * One booking's details and the staff's moves on it (issue 13): confirm, decline with a reason, seat, no-show,
 * cancel, and move to another table of the branch. Only the moves the server allows from the booking's status
 * are offered; the server checks them again (and that the table is free and large enough).
 */
import {
  type DayHall,
  type Reservation,
  type ReservationStatusChange,
  staffReservationEndpoints,
} from '@dasturxon/contracts';
import { Badge, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { STATUS_COLOR, tashkentTime } from './timeline.ts';

const MOVES: Record<Reservation['status'], ReservationStatusChange['status'][]> = {
  REQUESTED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['SEATED', 'NO_SHOW', 'CANCELLED'],
  NO_SHOW: ['SEATED'],
  SEATED: [],
  DECLINED: [],
  CANCELLED: [],
};
const DECLINABLE = new Set<Reservation['status']>(['REQUESTED', 'CONFIRMED']);
const MOVABLE = new Set<Reservation['status']>(['REQUESTED', 'CONFIRMED', 'SEATED']);

export function BookingPanel(props: {
  api: ConsoleApi;
  reservation: Reservation;
  halls: readonly DayHall[];
  onChanged: (next: Reservation) => void;
}) {
  const t = useT();
  const [lang] = useLang();
  const r = props.reservation;
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [tableId, setTableId] = useState<string | null>(null);

  const done = (error: ConsoleApiError | null, next: Reservation | null) => {
    setBusy(false);
    if (error) notifications.show({ color: 'red', message: errorText(error, t) });
    if (next) {
      setDeclining(false);
      setTableId(null);
      props.onChanged(next);
    }
  };
  const setStatus = async (change: ReservationStatusChange) => {
    setBusy(true);
    const [error, next] = await props.api.call(staffReservationEndpoints.setStatus, {
      params: { id: r.id },
      body: change,
    });
    done(error, next);
  };
  const move = async () => {
    if (!tableId) return;
    setBusy(true);
    const [error, next] = await props.api.call(staffReservationEndpoints.move, {
      params: { id: r.id },
      body: { tableId: Number(tableId) },
    });
    done(error, next);
  };

  const tables = props.halls.flatMap((h) =>
    h.tables
      .filter((x) => x.id !== r.tableId && x.seats >= r.chairs)
      .map((x) => ({
        value: String(x.id),
        label: t('reservations.tableOption', {
          hall: h.name[lang] || h.name.ru,
          number: x.number,
          seats: x.seats,
        }),
      })),
  );

  return (
    <Stack gap="sm" aria-label={t('reservations.booking', { name: r.customerName })}>
      <Group justify="space-between">
        <Text fw={600}>{r.customerName}</Text>
        <Badge color={STATUS_COLOR[r.status]}>{t(`reservations.status.${r.status}`)}</Badge>
      </Group>
      <Text size="sm">
        {t('reservations.summary', {
          from: tashkentTime(r.startsAt),
          to: tashkentTime(r.endsAt),
          chairs: r.chairs,
          number: r.tableNumber,
          hall: r.hallName[lang] || r.hallName.ru,
        })}
      </Text>
      <Text size="sm">
        <a href={`tel:+${r.customerPhone}`}>+{r.customerPhone}</a> · {t(`reservations.source.${r.source}`)}
      </Text>
      {r.comment && <Text size="sm">«{r.comment}»</Text>}
      {r.declineReason && (
        <Text size="sm" c="red">
          {t('reservations.declinedBecause', { reason: r.declineReason })}
        </Text>
      )}
      <Group gap="xs">
        {MOVES[r.status].map((status) => (
          <Button
            key={status}
            size="xs"
            variant={status === 'CONFIRMED' || status === 'SEATED' ? 'filled' : 'light'}
            loading={busy}
            onClick={() => void setStatus({ status } as ReservationStatusChange)}
          >
            {t(`reservations.action.${status}`)}
          </Button>
        ))}
        {DECLINABLE.has(r.status) && !declining && (
          <Button size="xs" color="red" variant="light" onClick={() => setDeclining(true)}>
            {t('reservations.action.DECLINED')}
          </Button>
        )}
      </Group>
      {declining && (
        <Stack gap="xs">
          <Textarea
            label={t('reservations.declineReason')}
            value={reason}
            maxLength={300}
            minRows={2}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Button
            size="xs"
            color="red"
            disabled={reason.trim() === ''}
            loading={busy}
            onClick={() => void setStatus({ status: 'DECLINED', reason: reason.trim() })}
          >
            {t('reservations.declineSend')}
          </Button>
        </Stack>
      )}
      {MOVABLE.has(r.status) && tables.length > 0 && (
        <Group gap="xs" align="end">
          <Select
            label={t('reservations.moveTo')}
            data={tables}
            value={tableId}
            onChange={setTableId}
            size="xs"
            style={{ flex: 1 }}
          />
          <Button size="xs" variant="light" disabled={!tableId} loading={busy} onClick={() => void move()}>
            {t('reservations.move')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
