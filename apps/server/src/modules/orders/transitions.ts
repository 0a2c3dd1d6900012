/**
 * The one way an order's status or payment changes (staff, customer cancel, payment providers, the system):
 * inside the caller's transaction, the order row is locked, the move is checked against the state machine
 * (packages/domain order-status.ts, decision 101) and written with its change-log entry. The caller publishes
 * the returned event on the OrderEventBus after the transaction commits.
 */
import type { OrderStatus } from '@dasturxon/contracts';
import { canTransition, type OrderActor, paidOnHandover, statusAfterPayment } from '@dasturxon/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderEvents, orders, userPromos, users } from '../../db/schema/index.ts';
import type { HandoverUnpaidColumn } from '../../db/schema/orders.ts';
import { AppError } from '../../errors/app-error.ts';
import { type OrderEventMessage, orderEventOf } from '../../events/order-events.ts';

export type { Tx };

type LockedOrder = typeof orders.$inferSelect;

/** Lock one order of a merchant for update; null when it is not this merchant's. */
export async function lockOrder(tx: Tx, merchantId: string, orderId: number): Promise<LockedOrder | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)))
    .for('update');
  return row ?? null;
}

const TIME_COLUMN: Partial<
  Record<OrderStatus, 'acceptedTime' | 'cookingTime' | 'readyTime' | 'deliveredAt'>
> = {
  ACCEPTED: 'acceptedTime',
  COOKING: 'cookingTime',
  DONE: 'readyTime',
  DELIVERED: 'deliveredAt',
};

function eventOf(row: LockedOrder, now: Date): OrderEventMessage {
  return orderEventOf(row, now);
}

/**
 * A canceled order gives back what the customer spent on it besides money (decision 108): the cashback goes back
 * to the balance and the promo can be used again. Here, so every way to cancel (customer, desk, a provider's
 * cancel or refund, the system) does it, in the same transaction as the cancel.
 */
async function giveBackSpent(tx: Tx, order: LockedOrder): Promise<void> {
  if (order.userId === null) return;
  if (order.cashback > 0) {
    await tx
      .update(users)
      .set({ cashback: sql`${users.cashback} + ${order.cashback}` })
      .where(and(eq(users.id, order.userId), eq(users.merchantId, order.merchantId)));
  }
  await tx
    .update(userPromos)
    .set({ usedAt: null, orderId: null })
    .where(
      and(
        eq(userPromos.userId, order.userId),
        eq(userPromos.merchantId, order.merchantId),
        eq(userPromos.orderId, order.id),
      ),
    );
}

/**
 * Move a locked order to `to` as `actor`. Throws ORDER_STATE_CONFLICT (409, translated) when the state machine
 * refuses. `reason` is kept for a cancel, which also gives back the cashback and promo spent on the order.
 * An unpaid cash or terminal order handed over (DELIVERED, CLOSED) is paid by the same write, logged as one
 * PAID_AND_CHANGE_STATUS entry of the actor who handed it over (decision 354): the lock and the state machine
 * (nothing leaves a handed-over status) make it happen once. `unpaid`: handed over without (all) the money
 * (decision 363): only for a handover that would have paid it; the order stays unpaid and says why.
 */
export async function moveOrderStatus(
  tx: Tx,
  order: LockedOrder,
  to: OrderStatus,
  opts: {
    actor: OrderActor;
    actorId: string | null;
    now: Date;
    reason?: string | null;
    unpaid?: HandoverUnpaidColumn;
  },
): Promise<OrderEventMessage> {
  if (!canTransition(order.status, to, opts.actor, order.serviceType)) {
    throw new AppError('ORDER_STATE_CONFLICT', 409, 'orderStatusInvalid', {
      params: { from: order.status, to },
    });
  }
  if (opts.unpaid && !paidOnHandover(order, to)) {
    throw new AppError('ORDER_STATE_CONFLICT', 409, 'handoverUnpaidInvalid');
  }
  const timeColumn = TIME_COLUMN[to];
  const paid = !opts.unpaid && paidOnHandover(order, to);
  const [updated] = await tx
    .update(orders)
    .set({
      status: to,
      lastModifiedDate: opts.now,
      ...(timeColumn ? { [timeColumn]: opts.now } : {}),
      ...(paid ? { isPaid: true, paidAt: opts.now } : {}),
      ...(opts.unpaid ? { handoverUnpaid: opts.unpaid } : {}),
      ...(to === 'CANCELED' && opts.reason !== undefined ? { reason: opts.reason } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished while locked`);
  if (to === 'CANCELED') await giveBackSpent(tx, order);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind: paid ? 'PAID_AND_CHANGE_STATUS' : 'CHANGE_STATUS',
    fromStatus: order.status,
    toStatus: to,
    actorType: actorType(opts.actor),
    actorId: opts.actorId,
    at: opts.now,
  });
  return eventOf(updated, opts.now);
}

/**
 * Mark a locked order paid (a provider's confirmed payment). An order waiting for its payment (CREATED) moves
 * on to OPEN, or AT_TIME for a later order. Paying an already paid order changes nothing.
 */
export async function markOrderPaid(
  tx: Tx,
  order: LockedOrder,
  opts: { provider: string; now: Date },
): Promise<OrderEventMessage> {
  if (order.isPaid) return eventOf(order, opts.now);
  const next = statusAfterPayment(order.status, order.later);
  const [updated] = await tx
    .update(orders)
    .set({ isPaid: true, paidAt: opts.now, status: next, lastModifiedDate: opts.now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished while locked`);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind: next === order.status ? 'PAID' : 'PAID_AND_CHANGE_STATUS',
    fromStatus: order.status,
    toStatus: next,
    actorType: 'PROVIDER',
    actorId: opts.provider,
    at: opts.now,
  });
  return eventOf(updated, opts.now);
}

