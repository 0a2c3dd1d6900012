/**
 * Reports (ADMIN): a range of Tashkent days (a preset or two dates) and a branch or all; the server computes the
 * figures from the orders (GET /staff/v1/reports) and gives the same report as CSV. The range is checked with
 * the contract before it is asked; a refused range says why instead of asking.
 */
import { REPORT_MAX_DAYS, type Report, staffReportEndpoints } from '@dasturxon/contracts';
import { Alert, Button, Group, SegmentedControl, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useBranches } from '../../lib/use-branches.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { downloadReportCsv } from './csv-download.ts';
import { presetRange, RANGE_PRESETS, type RangePreset, reportQueryOf } from './report-range.ts';
import { ReportView } from './report-view.tsx';

export interface ReportsScreenProps {
  api: ConsoleApi;
  merchantId: string;
  /** The clock of the presets (tests pin it). */
  now?: () => Date;
  fetchImpl?: typeof fetch;
}

export function ReportsScreen({ api, merchantId, now = () => new Date(), fetchImpl }: ReportsScreenProps) {
  const t = useT();
  const [lang] = useLang();
  const [preset, setPreset] = useState<RangePreset | null>('today');
  const [range, setRange] = useState(() => presetRange('today', now()));
  const [branchId, setBranchId] = useState<number | null>(null);
  const branches = useBranches(api);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [downloading, setDownloading] = useState(false);

  const checked = useMemo(() => reportQueryOf({ ...range, branchId }), [range, branchId]);

  useEffect(() => {
    if (!checked.query) return;
    let live = true;
    setReport(null);
    setError(null);
    void api.call(staffReportEndpoints.report, { query: checked.query }).then(([failure, data]) => {
      if (!live) return;
      setError(failure);
      setReport(data);
    });
    return () => {
      live = false;
    };
  }, [api, checked.query]);

  const choosePreset = (value: string) => {
    const next = value as RangePreset;
    setPreset(next);
    setRange(presetRange(next, now()));
  };

  const download = async () => {
    if (!checked.query) return;
    setDownloading(true);
    const ok = await downloadReportCsv({ query: checked.query, merchantId, lang, fetchImpl });
    setDownloading(false);
    if (!ok) notifications.show({ color: 'red', message: t('reports.csvFailed') });
  };

  return (
    <Stack gap="sm" p="sm">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Title order={1} fz="xl">
          {t('reports.title')}
        </Title>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <SegmentedControl
            size="xs"
            value={preset ?? ''}
            onChange={choosePreset}
            data={RANGE_PRESETS.map((p) => ({ value: p, label: t(`reports.preset.${p}`) }))}
          />
          <TextInput
            type="date"
            size="xs"
            label={t('reports.from')}
            value={range.from}
            onChange={(e) => {
              setPreset(null);
              setRange({ ...range, from: e.currentTarget.value });
            }}
          />
          <TextInput
            type="date"
            size="xs"
            label={t('reports.to')}
            value={range.to}
            onChange={(e) => {
              setPreset(null);
              setRange({ ...range, to: e.currentTarget.value });
            }}
          />
          <Select
            size="xs"
            w={200}
            label={t('reports.branch')}
            value={branchId ? String(branchId) : ''}
            onChange={(v) => setBranchId(v ? Number(v) : null)}
            allowDeselect={false}
            data={[
              { value: '', label: t('reports.allBranches') },
              ...branches.map((b) => ({ value: String(b.id), label: b.name[lang] || b.name.ru })),
            ]}
          />
          <Button
            size="xs"
            variant="default"
            onClick={download}
            loading={downloading}
            disabled={!checked.query}
          >
            {t('reports.csv')}
          </Button>
        </Group>
      </Group>
      {checked.problem ? (
        <Alert color="orange" role="alert">
          {t(`reports.problem.${checked.problem}`, { n: REPORT_MAX_DAYS })}
        </Alert>
      ) : error ? (
        <Alert color="red" role="alert">
          {errorText(error, t)}
        </Alert>
      ) : report ? (
        <ReportView report={report} />
      ) : (
        <ListSkeleton rows={6} />
      )}
    </Stack>
  );
}
