/**
 * The branch form (issue 12): names in three languages, address and its point on the map, city, phones,
 * services, active, and weekly hours. Checked with the API's contract and the domain's hours rules before it
 * is sent; the server's refusal is shown above the buttons.
 */
import { BRANCH_SERVICES, type BranchInput, type City } from '@dasturxon/contracts';
import {
  Alert,
  Box,
  Button,
  Chip,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { MapPick } from '../call-centre/map-pick.tsx';
import { type BranchFormValues, inputOf, validateBranch } from './branch-values.ts';
import { HoursEditor } from './hours-editor.tsx';

export interface BranchFormProps {
  initial: BranchFormValues;
  cities: City[];
  onSubmit(input: BranchInput): Promise<ConsoleApiError | null>;
  onCancel(): void;
}

export function BranchForm({ initial, cities, onSubmit, onCancel }: BranchFormProps) {
  const t = useT();
  const [lang] = useLang();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BranchFormValues>({ initialValues: initial, validate: validateBranch(t) });
  const v = form.values;

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    const error = await onSubmit(inputOf(values));
    setSaving(false);
    if (error) setFailure(errorText(error, t));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={3} spacing="sm">
          <TextInput label={t('branches.field.nameUz')} required {...form.getInputProps('name.uz')} />
          <TextInput label={t('branches.field.nameRu')} required {...form.getInputProps('name.ru')} />
          <TextInput label={t('branches.field.nameEng')} required {...form.getInputProps('name.eng')} />
        </SimpleGrid>
        <SimpleGrid cols={3} spacing="sm">
          <TextInput
            label={t('branches.field.address')}
            required
            style={{ gridColumn: 'span 2' }}
            {...form.getInputProps('address')}
          />
          <Select
            label={t('branches.field.city')}
            required
            allowDeselect={false}
            data={cities.map((c) => ({ value: String(c.id), label: c.name[lang] }))}
            {...form.getInputProps('cityId')}
          />
        </SimpleGrid>
        {/* isolation: Leaflet's controls (z-index 1000) stay under the drawer's sticky header. */}
        <Box style={{ isolation: 'isolate' }}>
          <MapPick
            center={{ latitude: v.latitude, longitude: v.longitude }}
            point={{ latitude: v.latitude, longitude: v.longitude }}
            label={t('branches.mapLabel')}
            onPick={(p) =>
              form.setValues({
                latitude: Math.round(p.latitude * 1e6) / 1e6,
                longitude: Math.round(p.longitude * 1e6) / 1e6,
              })
            }
          />
        </Box>
        <SimpleGrid cols={4} spacing="sm">
          <NumberInput
            label={t('branches.field.latitude')}
            decimalScale={6}
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label={t('branches.field.longitude')}
            decimalScale={6}
            {...form.getInputProps('longitude')}
          />
          <TextInput
            label={t('branches.field.phone')}
            placeholder={t('branches.phoneHint')}
            inputMode="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('branches.field.bookingPhone')}
            placeholder={t('branches.phoneHint')}
            inputMode="tel"
            {...form.getInputProps('bookingPhone')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('branches.services')}
          </Text>
          <Group gap={6}>
            {BRANCH_SERVICES.map((s) => (
              <Chip
                key={s}
                size="sm"
                checked={v.services[s]}
                onChange={(on) => form.setFieldValue(`services.${s}`, on)}
              >
                {t(`branches.service.${s}`)}
              </Chip>
            ))}
          </Group>
        </Stack>
        <HoursEditor form={form} />
        <Switch
          label={t('branches.field.active')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('branches.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('branches.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
