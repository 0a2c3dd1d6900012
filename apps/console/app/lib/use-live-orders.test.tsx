// @vitest-environment happy-dom
import type { StaffOrder } from '@dasturxon/contracts';
import { makeStaffOrder, makeStaffOrderPage } from '@dasturxon/contracts/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveOrders } from './use-live-orders.ts';

/** The server as the hook sees it: the order list and single orders, by id. */
const server = vi.hoisted(() => ({
  orders: new Map<number, unknown>(),
  listCalls: 0,
  urls: [] as string[],
  /** When set, list answers wait until the test releases them (each with the list as it was when asked). */
  held: null as (() => void)[] | null,
}));
vi.mock('./runtime.ts', () => ({
  loadMerchant: async () => ({ id: 'merchant-1' }),
  api: {
    call: vi.fn(async (endpoint: { path: string }, input?: { params?: { id: number } }) => {
      if (endpoint.path === '/staff/v1/orders') {
        server.listCalls += 1;
        const answer = [null, makeStaffOrderPage([...server.orders.values()] as StaffOrder[])];
        if (!server.held) return answer;
        const held = server.held;
        return new Promise((resolve) => held.push(() => resolve(answer)));
      }
      const order = server.orders.get(input?.params?.id ?? -1);
      return order ? [null, order] : [{ code: 'NOT_FOUND', status: 404, message: '' }, null];
    }),
  },
}));

/** A stand-in EventSource the test drives: open, named events, errors. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 0;
  listeners = new Map<string, ((e: { data?: string }) => void)[]>();
  constructor(public url: string) {
    FakeEventSource.last = this;
    server.urls.push(url);
  }
  addEventListener(name: string, fn: (e: { data?: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  emit(name: string, data?: unknown) {
    for (const fn of this.listeners.get(name) ?? [])
      fn({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
  close() {
    this.readyState = 2;
  }
}

const event = (order: StaffOrder, kind: 'created' | 'changed') => ({
  kind,
  orderId: order.id,
  number: order.number,
  branchId: order.branch.id,
  status: order.status,
  isPaid: order.isPaid,
  courierId: null,
  courierStatus: 'NONE',
  at: '2026-03-10T09:00:00.000Z',
});

describe('live order list', () => {
  beforeEach(() => {
    server.orders.clear();
    server.listCalls = 0;
    server.urls = [];
    server.held = null;
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the list, adds an order that arrives on the stream and drops one that left the statuses', async () => {
    const waiting = makeStaffOrder({ status: 'OPEN' });
    server.orders.set(waiting.id, waiting);
    const { result } = renderHook(() => useLiveOrders(['OPEN', 'ACCEPTED']));
    await waitFor(() => expect(result.current.orders.map((o) => o.id)).toEqual([waiting.id]));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    expect(server.urls[0]).toBe('/api/staff/v1/events?merchant=merchant-1');

    const arrived = makeStaffOrder({ status: 'OPEN' });
    server.orders.set(arrived.id, arrived);
    act(() => FakeEventSource.last!.emit('order', event(arrived, 'created')));
    await waitFor(() =>
      expect(result.current.orders.map((o) => o.id).sort()).toEqual([waiting.id, arrived.id].sort()),
    );

    const delivered = { ...waiting, status: 'DELIVERED' as const };
    server.orders.set(waiting.id, delivered);
    act(() => FakeEventSource.last!.emit('order', event(delivered, 'changed')));
    await waitFor(() => expect(result.current.orders.map((o) => o.id)).toEqual([arrived.id]));
    // Gone from the list, still heard: an open drawer of that order reads it again (decision 354).
    expect(result.current.heard).toMatchObject({ orderId: waiting.id, status: 'DELIVERED' });
  });

  it("keeps each order's last event when events of several orders arrive in one render", async () => {
    const open = makeStaffOrder({ status: 'ON_WAY' });
    const other = makeStaffOrder({ status: 'ON_WAY' });
    server.orders.set(open.id, open);
    server.orders.set(other.id, other);
    const { result } = renderHook(() => useLiveOrders(['ON_WAY']));
    await waitFor(() => expect(result.current.orders).toHaveLength(2));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());

    // The open order delivered, and another order's event right after it, in the same tick.
    const delivered = { ...open, status: 'DELIVERED' as const, isPaid: true };
    server.orders.set(open.id, delivered);
    act(() => {
      FakeEventSource.last!.emit('order', event(delivered, 'changed'));
      FakeEventSource.last!.emit('order', event(other, 'changed'));
    });
    // The last event overall is the other order's; the open order's own is not lost.
    expect(result.current.heard).toMatchObject({ orderId: other.id });
    expect(result.current.heardOf(open.id)).toMatchObject({ orderId: open.id, status: 'DELIVERED' });
    expect(result.current.heardOf(other.id)).toMatchObject({ orderId: other.id });
    expect(result.current.heardOf(-1)).toBeNull();
    await waitFor(() => expect(result.current.orders.map((o) => o.id)).toEqual([other.id]));
  });

  it('reloads the whole list each time the stream (re)connects, so nothing missed while offline is lost', async () => {
    const { result } = renderHook(() => useLiveOrders(['OPEN']));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const before = server.listCalls;

    act(() => FakeEventSource.last!.emit('error'));
    expect(result.current.live).toBe('reconnecting');
    const missed = makeStaffOrder({ status: 'OPEN' });
    server.orders.set(missed.id, missed);
    act(() => FakeEventSource.last!.emit('open'));

    expect(result.current.live).toBe('live');
    await waitFor(() => expect(result.current.orders.map((o) => o.id)).toEqual([missed.id]));
    expect(server.listCalls).toBe(before + 1);
  });

  it('keeps the newest list when an older answer arrives after it', async () => {
    server.held = [];
    const { result } = renderHook(() => useLiveOrders(['OPEN']));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    // Asked at mount (empty), then an order arrives and the stream opens: asked again (with the order).
    const arrived = makeStaffOrder({ status: 'OPEN' });
    server.orders.set(arrived.id, arrived);
    act(() => FakeEventSource.last!.emit('open'));
    await waitFor(() => expect(server.held).toHaveLength(2));
    const [older, newer] = server.held!;
    await act(async () => newer!());
    await act(async () => older!());
    expect(result.current.orders.map((o) => o.id)).toEqual([arrived.id]);
    expect(result.current.loading).toBe(false);
  });
});
