/**
 * Order events: a change of an order's status, payment or courier, published after its transaction commits
 * and delivered to every live screen watching the order (server-sent events). In-process by default; through
 * Redis pub/sub when REDIS_URL is set, so every server instance hears every change (ARCHITECTURE runtime modes).
 */
import { EventEmitter } from 'node:events';
import type { OrderEvent } from '@dasturxon/contracts';

export interface OrderEventMessage extends OrderEvent {
  merchantId: string;
  userId: number;
}

export interface OrderEventBus {
  /** Publish after the change is committed. Never throws: a lost live update must not fail the change. */
  publish(event: OrderEventMessage): Promise<void>;
  /** Listen to every event; returns the unsubscribe function. */
  subscribe(listener: (event: OrderEventMessage) => void): () => void;
  close(): Promise<void>;
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
