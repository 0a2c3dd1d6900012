/**
 * The live screens of this process, by order id, fed by ONE subscription to the order event bus: an event is
 * handed to the streams of its order only, so a busy merchant's changes cost nothing to the other screens.
 */
import type { OrderEventBus, OrderEventMessage } from '../../events/order-events.ts';

export type OrderEventListener = (event: OrderEventMessage) => void;

export function createLiveHub(bus: OrderEventBus) {
  const byOrder = new Map<number, Set<OrderEventListener>>();
  let unsubscribe: (() => void) | null = null;

  const dispatch = (event: OrderEventMessage) => {
    const listeners = byOrder.get(event.orderId);
    if (!listeners) return;
    for (const listener of [...listeners]) listener(event);
  };

  return {
    /** Listen to the events of one order of one merchant; returns the unsubscribe function. */
    watch(merchantId: string, orderId: number, listener: OrderEventListener): () => void {
      const scoped: OrderEventListener = (event) => {
        if (event.merchantId === merchantId) listener(event);
      };
      let listeners = byOrder.get(orderId);
      if (!listeners) {
        listeners = new Set();
        byOrder.set(orderId, listeners);
      }
      listeners.add(scoped);
      unsubscribe ??= bus.subscribe(dispatch);
      return () => {
        const set = byOrder.get(orderId);
        if (!set) return;
        set.delete(scoped);
        if (set.size === 0) byOrder.delete(orderId);
        if (byOrder.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
    /** How many streams are open (tests check that a closed client is forgotten). */
    size(): number {
      let n = 0;
      for (const set of byOrder.values()) n += set.size;
      return n;
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
