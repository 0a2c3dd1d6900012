/**
 * Provider credentials, write-only (decision 271): each field shows only whether it is set (and the last 4
 * characters of an id); a new value replaces it; nothing typed is ever read back. Eskiz and the Telegram bot
 * can be tested (decision 272); the bot's webhook can be set.
 */
import {
  type CredentialField,
  type CredentialsInput,
  type CredentialsStatus,
  SMS_GATEWAYS,
  staffSettingsEndpoints,
} from '@dasturxon/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { type MessageKey, useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';

const PROVIDERS: ReadonlyArray<{
  id: 'payme' | 'click' | 'uzum' | 'sms' | 'telegram' | 'map';
  fields: readonly CredentialField[];
  test?: 'SMS' | 'TELEGRAM';
}> = [
  { id: 'payme', fields: ['paymeMerchantId', 'paymeKey'] },
  { id: 'click', fields: ['clickServiceId', 'clickMerchantId', 'clickSecretKey'] },
  { id: 'uzum', fields: ['uzumServiceId', 'uzumLogin', 'uzumPassword'] },
  { id: 'sms', fields: ['smsUsername', 'smsPassword'], test: 'SMS' },
  { id: 'telegram', fields: ['telegramBotToken'], test: 'TELEGRAM' },
  { id: 'map', fields: ['yandexMapKey'] },
];

/** Product names read the same in every language: shown as they are, not from the catalogue. */
const NAMED: Record<string, string> = { payme: 'Payme', click: 'Click', uzum: 'Uzum' };

function ProviderCard({
  api,
  provider,
  status,
  onStatus,
}: {
  api: ConsoleApi;
  provider: (typeof PROVIDERS)[number];
  status: CredentialsStatus;
  onStatus(next: CredentialsStatus): void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<Partial<Record<CredentialField, string>>>({});
  const [gateway, setGateway] = useState(status.smsGateway);
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function send(body: CredentialsInput) {
    setBusy('save');
    const [error, next] = await api.call(staffSettingsEndpoints.saveCredentials, { body });
    setBusy(null);
    if (error) return notifications.show({ color: 'red', message: errorText(error, t) });
    setDraft({});
    onStatus(next);
    notifications.show({ color: 'teal', message: t('creds.saved') });
  }
  const save = () => {
    const body: CredentialsInput = Object.fromEntries(Object.entries(draft).filter(([, v]) => v?.trim()));
    if (provider.id === 'sms' && gateway !== status.smsGateway) body.smsGateway = gateway;
    void send(body);
  };
  const clear = () => void send(Object.fromEntries(provider.fields.map((f) => [f, null])));

  async function runTest() {
    if (!provider.test) return;
    setBusy('test');
    const [error, answer] = await api.call(staffSettingsEndpoints.testConnection, {
      body: { provider: provider.test },
    });
    setBusy(null);
    if (error) setResult({ ok: false, text: errorText(error, t) });
    else if (answer.ok) setResult({ ok: true, text: t('creds.testOk', { detail: answer.detail ?? '' }) });
    else setResult({ ok: false, text: t('creds.testFailed', { detail: answer.detail ?? '' }) });
  }
  async function setWebhook() {
    setBusy('webhook');
    const [error, answer] = await api.call(staffSettingsEndpoints.setWebhook, { body: {} });
    setBusy(null);
    if (error) setResult({ ok: false, text: errorText(error, t) });
    else if (answer.ok) setResult({ ok: true, text: t('creds.webhookOk', { url: answer.url }) });
    else setResult({ ok: false, text: t('creds.testFailed', { detail: answer.detail ?? '' }) });
  }

  const anySet = provider.fields.some((f) => status.fields[f].set);
  const changed =
    Object.values(draft).some((v) => v?.trim()) || (provider.id === 'sms' && gateway !== status.smsGateway);
  return (
    <Card withBorder radius="md" padding="md" data-testid={`creds-${provider.id}`}>
      <Stack gap="sm">
        <Text fw={600}>{NAMED[provider.id] ?? t(`creds.${provider.id}` as MessageKey)}</Text>
        {provider.id === 'sms' && (
          <SegmentedControl
            size="xs"
            value={gateway ?? ''}
            onChange={(v) => setGateway(v as (typeof SMS_GATEWAYS)[number])}
            data={SMS_GATEWAYS.map((g) => ({ value: g, label: g.replace('_', ' ') }))}
            aria-label={t('creds.smsGateway')}
          />
        )}
        {provider.fields.map((f) => {
          const s = status.fields[f];
          const state = s.set
            ? s.last4
              ? t('creds.setLast4', { last4: s.last4 })
              : t('creds.set')
            : t('creds.notSet');
          return (
            <PasswordInput
              key={f}
              label={
                <Group gap={6} component="span">
                  {t(`creds.field.${f}` as MessageKey)}
                  <Badge
                    size="xs"
                    variant="light"
                    tt="none"
                    color={s.set ? 'teal' : 'gray'}
                    data-testid={`state-${f}`}
                  >
                    {state}
                  </Badge>
                </Group>
              }
              placeholder={t('creds.newValue')}
              autoComplete="new-password"
              value={draft[f] ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, [f]: e.currentTarget.value }))}
            />
          );
        })}
        <Group gap="xs">
          <Button size="xs" onClick={save} disabled={!changed} loading={busy === 'save'}>
            {t('creds.save')}
          </Button>
          {provider.test && (
            <Button
              size="xs"
              variant="default"
              onClick={runTest}
              disabled={!anySet}
              loading={busy === 'test'}
            >
              {t('creds.test')}
            </Button>
          )}
          {provider.id === 'telegram' && (
            <Button
              size="xs"
              variant="default"
              onClick={setWebhook}
              disabled={!anySet}
              loading={busy === 'webhook'}
            >
              {t('creds.webhook')}
            </Button>
          )}
          {anySet && (
            <Button size="xs" variant="subtle" color="red" onClick={clear} ml="auto">
              {t('creds.clear')}
            </Button>
          )}
        </Group>
        {!provider.test && provider.id !== 'map' && (
          <Text size="xs" c="dimmed">
            {t('creds.notTestable')}
          </Text>
        )}
        {result && (
          <Alert
            color={result.ok ? 'teal' : 'red'}
            variant="light"
            p="xs"
            data-testid={`result-${provider.id}`}
          >
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {result.text}
            </Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

export function CredentialsSection({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [status, setStatus] = useState<CredentialsStatus | null>(null);
  useEffect(() => {
    void api.call(staffSettingsEndpoints.credentials).then(([, data]) => setStatus(data));
  }, [api]);
  return (
    <Stack gap="sm" maw={1100}>
      <Title order={3}>{t('creds.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('creds.note')}
      </Text>
      {status && (
        <SimpleGrid cols={3} spacing="md">
          {PROVIDERS.map((p) => (
            <ProviderCard key={p.id} api={api} provider={p} status={status} onStatus={setStatus} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
