/**
 * The merchant's orders in some statuses, kept current by the staff stream: loaded whole on every (re)connect,
 * then each `order` event re-reads that one order (or drops it when it left these statuses). Board, kitchen
 * and courier screens share it; the server decides what each role may see.
 */
import {
  type OrderStatus,
  type StaffOrder,
  type StaffOrderEvent,
  staffEndpoints,
} from '@dasturxon/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleApiError } from './api.ts';
import { type LiveState, useStaffEvents } from './live.ts';
import { api } from './runtime.ts';

const PAGE_SIZE = 100;
const MAX_PAGES = 10;

export interface LiveOrders {
  orders: StaffOrder[];
  /** True until the first complete load. */
  loading: boolean;
  error: ConsoleApiError | null;
  live: LiveState;
  reload: () => Promise<void>;
  /** Puts an order the screen just changed (the action's answer) in place at once. */
  upsert: (order: StaffOrder) => void;
  /**
   * The last order event heard, in these statuses or not: an open order's detail re-reads itself when it is
   * about its order (a courier delivered it and it is paid now, decision 354).
   */
  heard: StaffOrderEvent | null;
  /**
   * The last event heard about one order. Events of several orders that arrive together are one render: `heard` is
   * then only the last of them, and an open drawer must not miss its own order's (it missed a courier's delivery).
   */
  heardOf: (orderId: number) => StaffOrderEvent | null;
}

/** How many orders' last events are kept for `heardOf` (the oldest go first). */
const HEARD_KEPT = 500;

export function useLiveOrders(statuses: readonly OrderStatus[]): LiveOrders {
  const [byId, setById] = useState<Map<number, StaffOrder>>(new Map());
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [heard, setHeard] = useState<StaffOrderEvent | null>(null);
  const [heardById, setHeardById] = useState<ReadonlyMap<number, StaffOrderEvent>>(new Map());
  const heardOf = useCallback((orderId: number) => heardById.get(orderId) ?? null, [heardById]);
  const statusKey = statuses.join(',');
  const wanted = useRef(new Set(statuses));
  wanted.current = new Set(statuses);

  // A reload answers with a snapshot taken when it started: responses of older reloads are dropped, and what
  // events changed while a reload was on its way is applied again over its snapshot.
  const generation = useRef(0);
  const changedDuringReload = useRef<Map<number, StaffOrder | null> | null>(null);

  const put = useCallback((id: number, order: StaffOrder | null) => {
    changedDuringReload.current?.set(id, order);
    setById((prev) => {
      if (order === null && !prev.has(id)) return prev;
      const next = new Map(prev);
      if (order) next.set(id, order);
      else next.delete(id);
      return next;
    });
  }, []);

  const upsert = useCallback(
    (order: StaffOrder) => put(order.id, wanted.current.has(order.status) ? order : null),
    [put],
  );

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    changedDuringReload.current = new Map();
    const all = new Map<number, StaffOrder>();
    for (let page = 0; page < MAX_PAGES; page++) {
      const [failure, data] = await api.call(staffEndpoints.orders, {
        query: { status: statusKey.split(','), page, size: PAGE_SIZE },
      });
      if (mine !== generation.current) return;
      if (failure) {
        setError(failure);
        setLoading(false);
        return;
      }
      for (const order of data.content) all.set(order.id, order);
      if (page + 1 >= data.totalPages) break;
    }
    if (mine !== generation.current) return;
    for (const [id, order] of changedDuringReload.current ?? []) {
      if (order) all.set(id, order);
      else all.delete(id);
    }
    changedDuringReload.current = null;
    setError(null);
    setById(all);
    setLoading(false);
  }, [statusKey]);

  // At once, not only when the stream opens (it may be slow or down); each (re)open reloads again.
  useEffect(() => {
    void reload();
  }, [reload]);

  const live = useStaffEvents({
    onOpen: () => void reload(),
    onOrder: async (event) => {
      setHeard(event);
      setHeardById((prev) => {
        const next = new Map(prev);
        next.delete(event.orderId);
        next.set(event.orderId, event);
        if (next.size > HEARD_KEPT) next.delete(next.keys().next().value as number);
        return next;
      });
      if (!wanted.current.has(event.status)) {
        put(event.orderId, null);
        return;
      }
      const [, order] = await api.call(staffEndpoints.order, { params: { id: event.orderId } });
      if (order) upsert(order);
    },
  });

  return { orders: [...byId.values()], loading, error, live, reload, upsert, heard, heardOf };
}
