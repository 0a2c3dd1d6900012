/**
 * Payments and keys (ADMIN, issue 12): which payment types each channel offers (web, bot, operator, app, QR),
 * saved together; and the providers' credentials, write-only (credentials-section.tsx).
 */
import { type PaymentSetting, staffSettingsEndpoints } from '@dasturxon/contracts';
import { Alert, Button, Card, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { CredentialsSection } from './credentials-section.tsx';

const CHANNELS = [
  ['isActive', 'payments.isActive'],
  ['webEnabled', 'payments.web'],
  ['botEnabled', 'payments.bot'],
  ['operatorEnabled', 'payments.operator'],
  ['appEnabled', 'payments.app'],
  ['qrEnabled', 'payments.qr'],
] as const;

export function PaymentSettingsScreen({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [list, setList] = useState<PaymentSetting[] | null>(null);
  const [saved, setSaved] = useState<string>('');
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api.call(staffSettingsEndpoints.payments).then(([failure, data]) => {
      setError(failure);
      setList(data);
      setSaved(JSON.stringify(data));
    });
  }, [api]);

  const toggle = (type: string, key: (typeof CHANNELS)[number][0], value: boolean) =>
    setList((l) => l?.map((p) => (p.type === type ? { ...p, [key]: value } : p)) ?? null);

  async function save() {
    if (!list) return;
    setBusy(true);
    const [failure, data] = await api.call(staffSettingsEndpoints.savePayments, { body: { settings: list } });
    setBusy(false);
    if (failure) {
      notifications.show({ color: 'red', message: errorText(failure, t) });
      return;
    }
    setList(data);
    setSaved(JSON.stringify(data));
    notifications.show({ color: 'teal', message: t('payments.saved') });
  }

  const dirty = list !== null && JSON.stringify(list) !== saved;
  return (
    <Stack gap="md" p="md">
      <Title order={2}>{t('payments.title')}</Title>
      {error && <Alert color="red">{errorText(error, t)}</Alert>}
      <Card withBorder radius="md" padding="md" maw={900}>
        <Group justify="space-between" mb="sm">
          <Text fw={600}>{t('payments.types')}</Text>
          <Button size="xs" onClick={save} loading={busy} disabled={!dirty} data-testid="save-payments">
            {t('settings.save')}
          </Button>
        </Group>
        {!list && !error && <ListSkeleton rows={4} />}
        {list && (
          <Table striped withTableBorder={false} verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.type')}</Table.Th>
                {CHANNELS.map(([key, label]) => (
                  <Table.Th key={key} ta="center">
                    {t(label)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((p) => (
                <Table.Tr key={p.type} data-testid={`payment-${p.type}`} opacity={p.isActive ? 1 : 0.6}>
                  <Table.Td fw={500}>{p.type.replaceAll('_', ' ')}</Table.Td>
                  {CHANNELS.map(([key, label]) => (
                    <Table.Td key={key}>
                      <Group justify="center">
                        <Switch
                          size="sm"
                          aria-label={`${p.type}: ${t(label)}`}
                          checked={p[key]}
                          disabled={key !== 'isActive' && !p.isActive}
                          onChange={(e) => toggle(p.type, key, e.currentTarget.checked)}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <CredentialsSection api={api} />
    </Stack>
  );
}
