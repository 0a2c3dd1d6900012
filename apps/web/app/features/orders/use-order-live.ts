/**
 * Live order status (issue 4 "the order screen updates without reload"): an EventSource on the order's event
 * stream, which starts with the current state. An `order` event that changes something updates status and
 * payment at once and revalidates the page's loader (timeline, totals, buttons). EventSource reconnects by itself after a dropped connection; when it gives up (the server
 * refused the stream, or the browser has no EventSource) the page revalidates every 15 s instead. The stream is
 * closed on unmount and once the order is final.
 */
import { type OrderEvent, OrderEventSchema } from '@dasturxon/contracts';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

export const LIVE_POLL_MS = 15_000;

export type LiveMode = 'off' | 'connecting' | 'live' | 'polling';

export interface LiveState {
  /** The newest event, until the revalidated loader data catches up. */
  event: OrderEvent | null;
  mode: LiveMode;
}

export function useOrderLive(opts: {
  url: string;
  /** What the page shows now (the loader's order). */
  current: Pick<OrderEvent, 'status' | 'isPaid' | 'courierStatus'>;
  /** False once the order is final: nothing will happen any more. */
  enabled: boolean;
  /** Changes whenever the loader brought a newer order (its lastModifiedDate): the overlay is dropped. */
  version: string;
}): LiveState {
  const { url, enabled, version, current } = opts;
  const known = useRef(current);
  const [event, setEvent] = useState<OrderEvent | null>(null);
  const [mode, setMode] = useState<LiveMode>('off');
  const revalidator = useRevalidator();
  // The latest revalidate function without reopening the stream when it changes identity.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` stands for `current` (a new object each render).
  useEffect(() => {
    setEvent(null);
    known.current = current;
  }, [version]);

  useEffect(() => {
    if (!enabled) {
      setMode('off');
      return;
    }
    let poll: ReturnType<typeof setInterval> | null = null;
    const startPolling = () => {
      setMode('polling');
      if (poll === null) poll = setInterval(() => void revalidate.current(), LIVE_POLL_MS);
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return () => {
        if (poll !== null) clearInterval(poll);
      };
    }
    setMode('connecting');
    const source = new EventSource(url, { withCredentials: true });
    source.addEventListener('open', () => setMode('live'));
    source.addEventListener('order', (message) => {
      let parsed: OrderEvent;
      try {
        parsed = OrderEventSchema.parse(JSON.parse((message as MessageEvent<string>).data));
      } catch {
        return;
      }
      // The stream starts with the current state (and does so again after a reconnect): only a change, or
      // what happened while the line was down, needs the page's data again.
      const k = known.current;
      if (
        parsed.status === k.status &&
        parsed.isPaid === k.isPaid &&
        parsed.courierStatus === k.courierStatus
      ) {
        return;
      }
      known.current = { status: parsed.status, isPaid: parsed.isPaid, courierStatus: parsed.courierStatus };
      setEvent(parsed);
      void revalidate.current();
    });
    source.addEventListener('error', () => {
      // CONNECTING: the browser retries on its own. CLOSED: it gave up (HTTP error, wrong type): poll.
      if (source.readyState === EventSource.CLOSED) startPolling();
      else setMode('connecting');
    });
    return () => {
      source.close();
      if (poll !== null) clearInterval(poll);
    };
  }, [url, enabled]);

  return { event, mode };
}
