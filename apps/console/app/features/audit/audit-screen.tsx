/**
 * The audit log (ADMIN, Setup menu; decision 268): who changed what and when, newest first, a page at a time,
 * narrowed by entity, staff member and Tashkent days. Each change reads "field: from → to"; a replaced secret
 * reads "replaced" (the log never holds its value).
 */
import { type AuditPage, type AuditQuery, staffAuditEndpoints } from '@dasturxon/contracts';
import { Alert, Badge, Group, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../i18n/catalog/audit.ts';
import { type Translate, useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatDayClock } from '../../lib/format.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { changeLines } from './changes.ts';

const SIZE = 25;
const ENTITIES: ReadonlySet<string> = new Set(AUDIT_ENTITIES);
const ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

/** An entity kind or action in the staff's language when the console knows it, else as it was written. */
function entityName(entity: string, t: Translate): string {
  return ENTITIES.has(entity) ? t(`audit.entity.${entity}` as Parameters<Translate>[0]) : entity;
}
function actionName(action: string, t: Translate): string {
  return ACTIONS.has(action) ? t(`audit.action.${action}` as Parameters<Translate>[0]) : action;
}
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function AuditScreen({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [lang] = useLang();
  const [entity, setEntity] = useState<string | null>(null);
  const [staffId, setStaffId] = useState<number | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AuditPage | null>(null);
  const [error, setError] = useState<ConsoleApiError | null>(null);

  useEffect(() => {
    const query: AuditQuery = { page, size: SIZE };
    if (entity) query.entity = entity;
    if (staffId) query.staffId = staffId;
    if (DAY.test(from)) query.from = from;
    if (DAY.test(to)) query.to = to;
    let live = true;
    void api.call(staffAuditEndpoints.list, { query }).then(([failure, result]) => {
      if (!live) return;
      setError(failure);
      if (result) setData(result);
    });
    return () => {
      live = false;
    };
  }, [api, entity, staffId, from, to, page]);

  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setPage(1);
      set(v);
    };
  const words = { replaced: t('audit.replaced'), none: t('audit.none') };
  const pages = data ? Math.max(1, Math.ceil(data.total / SIZE)) : 1;

  return (
    <Stack gap="sm" p="sm">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Title order={1} fz="xl">
          {t('audit.title')}
        </Title>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            size="xs"
            w={180}
            label={t('audit.entity')}
            value={entity ?? ''}
            allowDeselect={false}
            onChange={filter((v: string | null) => setEntity(v || null))}
            data={[
              { value: '', label: t('audit.allEntities') },
              ...(data?.entities ?? []).map((e) => ({ value: e, label: entityName(e, t) })),
            ]}
          />
          <Select
            size="xs"
            w={220}
            label={t('audit.staff')}
            value={staffId ? String(staffId) : ''}
            allowDeselect={false}
            onChange={filter((v: string | null) => setStaffId(v ? Number(v) : null))}
            data={[
              { value: '', label: t('audit.allStaff') },
              ...(data?.actors ?? []).map((a) => ({ value: String(a.staffId), label: a.actor })),
            ]}
          />
          <TextInput
            type="date"
            size="xs"
            label={t('audit.from')}
            value={from}
            onChange={(e) => filter(setFrom)(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            size="xs"
            label={t('audit.to')}
            value={to}
            onChange={(e) => filter(setTo)(e.currentTarget.value)}
          />
        </Group>
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {errorText(error, t)}
        </Alert>
      ) : null}
      {!data ? (
        error ? null : (
          <ListSkeleton rows={8} />
        )
      ) : data.items.length === 0 ? (
        <Text c="dimmed">{t('audit.empty')}</Text>
      ) : (
        <Table striped verticalSpacing={6} fz="sm" aria-label={t('audit.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>{t('audit.col.at')}</Table.Th>
              <Table.Th w={190}>{t('audit.col.actor')}</Table.Th>
              <Table.Th w={150}>{t('audit.col.entity')}</Table.Th>
              <Table.Th w={170}>{t('audit.col.action')}</Table.Th>
              <Table.Th>{t('audit.col.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayClock(row.at, lang)}</Table.Td>
                <Table.Td>{row.actor}</Table.Td>
                <Table.Td>
                  {entityName(row.entity, t)}
                  {row.entityId ? (
                    <Text span c="dimmed" size="xs">
                      {' '}
                      #{row.entityId}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    size="sm"
                    tt="none"
                    color={row.action === 'delete' ? 'red' : undefined}
                  >
                    {actionName(row.action, t)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={0} style={{ columnGap: 14 }}>
                    {changeLines(row.changes, words, row.action === 'create').map((line) => (
                      <Text key={line.field} size="xs">
                        <Text span fw={600} size="xs">
                          {line.field}
                        </Text>
                        {': '}
                        <Text span size="xs">
                          {line.from !== undefined ? `${line.from} → ${line.to}` : line.to}
                        </Text>
                      </Text>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data && data.total > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('audit.total', { n: data.total })}
          </Text>
          {pages > 1 ? <Pagination size="sm" total={pages} value={page} onChange={setPage} /> : null}
        </Group>
      ) : null}
    </Stack>
  );
}