/**
 * The money of an order handed over unpaid was brought in (decision 363): paid now, one PAID entry of the staff
 * member who took it. 409 cashNotDue when the order was not handed over unpaid; an order paid already is
 * answered as it is (a repeat, or the loser of two at once under the lock).
 */
export async function markCashReceived(
  tx: Tx,
  order: LockedOrder,
  opts: { staffId: string; now: Date },
): Promise<OrderEventMessage> {
  if (!order.handoverUnpaid) throw new AppError('ORDER_STATE_CONFLICT', 409, 'cashNotDue');
  if (order.isPaid) return eventOf(order, opts.now);
  const [updated] = await tx
    .update(orders)
    .set({ isPaid: true, paidAt: opts.now, lastModifiedDate: opts.now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished while locked`);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind: 'PAID',
    // No status: the history shows it as the money brought in, not as a second "Delivered".
    fromStatus: null,
    toStatus: null,
    actorType: 'STAFF',
    actorId: opts.staffId,
    at: opts.now,
  });
  return eventOf(updated, opts.now);
}

/**
 * An ADMIN wrote off the money of an order handed over unpaid (decision 375): the order stays unpaid, keeps who,
 * why and when in `handover_unpaid`, and leaves the cash-due list. Not a spec change-log kind: no entry, the
 * drawer shows it from the order. A repeat answers the order as it is; an order not due (never handed over
 * unpaid, or paid since) is 409 `cashNotDue`.
 */
export async function markCashWrittenOff(
  tx: Tx,
  order: LockedOrder,
  opts: { staffId: number; staffName: string | null; note: string; now: Date },
): Promise<OrderEventMessage> {
  const unpaid = order.handoverUnpaid;
  if (!unpaid || order.isPaid) throw new AppError('ORDER_STATE_CONFLICT', 409, 'cashNotDue');
  if (unpaid.writtenOff) return eventOf(order, opts.now);
  const writtenOff = {
    staffId: opts.staffId,
    staffName: opts.staffName,
    note: opts.note,
    at: opts.now.toISOString(),
  };
  const [updated] = await tx
    .update(orders)
    .set({ handoverUnpaid: { ...unpaid, writtenOff }, lastModifiedDate: opts.now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished while locked`);
  return eventOf(updated, opts.now);
}

/**
 * Undo a payment (a provider's refund/reverse after perform): the order shows unpaid again. `staffId`: a staff
 * member gave the money back by hand and is logged as the actor (decision 246).
 */
export async function markOrderUnpaid(
  tx: Tx,
  order: LockedOrder,
  opts: { provider: string; now: Date; staffId?: string },
): Promise<OrderEventMessage> {
  const [updated] = await tx
    .update(orders)
    .set({ isPaid: false, paidAt: null, lastModifiedDate: opts.now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished while locked`);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind: 'UPDATE',
    fromStatus: order.status,
    toStatus: order.status,
    actorType: opts.staffId ? 'STAFF' : 'PROVIDER',
    actorId: opts.staffId ?? opts.provider,
    at: opts.now,
  });
  return eventOf(updated, opts.now);
}

function actorType(actor: OrderActor): 'CUSTOMER' | 'STAFF' | 'PROVIDER' | 'SYSTEM' {
  if (actor === 'CUSTOMER' || actor === 'PROVIDER' || actor === 'SYSTEM') return actor;
  return 'STAFF';
}
