/**
 * Changing an order after it is placed, as a service: other modules (staff, later the console) change an order
 * through it and never touch its lock, transaction or events. Each change runs in one transaction on the order
 * row locked for update (transitions.ts checks a status move against the state machine, decision 101); the event
 * is published after the commit and the caller gets the order as it is now.
 */
import type { OrderStatus } from '@dasturxon/contracts';
import type { OrderActor } from '@dasturxon/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/app-error.ts';
import type { OrderEventBus, OrderEventMessage } from '../../events/order-events.ts';
import type { OrderRow } from './repository.ts';
import {
  lockOrder,
  markCashReceived,
  markCashWrittenOff,
  markOrderPaid,
  markOrderUnpaid,
  moveOrderStatus,
  type Tx,
} from './transitions.ts';

export interface ChangeOptions {
  /** The caller's refusal before anything changes (not theirs to see, not allowed now): throw to refuse. */
  check?(order: OrderRow): void;
}

/**
 * The same changes for a module that writes its own rows in the caller's transaction together with the order
 * (payments: a provider's transaction row and the order it pays, the order locked first). The caller publishes
 * the returned events after its commit.
 */
export interface OrderTransactionSteps {
  /** Lock one order of a merchant for update; null when it is not this merchant's. */
  lock: typeof lockOrder;
  /** Move a locked order (409 ORDER_STATE_CONFLICT when the state machine refuses). */
  move: typeof moveOrderStatus;
  markPaid: typeof markOrderPaid;
  markUnpaid: typeof markOrderUnpaid;
  /** The money of an order handed over unpaid was brought in (decision 363). */
  markCashReceived: typeof markCashReceived;
  /** An ADMIN wrote that money off (decision 375). */
  markCashWrittenOff: typeof markCashWrittenOff;
}

export const orderTransactionSteps: OrderTransactionSteps = {
  lock: lockOrder,
  move: moveOrderStatus,
  markPaid: markOrderPaid,
  markUnpaid: markOrderUnpaid,
  markCashReceived,
  markCashWrittenOff,
};

export function createOrderStatusService(deps: { db: Db; clock: () => Date; orderEvents: OrderEventBus }) {
  const { db, clock, orderEvents } = deps;

  /**
   * Change order `orderId` of `merchantId` under its lock: `work` writes the change in `tx` and returns the event
   * to publish. 404 orderNotFound when the merchant has no such order.
   */
  async function change(
    merchantId: string,
    orderId: number,
    work: (order: OrderRow, tx: Tx, now: Date) => Promise<OrderEventMessage>,
    opts: ChangeOptions = {},
  ): Promise<OrderRow> {
    const { row, event } = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, merchantId, orderId);
      if (!order) throw notFound('orderNotFound');
      opts.check?.(order);
      const event = await work(order, tx, clock());
      const row = await lockOrder(tx, merchantId, orderId);
      if (!row) throw notFound('orderNotFound');
      return { row, event };
    });
    await orderEvents.publish(event);
    return row;
  }

  return {
    change,

    /** Steps inside a caller's own transaction (payments); see OrderTransactionSteps. */
    inTransaction: orderTransactionSteps,

    /**
     * Move an order to `to` as `actor` (409 ORDER_STATE_CONFLICT when the state machine refuses). A cancel keeps
     * `reason` and gives back the cashback and promo spent on the order (decision 108). Handing over an unpaid
     * cash or terminal order (DELIVERED, CLOSED) pays it in the same write (decision 354).
     */
    move(
      merchantId: string,
      orderId: number,
      to: OrderStatus,
      opts: ChangeOptions & { actor: OrderActor; actorId: string | null; reason?: string | null },
    ): Promise<OrderRow> {
      return change(
        merchantId,
        orderId,
        (order, tx, now) =>
          moveOrderStatus(tx, order, to, {
            actor: opts.actor,
            actorId: opts.actorId,
            now,
            ...(opts.reason === undefined ? {} : { reason: opts.reason }),
          }),
        opts.check ? { check: opts.check } : {},
      );
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
