/**
 * Storefront settings (ADMIN, issue 12): the web settings of spec §3 in tabs (look with a live preview and the
 * contrast rule, features, contacts and apps) saved together with PUT /staff/v1/settings/web, validated with
 * the same contract as the server; and the company's brand tabs, saved one by one.
 */
import { staffSettingsEndpoints, type WebSettings, WebSettingsInputSchema } from '@dasturxon/contracts';
import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { BrandsSection } from './brands-section.tsx';
import { ContactsSection } from './contacts-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { LookSection } from './look-section.tsx';
import { checkContrast } from './theme-preview.tsx';

export interface StorefrontSettingsScreenProps {
  api: ConsoleApi;
}

function SettingsEditor({ api, initial }: { api: ConsoleApi; initial: WebSettings }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<string | null>('look');
  const form = useForm<WebSettings>({
    initialValues: initial,
    validate: contractResolver<WebSettings>(WebSettingsInputSchema, t),
  });
  const contrast = checkContrast(form.values.mainColor, form.values.mainColorType);

  const save = form.onSubmit(
    async (values) => {
      // Enter in a field submits too: unreadable button text is never sent (the server would refuse it).
      if (!checkContrast(values.mainColor, values.mainColorType).ok) return;
      setBusy(true);
      const [error, saved] = await api.call(staffSettingsEndpoints.saveWeb, { body: values });
      setBusy(false);
      if (error) {
        notifications.show({ color: 'red', message: errorText(error, t) });
        return;
      }
      form.setValues(saved);
      form.resetDirty(saved);
      notifications.show({ color: 'teal', message: t('settings.saved') });
    },
    () => notifications.show({ color: 'red', message: t('settings.invalid') }),
  );

  return (
    <form onSubmit={save}>
      <Stack gap="md">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="look">{t('settings.tab.look')}</Tabs.Tab>
            <Tabs.Tab value="features">{t('settings.tab.features')}</Tabs.Tab>
            <Tabs.Tab value="contacts">{t('settings.tab.contacts')}</Tabs.Tab>
            <Tabs.Tab value="brands">{t('settings.tab.brands')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="look" pt="md">
            <LookSection form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="features" pt="md">
            <FeaturesSection form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="contacts" pt="md">
            <ContactsSection form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="brands" pt="md">
            <BrandsSection api={api} />
          </Tabs.Panel>
        </Tabs>
        {tab !== 'brands' && (
          <Group
            justify="flex-end"
            py="sm"
            style={{
              position: 'sticky',
              bottom: 0,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-default-border)',
            }}
          >
            {form.isDirty() && (
              <Text size="sm" c="dimmed">
                {t('settings.unsaved')}
              </Text>
            )}
            <Button type="submit" loading={busy} disabled={!contrast.ok} data-testid="save-settings">
              {t('settings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

export function StorefrontSettingsScreen({ api }: StorefrontSettingsScreenProps) {
  const t = useT();
  const [settings, setSettings] = useState<WebSettings | null>(null);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  useEffect(() => {
    void api.call(staffSettingsEndpoints.web).then(([failure, data]) => {
      setError(failure);
      setSettings(data);
    });
  }, [api]);

  return (
    <Stack gap="md" p="md">
      <Title order={2}>{t('settings.title')}</Title>
      {error && <Alert color="red">{errorText(error, t)}</Alert>}
      {!settings && !error && <ListSkeleton rows={4} />}
      {settings && <SettingsEditor api={api} initial={settings} />}
    </Stack>
  );
}
