/**
 * Stored orders as the staff API answers them: the customer's Order (contracts OrderSchema) plus who ordered
 * and where the signed-in role may move it next. Loaded in batches (one query per table for a whole page).
 *
 * The Order part is the orders module's one mapping (orders/order-view.ts).
 */
import type { StaffOrder, StaffRole } from '@dasturxon/contracts';
import { nextStatuses } from '@dasturxon/domain';
import { toOrder } from '../orders/order-view.ts';
import type { OrderRow, StaffQueries } from './repository.ts';

function group<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Staff views of `rows` (all of one merchant), in the same order. */
export async function loadStaffOrders(
  q: StaffQueries,
  merchantId: string,
  rows: OrderRow[],
  role: StaffRole,
): Promise<StaffOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [branches, items, log, customers, settings] = await Promise.all([
    q.branchesByIds(merchantId, [...new Set(rows.map((r) => r.branchId))]),
    q.itemsOf(ids),
    q.statusLogOf(ids),
    q.customers(merchantId, [...new Set(rows.map((r) => r.userId))]),
    q.webSettings(merchantId),
  ]);
  const branchById = new Map(branches.map((b) => [b.id, b]));
  const customerById = new Map(customers.map((c) => [c.id, c]));
  const itemsOf = group(items, (i) => i.orderId);
  const logOf = group(log, (e) => e.orderId);
  const cancelOrderActive = settings?.cancelOrderActive === true;
  return rows.map((row) => {
    const branch = branchById.get(row.branchId);
    if (!branch) throw new Error(`branch ${row.branchId} of order ${row.id} is missing`);
    const customer = customerById.get(row.userId);
    const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ').trim();
    return {
      ...toOrder(row, {
        branch,
        items: itemsOf.get(row.id) ?? [],
        log: logOf.get(row.id) ?? [],
        cancelOrderActive,
      }),
      customer: { id: row.userId, name: name || null, phone: customer?.phone ?? null },
      nextStatuses: nextStatuses(row.status, role, row.serviceType),
    };
  });
}
