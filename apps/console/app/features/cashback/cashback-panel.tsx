/**
 * One customer's cashback: the balance, the adjustment form (add or take, amount, required reason; checked with
 * the API's own schema) and the history of adjustments, newest first.
 */
import {
  CashbackAdjustInputSchema,
  type CustomerCashback,
  staffCashbackEndpoints,
} from '@dasturxon/contracts';
import {
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';
import { formatAmount, formatDayClock, formatPhone } from '../../lib/format.ts';

interface AdjustValues {
  direction: 'add' | 'take';
  amount: number | '';
  reason: string;
}

export interface CashbackPanelProps {
  api: ConsoleApi;
  view: CustomerCashback;
  name: string;
  onChange(view: CustomerCashback): void;
}

export function CashbackPanel({ api, view, name, onChange }: CashbackPanelProps) {
  const t = useT();
  const [lang] = useLang();
  const sum = (n: number) => t('money.sum', { amount: formatAmount(n) });
  const body = (v: AdjustValues) => ({
    amount: v.amount === '' ? 0 : v.direction === 'take' ? -v.amount : v.amount,
    reason: v.reason,
  });
  const checks = contractResolver<ReturnType<typeof body>>(CashbackAdjustInputSchema, t);
  const form = useForm<AdjustValues>({
    initialValues: { direction: 'add', amount: '', reason: '' },
    validate: (v) => {
      const errors = checks(body(v));
      if (v.reason.trim() === '') errors.reason = t('form.required');
      if (v.amount === '' || v.amount <= 0) errors.amount = t('form.required');
      else if (v.direction === 'take' && v.amount > view.balance) {
        errors.amount = t('cashback.aboveBalance', { balance: formatAmount(view.balance) });
      }
      return errors;
    },
  });

  const submit = form.onSubmit(async (v) => {
    const [failure, next] = await api.call(staffCashbackEndpoints.adjust, {
      params: { id: view.customer.id },
      body: body(v),
    });
    if (failure || !next) {
      form.setFieldError('amount', failure ? errorText(failure, t) : t('error.generic'));
      return;
    }
    onChange(next);
    form.reset();
    notifications.show({
      color: 'green',
      message: t('cashback.applied', { balance: formatAmount(next.balance) }),
    });
  });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <div>
                <Text fw={600}>{name || '—'}</Text>
                <Text ff="monospace" size="sm" c="dimmed">
                  {formatPhone(view.customer.phone)}
                </Text>
              </div>
              <Stack gap={0} role="group" aria-label={t('cashback.balance')}>
                <Text size="xs" c="dimmed" ta="right">
                  {t('cashback.balance')}
                </Text>
                <Text fz={28} fw={700} ta="right">
                  {sum(view.balance)}
                </Text>
              </Stack>
            </Group>
            <form onSubmit={submit} noValidate>
              <Stack gap="xs">
                <SegmentedControl
                  data={[
                    { value: 'add', label: t('cashback.add') },
                    { value: 'take', label: t('cashback.take') },
                  ]}
                  {...form.getInputProps('direction')}
                />
                <NumberInput
                  label={t('cashback.amount')}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=" "
                  required
                  {...form.getInputProps('amount')}
                />
                <Textarea
                  label={t('cashback.reason')}
                  description={t('cashback.reasonHint')}
                  required
                  rows={2}
                  {...form.getInputProps('reason')}
                />
                <Group justify="flex-end">
                  <Button type="submit" color={form.values.direction === 'take' ? 'red' : undefined}>
                    {t('cashback.apply')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md">
          <Title order={2} fz="md" mb="xs">
            {t('cashback.history')}
          </Title>
          {view.adjustments.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('cashback.noHistory')}
            </Text>
          ) : (
            <Table verticalSpacing={4} fz="sm" aria-label={t('cashback.history')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cashback.col.at')}</Table.Th>
                  <Table.Th ta="right">{t('cashback.col.amount')}</Table.Th>
                  <Table.Th>{t('cashback.col.reason')}</Table.Th>
                  <Table.Th ta="right">{t('cashback.col.after')}</Table.Th>
                  <Table.Th>{t('cashback.col.actor')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.adjustments.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayClock(a.at, lang)}</Table.Td>
                    <Table.Td ta="right" c={a.amount < 0 ? 'red' : 'green'} style={{ whiteSpace: 'nowrap' }}>
                      {a.amount > 0 ? '+' : '−'}
                      {formatAmount(Math.abs(a.amount))}
                    </Table.Td>
                    <Table.Td>{a.reason}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatAmount(a.balanceAfter)}
                    </Table.Td>
                    <Table.Td>{a.actor}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
