/**
 * Menu import and export (ADMIN, decision 258). Download the products as CSV; choose an edited file: it is read
 * here, checked by the server in a dry run, and its problems (row, column, message) or its preview are shown;
 * "Apply" sends the same file for real, and the server writes every row or none.
 */
import { type MenuImportResult, staffMenuImportEndpoints } from '@dasturxon/contracts';
import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { downloadMenuCsv, readCsvFile } from './csv-file.ts';
import { PreviewTable, ProblemTable } from './import-tables.tsx';

export interface MenuImportScreenProps {
  api: ConsoleApi;
  merchantId: string;
  fetchImpl?: typeof fetch;
}

interface Checked {
  name: string;
  csv: string;
  result: MenuImportResult;
}

export function MenuImportScreen({ api, merchantId, fetchImpl }: MenuImportScreenProps) {
  const t = useT();
  const [lang] = useLang();
  const [busy, setBusy] = useState<'export' | 'check' | 'apply' | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<MenuImportResult | null>(null);

  const download = async () => {
    setBusy('export');
    const ok = await downloadMenuCsv({ merchantId, lang, ...(fetchImpl ? { fetchImpl } : {}) });
    setBusy(null);
    if (!ok) notifications.show({ color: 'red', message: t('menuImport.exportFailed') });
  };

  const send = async (csv: string, dryRun: boolean) => {
    const [error, result] = await api.call(staffMenuImportEndpoints.importCsv, { body: { csv, dryRun } });
    if (error) setFailure(t('menuImport.failed', { message: error.message || error.code }));
    return result;
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    setChecked(null);
    setDone(null);
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
      setFailure(t('menuImport.notCsv'));
      return;
    }
    setBusy('check');
    const csv = await readCsvFile(file);
    const result = await send(csv, true);
    setBusy(null);
    if (result) setChecked({ name: file.name, csv, result });
  };

  const apply = async () => {
    if (!checked) return;
    setBusy('apply');
    const result = await send(checked.csv, false);
    setBusy(null);
    if (!result) return;
    if (result.applied) {
      setDone(result);
      setChecked(null);
    } else {
      // Changed meanwhile (another admin): show the new problems.
      setChecked({ ...checked, result });
    }
  };

  const result = checked?.result;
  const problems = result?.problems ?? [];
  const changes = result ? result.created + result.updated : 0;
  return (
    <Stack gap="md" p="md" maw={1200}>
      <Title order={2}>{t('menuImport.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('menuImport.intro')}
      </Text>
      <Group>
        <Button variant="default" onClick={() => void download()} loading={busy === 'export'}>
          {t('menuImport.export')}
        </Button>
        <FileButton onChange={(file) => void choose(file)} accept=".csv,text/csv" disabled={busy !== null}>
          {(props) => (
            <Button {...props} loading={busy === 'check'}>
              {t('menuImport.choose')}
            </Button>
          )}
        </FileButton>
        {busy === 'check' ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('menuImport.checking')}</Text>
          </Group>
        ) : null}
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {done ? (
        <Alert color="green" role="status">
          {t('menuImport.applied', { created: done.created, updated: done.updated })}
        </Alert>
      ) : null}
      {checked && result ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fw={600}>{t('menuImport.file', { name: checked.name })}</Text>
            <Text size="sm">
              {problems.length > 0
                ? t('menuImport.rows', { rows: result.rows })
                : t('menuImport.summary', {
                    rows: result.rows,
                    created: result.created,
                    updated: result.updated,
                    unchanged: result.unchanged,
                  })}
            </Text>
            {problems.length > 0 ? (
              <>
                <Alert color="red" title={t('menuImport.problemsTitle', { count: problems.length })} />
                <ProblemTable problems={problems} />
              </>
            ) : (
              <>
                <Alert color="green">{t('menuImport.ready')}</Alert>
                {changes > 0 ? (
                  <>
                    <Title order={4}>{t('menuImport.previewTitle')}</Title>
                    <PreviewTable rows={result.preview} />
                  </>
                ) : null}
                <Group>
                  <Button onClick={() => void apply()} loading={busy === 'apply'} disabled={changes === 0}>
                    {t('menuImport.apply')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
