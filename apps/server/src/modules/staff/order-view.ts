/**
 * Stored orders as the staff API answers them: the Order as the orders module shows it (its one presenter,
 * orders/order-presenter.ts) plus who ordered and where the signed-in role may move it next. Loaded in batches
 * (one query per table for a whole page).
 */
import type { StaffCashDue, StaffCashWrittenOff, StaffOrder, StaffRole } from '@dasturxon/contracts';
import { nextStatuses } from '@dasturxon/domain';
import type { OrderPresenter } from '../orders/order-presenter.ts';
import { toStaffRefund } from '../payments/refund-view.ts';
import type { OrderRow, StaffQueries } from './repository.ts';

/** Money still owed for an order handed over unpaid (decision 363); null once brought in or never owed. */
export function cashDueOf(row: OrderRow): StaffCashDue | null {
  const unpaid = row.handoverUnpaid;
  if (!unpaid || row.isPaid || unpaid.writtenOff) return null;
  return {
    reason: unpaid.reason,
    note: unpaid.note,
    collected: unpaid.collected,
    due: Math.max(0, row.totalPrice - (unpaid.collected ?? 0)),
    staffName: unpaid.staffName,
    at: unpaid.at,
  };
}

/** Money of an order handed over unpaid that an admin wrote off (decision 375); null once paid or never. */
export function cashWrittenOffOf(row: OrderRow): StaffCashWrittenOff | null {
  const unpaid = row.handoverUnpaid;
  const off = unpaid?.writtenOff;
  if (!unpaid || !off || row.isPaid) return null;
  return {
    amount: Math.max(0, row.totalPrice - (unpaid.collected ?? 0)),
    note: off.note,
    staffName: off.staffName,
    at: off.at,
  };
}

/** Staff views of `rows` (all of one merchant), in the same order. */
export async function loadStaffOrders(
  deps: { presenter: OrderPresenter; q: Pick<StaffQueries, 'customers' | 'refundJobs'> },
  merchantId: string,
  rows: OrderRow[],
  role: StaffRole,
): Promise<StaffOrder[]> {
  if (rows.length === 0) return [];
  const cancelled = rows.filter((r) => r.status === 'CANCELED').map((r) => r.id);
  const [orders, customers, jobs] = await Promise.all([
    deps.presenter.present(merchantId, rows),
    deps.q.customers(merchantId, [...new Set(rows.map((r) => r.userId))]),
    deps.q.refundJobs(merchantId, cancelled),
  ]);
  const customerById = new Map(customers.map((c) => [c.id, c]));
  const jobOf = new Map(jobs.map((j) => [j.orderId, j]));
  return rows.map((row, i) => {
    const order = orders[i];
    if (!order) throw new Error(`order ${row.id} was not presented`);
    const customer = customerById.get(row.userId);
    const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ').trim();
    return {
      ...order,
      customer: { id: row.userId, name: name || null, phone: customer?.phone ?? null },
      nextStatuses: nextStatuses(row.status, role, row.serviceType),
      refundDue: row.status === 'CANCELED' && row.isPaid,
      refund: toStaffRefund(row, jobOf.get(row.id)),
      cashDue: cashDueOf(row),
      cashWrittenOff: cashWrittenOffOf(row),
    };
  });
}
