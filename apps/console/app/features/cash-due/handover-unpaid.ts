/** When staff may hand an order over as not paid (decision 363): the server refuses the rest with 409. */
import type { StaffOrder } from '@dasturxon/contracts';

const BY_HAND = new Set(['CASH', 'TERMINAL']);

/** An unpaid cash or terminal order whose handover (DELIVERED, CLOSED) this role may make now. */
export function canHandOverUnpaid(order: StaffOrder): boolean {
  if (order.isPaid || !BY_HAND.has(order.paymentType)) return false;
  return order.nextStatuses.includes('DELIVERED') || order.nextStatuses.includes('CLOSED');
}
