/**
 * Promo codes (ADMIN, Setup menu; decision 266): the merchant's promos with their rules, caps and uses so far;
 * a new one or a change in a dialog (promo-form.tsx); a switch turns one on or off at once.
 */
import { type AdminPromo, type PromoInput, staffPromoEndpoints } from '@dasturxon/contracts';
import { Alert, Badge, Button, Group, Modal, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { type Translate, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatAmount } from '../../lib/format.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { PromoForm } from './promo-form.tsx';
import { EMPTY_PROMO, tashkentDay, valuesOf } from './promo-values.ts';

/** "01.12.2026" from a Tashkent day. */
function showDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

function discountText(p: AdminPromo, t: Translate): string {
  const amount = (n: number) =>
    p.discountType === 'PERCENTAGE' ? `${n}%` : t('money.sum', { amount: formatAmount(n) });
  const parts: string[] = [];
  if (p.productDiscount > 0) parts.push(`${amount(p.productDiscount)} ${t('promos.products')}`);
  if (p.deliveryDiscount > 0) parts.push(`${amount(p.deliveryDiscount)} ${t('promos.delivery')}`);
  return parts.join(', ');
}

function datesText(p: AdminPromo, t: Translate): string {
  const start = tashkentDay(p.startDate);
  const end = tashkentDay(p.endDate);
  if (!start && !end) return t('promos.always');
  if (start && end) return `${showDay(start)} – ${showDay(end)}`;
  return start ? t('promos.from', { day: showDay(start) }) : t('promos.until', { day: showDay(end) });
}

function perCustomerText(p: AdminPromo, t: Translate): string | null {
  if (p.oncePerUser) return t('promos.oncePerCustomer');
  return p.maxUsesPerUser ? t('promos.perCustomer', { n: p.maxUsesPerUser }) : null;
}

type Editing = { promo: AdminPromo | null } | null;

export function PromosScreen({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [promos, setPromos] = useState<AdminPromo[] | null>(null);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  const load = useCallback(async () => {
    const [failure, list] = await api.call(staffPromoEndpoints.list);
    setError(failure);
    if (list) setPromos(list);
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = (next: AdminPromo) =>
    setPromos((list) => {
      const rest = (list ?? []).filter((p) => p.id !== next.id);
      return [...rest, next].sort((a, b) => a.code.localeCompare(b.code));
    });

  const save = async (input: PromoInput): Promise<ConsoleApiError | null> => {
    const current = editing?.promo;
    const [failure, saved] = current
      ? await api.call(staffPromoEndpoints.update, { params: { id: current.id }, body: input })
      : await api.call(staffPromoEndpoints.create, { body: input });
    if (failure || !saved) return failure;
    replace(saved);
    setEditing(null);
    notifications.show({ color: 'green', message: t('promos.saved') });
    return null;
  };

  const toggle = async (promo: AdminPromo, isActive: boolean) => {
    const [failure, saved] = await api.call(staffPromoEndpoints.setActive, {
      params: { id: promo.id },
      body: { isActive },
    });
    if (failure || !saved) {
      notifications.show({ color: 'red', message: failure ? errorText(failure, t) : t('error.generic') });
      return;
    }
    replace(saved);
    notifications.show({
      message: t(isActive ? 'promos.turnedOn' : 'promos.turnedOff', { code: saved.code }),
    });
  };

  return (
    <Stack gap="sm" p="sm">
      <Group justify="space-between">
        <Title order={1} fz="xl">
          {t('promos.title')}
        </Title>
        <Button size="xs" onClick={() => setEditing({ promo: null })}>
          {t('promos.new')}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {errorText(error, t)}
        </Alert>
      ) : null}
      {promos === null ? (
        error ? null : (
          <ListSkeleton rows={5} />
        )
      ) : promos.length === 0 ? (
        <Text c="dimmed">{t('promos.empty')}</Text>
      ) : (
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('promos.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('promos.col.code')}</Table.Th>
              <Table.Th>{t('promos.col.discount')}</Table.Th>
              <Table.Th>{t('promos.col.min')}</Table.Th>
              <Table.Th>{t('promos.col.dates')}</Table.Th>
              <Table.Th>{t('promos.col.uses')}</Table.Th>
              <Table.Th>{t('promos.col.active')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {promos.map((p) => {
              const perCustomer = perCustomerText(p, t);
              const usedUp = p.maxUses !== null && p.uses >= p.maxUses;
              return (
                <Table.Tr key={p.id} opacity={p.isActive ? 1 : 0.6}>
                  <Table.Td ff="monospace" fw={600}>
                    {p.code}
                  </Table.Td>
                  <Table.Td>{discountText(p, t)}</Table.Td>
                  <Table.Td>
                    {p.minPrice > 0 ? t('money.sum', { amount: formatAmount(p.minPrice) }) : '—'}
                  </Table.Td>
                  <Table.Td>{datesText(p, t)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Badge
                        variant="light"
                        color={usedUp ? 'red' : 'gray'}
                        aria-label={t('promos.col.uses')}
                      >
                        {p.maxUses === null ? p.uses : `${p.uses} / ${p.maxUses}`}
                      </Badge>
                      {perCustomer ? (
                        <Text size="xs" c="dimmed">
                          {perCustomer}
                        </Text>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={p.isActive}
                      aria-label={`${t('promos.col.active')}: ${p.code}`}
                      onChange={(e) => void toggle(p, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={t('promos.editOne', { code: p.code })}
                      onClick={() => setEditing({ promo: p })}
                    >
                      {t('promos.editShort')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.promo ? t('promos.editOne', { code: editing.promo.code }) : t('promos.new')}
        size="lg"
      >
        {editing ? (
          <PromoForm
            initial={editing.promo ? valuesOf(editing.promo) : EMPTY_PROMO}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
