/** The times screens sort and tick by, read from an order. */
import type { StaffOrder } from '@dasturxon/contracts';

/** When an order entered its current status (the last matching log entry; else when it was made). */
export function statusSince(order: Pick<StaffOrder, 'status' | 'statusLog' | 'createdDate'>): string {
  for (let i = order.statusLog.length - 1; i >= 0; i--) {
    const entry = order.statusLog[i];
    if (entry?.status === order.status) return entry.at;
  }
  return order.createdDate;
}

/** What the kitchen and the board sort by: the promised time, else the wanted time, else when it came in. */
export function dueAt(order: Pick<StaffOrder, 'promisedAt' | 'deliveryAt' | 'createdDate'>): string {
  return order.promisedAt ?? order.deliveryAt ?? order.createdDate;
}
