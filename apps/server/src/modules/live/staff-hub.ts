/**
 * The staff streams of this process (issue 11, decisions 211 and 250), by merchant, fed by ONE subscription to
 * the order event bus (in-process, or Redis across instances). An event carries what the streams need (the
 * order's number, branch and courier; a moved courier's position: orderEventOf), so it is handed to every stream
 * of its merchant the moment the bus delivers it, with no database read in between (under order load such a
 * read queued behind the submissions for seconds, decision 233); each stream keeps what its role may see
 * (staffMayHear). Only a message of an older instance lacks the facts; it is read as before, and events after
 * it wait behind that read, so a stream sees an order's changes in the order they were published.
 */
import type { StaffCourierEvent, StaffOrderEvent, StaffRole } from '@dasturxon/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderEventBus, OrderEventMessage } from '../../events/order-events.ts';
import type { StaffNotice, StaffNoticeBus, StaffNoticeKind } from '../../events/staff-notices.ts';

export interface StaffOrderFacts {
  number: number;
  branchId: number;
  courierId: number | null;
}

export interface StaffHubSource {
  orderFacts(merchantId: string, orderId: number): Promise<StaffOrderFacts | null>;
  courierPosition(merchantId: string, courierId: number): Promise<StaffCourierEvent | null>;
}

export type StaffStreamMessage =
  | { type: 'order'; event: StaffOrderEvent }
  | { type: 'courier'; event: StaffCourierEvent }
  /** A staff notice (events/staff-notices.ts, decision 288): a reservation, a waiter call. */
  | { type: StaffNoticeKind; event: Record<string, unknown>; roles?: readonly string[] };

export type StaffStreamListener = (message: StaffStreamMessage) => void;

/** Statuses the kitchen works on or must see leave its screen (accepted and later). */
const KITCHEN_HIDDEN = new Set(['OPEN', 'CREATED', 'AT_TIME']);

/** What a staff member of `role` (with `courierId`) may hear of a message. */
export function staffMayHear(
  viewer: { role: StaffRole; courierId: number | null },
  message: StaffStreamMessage,
): boolean {
  if (message.type === 'courier') return viewer.role === 'ADMIN' || viewer.role === 'OPERATOR';
  if (message.type !== 'order') return (message.roles ?? ['ADMIN', 'OPERATOR']).includes(viewer.role);
  const e = message.event;
  if (viewer.role === 'COURIER') return viewer.courierId !== null && e.courierId === viewer.courierId;
  if (viewer.role === 'KITCHEN') return !KITCHEN_HIDDEN.has(e.status);
  return true;
}

export function createStaffHub(deps: {
  bus: OrderEventBus;
  source: StaffHubSource;
  /** Staff notices (reservations, waiter calls), handed to the merchant's streams as they come. */
  notices?: StaffNoticeBus;
  log?: FastifyBaseLogger;
}) {
  const byMerchant = new Map<string, Set<StaffStreamListener>>();
  let unsubscribe: (() => void) | null = null;
  let unsubscribeNotices: (() => void) | null = null;
  const hearNotice = (notice: StaffNotice) => {
    try {
      send(notice.merchantId, {
        type: notice.kind,
        event: notice.event,
        ...(notice.roles ? { roles: notice.roles } : {}),
      });
    } catch (error) {
      deps.log?.error({ err: error }, 'staff events: a notice was not delivered');
    }
  };
  let queue: Promise<void> = Promise.resolve();

  const send = (merchantId: string, message: StaffStreamMessage) => {
    for (const listener of [...(byMerchant.get(merchantId) ?? [])]) listener(message);
  };

  /** Hand one event out; `facts` and `position` are the event's own (decision 250) or, for an old one, read. */
  function forward(
    event: OrderEventMessage,
    facts: StaffOrderFacts,
    position: StaffCourierEvent | null,
  ): void {
    if (position) send(event.merchantId, { type: 'courier', event: position });
    send(event.merchantId, {
      type: 'order',
      event: {
        kind: event.kind === 'created' ? 'created' : 'changed',
        orderId: event.orderId,
        number: facts.number,
        branchId: facts.branchId,
        status: event.status,
        isPaid: event.isPaid,
        courierId: facts.courierId,
        courierStatus: event.courierStatus,
        at: event.at,
      },
    });
  }

  /** A message of an older instance (Redis, during a rolling deploy) carries no facts: read them. */
  async function readAndForward(event: OrderEventMessage): Promise<void> {
    const facts = await deps.source.orderFacts(event.merchantId, event.orderId);
    if (!facts) return;
    let position: StaffCourierEvent | null = null;
    if (event.kind === 'courier') {
      if (facts.courierId === null) return;
      position = await deps.source.courierPosition(event.merchantId, facts.courierId);
    }
    forward(event, facts, position);
  }

  function forwardOwn(event: OrderEventMessage, facts: StaffOrderFacts): void {
    if (event.kind === 'courier' && (facts.courierId === null || !event.courier)) return;
    forward(event, facts, event.kind === 'courier' ? (event.courier ?? null) : null);
  }

  // Events that carry their facts are forwarded at once, with no read. Only while an old message's read is
  // on its way do later events wait in the queue behind it, so a stream still sees them in publish order.
  let reading = 0;
  const dispatch = (event: OrderEventMessage) => {
    if (!byMerchant.has(event.merchantId)) return;
    const facts = event.facts;
    if (facts && reading === 0) {
      // On the publisher's call stack (in-process bus): a failing stream must not fail the order's change.
      try {
        forwardOwn(event, facts);
      } catch (error) {
        deps.log?.error({ err: error }, 'staff events: an event was not delivered');
      }
      return;
    }
    reading += 1;
    queue = queue
      .then(() => (facts ? forwardOwn(event, facts) : readAndForward(event)))
      .catch((error: unknown) => deps.log?.error({ err: error }, 'staff events: an event was not delivered'))
      .finally(() => {
        reading -= 1;
      });
  };

  return {
    /** Listen to the events of one merchant; returns the unsubscribe function. */
    watch(merchantId: string, listener: StaffStreamListener): () => void {
      let listeners = byMerchant.get(merchantId);
      if (!listeners) {
        listeners = new Set();
        byMerchant.set(merchantId, listeners);
      }
      listeners.add(listener);
      unsubscribe ??= deps.bus.subscribe(dispatch);
      if (deps.notices) unsubscribeNotices ??= deps.notices.subscribe(hearNotice);
      return () => {
        const set = byMerchant.get(merchantId);
        if (!set) return;
        set.delete(listener);
        if (set.size === 0) byMerchant.delete(merchantId);
        if (byMerchant.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
          unsubscribeNotices?.();
          unsubscribeNotices = null;
        }
      };
    },
    /** How many streams are open (tests check that a closed client is forgotten). */
    size(): number {
      let n = 0;
      for (const set of byMerchant.values()) n += set.size;
      return n;
    },
    /** Resolves when every event heard so far has been handed out (tests). */
    idle(): Promise<void> {
      return queue;
    },
  };
}

export type StaffHub = ReturnType<typeof createStaffHub>;
