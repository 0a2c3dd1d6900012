/**
 * Search and archive (ADMIN, OPERATOR): the merchant's orders by number, the customer's phone (or its last
 * digits) and a range of days, newest first, a page of 20 at a time. The fields live in the page URL; a row
 * opens the order's drawer (detail and actions) over the search, at /search/orders/:id with the same query, and
 * closing it comes back to the same search (decision 378).
 */
import {
  type StaffOrder,
  type StaffOrderDetail,
  type StaffOrderPage,
  staffEndpoints,
} from '@dasturxon/contracts';
import { Alert, Badge, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatAmount, formatDayClock, formatPhone } from '../../lib/format.ts';
import {
  EMPTY_SEARCH,
  fieldsFromParams,
  PAGE_SIZE,
  paramsOfFields,
  type SearchFields,
  searchQueryOf,
} from './search-query.ts';

const FINAL = new Set(['DELIVERED', 'CLOSED']);

function statusColor(status: StaffOrder['status']): string {
  if (status === 'CANCELED') return 'red';
  if (FINAL.has(status)) return 'gray';
  if (status === 'OPEN' || status === 'AT_TIME') return 'orange';
  return 'blue';
}

/** What the search gives the drawer of a found order (routes/search-order.tsx). */
export interface SearchOutletContext {
  /** The drawer changed the order: its row shows it at once. */
  changed: (order: StaffOrderDetail) => void;
  /** Back to the same search, page and filters. */
  close: () => void;
}

export function OrdersSearchScreen({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [lang] = useLang();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => fieldsFromParams(params), [params]);
  const [draft, setDraft] = useState<SearchFields>(applied);
  const [result, setResult] = useState<StaffOrderPage | null>(null);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [loading, setLoading] = useState(false);
  const checked = useMemo(() => searchQueryOf(applied), [applied]);

  // The URL changed (a search, a page, back/forward): the form shows what is applied.
  useEffect(() => setDraft(applied), [applied]);

  useEffect(() => {
    if (!checked.query) return;
    let live = true;
    setLoading(true);
    void api.call(staffEndpoints.orders, { query: checked.query }).then(([failure, page]) => {
      if (!live) return;
      setLoading(false);
      setError(failure);
      if (page) setResult(page);
    });
    return () => {
      live = false;
    };
  }, [api, checked.query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsOfFields({ ...draft, page: 0 }));
  };
  const field = (key: keyof Omit<SearchFields, 'page' | 'cashDue'>) => ({
    value: draft[key],
    onChange: (e: { currentTarget: { value: string } }) =>
      setDraft({ ...draft, [key]: e.currentTarget.value }),
  });
  const problem = checked.problem;
  const query = params.toString();
  // The found order opens over this screen with the search kept in the URL (reload and links keep both).
  const open = (id: number) => navigate(`/search/orders/${id}${query ? `?${query}` : ''}`);
  const close = useCallback(() => navigate(`/search${query ? `?${query}` : ''}`), [navigate, query]);
  const changed = useCallback((order: StaffOrderDetail) => {
    setResult((page) =>
      page ? { ...page, content: page.content.map((row) => (row.id === order.id ? order : row)) } : page,
    );
  }, []);
  const outlet = useMemo(() => ({ changed, close }) satisfies SearchOutletContext, [changed, close]);

  return (
    <Stack gap="sm" p="sm">
      <Title order={1} fz="xl">
        {t('search.title')}
      </Title>
      <form onSubmit={submit} aria-label={t('search.title')}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            size="xs"
            w={150}
            label={t('search.number')}
            inputMode="numeric"
            error={problem === 'number' ? t('search.problem.number') : undefined}
            {...field('number')}
          />
          <TextInput
            size="xs"
            w={190}
            label={t('search.phone')}
            placeholder={t('search.phoneHint')}
            inputMode="tel"
            error={problem === 'phone' ? t('search.problem.phone') : undefined}
            {...field('phone')}
          />
          <TextInput size="xs" type="date" label={t('search.from')} {...field('from')} />
          <TextInput
            size="xs"
            type="date"
            label={t('search.to')}
            error={problem === 'range' ? t('search.problem.range') : undefined}
            {...field('to')}
          />
          <Checkbox
            size="xs"
            mb={6}
            label={t('cashDue.filter')}
            checked={draft.cashDue}
            onChange={(e) =>
              setParams(paramsOfFields({ ...draft, cashDue: e.currentTarget.checked, page: 0 }))
            }
          />
          <Button size="xs" type="submit">
            {t('search.submit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              setDraft(EMPTY_SEARCH);
              setParams(new URLSearchParams());
            }}
          >
            {t('search.reset')}
          </Button>
          {result ? (
            <Text size="sm" c="dimmed" ml="auto">
              {t('search.total', { n: result.totalElements })}
            </Text>
          ) : null}
        </Group>
      </form>
      {error ? (
        <Alert color="red" role="alert">
          {errorText(error, t)}
        </Alert>
      ) : null}
      <DataTable<StaffOrder>
        withTableBorder
        striped
        highlightOnHover
        verticalSpacing={6}
        minHeight={180}
        height="calc(100vh - 180px)"
        fetching={loading}
        noRecordsText={t('search.empty')}
        records={result?.content ?? []}
        totalRecords={result?.totalElements ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={applied.page + 1}
        onPageChange={(page) => setParams(paramsOfFields({ ...applied, page: page - 1 }))}
        onRowClick={({ record }) => open(record.id)}
        columns={[
          {
            accessor: 'number',
            title: t('search.col.number'),
            width: 90,
            render: (o) => (
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={t('search.open', { number: o.number })}
                onClick={(e) => {
                  e.stopPropagation();
                  open(o.id);
                }}
              >
                {o.number}
              </Button>
            ),
          },
          {
            accessor: 'createdDate',
            title: t('search.col.created'),
            render: (o) => formatDayClock(o.createdDate, lang),
          },
          {
            accessor: 'status',
            title: t('search.col.status'),
            render: (o) => (
              <Badge variant="light" color={statusColor(o.status)}>
                {t(`status.${o.status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'serviceType',
            title: t('search.col.service'),
            render: (o) => t(`service.${o.serviceType}`),
          },
          {
            accessor: 'customer',
            title: t('search.col.customer'),
            render: (o) => (
              <span>
                {o.customer.name ?? ''} {o.customer.phone ? formatPhone(o.customer.phone) : ''}
              </span>
            ),
          },
          {
            accessor: 'branch',
            title: t('search.col.branch'),
            render: (o) => o.branch.name[lang] || o.branch.name.ru,
          },
          {
            accessor: 'totals',
            title: t('search.col.total'),
            textAlign: 'right',
            render: (o) => t('money.sum', { amount: formatAmount(o.totals.totalPrice) }),
          },
          {
            accessor: 'paymentType',
            title: t('search.col.payment'),
            render: (o) => (
              <Group gap={6} wrap="nowrap">
                <span>{`${t(`payment.${o.paymentType}`)} · ${t(o.isPaid ? 'paid.yes' : 'paid.no')}`}</span>
                {o.cashDue ? (
                  <Badge color="red" variant="filled" size="sm" data-testid="cash-due-badge">
                    {t('cashDue.badge', { amount: formatAmount(o.cashDue.due) })}
                  </Badge>
                ) : null}
              </Group>
            ),
          },
        ]}
      />
      <Outlet context={outlet} />
    </Stack>
  );
}
