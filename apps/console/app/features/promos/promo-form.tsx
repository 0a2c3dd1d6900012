/**
 * The promo form (decision 266): every rule the storefront checks (amount or percent off products and delivery,
 * days, minimum, active, once per customer) and the redemption caps. Checked with the API's own schema before
 * it is sent; the server's refusal of a taken code lands on the code field.
 */
import { PROMO_DISCOUNT_TYPES, type PromoInput } from '@dasturxon/contracts';
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import type { ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { inputOf, type PromoFormValues, validatePromo } from './promo-values.ts';

export interface PromoFormProps {
  initial: PromoFormValues;
  /** Send the checked input; answers the API's error, or null when saved. */
  onSubmit(input: PromoInput): Promise<ConsoleApiError | null>;
  onCancel(): void;
}

export function PromoForm({ initial, onSubmit, onCancel }: PromoFormProps) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PromoFormValues>({ initialValues: initial, validate: validatePromo(t) });
  const percent = form.values.discountType === 'PERCENTAGE';
  const unit = percent ? '%' : t('promos.sumUnit');

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    const error = await onSubmit(inputOf(values));
    setSaving(false);
    if (!error) return;
    const field = error.details?.[0]?.path;
    if (field === 'code' || error.status === 409) form.setFieldError('code', error.message);
    else setFailure(errorText(error, t));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t('promos.field.code')}
            description={t('promos.codeHint')}
            required
            autoComplete="off"
            styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
            {...form.getInputProps('code')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="promo-type-label">
              {t('promos.field.discountType')}
            </Text>
            <SegmentedControl
              aria-labelledby="promo-type-label"
              data={PROMO_DISCOUNT_TYPES.map((v) => ({ value: v, label: t(`promos.type.${v}`) }))}
              {...form.getInputProps('discountType')}
            />
          </Stack>
          <NumberInput
            label={t('promos.field.productDiscount')}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=" "
            rightSection={<Text size="xs">{unit}</Text>}
            {...form.getInputProps('productDiscount')}
          />
          <NumberInput
            label={t('promos.field.deliveryDiscount')}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=" "
            rightSection={<Text size="xs">{unit}</Text>}
            {...form.getInputProps('deliveryDiscount')}
          />
          <NumberInput
            label={t('promos.field.minPrice')}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=" "
            {...form.getInputProps('minPrice')}
          />
          <div />
          <TextInput type="date" label={t('promos.field.startDate')} {...form.getInputProps('startDate')} />
          <TextInput type="date" label={t('promos.field.endDate')} {...form.getInputProps('endDate')} />
          <NumberInput
            label={t('promos.field.maxUses')}
            placeholder={t('promos.unlimited')}
            allowNegative={false}
            allowDecimal={false}
            {...form.getInputProps('maxUses')}
          />
          <NumberInput
            label={t('promos.field.maxUsesPerUser')}
            placeholder={form.values.oncePerUser ? '1' : t('promos.unlimited')}
            allowNegative={false}
            allowDecimal={false}
            {...form.getInputProps('maxUsesPerUser')}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Switch
            label={t('promos.field.oncePerUser')}
            {...form.getInputProps('oncePerUser', { type: 'checkbox' })}
          />
          <Switch
            label={t('promos.field.isActive')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        </Group>
        {failure ? (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('promos.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('promos.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
