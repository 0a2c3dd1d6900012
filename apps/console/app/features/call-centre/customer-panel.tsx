/**
 * Who is calling: the operator types the phone (or its last digits), picks the customer found, or creates one
 * with a name. The form checks the contract's schemas before asking (CallCentreCustomerInputSchema).
 */
import {
  type CallCentreCustomer,
  CallCentreCustomerInputSchema,
  CallCentreCustomerQuerySchema,
  staffCallCentreEndpoints,
} from '@dasturxon/contracts';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatPhone } from '../../lib/format.ts';

function nameOf(c: CallCentreCustomer): string {
  return [c.firstName, c.lastName].filter(Boolean).join(' ');
}

export function CustomerPanel(props: {
  api: ConsoleApi;
  customer: CallCentreCustomer | null;
  onCustomer: (customer: CallCentreCustomer | null) => void;
}) {
  const { api, customer, onCustomer } = props;
  const t = useT();
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<CallCentreCustomer[] | null>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const query = CallCentreCustomerQuerySchema.safeParse({ phone });
    if (!query.success) {
      setError(t('form.tooSmall', { n: 4 }));
      return;
    }
    setBusy(true);
    const [failure, list] = await api.call(staffCallCentreEndpoints.findCustomers, { query: query.data });
    setBusy(false);
    setError(failure ? errorText(failure, t) : null);
    setFound(list);
    if (list?.length === 1 && list[0]) onCustomer(list[0]);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const body = CallCentreCustomerInputSchema.safeParse({ phone, firstName, lastName: lastName || null });
    if (!body.success) {
      setError(t('form.required'));
      return;
    }
    setBusy(true);
    const [failure, result] = await api.call(staffCallCentreEndpoints.upsertCustomer, { body: body.data });
    setBusy(false);
    setError(failure ? errorText(failure, t) : null);
    if (result) onCustomer(result.customer);
  };

  if (customer) {
    return (
      <Paper withBorder p="sm" radius="md" component="section" aria-label={t('cc.customer')}>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={700}>{nameOf(customer) || formatPhone(customer.phone)}</Text>
            <Text size="sm" c="dimmed">
              {formatPhone(customer.phone)}
            </Text>
          </div>
          <Button size="compact-sm" variant="subtle" onClick={() => onCustomer(null)}>
            {t('cc.change')}
          </Button>
        </Group>
        {customer.isActive ? null : (
          <Alert color="red" mt="xs" role="alert">
            {t('cc.blocked')}
          </Alert>
        )}
      </Paper>
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('cc.customer')}>
      <Title order={2} fz="md" mb="xs">
        {t('cc.customer')}
      </Title>
      <form onSubmit={find}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            size="sm"
            style={{ flex: 1 }}
            label={t('cc.phone')}
            inputMode="tel"
            autoComplete="off"
            value={phone}
            onChange={(e) => {
              setPhone(e.currentTarget.value);
              setFound(null);
            }}
          />
          <Button type="submit" size="sm" loading={busy && found === null}>
            {t('cc.find')}
          </Button>
        </Group>
      </form>
      {error ? (
        <Text c="red" size="sm" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
      {found && found.length > 0 ? (
        <Stack gap={4} mt="xs" role="list" aria-label={t('cc.found')}>
          {found.map((c) => (
            <UnstyledButton key={c.id} role="listitem" onClick={() => onCustomer(c)} className="cc-customer">
              <Text size="sm" fw={600}>
                {nameOf(c) || '—'}
              </Text>
              <Text size="xs" c="dimmed">
                {formatPhone(c.phone)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      ) : null}
      {found && found.length === 0 ? (
        <form onSubmit={create}>
          <Text size="sm" mt="xs">
            {t('cc.notFound')}
          </Text>
          <Group gap="xs" grow mt={4}>
            <TextInput
              size="sm"
              label={t('cc.firstName')}
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
            />
            <TextInput
              size="sm"
              label={t('cc.lastName')}
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
            />
          </Group>
          <Button type="submit" size="sm" mt="xs" fullWidth loading={busy}>
            {t('cc.create')}
          </Button>
        </form>
      ) : null}
    </Paper>
  );
}
