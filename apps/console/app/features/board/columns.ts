/**
 * The board's columns (issue 11: new, accepted, cooking, ready, on the way) and which order goes where.
 * CREATED (waiting for an online payment, decision 101) is not the merchant's yet; final statuses leave the board.
 */
import type { OrderStatus, StaffOrder } from '@dasturxon/contracts';
import type { MessageKey } from '../../i18n/index.tsx';
import { dueAt } from '../../lib/order-times.ts';

export const BOARD_COLUMNS = [
  { id: 'new', label: 'board.col.new', statuses: ['OPEN', 'AT_TIME'] },
  { id: 'accepted', label: 'board.col.accepted', statuses: ['ACCEPTED'] },
  { id: 'cooking', label: 'board.col.cooking', statuses: ['COOKING'] },
  { id: 'ready', label: 'board.col.ready', statuses: ['DONE', 'ATTACHED'] },
  { id: 'onWay', label: 'board.col.onWay', statuses: ['ON_WAY'] },
] as const satisfies readonly { id: string; label: MessageKey; statuses: readonly OrderStatus[] }[];

export type BoardColumnId = (typeof BOARD_COLUMNS)[number]['id'];

export const BOARD_STATUSES: readonly OrderStatus[] = BOARD_COLUMNS.flatMap((c) => c.statuses);

export function isOnBoard(status: OrderStatus): boolean {
  return BOARD_STATUSES.includes(status);
}

/** Orders per column, filtered by branch (null: all); the oldest first, so the next to handle is on top. */
export function groupByColumn(
  orders: Iterable<StaffOrder>,
  branchId: number | null,
): Record<BoardColumnId, StaffOrder[]> {
  const out = Object.fromEntries(BOARD_COLUMNS.map((c) => [c.id, [] as StaffOrder[]])) as Record<
    BoardColumnId,
    StaffOrder[]
  >;
  for (const order of orders) {
    if (branchId !== null && order.branch.id !== branchId) continue;
    const column = BOARD_COLUMNS.find((c) => (c.statuses as readonly OrderStatus[]).includes(order.status));
    if (column) out[column.id].push(order);
  }
  for (const list of Object.values(out)) list.sort((a, b) => Date.parse(dueAt(a)) - Date.parse(dueAt(b)));
  return out;
}
