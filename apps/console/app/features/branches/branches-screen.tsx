/**
 * Branches (ADMIN, issue 12): every branch of the merchant with its services and whether it takes orders now;
 * add or edit one in a drawer (BranchForm), close one for a while or reopen it (decision 261).
 */
import {
  type BranchInput,
  branchEndpoints,
  type City,
  staffBranchEndpoints as endpoints,
  type StaffBranch,
} from '@dasturxon/contracts';
import { Alert, Badge, Button, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatClock, formatDayClock } from '../../lib/format.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { BranchForm } from './branch-form.tsx';
import { valuesOf } from './branch-values.ts';
import { CloseBranchModal } from './close-branch.tsx';

export interface BranchesScreenProps {
  api: ConsoleApi;
  merchantId: string;
  now?: () => Date;
}

/** Tashkent, where a new branch's map starts. */
const TASHKENT = { latitude: 41.2995, longitude: 69.2401 };

export function BranchesScreen({ api, merchantId, now = () => new Date() }: BranchesScreenProps) {
  const t = useT();
  const [lang] = useLang();
  const [list, setList] = useState<StaffBranch[] | null>(null);
  const [cities, setCities] = useState<City[]>([]);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [editing, setEditing] = useState<StaffBranch | 'new' | null>(null);
  const [closing, setClosing] = useState<StaffBranch | null>(null);

  const load = useCallback(async () => {
    const [failure, data] = await api.call(endpoints.branches);
    setError(failure);
    if (data) setList(data);
  }, [api]);

  useEffect(() => {
    void load();
    void api.call(branchEndpoints.cities, { params: { merchantId } }).then(([, data]) => {
      if (data) setCities(data);
    });
  }, [api, load, merchantId]);

  const save = async (input: BranchInput): Promise<ConsoleApiError | null> => {
    const [failure] =
      editing === 'new' || editing === null
        ? await api.call(endpoints.createBranch, { body: input })
        : await api.call(endpoints.saveBranch, { params: { id: editing.id }, body: input });
    if (failure) return failure;
    notifications.show({ color: 'green', message: t('branches.saved') });
    setEditing(null);
    await load();
    return null;
  };

  const setClose = async (branch: StaffBranch, closedUntil: string | null) => {
    const [failure] = await api.call(endpoints.closeBranch, {
      params: { id: branch.id },
      body: { closedUntil },
    });
    if (failure) notifications.show({ color: 'red', message: errorText(failure, t) });
    setClosing(null);
    await load();
  };

  const untilText = (iso: string) => {
    const sameDay = new Date(iso).getTime() - now().getTime() < 12 * 60 * 60 * 1000;
    return sameDay ? formatClock(iso, lang) : formatDayClock(iso, lang);
  };

  const status = (b: StaffBranch) => {
    if (!b.isActive) return <Badge color="gray">{t('branches.inactive')}</Badge>;
    if (b.closedUntil) {
      return (
        <Badge color="orange" data-testid="closed-until">
          {t('branches.closedUntil', { time: untilText(b.closedUntil) })}
        </Badge>
      );
    }
    return b.openNow ? (
      <Badge color="green">{t('branches.openNow')}</Badge>
    ) : (
      <Badge color="gray" variant="light">
        {t('branches.closedNow')}
      </Badge>
    );
  };

  const defaults = { cityId: cities[0]?.id ?? null, ...TASHKENT };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2}>{t('branches.title')}</Title>
        <Button onClick={() => setEditing('new')}>{t('branches.add')}</Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {errorText(error, t)}
        </Alert>
      )}
      {!list && !error && <ListSkeleton rows={4} />}
      {list && list.length === 0 && <Text c="dimmed">{t('branches.empty')}</Text>}
      {list && list.length > 0 && (
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('branches.col.name')}</Table.Th>
              <Table.Th>{t('branches.col.services')}</Table.Th>
              <Table.Th w={170}>{t('branches.col.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((b) => (
              <Table.Tr key={b.id} data-testid={`branch-${b.id}`}>
                <Table.Td>
                  <Text fw={600}>{b.name[lang]}</Text>
                  <Text size="sm" c="dimmed">
                    {b.address}
                  </Text>
                  {b.phone && (
                    <Text size="xs" c="dimmed">
                      {b.phone.startsWith('+') ? b.phone : `+${b.phone}`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {(Object.keys(b.services) as Array<keyof StaffBranch['services']>)
                      .filter((s) => b.services[s])
                      .map((s) => (
                        <Badge key={s} size="sm" variant="light">
                          {t(`branches.service.${s}`)}
                        </Badge>
                      ))}
                  </Group>
                </Table.Td>
                <Table.Td>{status(b)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {b.closedUntil ? (
                      <Button size="xs" variant="light" color="green" onClick={() => setClose(b, null)}>
                        {t('branches.reopen')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        color="orange"
                        disabled={!b.isActive}
                        onClick={() => setClosing(b)}
                      >
                        {t('branches.close')}
                      </Button>
                    )}
                    <Button size="xs" variant="default" onClick={() => setEditing(b)}>
                      {t('branches.edit')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size={760}
        title={
          editing === 'new'
            ? t('branches.add')
            : editing
              ? `${t('branches.edit')}: ${editing.name[lang]}`
              : ''
        }
      >
        {editing !== null && (
          <BranchForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={valuesOf(editing === 'new' ? null : editing, defaults)}
            cities={cities}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Drawer>
      <CloseBranchModal
        opened={closing !== null}
        name={closing?.name[lang] ?? ''}
        now={now}
        onClose={() => setClosing(null)}
        onConfirm={async (until) => {
          if (closing) await setClose(closing, until);
        }}
      />
    </Stack>
  );
}
