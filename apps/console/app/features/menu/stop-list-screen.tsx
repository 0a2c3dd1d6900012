/**
 * The stop-list (ADMIN and OPERATOR, decision 253): every product with one switch per branch and one for every
 * branch. A tap puts it out ("sold out") or back on sale at once; it lasts until tapped again. An operator tied
 * to a branch sees that branch's switches only.
 */
import type { StaffMenu, StaffProduct } from '@dasturxon/contracts';
import { imageUrl } from '@dasturxon/domain';
import { Alert, Badge, Group, Image, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { useStaffMenu } from './use-staff-menu.ts';

/** At `branchId`: 'ON', 'OFF' (stopped) or 'NONE' (not offered there). */
export function stateAt(p: StaffProduct, branchId: number): 'ON' | 'OFF' | 'NONE' {
  if (p.branches.length === 0) return p.isAvailable ? 'ON' : 'OFF';
  const row = p.branches.find((b) => b.branchId === branchId);
  if (!row) return 'NONE';
  return p.isAvailable && row.isAvailable ? 'ON' : 'OFF';
}

const isStopped = (p: StaffProduct, branches: StaffMenu['branches']) =>
  branches.some((b) => stateAt(p, b.id) === 'OFF');

export function StopListScreen({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [lang] = useLang();
  const state = useStaffMenu(api);
  const [query, setQuery] = useState('');
  const [onlyStopped, setOnlyStopped] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const { menu } = state;
  // An operator tied to a branch works that branch's column only (the server refuses the others anyway).
  const branchId = menu?.ownBranchId ?? null;

  const branches = useMemo(
    () => (menu ? menu.branches.filter((b) => branchId === null || b.id === branchId) : []),
    [menu, branchId],
  );
  const rows = useMemo(() => {
    if (!menu) return [];
    const q = query.trim().toLowerCase();
    const rank = new Map(menu.categories.map((c, i) => [c.id, i]));
    return menu.products
      .filter((p) => p.active)
      .filter((p) => !q || Object.values(p.name).some((n) => n.toLowerCase().includes(q)))
      .filter((p) => !onlyStopped || isStopped(p, branches))
      .sort((a, b) => (rank.get(a.categoryId) ?? 0) - (rank.get(b.categoryId) ?? 0));
  }, [menu, query, onlyStopped, branches]);

  if (!menu) {
    return state.loadError ? (
      <Alert color="red">{errorText(state.loadError, t)}</Alert>
    ) : (
      <ListSkeleton rows={8} />
    );
  }
  const categoryName = new Map(menu.categories.map((c) => [c.id, c.name[lang]]));
  const stoppedCount = menu.products.filter((p) => p.active && isStopped(p, branches)).length;

  const tap = async (p: StaffProduct, at: number | null, available: boolean) => {
    const key = `${p.id}:${at ?? 'all'}`;
    setBusy(key);
    await state.setAvailability(p, at, available);
    setBusy(null);
  };

  const branchColumns: DataTableColumn<StaffProduct>[] = branches.map((b) => ({
    accessor: `branch-${b.id}`,
    title: b.name[lang],
    width: 130,
    render: (p) => {
      const s = stateAt(p, b.id);
      if (s === 'NONE') {
        return (
          <Text size="xs" c="dimmed">
            {t('stop.notOffered')}
          </Text>
        );
      }
      return (
        <Switch
          size="md"
          color="green"
          checked={s === 'ON'}
          disabled={busy === `${p.id}:${b.id}`}
          label={s === 'ON' ? undefined : t('stop.soldOut')}
          aria-label={`${p.name[lang]} — ${b.name[lang]}`}
          onChange={() => void tap(p, b.id, s !== 'ON')}
          styles={{
            label: {
              fontSize: 12,
              fontWeight: 600,
              whiteSpace: 'nowrap',
              color: 'var(--mantine-color-red-7)',
            },
          }}
        />
      );
    },
  }));

  return (
    <Stack gap="sm" p="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={3}>{t('stop.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('stop.hint')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Badge color={stoppedCount ? 'red' : 'gray'} variant="light" size="lg">
            {t('stop.count', { n: stoppedCount })}
          </Badge>
          <Switch
            label={t('stop.onlyStopped')}
            checked={onlyStopped}
            onChange={(e) => setOnlyStopped(e.currentTarget.checked)}
          />
          <TextInput
            size="xs"
            w={220}
            placeholder={t('stop.search')}
            aria-label={t('stop.search')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
        </Group>
      </Group>
      <DataTable<StaffProduct>
        withTableBorder
        striped
        highlightOnHover
        verticalSpacing={4}
        horizontalSpacing="xs"
        height="calc(100vh - 170px)"
        noRecordsText={t('stop.empty')}
        records={rows}
        columns={[
          {
            accessor: 'name',
            title: '',
            render: (p) => (
              <Group gap="xs" wrap="nowrap">
                <Image
                  src={imageUrl(p.image, { cdnBase: '', variant: 'thumb' })}
                  w={32}
                  h={32}
                  radius="sm"
                  alt=""
                />
                <Stack gap={0}>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {p.name[lang]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {categoryName.get(p.categoryId)}
                  </Text>
                </Stack>
              </Group>
            ),
          },
          ...branchColumns,
          ...(branchId === null
            ? [
                {
                  accessor: 'everywhere',
                  title: t('stop.everywhere'),
                  width: 130,
                  render: (p: StaffProduct) => {
                    const on = p.isAvailable && !p.branches.some((b) => !b.isAvailable);
                    return (
                      <Switch
                        size="md"
                        color="green"
                        checked={on}
                        disabled={busy === `${p.id}:all`}
                        aria-label={`${p.name[lang]} — ${t('stop.everywhere')}`}
                        onChange={() => void tap(p, null, !on)}
                      />
                    );
                  },
                },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}
