// @vitest-environment happy-dom
import { type MenuImportResult, staffMenuImportEndpoints } from '@dasturxon/contracts';
import { fakeApi } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import { renderUi } from '../../testing/render.tsx';
import { readCsvFile } from './csv-file.ts';
import { MenuImportScreen } from './menu-import-screen.tsx';

const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';

const withProblems: MenuImportResult = {
  applied: false,
  rows: 3,
  created: 1,
  updated: 1,
  unchanged: 0,
  problems: [
    { row: 3, column: 'price', message: 'Must be from 0 to 2147483647' },
    { row: 4, column: 'category', message: 'No such category: “Desserts”' },
  ],
  preview: [],
};
const clean: MenuImportResult = {
  applied: false,
  rows: 2,
  created: 1,
  updated: 1,
  unchanged: 0,
  problems: [],
  preview: [
    { row: 2, action: 'update', productId: 5, name: 'Wedding plov', changed: ['price'] },
    { row: 3, action: 'create', productId: null, name: 'Ayran', changed: [] },
  ],
};

function setUp(answers: MenuImportResult[]) {
  const sent: Array<{ csv: string; dryRun: boolean }> = [];
  const api = fakeApi().on(staffMenuImportEndpoints.importCsv, ({ body }) => {
    sent.push(body);
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return body.dryRun ? next : { ...next, applied: true };
  });
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  renderUi(<MenuImportScreen api={client} merchantId={MERCHANT} fetchImpl={vi.fn()} />);
  return { sent };
}

function choose(file: File) {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(cleanup);

describe('the menu import screen', () => {
  it('checks the chosen file and lists its problems by row and column, with no way to apply', async () => {
    const { sent } = setUp([withProblems]);
    choose(new File(['id,price\n1,-5\n'], 'menu.csv', { type: 'text/csv' }));
    const table = await screen.findByTestId('import-problems');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'RowColumnProblem',
      '3priceMust be from 0 to 2147483647',
      '4categoryNo such category: “Desserts”',
    ]);
    expect(screen.getByText('Problems found: 2. Fix them and choose the file again')).toBeTruthy();
    expect(screen.getByText('3 rows')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(sent).toEqual([{ csv: 'id,price\n1,-5\n', dryRun: true }]);
  });

  it('previews a clean file and applies it on request', async () => {
    const { sent } = setUp([clean, clean]);
    choose(new File(['id,price\n5,47000\n'], 'menu.csv', { type: 'text/csv' }));
    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getByText('Wedding plov')).toBeTruthy();
    expect(within(preview).getByText('New')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Menu updated: 1 new, 1 changed')).toBeTruthy();
    await waitFor(() => expect(sent.map((s) => s.dryRun)).toEqual([true, false]));
  });

  it('refuses a file that is not CSV without asking the server', async () => {
    const { sent } = setUp([]);
    choose(new File(['x'], 'menu.xlsx', { type: 'application/vnd.ms-excel' }));
    expect(await screen.findByText('Choose a CSV file (.csv)')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('reads a Windows-1251 file (Excel with Russian settings) as Cyrillic', async () => {
    // "Плов" in Windows-1251.
    const bytes = new Uint8Array([0xcf, 0xeb, 0xee, 0xe2]);
    expect(await readCsvFile(new Blob([bytes]))).toBe('Плов');
    expect(await readCsvFile(new Blob(['Плов']))).toBe('Плов');
  });
});
