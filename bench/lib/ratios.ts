/**
 * The ratio lines of `npm run bench` (bench/run.ts): each row's req/s and p99 against its reference, with the
 * server's CPU µs per answer beside the reference's (decision 350; the fresh page's rows too, decision 361).
 */
import type { LoadFigures } from './load.ts';
import { percent } from './report.ts';

/** A row of figures, with the server's CPU µs per answer over the measured run and the load average at its start. */
export type Row = LoadFigures & { cpuUsPerAnswer: number | null; loadAverage: number };

/** The mean of the figures that are known, or null. */
export function mean(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0) / known.length;
}

/** ", CPU 41 µs/answer (bare 38: 0.93x)": the server's own cost beside the reference's. */
export function cpuOf(cpu: number | null, reference: number | null): string {
  if (cpu === null || reference === null || cpu <= 0) return '';
  return `, CPU ${cpu.toFixed(1)} µs/answer (bare ${reference.toFixed(1)}: ${(reference / cpu).toFixed(2)}x)`;
}

/** ", CPU 2950 µs/answer (reference 410: 0.14x)": a fresh page's cost beside the reference page's. */
function cpuAgainst(cpu: number | null, reference: number | null): string {
  if (cpu === null || reference === null || cpu <= 0) return '';
  return `, CPU ${cpu.toFixed(1)} µs/answer (reference ${reference.toFixed(1)}: ${(reference / cpu).toFixed(2)}x)`;
}

/** The menu page from the cache against the bare route, rendered afresh against the reference app. */
export function printPageRatios(rows: Row[], bareMean: number, bareCpu: number | null): void {
  const [cachedNavruz, cachedBig, cachedPlain, reference, freshNavruz, freshBig] = rows;
  if (!cachedNavruz || !cachedBig || !cachedPlain || !reference || !freshNavruz || !freshBig) return;
  const of = (row: Row, whole: number, cpu: number | null = null) =>
    `${percent(row.reqPerSec, whole)} of req/s, p99 ${row.p99Ms} ms${cpuOf(row.cpuUsPerAnswer, cpu)}`;
  console.log(
    `menu page from cache (navruz, gzip/br) / bare route:  ${of(cachedNavruz, bareMean, bareCpu)} (target >= 30%)`,
  );
  console.log(
    `menu page from cache (bigmenu, gzip/br) / bare route: ${of(cachedBig, bareMean, bareCpu)} (target >= 30%)`,
  );
  console.log(`menu page from cache (navruz, uncompressed) / bare:   ${of(cachedPlain, bareMean, bareCpu)}`);
  const refCpu = reference.cpuUsPerAnswer;
  console.log(
    `reference React Router page: ${Math.round(reference.reqPerSec)} req/s` +
      (refCpu === null ? '' : `, CPU ${refCpu.toFixed(1)} µs/answer`),
  );
  // The fresh page's CPU per answer beside the reference's: what the server spends, which the load moves less.
  const ref = reference.reqPerSec;
  const freshOf = (row: Row) => `${of(row, ref)}${cpuAgainst(row.cpuUsPerAnswer, refCpu)}`;
  console.log(`menu page rendered afresh (navruz) / reference:  ${freshOf(freshNavruz)} (target >= 30%)`);
  console.log(`menu page rendered afresh (bigmenu) / reference: ${freshOf(freshBig)} (target >= 30%)`);
}
