/** Features: every flag of the web settings (spec §3), grouped, and the view types. */
import {
  BASKET_POSITIONS,
  MAP_PROVIDERS,
  MODIFICATION_VIEW_TYPES,
  type WebSettings,
} from '@dasturxon/contracts';
import { Card, Select, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { type MessageKey, useT } from '../../i18n/index.tsx';
import { NullableText, type SettingsForm } from './form-parts.tsx';

type Flag = { [K in keyof WebSettings]: WebSettings[K] extends boolean ? K : never }[keyof WebSettings];

/** Every feature flag, by the part of the storefront it switches. Languages, theme and links live elsewhere. */
export const FLAG_GROUPS: ReadonlyArray<{ label: MessageKey; flags: readonly Flag[] }> = [
  {
    label: 'settings.group.services',
    flags: ['deliveryActive', 'pickupActive', 'dineInActive', 'bookingActive', 'branchesActive'],
  },
  {
    label: 'settings.group.pages',
    flags: [
      'bannersActive',
      'storiesActive',
      'vacanciesActive',
      'aboutMerchantActive',
      'privacyActive',
      'termsOfUseActive',
      'notificationsActive',
      'chatActive',
    ],
  },
  {
    label: 'settings.group.account',
    flags: [
      'balanceActive',
      'cashbackActive',
      'promoActive',
      'favouriteActive',
      'cancelOrderActive',
      'receiverActive',
      'isVisibleAtProfileTop',
    ],
  },
  {
    label: 'settings.group.basket',
    flags: ['cartInMainActive', 'cartPageActive', 'isNavigationViewEnabled', 'multiTabNavigationEnabled'],
  },
  {
    label: 'settings.group.payments',
    flags: ['cashActive', 'terminalActive', 'paymeActive', 'clickActive', 'uzumActive', 'cardActive'],
  },
  { label: 'settings.group.analytics', flags: ['yandexMetricsEnabled', 'amoCRMActive'] },
];

/** Product names read the same in every language: shown as they are, not from the catalogue. */
const NAMED_FLAGS: Partial<Record<Flag, string>> = {
  paymeActive: 'Payme',
  clickActive: 'Click',
  uzumActive: 'Uzum',
  amoCRMActive: 'amoCRM',
};

export function FeaturesSection({ form }: { form: SettingsForm }) {
  const t = useT();
  const choice = <K extends 'basketPosition' | 'groupView' | 'categoryView' | 'modificationViewType'>(
    key: K,
    values: readonly string[],
  ) => (
    <Select
      label={t(`settings.${key}`)}
      allowDeselect={false}
      data={values.map((value) => ({ value, label: t(`settings.${key}.${value}` as MessageKey) }))}
      {...form.getInputProps(key)}
    />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="md">
        {FLAG_GROUPS.map((group) => (
          <Card key={group.label} withBorder padding="sm" radius="md">
            <Text fw={600} size="sm" mb="xs">
              {t(group.label)}
            </Text>
            <Stack gap={8}>
              {group.flags.map((flag) => (
                <Switch
                  key={flag}
                  label={NAMED_FLAGS[flag] ?? t(`settings.flag.${flag}` as MessageKey)}
                  {...form.getInputProps(flag, { type: 'checkbox' })}
                />
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="sm" radius="md">
        <Text fw={600} size="sm" mb="xs">
          {t('settings.group.views')}
        </Text>
        <SimpleGrid cols={5} spacing="md">
          {choice('basketPosition', BASKET_POSITIONS)}
          {choice('groupView', ['GROUP', 'WITHOUT_GROUP'])}
          {choice('categoryView', ['ALL', 'ONE_CATEGORY', 'GROUP_CATEGORY'])}
          {choice('modificationViewType', MODIFICATION_VIEW_TYPES)}
          <Select
            label={t('settings.mapType')}
            allowDeselect={false}
            data={MAP_PROVIDERS.map((value) => ({ value, label: value.replace('_', ' ') }))}
            {...form.getInputProps('mapType')}
          />
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={3} spacing="md">
        <NullableText form={form} path="yandexMetricsId" label={t('settings.yandexMetricsId')} />
        <NullableText form={form} path="amoCRMId" label={t('settings.amoCRMId')} />
        <Textarea
          label={t('settings.smsContent')}
          autosize
          minRows={1}
          value={form.values.smsContent ?? ''}
          error={form.errors.smsContent}
          onChange={(e) => form.setFieldValue('smsContent', e.currentTarget.value || null)}
        />
      </SimpleGrid>
    </Stack>
  );
}
