/**
 * Halls and tables (issue 13; ADMIN, Setup): per branch, its halls with their tables; add, change, switch off
 * and delete both; each table's signed link (copy) and a hall's printable QR sheet; the dine-in settings
 * (guest ordering without an SMS code, the waiter-call pause).
 */
import {
  type Branch,
  branchEndpoints,
  type DiningSettings,
  type DiningTable,
  type DiningTableInput,
  type Hall,
  type HallInput,
  type StaffAccount,
  staffAccountEndpoints,
  staffDiningEndpoints,
} from '@dasturxon/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { HallDialog, TableDialog } from './hall-dialogs.tsx';

type Dialog =
  | { kind: 'hall'; hall: Hall | null }
  | { kind: 'table'; hallId: number; table: DiningTable | null }
  | null;

function SettingsCard({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [value, setValue] = useState<DiningSettings | null>(null);
  useEffect(() => {
    void api.call(staffDiningEndpoints.settings).then(([, data]) => data && setValue(data));
  }, [api]);
  if (!value) return null;
  const save = async (next: DiningSettings) => {
    setValue(next);
    const [failure] = await api.call(staffDiningEndpoints.updateSettings, { body: next });
    notifications.show(
      failure
        ? { color: 'red', message: errorText(failure, t) }
        : { color: 'green', message: t('dining.saved') },
    );
  };
  return (
    <Card withBorder padding="sm">
      <Text fw={600} mb="xs">
        {t('dining.settings')}
      </Text>
      <Group align="flex-end">
        <Switch
          label={t('dining.guestOrdering')}
          checked={value.guestOrdering}
          onChange={(e) => void save({ ...value, guestOrdering: e.currentTarget.checked })}
        />
        <NumberInput
          label={t('dining.cooldown')}
          min={10}
          max={3600}
          w={280}
          value={value.waiterCallCooldownSeconds}
          onBlur={(e) => {
            const n = Number(e.currentTarget.value);
            if (Number.isInteger(n) && n >= 10 && n <= 3600 && n !== value.waiterCallCooldownSeconds) {
              void save({ ...value, waiterCallCooldownSeconds: n });
            }
          }}
        />
      </Group>
    </Card>
  );
}

export function HallsScreen({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [lang] = useLang();
  const [branches, setBranches] = useState<Branch[]>([]);
  const [waiters, setWaiters] = useState<StaffAccount[]>([]);
  const [branchId, setBranchId] = useState<number | null>(null);
  const [halls, setHalls] = useState<Hall[] | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const reload = useCallback(() => {
    void api.call(staffDiningEndpoints.halls).then(([, data]) => data && setHalls(data.halls));
  }, [api]);

  useEffect(() => {
    reload();
    void api.call(staffAccountEndpoints.list).then(([, list]) => {
      if (list) setWaiters(list.filter((a) => a.isActive && (a.role === 'OPERATOR' || a.role === 'ADMIN')));
    });
    void api.call(branchEndpoints.list).then(([, list]) => {
      if (!list) return;
      setBranches(list);
      setBranchId((id) => id ?? list[0]?.id ?? null);
    });
  }, [api, reload]);

  const close = () => {
    setDialog(null);
    setRefusal(null);
  };
  const run = async (call: () => Promise<[ConsoleApiError | null, unknown]>) => {
    setBusy(true);
    const [failure] = await call();
    setBusy(false);
    if (failure) {
      setRefusal(errorText(failure, t));
      return;
    }
    close();
    reload();
  };

  const saveHall = (hall: Hall | null) => (input: HallInput) =>
    run(() =>
      hall
        ? api.call(staffDiningEndpoints.updateHall, { params: { hallId: hall.id }, body: input })
        : api.call(staffDiningEndpoints.createHall, { body: input }),
    );
  const saveTable = (hallId: number, table: DiningTable | null) => (input: DiningTableInput) =>
    run(() =>
      table
        ? api.call(staffDiningEndpoints.updateTable, { params: { tableId: table.id }, body: input })
        : api.call(staffDiningEndpoints.createTable, { params: { hallId }, body: input }),
    );
  const deleteHall = async (hall: Hall) => {
    if (!window.confirm(t('dining.deleteHallConfirm', { name: hall.name[lang] || hall.name.ru }))) return;
    const [failure] = await api.call(staffDiningEndpoints.deleteHall, { params: { hallId: hall.id } });
    if (failure) notifications.show({ color: 'red', message: errorText(failure, t) });
    reload();
  };
  const assign = async (hall: Hall, ids: string[]) => {
    const [failure] = await api.call(staffDiningEndpoints.hallStaff, {
      params: { hallId: hall.id },
      body: { staffIds: ids.map(Number) },
    });
    if (failure) notifications.show({ color: 'red', message: errorText(failure, t) });
    reload();
  };
  const copy = (link: string) => {
    void navigator.clipboard
      ?.writeText(link)
      .then(() => notifications.show({ message: t('dining.linkCopied') }));
  };

  const shown = (halls ?? []).filter((h) => h.branchId === branchId);
  const nextNumber = (hall: Hall) => Math.max(0, ...hall.tables.map((x) => x.number)) + 1;

  return (
    <Stack p="md" gap="md" maw={1100}>
      <Group justify="space-between">
        <Title order={2}>{t('dining.title')}</Title>
        <Group>
          <Select
            aria-label={t('dining.branch')}
            value={branchId === null ? null : String(branchId)}
            onChange={(v) => v && setBranchId(Number(v))}
            allowDeselect={false}
            data={branches.map((b) => ({ value: String(b.id), label: b.name[lang] || b.name.ru }))}
          />
          <Button onClick={() => setDialog({ kind: 'hall', hall: null })} disabled={branchId === null}>
            {t('dining.addHall')}
          </Button>
        </Group>
      </Group>
      <SettingsCard api={api} />
      {halls === null ? <ListSkeleton rows={3} /> : null}
      {halls !== null && shown.length === 0 ? <Alert color="gray">{t('dining.noHalls')}</Alert> : null}
      {shown.map((hall) => (
        <Card key={hall.id} withBorder padding="sm" data-testid="hall">
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <Title order={3}>{hall.name[lang] || hall.name.ru}</Title>
              {hall.isActive ? null : <Badge color="gray">{t('dining.inactive')}</Badge>}
            </Group>
            <Group gap="xs">
              <Button variant="light" component={Link} to={`/halls/${hall.id}/qr`}>
                {t('dining.qrSheet')}
              </Button>
              <Button variant="default" onClick={() => setDialog({ kind: 'hall', hall })}>
                {t('dining.editHall')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => void deleteHall(hall)}>
                {t('dining.delete')}
              </Button>
            </Group>
          </Group>
          {waiters.length > 0 ? (
            <MultiSelect
              mb="xs"
              maw={520}
              label={t('dining.waiters')}
              value={hall.staffIds.map(String)}
              onChange={(ids) => void assign(hall, ids)}
              data={waiters.map((a) => ({ value: String(a.id), label: a.name }))}
              clearable
            />
          ) : null}
          {hall.tables.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dining.noTables')}
            </Text>
          ) : (
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dining.number')}</Table.Th>
                  <Table.Th>{t('dining.tableName')}</Table.Th>
                  <Table.Th>{t('dining.seats')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {hall.tables.map((table) => (
                  <Table.Tr key={table.id} opacity={table.isActive ? 1 : 0.5}>
                    <Table.Td fw={600}>{table.number}</Table.Td>
                    <Table.Td>{table.name ?? ''}</Table.Td>
                    <Table.Td>{table.seats}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end">
                        {table.isActive ? null : <Badge color="gray">{t('dining.inactive')}</Badge>}
                        <Button size="compact-sm" variant="subtle" onClick={() => copy(table.link)}>
                          {t('dining.copyLink')}
                        </Button>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('dining.editTable')} ${table.number}`}
                          onClick={() => setDialog({ kind: 'table', hallId: hall.id, table })}
                        >
                          ✎
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group mt="xs">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setDialog({ kind: 'table', hallId: hall.id, table: null })}
            >
              {t('dining.addTable')}
            </Button>
          </Group>
        </Card>
      ))}
      {dialog?.kind === 'hall' && branchId !== null ? (
        <HallDialog
          opened
          title={dialog.hall ? t('dining.editHall') : t('dining.addHall')}
          initial={
            dialog.hall
              ? {
                  branchId: dialog.hall.branchId,
                  name: dialog.hall.name,
                  isActive: dialog.hall.isActive,
                  priority: dialog.hall.priority,
                }
              : { branchId, name: { uz: '', ru: '', eng: '' }, isActive: true, priority: shown.length }
          }
          busy={busy}
          error={refusal}
          onClose={close}
          onSubmit={(v) => void saveHall(dialog.hall)(v)}
        />
      ) : null}
      {dialog?.kind === 'table' ? (
        <TableDialog
          opened
          title={dialog.table ? t('dining.editTable') : t('dining.addTable')}
          initial={
            dialog.table
              ? {
                  number: dialog.table.number,
                  name: dialog.table.name,
                  seats: dialog.table.seats,
                  isActive: dialog.table.isActive,
                }
              : {
                  number: nextNumber(
                    shown.find((h) => h.id === dialog.hallId) ?? ({ tables: [] } as unknown as Hall),
                  ),
                  name: null,
                  seats: 4,
                  isActive: true,
                }
          }
          busy={busy}
          error={refusal}
          onClose={close}
          onSubmit={(v) => void saveTable(dialog.hallId, dialog.table)(v)}
        />
      ) : null}
    </Stack>
  );
}
