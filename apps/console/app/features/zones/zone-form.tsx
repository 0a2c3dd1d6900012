/** The chosen zone's name, branch, price, priority, colour and active; its corners are edited on the map. */
import type { StaffBranch, ZoneInput } from '@dasturxon/contracts';
import {
  Alert,
  Button,
  ColorInput,
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
import { type LatLon, validateZone, type ZoneFormValues, zoneInputOf } from './zone-values.ts';

const SWATCHES = ['#1971c2', '#2f9e44', '#e8590c', '#9c36b5', '#c2255c', '#0c8599', '#f08c00', '#495057'];

export interface ZoneFormProps {
  initial: ZoneFormValues;
  polygon: LatLon[];
  branches: StaffBranch[];
  isNew: boolean;
  onColor(color: string): void;
  onSubmit(input: ZoneInput): Promise<ConsoleApiError | null>;
  onDelete(): void;
  onCancel(): void;
}

export function ZoneForm(props: ZoneFormProps) {
  const t = useT();
  const [lang] = useLang();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ZoneFormValues>({
    initialValues: props.initial,
    validate: validateZone(t, () => props.polygon),
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    const error = await props.onSubmit(zoneInputOf(values, props.polygon));
    setSaving(false);
    if (error) setFailure(errorText(error, t));
  });
  const shapeError = form.errors.polygon;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('zones.editHint')} · {t('zones.points', { n: props.polygon.length })}
        </Text>
        <TextInput label={t('zones.field.name')} required {...form.getInputProps('name')} />
        <Select
          label={t('zones.field.branch')}
          allowDeselect={false}
          data={[
            { value: 'all', label: t('zones.allBranches') },
            ...props.branches.map((b) => ({ value: String(b.id), label: b.name[lang] })),
          ]}
          {...form.getInputProps('branchId')}
        />
        <SimpleGrid cols={2} spacing="xs">
          <NumberInput
            label={t('zones.field.price')}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=" "
            rightSection={<Text size="xs">{t('zones.sum')}</Text>}
            rightSectionWidth={44}
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t('zones.field.priority')}
            allowNegative={false}
            allowDecimal={false}
            {...form.getInputProps('priority')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('zones.priorityHint')}
        </Text>
        <ColorInput
          label={t('zones.field.color')}
          format="hex"
          swatches={SWATCHES}
          swatchesPerRow={8}
          {...form.getInputProps('color')}
          onChange={(color) => {
            form.setFieldValue('color', color);
            if (/^#[0-9a-fA-F]{6}$/.test(color)) props.onColor(color);
          }}
        />
        <Switch label={t('zones.field.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        {(failure || shapeError) && (
          <Alert color="red" role="alert">
            {failure ?? shapeError}
          </Alert>
        )}
        <Group justify="space-between">
          {!props.isNew ? (
            <Button variant="subtle" color="red" onClick={props.onDelete}>
              {t('zones.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={props.onCancel}>
              {t('branches.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('branches.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
