import { describe, expect, it } from 'vitest';
import { csvFileName, reportCsvUrl } from './csv-download.ts';
import { daysBetween, presetRange, reportQueryOf } from './report-range.ts';

// 2026-11-30 20:30 UTC is already 1 December in Tashkent (UTC+5).
const LATE_EVENING_UTC = new Date('2026-11-30T20:30:00Z');

describe('report ranges', () => {
  it('counts presets in Tashkent days, whatever the machine time zone', () => {
    expect(presetRange('today', LATE_EVENING_UTC)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetRange('yesterday', LATE_EVENING_UTC)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(presetRange('week', LATE_EVENING_UTC)).toEqual({ from: '2026-11-25', to: '2026-12-01' });
    expect(presetRange('month', LATE_EVENING_UTC)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(daysBetween('2026-11-25', '2026-12-01')).toBe(7);
  });

  it('asks for a range and branch the contract accepts, and refuses a reversed or too long one', () => {
    expect(reportQueryOf({ from: '2026-11-01', to: '2026-11-30', branchId: 3 })).toEqual({
      problem: null,
      query: { from: '2026-11-01', to: '2026-11-30', branchId: 3 },
    });
    expect(reportQueryOf({ from: '2026-11-01', to: '2026-11-30', branchId: null }).query).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(reportQueryOf({ from: '2026-11-30', to: '2026-11-01', branchId: null }).problem).toBe('ORDER');
    expect(reportQueryOf({ from: '2025-01-01', to: '2026-11-01', branchId: null }).problem).toBe('TOO_LONG');
    expect(reportQueryOf({ from: '', to: '2026-11-01', branchId: null }).problem).toBe('INVALID');
  });

  it('downloads the CSV of the same query, under the name the server gives', () => {
    expect(reportCsvUrl({ from: '2026-11-01', to: '2026-11-02', branchId: 4 })).toBe(
      '/api/staff/v1/reports/csv?from=2026-11-01&to=2026-11-02&branchId=4',
    );
    const query = { from: '2026-11-01', to: '2026-11-02' };
    expect(csvFileName('attachment; filename="navruz-2026-11.csv"', query)).toBe('navruz-2026-11.csv');
    expect(csvFileName(null, query)).toBe('report-2026-11-01-2026-11-02.csv');
  });
});
