/**
 * The merchant's reservation settings (issue 13, decision 293; ADMIN): how long a booking holds its table, the
 * step of the customer's slot grid, the cancel cutoff and how many days ahead a customer may book. Loaded from
 * and saved to /staff/v1/reservations/settings, validated with the API's own contract; the next slots request
 * of the storefront uses the saved values.
 */
import {
  type ReservationSettings,
  type ReservationSettingsInput,
  ReservationSettingsInputSchema,
  staffReservationEndpoints,
} from '@dasturxon/contracts';
import { Alert, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';

const STEPS = ['15', '30', '60'] as const;

export function ReservationSettingsForm(props: {
  api: ConsoleApi;
  onSaved: (saved: ReservationSettings) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<ReservationSettings>({
    initialValues: { turnMinutes: 120, slotMinutes: 30, cancelCutoffMinutes: 120, daysAhead: 30 },
    validate: contractResolver<ReservationSettings>(ReservationSettingsInputSchema, t),
  });
  const { api } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per api; the form object is stable
  useEffect(() => {
    let live = true;
    void api.call(staffReservationEndpoints.settings).then(([error, settings]) => {
      if (!live) return;
      if (error) setFailure(errorText(error, t));
      if (settings) {
        form.setValues(settings);
        form.resetDirty(settings);
      }
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [api]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    const body: ReservationSettingsInput = ReservationSettingsInputSchema.parse(values);
    const [error, saved] = await api.call(staffReservationEndpoints.saveSettings, { body });
    setBusy(false);
    if (error) setFailure(errorText(error, t));
    if (saved) props.onSaved(saved);
  });

  if (!loaded) return <ListSkeleton rows={4} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <NumberInput
          label={t('reservations.settings.turn')}
          description={t('reservations.settings.turnHint')}
          suffix={` ${t('reservations.settings.min')}`}
          min={15}
          max={480}
          step={15}
          allowDecimal={false}
          {...form.getInputProps('turnMinutes')}
        />
        <Select
          label={t('reservations.settings.step')}
          description={t('reservations.settings.stepHint')}
          data={STEPS.map((s) => ({ value: s, label: `${s} ${t('reservations.settings.min')}` }))}
          allowDeselect={false}
          value={String(form.values.slotMinutes)}
          onChange={(v) => v && form.setFieldValue('slotMinutes', Number(v))}
          error={form.errors.slotMinutes}
        />
        <NumberInput
          label={t('reservations.settings.cutoff')}
          description={t('reservations.settings.cutoffHint')}
          suffix={` ${t('reservations.settings.min')}`}
          min={0}
          max={2880}
          step={30}
          allowDecimal={false}
          {...form.getInputProps('cancelCutoffMinutes')}
        />
        <NumberInput
          label={t('reservations.settings.daysAhead')}
          description={t('reservations.settings.daysAheadHint')}
          min={1}
          max={180}
          allowDecimal={false}
          {...form.getInputProps('daysAhead')}
        />
        <Text size="xs" c="dimmed">
          {t('reservations.settings.applies')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('reservations.settings.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('reservations.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
