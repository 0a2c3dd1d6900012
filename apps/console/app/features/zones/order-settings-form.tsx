/**
 * The order settings of spec §3 (issue 12, decision 263): service fee and its threshold, minimum order, free
 * delivery from a total, minimal delivery price and the distance part, default service type per channel.
 */
import {
  staffBranchEndpoints as endpoints,
  type OrderSettings,
  type OrderSettingsInput,
  OrderSettingsInputSchema,
} from '@dasturxon/contracts';
import { Alert, Button, Divider, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';

const TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN'] as const;

export function inputOfSettings(s: OrderSettings): OrderSettingsInput {
  return {
    isServiceFeeEnabled: s.isServiceFeeEnabled,
    isServiceFeeFreeAboveThreshold: s.isServiceFeeFreeAboveThreshold,
    serviceFeeThreshold: s.serviceFeeThreshold,
    serviceFeeAmount: s.serviceFeeAmount,
    minimalDeliveryPrice: s.minimalDeliveryPrice,
    minOrderAmount: s.minOrderAmount,
    freeDeliveryThreshold: s.freeDeliveryThreshold,
    deliveryPricePerKm: s.deliveryPricePerKm,
    deliveryFreeKm: s.deliveryFreeKm,
    defaultServiceType: { ...s.defaultServiceType },
  };
}

export function OrderSettingsForm(props: { api: ConsoleApi; initial: OrderSettings; onSaved(): void }) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OrderSettingsInput>({
    initialValues: inputOfSettings(props.initial),
    validate: contractResolver<OrderSettingsInput>(OrderSettingsInputSchema, t),
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    const [error] = await props.api.call(endpoints.saveOrderSettings, { body: values });
    setSaving(false);
    if (error) setFailure(errorText(error, t));
    else {
      notifications.show({ color: 'green', message: t('orderSettings.saved') });
      props.onSaved();
    }
  });

  const money = (key: keyof OrderSettingsInput, label: string, description?: string) => (
    <NumberInput
      label={label}
      description={description}
      allowNegative={false}
      allowDecimal={false}
      thousandSeparator=" "
      rightSection={<Text size="xs">{t('zones.sum')}</Text>}
      rightSectionWidth={44}
      {...form.getInputProps(key)}
    />
  );
  const fee = form.values.isServiceFeeEnabled;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Divider label={t('orderSettings.delivery')} labelPosition="left" />
        <SimpleGrid cols={2} spacing="xs">
          {money('minOrderAmount', t('orderSettings.minOrderAmount'))}
          {money(
            'freeDeliveryThreshold',
            t('orderSettings.freeDeliveryThreshold'),
            t('orderSettings.freeDeliveryHint'),
          )}
          {money('minimalDeliveryPrice', t('orderSettings.minimalDeliveryPrice'))}
          {money('deliveryPricePerKm', t('orderSettings.perKm'))}
          <NumberInput
            label={t('orderSettings.freeKm')}
            allowNegative={false}
            decimalScale={1}
            {...form.getInputProps('deliveryFreeKm')}
          />
        </SimpleGrid>
        <Divider label={t('orderSettings.serviceFee')} labelPosition="left" />
        <Switch
          label={t('orderSettings.serviceFeeEnabled')}
          {...form.getInputProps('isServiceFeeEnabled', { type: 'checkbox' })}
        />
        <SimpleGrid cols={2} spacing="xs">
          {fee && money('serviceFeeAmount', t('orderSettings.serviceFeeAmount'))}
          {fee &&
            form.values.isServiceFeeFreeAboveThreshold &&
            money('serviceFeeThreshold', t('orderSettings.serviceFeeThreshold'))}
        </SimpleGrid>
        {fee && (
          <Switch
            label={t('orderSettings.serviceFeeFree')}
            {...form.getInputProps('isServiceFeeFreeAboveThreshold', { type: 'checkbox' })}
          />
        )}
        <Divider label={t('orderSettings.defaults')} labelPosition="left" />
        <SimpleGrid cols={3} spacing="xs">
          {(['website', 'telegram', 'application'] as const).map((channel) => (
            <Select
              key={channel}
              label={t(`orderSettings.${channel}`)}
              allowDeselect={false}
              data={TYPES.map((type) => ({ value: type, label: t(`orderSettings.type.${type}`) }))}
              {...form.getInputProps(`defaultServiceType.${channel}`)}
            />
          ))}
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={saving} mt="xs">
          {t('branches.save')}
        </Button>
      </Stack>
    </form>
  );
}
