/**
 * Reports (issue 11; decisions 221-222): a range of Tashkent days, one branch or all, ADMIN only. The SQL in
 * repository.ts groups the orders by day, branch, payment type and service type; this sums those cells into
 * the report's tables, so every table adds up to the same totals.
 */
import {
  type OrderServiceType,
  type PaymentType,
  REPORT_MAX_DAYS,
  type Report,
  type ReportFigures,
  type ReportQuery,
  type StaffRole,
} from '@dasturxon/contracts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { ReportCell, ReportRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of a Tashkent day (UTC+5, no daylight saving since 1992). */
function startOf(day: string): Date {
  return new Date(`${day}T00:00:00+05:00`);
}

/** The days from `from` to `to`, both included, as YYYY-MM-DD. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

function isRealDay(day: string): boolean {
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
}

type Sums = { orders: number; revenue: number; cancelled: number };
const zero = (): Sums => ({ orders: 0, revenue: 0, cancelled: 0 });
function add(into: Sums, cell: Sums): void {
  into.orders += cell.orders;
  into.revenue += cell.revenue;
  into.cancelled += cell.cancelled;
}
export function figures(s: Sums): ReportFigures {
  return { ...s, averageCheck: s.orders === 0 ? 0 : Math.round(s.revenue / s.orders) };
}
function sumBy<K>(cells: ReportCell[], key: (c: ReportCell) => K): Map<K, Sums> {
  const out = new Map<K, Sums>();
  for (const cell of cells) {
    const k = key(cell);
    const sums = out.get(k) ?? zero();
    add(sums, cell);
    out.set(k, sums);
  }
  return out;
}

export function createReportService(deps: { repo: ReportRepository }) {
  const { repo } = deps;

  return {
    async report(staff: { merchantId: string; role: StaffRole }, query: ReportQuery): Promise<Report> {
      if (staff.role !== 'ADMIN') throw new AppError('FORBIDDEN', 403, 'forbidden');
      const { from, to } = query;
      const days = isRealDay(from) && isRealDay(to) && from <= to ? daysBetween(from, to) : [];
      if (days.length === 0 || days.length > REPORT_MAX_DAYS) {
        throw new AppError('VALIDATION_FAILED', 400, 'reportRangeInvalid', {
          params: { max: REPORT_MAX_DAYS },
          details: [{ path: 'query.to', message: `from <= to, at most ${REPORT_MAX_DAYS} days` }],
        });
      }
      const branches = await repo.branches(staff.merchantId);
      const branchId = query.branchId ?? null;
      if (branchId !== null && !branches.some((b) => b.id === branchId)) throw notFound('branchNotFound');

      const scope = {
        merchantId: staff.merchantId,
        start: startOf(from),
        end: new Date(startOf(to).getTime() + DAY_MS),
        branchId,
      };
      const [cells, cancellations, topProducts, cashNotCollected] = await Promise.all([
        repo.cells(scope),
        repo.cancellations(scope),
        repo.topProducts(scope),
        repo.cashNotCollected(scope),
      ]);

      const totals = zero();
      for (const cell of cells) add(totals, cell);
      const byDay = sumBy(cells, (c) => c.day);
      const byPayment = sumBy(cells, (c) => c.paymentType);
      const byService = sumBy(cells, (c) => c.serviceType);
      const byBranch = sumBy(cells, (c) => c.branchId);
      const named = new Map(branches.map((b) => [b.id, b.name]));

      return {
        from,
        to,
        branchId,
        totals: figures(totals),
        days: days.map((day) => ({ day, ...figures(byDay.get(day) ?? zero()) })),
        byPaymentType: [...byPayment]
          .map(([paymentType, s]: [PaymentType, Sums]) => ({
            paymentType,
            orders: s.orders,
            revenue: s.revenue,
          }))
          .filter((r) => r.orders > 0)
          .sort((a, b) => b.revenue - a.revenue || a.paymentType.localeCompare(b.paymentType)),
        byServiceType: [...byService]
          .map(([serviceType, s]: [OrderServiceType, Sums]) => ({
            serviceType,
            orders: s.orders,
            revenue: s.revenue,
          }))
          .filter((r) => r.orders > 0)
          .sort((a, b) => b.revenue - a.revenue || a.serviceType.localeCompare(b.serviceType)),
        byBranch: [...byBranch]
          .map(([id, s]) => ({
            branchId: id,
            name: named.get(id) ?? { uz: '', ru: '', eng: '' },
            ...figures(s),
          }))
          .sort((a, b) => a.branchId - b.branchId),
        cancellations,
        topProducts,
        cashNotCollected,
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
