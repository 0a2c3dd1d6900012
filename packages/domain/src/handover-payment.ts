/**
 * Money paid by hand (decision 354): an order paid in cash or on the card terminal is paid when it is handed
 * over, that is on its move to the final handed-over status: DELIVERED (the courier gave it to the customer) or
 * CLOSED (picked up at the till, or the table's bill closed). Online types are paid only by their provider's
 * confirmation; the other types (PAYNET, OTHER, CLICK_MINI_APP) are confirmed outside the courier's hands, so
 * nothing here marks them paid.
 */
import type { OrderStatus, PaymentType } from '@dasturxon/contracts';

/** Paid to the courier or at the till: the types an operator may take by phone too (decision 219). */
export const PAID_BY_HAND_TYPES: readonly PaymentType[] = ['CASH', 'TERMINAL'];

/** The statuses in which the order is in the customer's hands: its money was taken then. */
export const HANDED_OVER_STATUSES: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'CLOSED']);

/**
 * Does moving an order paid `paymentType` to `to` take its money? True only for an order not paid yet, paid by
 * hand, reaching a handed-over status; a paid order is never paid twice.
 */
export function paidOnHandover(
  order: { paymentType: PaymentType; isPaid: boolean },
  to: OrderStatus,
): boolean {
  return !order.isPaid && PAID_BY_HAND_TYPES.includes(order.paymentType) && HANDED_OVER_STATUSES.has(to);
}
