/**
 * What a provider's answer does to an order (decisions 111, 112), shared by Payme, Click and Uzum. Every
 * function runs inside the caller's db transaction on a locked order and returns the events to publish after
 * the transaction commits.
 */
import type { OrderStatus, PaymentType } from '@dasturxon/contracts';
import { isFinalStatus } from '@dasturxon/domain';
import type { Tx } from '../../db/client.ts';
import type { OrderEventMessage } from '../../events/order-events.ts';
import type { OrderTransactionSteps } from '../orders/order-status.ts';
import type { OrderRow, ProviderName } from './repository.ts';

/** Order payment types each provider takes. */
export const PROVIDER_PAYMENT_TYPES: Record<ProviderName, readonly PaymentType[]> = {
  PAYME: ['PAYME'],
  CLICK: ['CLICK', 'CLICK_MINI_APP'],
  UZUM: ['UZUM'],
};

export type PayProblem = 'notFound' | 'wrongType' | 'notPayable' | 'paid';

/** Why `order` cannot be paid through `provider` now, or null when it can. */
export function payProblem(order: OrderRow | null, provider: ProviderName): PayProblem | null {
  if (!order) return 'notFound';
  if (!PROVIDER_PAYMENT_TYPES[provider].includes(order.paymentType)) return 'wrongType';
  if (order.isPaid) return 'paid';
  if (isFinalStatus(order.status)) return 'notPayable';
  return null;
}

/** Statuses where a refund also cancels the order: the kitchen has not started (decision 112). */
const REFUNDABLE: ReadonlySet<OrderStatus> = new Set(['CREATED', 'AT_TIME', 'OPEN', 'ACCEPTED', 'CANCELED']);

export function canRefund(order: OrderRow): boolean {
  return REFUNDABLE.has(order.status);
}

/**
 * The order side of a provider's answer, through the orders module's steps (the payments module never touches
 * the order tables itself).
 */
export function createSettlement(orders: OrderTransactionSteps) {
  async function payOrder(
    tx: Tx,
    order: OrderRow,
    provider: ProviderName,
    now: Date,
  ): Promise<OrderEventMessage[]> {
    return [await orders.markPaid(tx, order, { provider, now })];
  }

  /** A payment cancelled before it was taken: an order still waiting for it (CREATED) is cancelled. */
  async function cancelWaitingOrder(
    tx: Tx,
    order: OrderRow,
    provider: ProviderName,
    now: Date,
  ): Promise<OrderEventMessage[]> {
    if (order.status !== 'CREATED' || order.isPaid) return [];
    return [
      await orders.move(tx, order, 'CANCELED', {
        actor: 'PROVIDER',
        actorId: provider,
        now,
        reason: `${provider}: payment cancelled`,
      }),
    ];
  }

  /** A taken payment given back (check canRefund first): the order shows unpaid and is cancelled. */
  async function refundOrder(
    tx: Tx,
    order: OrderRow,
    provider: ProviderName,
    now: Date,
  ): Promise<OrderEventMessage[]> {
    const events: OrderEventMessage[] = [];
    if (order.isPaid) events.push(await orders.markUnpaid(tx, order, { provider, now }));
    if (order.status !== 'CANCELED') {
      events.push(
        await orders.move(tx, { ...order, isPaid: false }, 'CANCELED', {
          actor: 'PROVIDER',
          actorId: provider,
          now,
          reason: `${provider}: payment refunded`,
        }),
      );
    }
    return events;
  }

  return { payOrder, cancelWaitingOrder, refundOrder };
}

export type Settlement = ReturnType<typeof createSettlement>;
