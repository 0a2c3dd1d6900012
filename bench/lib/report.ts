/** Plain-text table and figures for the bench output. */
import type { LoadFigures } from './load.ts';

const COLUMNS = ['target', 'req/s', 'p99 ms', 'MB/s', 'non-2xx', 'errors'] as const;

function cells(f: LoadFigures): string[] {
  return [
    f.target,
    Math.round(f.reqPerSec).toLocaleString('en-US'),
    String(f.p99Ms),
    f.mbPerSec.toFixed(1),
    String(f.non2xx),
    String(f.errors),
  ];
}

/** A heading, a rule and the rows: the first column left-aligned, the others right-aligned (figures). */
export function formatRows(head: readonly string[], body: readonly (readonly string[])[]): string {
  const widths = head.map((c, i) => Math.max(c.length, ...body.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function formatTable(rows: LoadFigures[]): string {
  return formatRows(COLUMNS, rows.map(cells));
}

export function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

export function percent(part: number, whole: number): string {
  if (whole <= 0) return 'n/a';
  const share = (part / whole) * 100;
  // One decimal for small shares, so a slow target does not read as a flat 0%.
  return share < 10 ? `${share.toFixed(1)}%` : `${Math.round(share)}%`;
}
