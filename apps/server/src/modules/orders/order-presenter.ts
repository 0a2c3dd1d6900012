/**
 * The one way a stored order is shown (contracts OrderSchema), for a whole page at once: its branch, lines and
 * status log are loaded with one query per table (order-parts.ts) and mapped by order-view.ts. The customer's
 * order calls and the staff API both show orders through it; the staff API adds who ordered and where the
 * signed-in role may move it.
 *
 * Whether the customer may cancel reads the merchant's stored cancelOrderActive by the one rule of every web
 * setting (merchants/settings.ts storedSetting: a value of the wrong type is the default, off). Decision 186.
 */
import type { Order } from '@dasturxon/contracts';
import { fallbackMerchantSettings } from '@dasturxon/domain';
import type { BranchRecord } from '../branches/repository.ts';
import { storedSetting } from '../merchants/settings.ts';
import type { OrderPartQueries } from './order-parts.ts';
import { toOrder } from './order-view.ts';
import type { OrderItemInsert, OrderRow } from './repository.ts';

function group<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** May a customer of this merchant cancel at all (web settings cancelOrderActive)? */
export function cancelOrderActiveOf(merchantId: string, stored: Record<string, unknown> | null): boolean {
  return storedSetting(stored, 'cancelOrderActive') ?? fallbackMerchantSettings(merchantId).cancelOrderActive;
}

export function createOrderPresenter(deps: { parts: OrderPartQueries }) {
  const { parts } = deps;

  /** `rows` (all of one merchant) as the API shows them, in the same order. */
  async function present(merchantId: string, rows: readonly OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [branches, items, log, stored] = await Promise.all([
      parts.branchesByIds(merchantId, [...new Set(rows.map((r) => r.branchId))]),
      parts.itemsOf(ids),
      parts.statusLogOf(ids),
      parts.webSettings(merchantId),
    ]);
    const branchById = new Map(branches.map((b) => [b.id, b]));
    const itemsOf = group(items, (i) => i.orderId);
    const logOf = group(log, (e) => e.orderId);
    const cancelOrderActive = cancelOrderActiveOf(merchantId, stored);
    return rows.map((row) => {
      const branch = branchById.get(row.branchId);
      if (!branch) throw new Error(`branch ${row.branchId} of order ${row.id} is missing`);
      return toOrder(row, {
        branch,
        items: itemsOf.get(row.id) ?? [],
        log: logOf.get(row.id) ?? [],
        cancelOrderActive,
      });
    });
  }

  return {
    present,
    /**
     * An order just placed, from what its statement wrote (decision 305): the same answer `presentOne` would
     * read back (its lines in order, one status entry, the branch and cancel flag the pricing already read).
     */
    presentNew(
      row: OrderRow,
      parts: { branch: BranchRecord; items: OrderItemInsert[]; cancelOrderActive: boolean },
    ): Order {
      return toOrder(row, {
        branch: parts.branch,
        items: parts.items.map((item) => ({ ...item, image: item.image ?? null })),
        log: [{ kind: 'CHANGE_STATUS', toStatus: row.status, at: row.createdDate }],
        cancelOrderActive: parts.cancelOrderActive,
      });
    },
    async presentOne(merchantId: string, row: OrderRow): Promise<Order> {
      const [order] = await present(merchantId, [row]);
      if (!order) throw new Error('order vanished');
      return order;
    },
  };
}

export type OrderPresenter = ReturnType<typeof createOrderPresenter>;
