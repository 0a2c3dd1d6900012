/**
 * A booking taken by phone (issue 13): the operator enters the caller's name and phone, the hall, the party,
 * the time and, if asked for, a table; the form validates with the API's contract and the server books it
 * confirmed (the caller gets the SMS) or says why not (table taken, outside hours, in the past).
 */
import {
  type DayHall,
  type Reservation,
  type StaffCreateReservation,
  StaffCreateReservationSchema,
  staffReservationEndpoints,
} from '@dasturxon/contracts';
import { Alert, Button, Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';

interface Values {
  branchId: number;
  hallId: number;
  tableId: number | undefined;
  chairs: number;
  day: string;
  time: string;
  customerName: string;
  customerPhone: string;
  comment: string;
}

/** "+998 90 123-45-67", "90 123 45 67" -> "998901234567". */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 9 ? `998${digits}` : digits;
}

function toBody(v: Values): StaffCreateReservation {
  const { tableId, comment, ...rest } = v;
  return {
    ...rest,
    customerPhone: phoneDigits(v.customerPhone),
    ...(tableId === undefined ? {} : { tableId }),
    ...(comment.trim() ? { comment: comment.trim() } : {}),
  };
}

export function PhoneBookingForm(props: {
  api: ConsoleApi;
  branchId: number;
  day: string;
  halls: readonly DayHall[];
  hallId: number | null;
  onBooked: (r: Reservation) => void;
}) {
  const t = useT();
  const [lang] = useLang();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      branchId: props.branchId,
      hallId: props.hallId ?? props.halls[0]?.id ?? 0,
      tableId: undefined,
      chairs: 2,
      day: props.day,
      time: '19:00',
      customerName: '',
      customerPhone: '',
      comment: '',
    },
    validate: (v) => contractResolver<StaffCreateReservation>(StaffCreateReservationSchema, t)(toBody(v)),
  });
  const hall = props.halls.find((h) => h.id === form.values.hallId);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    const body = StaffCreateReservationSchema.parse(toBody(values));
    const [error, created] = await props.api.call(staffReservationEndpoints.create, { body });
    setBusy(false);
    if (error) setFailure(errorText(error, t));
    if (created) props.onBooked(created);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label={t('reservations.form.name')} required {...form.getInputProps('customerName')} />
        <TextInput
          label={t('reservations.form.phone')}
          required
          type="tel"
          placeholder="+998 90 123 45 67"
          {...form.getInputProps('customerPhone')}
        />
        <Group grow>
          <TextInput label={t('reservations.form.day')} type="date" {...form.getInputProps('day')} />
          <TextInput
            label={t('reservations.form.time')}
            type="time"
            step={900}
            {...form.getInputProps('time')}
          />
        </Group>
        <Group grow>
          <Select
            label={t('reservations.hall')}
            data={props.halls.map((h) => ({ value: String(h.id), label: h.name[lang] || h.name.ru }))}
            value={String(form.values.hallId)}
            onChange={(v) => {
              form.setFieldValue('hallId', Number(v));
              form.setFieldValue('tableId', undefined);
            }}
            allowDeselect={false}
          />
          <NumberInput
            label={t('reservations.form.chairs')}
            min={1}
            max={30}
            {...form.getInputProps('chairs')}
          />
        </Group>
        <Select
          label={t('reservations.form.table')}
          placeholder={t('reservations.form.anyTable')}
          clearable
          data={(hall?.tables ?? []).map((x) => ({
            value: String(x.id),
            label: t('reservations.tableSeats', { number: x.number, seats: x.seats }),
          }))}
          value={form.values.tableId === undefined ? null : String(form.values.tableId)}
          onChange={(v) => form.setFieldValue('tableId', v ? Number(v) : undefined)}
        />
        <Textarea
          label={t('reservations.form.comment')}
          minRows={2}
          maxLength={300}
          {...form.getInputProps('comment')}
        />
        <Button type="submit" loading={busy}>
          {t('reservations.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
