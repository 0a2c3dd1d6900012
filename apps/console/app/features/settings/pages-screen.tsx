/**
 * Texts and vacancies (ADMIN, issue 12): the three policy texts (terms, about, privacy) in uz/ru/eng, and the
 * vacancies the storefront lists. Each save reaches the storefront on its next load.
 */
import {
  POLICY_TYPES,
  type PolicyAdmin,
  PolicyInputSchema,
  type PolicyType,
  staffSettingsEndpoints,
} from '@dasturxon/contracts';
import { Alert, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { type MessageKey, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { MultilingualInput } from './form-parts.tsx';
import { VacanciesSection } from './vacancies-section.tsx';

type PolicyForm = { text: PolicyAdmin['text'] };

function PolicyEditor({ api, policy }: { api: ConsoleApi; policy: PolicyAdmin }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const form = useForm<PolicyForm>({
    initialValues: { text: policy.text },
    validate: contractResolver<PolicyForm>(PolicyInputSchema, t),
  });
  const save = form.onSubmit(async (values) => {
    setBusy(true);
    const [error] = await api.call(staffSettingsEndpoints.savePolicy, {
      params: { type: policy.type },
      body: values,
    });
    setBusy(false);
    if (error) return notifications.show({ color: 'red', message: errorText(error, t) });
    form.resetDirty();
    notifications.show({ color: 'teal', message: t('pages.saved') });
  });
  return (
    <form onSubmit={save}>
      <Stack gap="sm">
        <MultilingualInput
          form={form}
          path="text"
          label={t(`pages.policy.${policy.type}` as MessageKey)}
          long
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={!form.isDirty()} data-testid={`save-${policy.type}`}>
            {t('pages.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PagesScreen({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [policies, setPolicies] = useState<PolicyAdmin[] | null>(null);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [tab, setTab] = useState<PolicyType | null>('TERMS');
  useEffect(() => {
    void api.call(staffSettingsEndpoints.policies).then(([failure, data]) => {
      setError(failure);
      setPolicies(data);
    });
  }, [api]);

  return (
    <Stack gap="md" p="md">
      <Title order={2}>{t('pages.title')}</Title>
      {error && <Alert color="red">{errorText(error, t)}</Alert>}
      <Card withBorder radius="md" padding="md" maw={1100}>
        {!policies && !error && <ListSkeleton rows={3} />}
        {policies && (
          <Tabs value={tab} onChange={(v) => setTab(v as PolicyType)}>
            <Tabs.List>
              {POLICY_TYPES.map((type) => (
                <Tabs.Tab key={type} value={type}>
                  {t(`pages.policy.${type}` as MessageKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {policies.map((p) => (
              <Tabs.Panel key={p.type} value={p.type} pt="md">
                <PolicyEditor api={api} policy={p} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Card>
      <Text fw={600} size="lg">
        {t('pages.vacancies')}
      </Text>
      <VacanciesSection api={api} />
    </Stack>
  );
}
