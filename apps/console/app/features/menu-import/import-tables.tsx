/** The import's answer as tables (decision 258): the problems per row and column, and what each row would do. */
import type { MenuImportProblem, MenuImportRow } from '@dasturxon/contracts';
import { Badge, Code, Table, Text } from '@mantine/core';
import { useT } from '../../i18n/index.tsx';

/** Rows of a long answer shown at once; the rest is counted. */
const SHOWN = 200;

export function ProblemTable({ problems }: { problems: readonly MenuImportProblem[] }) {
  const t = useT();
  return (
    <Table
      striped
      withTableBorder
      highlightOnHover
      aria-label={t('menuImport.problem')}
      data-testid="import-problems"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={80}>{t('menuImport.row')}</Table.Th>
          <Table.Th w={180}>{t('menuImport.column')}</Table.Th>
          <Table.Th>{t('menuImport.problem')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {problems.slice(0, SHOWN).map((p) => (
          <Table.Tr key={`${p.row}:${p.column ?? ''}:${p.message}`}>
            <Table.Td>{p.row}</Table.Td>
            <Table.Td>{p.column ? <Code>{p.column}</Code> : '—'}</Table.Td>
            <Table.Td>
              <Text size="sm" c="red.8">
                {p.message}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {problems.length > SHOWN ? (
        <Table.Caption>{t('menuImport.more', { count: problems.length - SHOWN })}</Table.Caption>
      ) : null}
    </Table>
  );
}

const ACTION_COLOUR = { create: 'green', update: 'blue', unchanged: 'gray' } as const;

export function PreviewTable({ rows }: { rows: readonly MenuImportRow[] }) {
  const t = useT();
  const shown = rows.filter((r) => r.action !== 'unchanged');
  return (
    <Table striped withTableBorder aria-label={t('menuImport.previewTitle')} data-testid="import-preview">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={80}>{t('menuImport.row')}</Table.Th>
          <Table.Th w={140}>{t('menuImport.action')}</Table.Th>
          <Table.Th>{t('menuImport.product')}</Table.Th>
          <Table.Th>{t('menuImport.changed')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.slice(0, SHOWN).map((r) => (
          <Table.Tr key={r.row}>
            <Table.Td>{r.row}</Table.Td>
            <Table.Td>
              <Badge color={ACTION_COLOUR[r.action]} variant="light">
                {t(`menuImport.action.${r.action}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              {r.name}
              {r.productId !== null ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  #{r.productId}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{r.changed.join(', ')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {shown.length > SHOWN ? (
        <Table.Caption>{t('menuImport.more', { count: shown.length - SHOWN })}</Table.Caption>
      ) : null}
    </Table>
  );
}
