/**
 * Customers and cashback (ADMIN, Setup menu; decision 267): find a customer by phone (the call centre's search),
 * see their cashback balance and its history, and add or take an amount with a required reason. The server
 * refuses a take larger than the balance; the form says so before it asks.
 */
import {
  type CallCentreCustomer,
  type CustomerCashback,
  staffCallCentreEndpoints,
  staffCashbackEndpoints,
} from '@dasturxon/contracts';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatPhone } from '../../lib/format.ts';
import { CashbackPanel } from './cashback-panel.tsx';

function nameOf(c: { firstName: string | null; lastName: string | null }): string {
  return [c.firstName, c.lastName].filter(Boolean).join(' ');
}

export function CashbackScreen({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<CallCentreCustomer[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [chosen, setChosen] = useState<CustomerCashback | null>(null);

  const open = async (id: number) => {
    const [failure, view] = await api.call(staffCashbackEndpoints.get, { params: { id } });
    setError(failure);
    setChosen(view);
  };

  const search = async () => {
    setSearching(true);
    setChosen(null);
    const [failure, list] = await api.call(staffCallCentreEndpoints.findCustomers, { query: { phone } });
    setSearching(false);
    setError(failure);
    setFound(list);
    if (list?.length === 1 && list[0]) await open(list[0].id);
  };

  return (
    <Stack gap="sm" p="sm">
      <Title order={1} fz="xl">
        {t('cashback.title')}
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            w={280}
            label={t('cashback.phone')}
            description={t('cashback.phoneHint')}
            placeholder="+998 90 123 45 67"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
          <Button type="submit" loading={searching} disabled={phone.trim().length < 4}>
            {t('cashback.find')}
          </Button>
        </Group>
      </form>
      {error ? (
        <Alert color="red" role="alert">
          {errorText(error, t)}
        </Alert>
      ) : null}
      {found && found.length === 0 ? <Text c="dimmed">{t('cashback.none')}</Text> : null}
      {found && found.length > 1 && !chosen ? (
        <Stack gap={4} role="list" aria-label={t('cashback.choose')}>
          <Text size="sm" fw={500}>
            {t('cashback.choose')}
          </Text>
          {found.map((c) => (
            <Paper key={c.id} withBorder p="xs" role="listitem">
              <UnstyledButton onClick={() => void open(c.id)} w="100%">
                <Group justify="space-between">
                  <Text fw={500}>{nameOf(c) || '—'}</Text>
                  <Text ff="monospace">{formatPhone(c.phone)}</Text>
                </Group>
              </UnstyledButton>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {chosen ? (
        <CashbackPanel api={api} view={chosen} onChange={setChosen} name={nameOf(chosen.customer)} />
      ) : null}
    </Stack>
  );
}
