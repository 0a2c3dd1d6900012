/** One report on screen: the totals of the range, then its breakdowns as dense tables. */
import type { Report } from '@dasturxon/contracts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import { formatAmount } from '../../lib/format.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.3}>
        {value}
      </Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A breakdown as a dense table in its section; an empty one keeps room for its "no data" line. */
function ReportTable<T>(props: {
  title: string;
  records: T[];
  idAccessor: keyof T | ((record: T) => string);
  columns: DataTableColumn<T>[];
  maxHeight?: number;
}) {
  const t = useT();
  return (
    <Section title={props.title}>
      <DataTable<T>
        withTableBorder={false}
        striped
        highlightOnHover
        verticalSpacing={4}
        noRecordsText={t('reports.empty')}
        minHeight={props.records.length ? undefined : 120}
        maxHeight={props.maxHeight}
        idAccessor={props.idAccessor as never}
        records={props.records}
        columns={props.columns}
      />
    </Section>
  );
}

export function ReportView({ report }: { report: Report }) {
  const t = useT();
  const [lang] = useLang();
  const sum = (amount: number) => t('money.sum', { amount: formatAmount(amount) });
  /** A right-aligned count column. */
  const count = <T,>(accessor: keyof T & string, title: string): DataTableColumn<T> => ({
    accessor,
    title,
    textAlign: 'right',
  });
  /** A right-aligned amount column in so'm. */
  const money = <T,>(accessor: keyof T & string, title: string): DataTableColumn<T> => ({
    accessor,
    title,
    textAlign: 'right',
    render: (r) => sum(r[accessor] as number),
  });
  /** How many orders and how much they brought in. */
  const sales = <T extends { orders: number; revenue: number }>(): DataTableColumn<T>[] => [
    count('orders', t('reports.orders')),
    money('revenue', t('reports.revenue')),
  ];
  /** Sales, their average check and the cancelled orders: the columns of a day and of a branch. */
  const figures = <T extends Report['totals']>(): DataTableColumn<T>[] => [
    ...sales<T>(),
    money('averageCheck', t('reports.averageCheck')),
    count('cancelled', t('reports.cancelled')),
  ];
  type Day = Report['days'][number];
  type Branch = Report['byBranch'][number];
  type Payment = Report['byPaymentType'][number];
  type Service = Report['byServiceType'][number];
  type Product = Report['topProducts'][number];
  type Cancellation = Report['cancellations'][number];
  type CashLine = { id: 'due' | 'writtenOff'; label: string; orders: number; amount: number };
  const cash: CashLine[] = [
    { id: 'due', label: t('reports.cashDue'), ...report.cashNotCollected.due },
    { id: 'writtenOff', label: t('reports.cashWrittenOff'), ...report.cashNotCollected.writtenOff },
  ];
  // The latest day on top: it is the one an admin looks at first.
  const newestFirst = [...report.days].reverse();
  return (
    <>
      <SimpleGrid cols={4} spacing="sm" mb="sm">
        <Figure label={t('reports.orders')} value={String(report.totals.orders)} />
        <Figure label={t('reports.revenue')} value={sum(report.totals.revenue)} />
        <Figure label={t('reports.averageCheck')} value={sum(report.totals.averageCheck)} />
        <Figure label={t('reports.cancelled')} value={String(report.totals.cancelled)} />
      </SimpleGrid>
      {/* Sections keep their own height: a stretched one would let its table spill past its frame. */}
      <SimpleGrid cols={2} spacing="sm" style={{ alignItems: 'start' }}>
        <ReportTable<Day>
          title={t('reports.byDay')}
          maxHeight={320}
          idAccessor="day"
          records={newestFirst}
          columns={[{ accessor: 'day', title: t('reports.day') }, ...figures<Day>()]}
        />
        <ReportTable<Branch>
          title={t('reports.byBranch')}
          idAccessor="branchId"
          records={report.byBranch}
          columns={[
            { accessor: 'name', title: t('reports.branch'), render: (r) => r.name[lang] || r.name.ru },
            ...figures<Branch>(),
          ]}
        />
        <ReportTable<Payment>
          title={t('reports.byPayment')}
          idAccessor="paymentType"
          records={report.byPaymentType}
          columns={[
            {
              accessor: 'paymentType',
              title: t('reports.byPayment'),
              render: (r) => t(`payment.${r.paymentType}`),
            },
            ...sales<Payment>(),
          ]}
        />
        <ReportTable<Service>
          title={t('reports.byService')}
          idAccessor="serviceType"
          records={report.byServiceType}
          columns={[
            {
              accessor: 'serviceType',
              title: t('reports.byService'),
              render: (r) => t(`service.${r.serviceType}`),
            },
            ...sales<Service>(),
          ]}
        />
        <ReportTable<Product>
          title={t('reports.topProducts')}
          idAccessor="productId"
          records={report.topProducts}
          columns={[
            { accessor: 'name', title: t('reports.product'), render: (r) => r.name[lang] || r.name.ru },
            count('count', t('reports.sold')),
            money('revenue', t('reports.revenue')),
          ]}
        />
        <ReportTable<Cancellation>
          title={t('reports.cancellations')}
          idAccessor={(r) => r.reason ?? ''}
          records={report.cancellations}
          columns={[
            {
              accessor: 'reason',
              title: t('reports.reason'),
              render: (r) => r.reason ?? t('reports.noReason'),
            },
            count('count', t('reports.count')),
          ]}
        />
        {/* Cash and terminal orders handed over without their money (decisions 363, 375). */}
        <ReportTable<CashLine>
          title={t('reports.cashNotCollected')}
          idAccessor="id"
          records={cash}
          columns={[
            { accessor: 'label', title: t('reports.cashNotCollected') },
            count('orders', t('reports.orders')),
            money('amount', t('reports.amount')),
          ]}
        />
      </SimpleGrid>
    </>
  );
}
