/**
 * The order's progress in the customer's words (issue 10, decision 320): a few stages instead of the kitchen's
 * statuses ("Created -> Open -> Accepted"), how far along the bar is, when each stage was reached, and the time
 * to expect (the staff's promise, else the estimate made at checkout, else the time asked for). Pure; tested in
 * order-progress.test.ts.
 */
import type { Order, OrderServiceType, OrderStatus } from '@dasturxon/contracts';

export type Stage = 'placed' | 'confirmed' | 'cooking' | 'onTheWay' | 'ready' | 'delivered' | 'received';

/** Stages per service type, and which statuses belong to each (decision 101's states). */
const STAGES: Record<OrderServiceType, readonly { stage: Stage; statuses: readonly OrderStatus[] }[]> = {
  DELIVERY: [
    { stage: 'placed', statuses: ['CREATED', 'AT_TIME', 'OPEN'] },
    { stage: 'confirmed', statuses: ['ACCEPTED'] },
    { stage: 'cooking', statuses: ['COOKING'] },
    { stage: 'onTheWay', statuses: ['DONE', 'ATTACHED', 'ON_WAY'] },
    { stage: 'delivered', statuses: ['DELIVERED', 'CLOSED'] },
  ],
  PICK_UP: [
    { stage: 'placed', statuses: ['CREATED', 'AT_TIME', 'OPEN'] },
    { stage: 'confirmed', statuses: ['ACCEPTED'] },
    { stage: 'cooking', statuses: ['COOKING'] },
    { stage: 'ready', statuses: ['DONE'] },
    { stage: 'received', statuses: ['CLOSED', 'DELIVERED'] },
  ],
  DINE_IN: [
    { stage: 'placed', statuses: ['CREATED', 'AT_TIME', 'OPEN'] },
    { stage: 'confirmed', statuses: ['ACCEPTED'] },
    { stage: 'cooking', statuses: ['COOKING'] },
    { stage: 'ready', statuses: ['DONE'] },
    { stage: 'received', statuses: ['CLOSED', 'DELIVERED'] },
  ],
};

export interface StageStep {
  stage: Stage;
  state: 'done' | 'current' | 'upcoming';
  /** When the order first reached the stage; null while it is to come. */
  at: string | null;
}

/** The headline's key under `track.now.`: a status, with DONE and a dine-in CLOSED told by service type. */
export type Headline = Exclude<OrderStatus, 'DONE'> | 'DONE_DELIVERY' | 'DONE_PICKUP' | 'CLOSED_DINE_IN';

export interface Progress {
  steps: StageStep[];
  /** 0..1: the share of the bar filled. */
  fraction: number;
  /** The one sentence saying where the order is: a key under `track.now.` (see catalog/order-track.ts). */
  headline: Headline;
  canceled: boolean;
}

/**
 * The customer's headline for a status: waiting for payment, scheduled, sent, confirmed, cooking, ready (to
 * collect, or waiting for a courier), courier assigned, on the way, delivered, received, cancelled.
 */
export function headlineOf(status: OrderStatus, serviceType: OrderServiceType): Headline {
  if (status === 'DONE') return serviceType === 'DELIVERY' ? 'DONE_DELIVERY' : 'DONE_PICKUP';
  if (status === 'CLOSED' && serviceType === 'DINE_IN') return 'CLOSED_DINE_IN';
  return status;
}

export function progressOf(
  order: Pick<Order, 'status' | 'serviceType' | 'statusLog' | 'lastModifiedDate' | 'createdDate'>,
): Progress {
  const stages = STAGES[order.serviceType];
  const log = [...order.statusLog].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (log.at(-1)?.status !== order.status) log.push({ status: order.status, at: order.lastModifiedDate });
  const reachedAt = (statuses: readonly OrderStatus[]) =>
    log.find((e) => statuses.includes(e.status))?.at ?? null;
  const canceled = order.status === 'CANCELED';
  // A cancelled order stops at the last stage it reached.
  const lastLive = canceled ? [...log].reverse().find((e) => e.status !== 'CANCELED')?.status : order.status;
  const current = Math.max(
    0,
    stages.findIndex((s) => lastLive !== undefined && s.statuses.includes(lastLive)),
  );
  const final = !canceled && current === stages.length - 1;
  const steps = stages.map((s, i): StageStep => {
    const state = i < current || (final && i === current) ? 'done' : i === current ? 'current' : 'upcoming';
    return {
      stage: s.stage,
      state,
      at: state === 'upcoming' ? null : (reachedAt(s.statuses) ?? (i === 0 ? order.createdDate : null)),
    };
  });
  return {
    steps,
    fraction: stages.length > 1 ? current / (stages.length - 1) : 1,
    headline: headlineOf(order.status, order.serviceType),
    canceled,
  };
}

export type Expected =
  | { kind: 'promised'; at: string }
  | { kind: 'estimate'; from: string; to: string }
  | { kind: 'scheduled'; at: string }
  /** Nothing known yet: the screen says the restaurant will confirm the time. */
  | { kind: 'unknown' };

/** When to expect the order while it is under way; null once it is finished or cancelled. */
export function expectedOf(
  order: Pick<Order, 'status' | 'promisedAt' | 'estimate' | 'later' | 'deliveryAt'>,
  final: boolean,
): Expected | null {
  if (final) return null;
  if (order.promisedAt) return { kind: 'promised', at: order.promisedAt };
  if (order.later && order.deliveryAt) return { kind: 'scheduled', at: order.deliveryAt };
  if (order.estimate) return { kind: 'estimate', from: order.estimate.from, to: order.estimate.to };
  return { kind: 'unknown' };
}

export type PaymentOutcome = 'paid' | 'pending' | 'failed';

/**
 * What the thank-you screen says after an online payment returns (decision 323): paid once the provider told
 * us; failed when the order was cancelled unpaid (declined, or the payment window passed); else still pending
 * (the provider's call may come a moment after the customer is back; the live stream turns it to paid).
 */
export function paymentOutcome(order: Pick<Order, 'isPaid' | 'status'>): PaymentOutcome {
  if (order.isPaid) return 'paid';
  return order.status === 'CANCELED' ? 'failed' : 'pending';
}
