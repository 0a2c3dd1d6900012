/**
 * Order events: a change of an order's status, payment or courier, published after its transaction commits
 * and delivered to every live screen watching the order (server-sent events). In-process by default; through
 * Redis pub/sub when REDIS_URL is set, so every server instance hears every change (ARCHITECTURE runtime modes).
 */
import { EventEmitter } from 'node:events';
import type { OrderEvent } from '@dasturxon/contracts';

/**
 * What the staff streams filter and route an event by (decision 250), carried in the message itself so that
 * no database read sits between the bus and the open boards.
 */
export interface OrderEventFacts {
  number: number;
  branchId: number;
  courierId: number | null;
}

/** Where a courier is (event kind `courier`: the board map moves it without a read). */
export interface CourierPositionFacts {
  courierId: number;
  latitude: number;
  longitude: number;
  at: string;
}

export interface OrderEventMessage extends OrderEvent {
  merchantId: string;
  userId: number;
  /**
   * What happened, for the staff stream (decision 211): `created` a new order, `courier` its courier moved;
   * absent: a change of status, payment or courier.
   */
  kind?: 'created' | 'courier';
  /**
   * The order's staff facts (decision 250). Every publisher sets them (orderEventOf); only a message of an
   * older instance through Redis lacks them, and the staff hub then reads the order as it used to.
   */
  facts?: OrderEventFacts;
  /** Kind `courier`: the courier's position as just reported. */
  courier?: CourierPositionFacts;
}

/** The columns of an order row an event is built from (the orders table's, as it is after the change). */
export interface OrderEventSource {
  id: number;
  merchantId: string;
  userId: number;
  status: OrderEventMessage['status'];
  isPaid: boolean;
  courierStatus: string;
  number: number;
  branchId: number;
  courierId: number | null;
}

/** The event of an order as it is now, with its staff facts: every publisher builds its message here. */
export function orderEventOf(
  row: OrderEventSource,
  at: Date,
  extra: { kind?: 'created'; courier?: never } | { kind: 'courier'; courier: CourierPositionFacts } = {},
): OrderEventMessage {
  return {
    orderId: row.id,
    merchantId: row.merchantId,
    userId: row.userId,
    status: row.status,
    isPaid: row.isPaid,
    courierStatus: row.courierStatus as OrderEventMessage['courierStatus'],
    at: at.toISOString(),
    ...(extra.kind ? { kind: extra.kind } : {}),
    facts: { number: row.number, branchId: row.branchId, courierId: row.courierId },
    ...(extra.courier ? { courier: extra.courier } : {}),
  };
}

export interface OrderEventBus {
  /** Publish after the change is committed. Never throws: a lost live update must not fail the change. */
  publish(event: OrderEventMessage): Promise<void>;
  /** Listen to every event; returns the unsubscribe function. */
  subscribe(listener: (event: OrderEventMessage) => void): () => void;
  close(): Promise<void>;
  /** Rejects while the bus cannot carry events to other instances (Redis down); absent in process. */
  ping?(): Promise<void>;
  /**
   * Called when the bus hears the other instances again after it was cut off (Redis back): what they published
   * meanwhile is lost, so live screens must read the current state again. Returns the unsubscribe function.
   */
  onReconnect?(listener: () => void): () => void;
}

export function createInProcessOrderEventBus(): OrderEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('order', event);
    },
    subscribe(listener) {
      emitter.on('order', listener);
      return () => emitter.off('order', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
