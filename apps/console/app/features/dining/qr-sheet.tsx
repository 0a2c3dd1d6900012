/**
 * A hall's printable QR sheet (issue 13): one card per active table — the QR code (SVG rendered by the server
 * from the table's signed link), "Table 7", the hall and a hint — laid out for A4 by the browser's print; the
 * console's header and the buttons are not printed.
 */
import { type HallQrSheet, staffDiningEndpoints } from '@dasturxon/contracts';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import './qr-sheet.css';
import { errorText } from '../../lib/error-text.ts';

export function QrSheet({ api, hallId }: { api: ConsoleApi; hallId: number }) {
  const t = useT();
  const [lang] = useLang();
  const [sheet, setSheet] = useState<HallQrSheet | null>(null);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  useEffect(() => {
    void api.call(staffDiningEndpoints.qrSheet, { params: { hallId } }).then(([failure, data]) => {
      setError(failure);
      setSheet(data);
    });
  }, [api, hallId]);

  if (error) return <Alert color="red">{errorText(error, t)}</Alert>;
  if (!sheet) return <ListSkeleton rows={3} />;
  const hallName = sheet.hall.name[lang] || sheet.hall.name.ru;
  return (
    <Stack p="md" gap="md" className="qr-sheet">
      <Group justify="space-between" className="qr-sheet-tools">
        <Title order={2}>
          {t('dining.qrSheet')} · {hallName}
        </Title>
        <Group>
          <Button variant="default" component={Link} to="/halls">
            {t('dining.back')}
          </Button>
          <Button onClick={() => window.print()}>{t('dining.print')}</Button>
        </Group>
      </Group>
      <div className="qr-grid">
        {sheet.tables.map((table) => (
          <figure key={table.id} className="qr-card" data-testid="qr-card">
            <img
              className="qr-code"
              alt={t('dining.table', { number: table.number })}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(table.svg)}`}
            />
            <figcaption>
              <strong>{t('dining.table', { number: table.number })}</strong>
              <span>
                {hallName}
                {table.name ? ` · ${table.name}` : ''}
              </span>
              <small>{t('dining.scanHint')}</small>
            </figcaption>
          </figure>
        ))}
      </div>
    </Stack>
  );
}
