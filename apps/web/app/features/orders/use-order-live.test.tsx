// @vitest-environment happy-dom
/**
 * The live hook against a fake EventSource: the first event (the current state) costs no reload, a change is
 * shown and reloads the page's data, a refused stream falls back to polling every 15 s, unmount closes it.
 */
import type { OrderEvent } from '@dasturxon/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_POLL_MS, useOrderLive } from './use-order-live.ts';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private listeners = new Map<string, ((e: Event) => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
}

const event = (over: Partial<OrderEvent>): OrderEvent => ({
  orderId: 1,
  status: 'OPEN',
  isPaid: false,
  courierStatus: 'NONE',
  at: '2026-11-21T08:00:00.000Z',
  ...over,
});

function Probe() {
  const live = useOrderLive({
    url: '/api/orders/v1/orders/1/events?merchant=m',
    current: { status: 'OPEN', isPaid: false, courierStatus: 'NONE' },
    enabled: true,
    version: 'v1',
  });
  return (
    <p data-testid="live">
      {live.mode}:{live.event?.status ?? '-'}
    </p>
  );
}

function Nothing() {
  return null;
}

let loads = 0;
function renderProbe() {
  loads = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          loads++;
          return null;
        },
        HydrateFallback: Nothing,
        Component: Probe,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useOrderLive', () => {
  it('shows a change at once and reloads the page data; the current state alone does not; unmount closes', async () => {
    const view = renderProbe();
    await screen.findByText('connecting:-');
    const source = FakeEventSource.all[0]!;
    expect(source.url).toBe('/api/orders/v1/orders/1/events?merchant=m');
    expect(source.init?.withCredentials).toBe(true);
    const before = loads;
    await act(async () => {
      source.emit('open');
      source.emit('order', event({ status: 'OPEN' }));
    });
    expect(screen.getByTestId('live').textContent).toBe('live:-');
    expect(loads).toBe(before);
    await act(async () => source.emit('order', event({ status: 'ACCEPTED' })));
    expect(screen.getByTestId('live').textContent).toBe('live:ACCEPTED');
    await vi.waitFor(() => expect(loads).toBe(before + 1));
    expect(source.closed).toBe(false);
    view.unmount();
    expect(source.closed).toBe(true);
  });

  it('falls back to revalidating every 15 s when the stream is refused, and stops on unmount', async () => {
    const view = renderProbe();
    await screen.findByText('connecting:-');
    const source = FakeEventSource.all[0]!;
    vi.useFakeTimers();
    const before = loads;
    await act(async () => {
      source.close();
      source.emit('error');
    });
    expect(screen.getByTestId('live').textContent).toBe('polling:-');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 2 + 10);
    });
    expect(loads).toBe(before + 2);
    view.unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 2);
    });
    expect(loads).toBe(before + 2);
  });
});
