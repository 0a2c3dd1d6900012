/**
 * The order state machine (spec §4 statuses; transitions are ours: docs/decisions/101-order-states.md).
 *
 *   CREATED  (online payment awaited) --paid--> OPEN, or AT_TIME for a later order
 *   AT_TIME  (scheduled)              --------> OPEN
 *   OPEN     (sent to the merchant)   --------> ACCEPTED --> COOKING --> DONE
 *   DONE     --delivery--> ATTACHED (courier) --> ON_WAY --> DELIVERED (final: the archive)
 *   DONE     --pick-up / dine-in--> CLOSED
 *   CREATED, AT_TIME, OPEN, ACCEPTED --> CANCELED (a customer only while the merchant allows it)
 */
import type { OrderServiceType, OrderStatus } from '@dasturxon/contracts';

export type OrderActor = 'CUSTOMER' | 'ADMIN' | 'OPERATOR' | 'KITCHEN' | 'COURIER' | 'PROVIDER' | 'SYSTEM';

interface Edge {
  from: OrderStatus;
  to: OrderStatus;
  actors: readonly OrderActor[];
  /** Only for these service types (default: all). */
  service?: readonly OrderServiceType[];
}

const DESK: readonly OrderActor[] = ['ADMIN', 'OPERATOR'];

const EDGES: readonly Edge[] = [
  { from: 'CREATED', to: 'OPEN', actors: ['PROVIDER', 'SYSTEM', ...DESK] },
  { from: 'CREATED', to: 'AT_TIME', actors: ['PROVIDER', 'SYSTEM', ...DESK] },
  { from: 'AT_TIME', to: 'OPEN', actors: ['SYSTEM', ...DESK] },
  { from: 'AT_TIME', to: 'ACCEPTED', actors: DESK },
  { from: 'OPEN', to: 'ACCEPTED', actors: DESK },
  { from: 'ACCEPTED', to: 'COOKING', actors: ['KITCHEN', ...DESK] },
  { from: 'COOKING', to: 'DONE', actors: ['KITCHEN', ...DESK] },
  { from: 'DONE', to: 'ATTACHED', actors: ['COURIER', ...DESK], service: ['DELIVERY'] },
  { from: 'COOKING', to: 'ATTACHED', actors: ['COURIER', ...DESK], service: ['DELIVERY'] },
  { from: 'ATTACHED', to: 'ON_WAY', actors: ['COURIER', ...DESK], service: ['DELIVERY'] },
  { from: 'DONE', to: 'ON_WAY', actors: ['COURIER', ...DESK], service: ['DELIVERY'] },
  { from: 'ON_WAY', to: 'DELIVERED', actors: ['COURIER', ...DESK], service: ['DELIVERY'] },
  { from: 'DONE', to: 'CLOSED', actors: DESK, service: ['PICK_UP', 'DINE_IN'] },
  { from: 'CREATED', to: 'CANCELED', actors: ['CUSTOMER', 'PROVIDER', 'SYSTEM', ...DESK] },
  // PROVIDER: a payment refunded by the provider before the kitchen starts cancels the order (decision 112).
  { from: 'AT_TIME', to: 'CANCELED', actors: ['CUSTOMER', 'PROVIDER', ...DESK] },
  { from: 'OPEN', to: 'CANCELED', actors: ['CUSTOMER', 'PROVIDER', ...DESK] },
  { from: 'ACCEPTED', to: 'CANCELED', actors: ['CUSTOMER', 'PROVIDER', ...DESK] },
  // The kitchen has started: only the desk may still cancel (the customer calls them).
  { from: 'COOKING', to: 'CANCELED', actors: DESK },
];

/** Statuses where nothing moves any more (the archive). */
export const FINAL_STATUSES: ReadonlySet<OrderStatus> = new Set(['CANCELED', 'DELIVERED', 'CLOSED']);

export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL_STATUSES.has(status);
}

/** May `actor` move an order of `serviceType` from `from` to `to`? */
export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  serviceType: OrderServiceType,
): boolean {
  return EDGES.some(
    (e) =>
      e.from === from &&
      e.to === to &&
      e.actors.includes(actor) &&
      (e.service === undefined || e.service.includes(serviceType)),
  );
}

/** Where `actor` may move an order from `from` (the staff screen's buttons). */
export function nextStatuses(
  from: OrderStatus,
  actor: OrderActor,
  serviceType: OrderServiceType,
): OrderStatus[] {
  return EDGES.filter(
    (e) =>
      e.from === from &&
      e.actors.includes(actor) &&
      (e.service === undefined || e.service.includes(serviceType)),
  ).map((e) => e.to);
}

/**
 * A customer may cancel while the merchant allows it (settings cancelOrderActive) and the kitchen has not
 * started (decision 101).
 */
export function customerCanCancel(status: OrderStatus, cancelOrderActive: boolean): boolean {
  return cancelOrderActive && ['CREATED', 'AT_TIME', 'OPEN', 'ACCEPTED'].includes(status);
}

/** The status a new order starts in: awaiting an online payment, scheduled, or straight to the merchant. */
export function initialStatus(opts: { online: boolean; later: boolean }): OrderStatus {
  if (opts.online) return 'CREATED';
  return opts.later ? 'AT_TIME' : 'OPEN';
}

/** The status after an online payment arrives for an order in CREATED. */
export function statusAfterPayment(current: OrderStatus, later: boolean): OrderStatus {
  if (current !== 'CREATED') return current;
  return later ? 'AT_TIME' : 'OPEN';
}
