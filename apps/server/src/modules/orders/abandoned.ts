/**
 * Orders paid online whose payment never came (decision 162). A customer who picks Payme, Click or Uzum and
 * leaves the provider's page has an order waiting (CREATED, unpaid) that nobody will cook: it would sit in their
 * active orders and the desk's list for ever. After ORDER_PAYMENT_WAIT_MINUTES without a payment, and with no
 * payment still in progress at a provider (a pending transaction: the provider may still complete it, and
 * cancels it itself when it times out), the system cancels it; the cashback and promo it spent come back
 * (moveOrderStatus) and the customer's screen hears of it like any other change.
 *
 * Safe with several server processes: each order is cancelled under its row lock after checking again, and a
 * provider creating a transaction takes the same lock.
 */

import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, paymentTransactions } from '../../db/schema/index.ts';
import type { OrderEventBus, OrderEventMessage } from '../../events/order-events.ts';
import { lockOrder, moveOrderStatus, type Tx } from './transitions.ts';

/** The reason an order cancelled this way carries; the storefront shows it in the customer's language. */
export const PAYMENT_TIMEOUT_REASON = 'PAYMENT_TIMEOUT';

/** Provider transactions in this state are created but neither completed nor cancelled (all three providers). */
const PENDING_STATE = 1;

/** Orders looked at per round: a backlog drains over a few minutes instead of one long burst. */
const BATCH = 100;

export interface AbandonedOrderSweeper {
  /** One round: cancels the orders whose payment is overdue; returns how many. */
  sweep(): Promise<number>;
  /** Sweep every `intervalMs` until stop(). */
  start(): void;
  stop(): void;
}

export function createAbandonedOrderSweeper(deps: {
  db: Db;
  clock: () => Date;
  orderEvents: OrderEventBus;
  log: FastifyBaseLogger;
  waitMinutes: number;
  intervalMs?: number;
}): AbandonedOrderSweeper {
  const { db, clock, orderEvents, log } = deps;
  const intervalMs = deps.intervalMs ?? 60_000;
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<number> | null = null;

  const noPendingPayment = sql`not exists (select 1 from ${paymentTransactions} where ${paymentTransactions.orderId} = ${orders.id} and ${paymentTransactions.state} = ${PENDING_STATE})`;

  async function cancelOne(
    merchantId: string,
    orderId: number,
    cutoff: Date,
    now: Date,
  ): Promise<OrderEventMessage | null> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx as Tx, merchantId, orderId);
      // Paid, moved on or cancelled meanwhile: nothing to do.
      if (order?.status !== 'CREATED' || order.isPaid || order.createdDate >= cutoff) return null;
      const [pending] = await tx
        .select({ id: paymentTransactions.id })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.state, PENDING_STATE)))
        .limit(1);
      if (pending) return null;
      return moveOrderStatus(tx as Tx, order, 'CANCELED', {
        actor: 'SYSTEM',
        actorId: null,
        now,
        reason: PAYMENT_TIMEOUT_REASON,
      });
    });
  }

  async function round(): Promise<number> {
    const now = clock();
    const cutoff = new Date(now.getTime() - deps.waitMinutes * 60_000);
    const due = await db
      .select({ id: orders.id, merchantId: orders.merchantId })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'CREATED'),
          eq(orders.isPaid, false),
          lt(orders.createdDate, cutoff),
          noPendingPayment,
        ),
      )
      .orderBy(orders.createdDate)
      .limit(BATCH);
    let cancelled = 0;
    for (const { id, merchantId } of due) {
      try {
        const event = await cancelOne(merchantId, id, cutoff, now);
        if (!event) continue;
        cancelled += 1;
        await orderEvents.publish(event);
      } catch (error) {
        log.error({ err: error, orderId: id }, 'could not cancel an order whose payment is overdue');
      }
    }
    if (cancelled > 0) log.info({ cancelled }, 'cancelled orders whose online payment did not come in time');
    return cancelled;
  }

  return {
    sweep() {
      // One round at a time: a slow round is not overtaken by the next tick.
      running ??= round().finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        this.sweep().catch((error: unknown) => log.error({ err: error }, 'overdue payment sweep failed'));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
