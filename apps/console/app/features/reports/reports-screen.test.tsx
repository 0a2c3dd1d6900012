// @vitest-environment happy-dom
import { branchEndpoints, type Report, ReportSchema, staffReportEndpoints } from '@dasturxon/contracts';
import { fakeApi, makeBranch } from '@dasturxon/contracts/testing';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.tsx';
import { createConsoleApi } from '../../lib/api.ts';
import { ReportsScreen } from './reports-screen.tsx';

// 10:00 in Tashkent on 25 November 2026.
const NOW = new Date('2026-11-25T05:00:00Z');
const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';

function reportOf(overrides: Partial<Report> = {}): Report {
  return ReportSchema.parse({
    from: '2026-11-25',
    to: '2026-11-25',
    branchId: null,
    totals: { orders: 12, revenue: 1_440_000, averageCheck: 120_000, cancelled: 2 },
    days: [{ day: '2026-11-25', orders: 12, revenue: 1_440_000, averageCheck: 120_000, cancelled: 2 }],
    byPaymentType: [{ paymentType: 'CASH', orders: 9, revenue: 1_000_000 }],
    byServiceType: [{ serviceType: 'DELIVERY', orders: 7, revenue: 900_000 }],
    byBranch: [
      {
        branchId: 1,
        name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilonzor' },
        orders: 12,
        revenue: 1_440_000,
        averageCheck: 120_000,
        cancelled: 2,
      },
    ],
    cancellations: [
      { reason: 'Customer changed their mind', count: 1 },
      { reason: null, count: 1 },
    ],
    topProducts: [
      { productId: 5, name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' }, count: 20, revenue: 900_000 },
    ],
    cashNotCollected: { due: { orders: 2, amount: 150_000 }, writtenOff: { orders: 1, amount: 40_000 } },
    ...overrides,
  });
}

function setUp() {
  const api = fakeApi()
    .on(branchEndpoints.list, () => [
      makeBranch({ id: 1, name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilonzor' } }),
      makeBranch({ id: 2, name: { uz: 'Yunusobod', ru: 'Юнусабад', eng: 'Yunusobod' } }),
    ])
    .on(staffReportEndpoints.report, ({ query }) =>
      reportOf({ from: query.from, to: query.to, branchId: query.branchId ?? null }),
    );
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  const csvFetch = vi.fn(
    async () =>
      new Response('day,orders\n2026-11-25,12\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="report.csv"' },
      }),
  );
  render(
    <MantineProvider>
      <I18nProvider initialLang="eng">
        <ReportsScreen api={client} merchantId={MERCHANT} now={() => NOW} fetchImpl={csvFetch} />
      </I18nProvider>
    </MantineProvider>,
  );
  return { api, csvFetch };
}

afterEach(cleanup);

describe('the reports screen', () => {
  it("shows today's figures in Tashkent days, with the breakdowns", async () => {
    const { api } = setUp();
    expect((await screen.findByRole('group', { name: 'Revenue' })).textContent).toBe(
      'Revenue1\u202f440\u202f000 sum',
    );
    expect(screen.getByRole('group', { name: 'Average check' }).textContent).toBe(
      'Average check120\u202f000 sum',
    );
    expect(api.callsTo(staffReportEndpoints.report).map((c) => c.query)).toEqual([
      { from: '2026-11-25', to: '2026-11-25' },
    ]);
    const reasons = screen.getByRole('region', { name: 'Cancellation reasons' });
    expect(within(reasons).getByText('Customer changed their mind')).toBeTruthy();
    expect(within(reasons).getByText('No reason given')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Top products' })).getByText('Plov')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payment types' })).getByText('Cash')).toBeTruthy();
    // The cash handed over unpaid: still due, and written off (decisions 363, 375).
    const cash = screen.getByRole('region', { name: 'Cash not collected' });
    const due = within(cash).getByText('Still due').closest('tr') as HTMLElement;
    expect(within(due).getByText('2')).toBeTruthy();
    expect(within(due).getByText(/^150\s000 sum$/)).toBeTruthy();
    const off = within(cash).getByText('Written off').closest('tr') as HTMLElement;
    expect(within(off).getByText(/^40\s000 sum$/)).toBeTruthy();
  });

  it('asks again for a preset range, and refuses a reversed range without asking', async () => {
    const { api } = setUp();
    await screen.findByRole('group', { name: 'Revenue' });
    fireEvent.click(screen.getByText('7 days'));
    await waitFor(() =>
      expect(api.callsTo(staffReportEndpoints.report).at(-1)?.query).toEqual({
        from: '2026-11-19',
        to: '2026-11-25',
      }),
    );
    const asked = api.callsTo(staffReportEndpoints.report).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The start is after the end');
    expect(api.callsTo(staffReportEndpoints.report)).toHaveLength(asked);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
  });

  it('downloads the CSV of the range with the merchant header', async () => {
    const { csvFetch } = setUp();
    await screen.findByRole('group', { name: 'Revenue' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(csvFetch).toHaveBeenCalledTimes(1));
    const [url, init] = csvFetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff/v1/reports/csv?from=2026-11-25&to=2026-11-25');
    expect((init.headers as Record<string, string>).merchant).toBe(MERCHANT);
  });
});
