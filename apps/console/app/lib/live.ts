/**
 * The staff live stream (GET /api/staff/v1/events, server-sent events; decision 211): `order` events for the
 * merchant's orders the role may see, `courier` events for positions. The browser's EventSource reconnects by
 * itself; every (re)open calls `onOpen` so the screen refetches what it may have missed while disconnected.
 * A stream the server closed for good (e.g. 401) is retried here with a growing pause.
 */
import {
  API_BASE,
  type StaffCourierEvent,
  StaffCourierEventSchema,
  type StaffOrderEvent,
  StaffOrderEventSchema,
  type StaffReservationEvent,
  StaffReservationEventSchema,
  type StaffWaiterCall,
  StaffWaiterCallSchema,
  staffEndpoints,
} from '@dasturxon/contracts';
import { useEffect, useRef, useState } from 'react';
import { loadMerchant } from './runtime.ts';

export interface StaffEventHandlers {
  onOpen?: () => void;
  onOrder?: (event: StaffOrderEvent) => void;
  onCourier?: (event: StaffCourierEvent) => void;
  /** A waiter call was made or taken (issue 13, SSE event `waiter-call`). */
  onWaiterCall?: (event: StaffWaiterCall) => void;
  /** A table reservation was made or changed (issue 13, SSE event `reservation`). */
  onReservation?: (event: StaffReservationEvent) => void;
}

export type LiveState = 'connecting' | 'live' | 'reconnecting';

function parse<T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, raw: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as T) : null;
  } catch {
    return null;
  }
}

/** Opens the stream while mounted; handlers may change between renders without reopening it. */
export function useStaffEvents(handlers: StaffEventHandlers): LiveState {
  const ref = useRef(handlers);
  ref.current = handlers;
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let stopped = false;

    const connect = async () => {
      const merchant = await loadMerchant();
      if (stopped) return;
      const query = merchant ? `?merchant=${encodeURIComponent(merchant.id)}` : '';
      source = new EventSource(`${API_BASE}${staffEndpoints.events.path}${query}`);
      source.addEventListener('open', () => {
        failures = 0;
        setState('live');
        ref.current.onOpen?.();
      });
      source.addEventListener('order', (e) => {
        const event = parse<StaffOrderEvent>(StaffOrderEventSchema, (e as MessageEvent<string>).data);
        if (event) ref.current.onOrder?.(event);
      });
      source.addEventListener('courier', (e) => {
        const event = parse<StaffCourierEvent>(StaffCourierEventSchema, (e as MessageEvent<string>).data);
        if (event) ref.current.onCourier?.(event);
      });
      source.addEventListener('waiter-call', (e) => {
        const event = parse<StaffWaiterCall>(StaffWaiterCallSchema, (e as MessageEvent<string>).data);
        if (event) ref.current.onWaiterCall?.(event);
      });
      source.addEventListener('reservation', (e) => {
        const event = parse<StaffReservationEvent>(
          StaffReservationEventSchema,
          (e as MessageEvent<string>).data,
        );
        if (event) ref.current.onReservation?.(event);
      });
      source.addEventListener('error', () => {
        setState('reconnecting');
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          failures += 1;
          retry = setTimeout(connect, Math.min(30_000, 1000 * 2 ** failures));
        }
      });
    };
    void connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, []);

  return state;
}
