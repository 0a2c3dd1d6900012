// @vitest-environment happy-dom
import { makeOrderItem, makeStaffOrder } from '@dasturxon/contracts/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveOrders } from '../../lib/use-live-orders.ts';
import { renderUi } from '../../testing/render.tsx';
import { KitchenScreen } from './kitchen-screen.tsx';

vi.mock('../../lib/use-late-limits.ts', async () => {
  const { DEFAULT_LATE_AFTER_MINUTES } = await import('@dasturxon/contracts');
  // ACCEPTED late after 20 minutes, COOKING after 30.
  return { useLateAfterMinutes: () => DEFAULT_LATE_AFTER_MINUTES };
});

const NOW = Date.parse('2026-03-10T09:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function live(orders: ReturnType<typeof makeStaffOrder>[]): LiveOrders {
  return {
    orders,
    loading: false,
    error: null,
    live: 'live',
    reload: vi.fn(),
    upsert: vi.fn(),
    heard: null,
    heardOf: () => null,
  };
}

describe('kitchen display', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('orders tickets by promised time, groups equal lines and shows the modifiers', () => {
    const later = makeStaffOrder({
      number: 20,
      status: 'ACCEPTED',
      promisedAt: at(40),
      nextStatuses: ['COOKING'],
      statusLog: [],
    });
    const sooner = makeStaffOrder({
      number: 21,
      status: 'COOKING',
      promisedAt: at(15),
      nextStatuses: ['DONE'],
      items: [
        makeOrderItem({ productId: 5, count: 1, name: { eng: 'Plov' }, modifications: [] }),
        makeOrderItem({ productId: 5, count: 2, name: { eng: 'Plov' }, modifications: [] }),
        makeOrderItem({
          productId: 6,
          count: 1,
          name: { eng: 'Lagman' },
          modifications: [
            { id: 3, groupId: 1, name: { uz: 'Achchiq', ru: 'Острый', eng: 'Spicy' }, price: 0, count: 1 },
          ],
        }),
      ],
    });
    renderUi(<KitchenScreen live={live([later, sooner])} />);
    const tickets = screen.getAllByRole('article');
    expect(tickets.map((t) => t.getAttribute('data-testid'))).toEqual(['ticket-21', 'ticket-20']);
    const first = within(tickets[0]!);
    expect(first.getByText('Plov').parentElement?.textContent).toContain('3×');
    expect(first.getByText('+ Spicy')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Ready' })).toBeTruthy();
    expect(within(tickets[1]!).getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('turns a ticket amber in the last five minutes before its promised time and red after it', () => {
    const order = makeStaffOrder({
      number: 30,
      status: 'COOKING',
      promisedAt: at(10),
      statusLog: [{ status: 'COOKING', at: at(0) }],
    });
    renderUi(<KitchenScreen live={live([order])} />);
    const ticket = screen.getByTestId('ticket-30');
    expect(ticket.getAttribute('data-urgency')).toBe('ok');
    expect(within(ticket).getByTestId('ticket-timer').textContent).toBe('0:00');

    act(() => vi.advanceTimersByTime(5 * 60_000 + 1000));
    expect(ticket.getAttribute('data-urgency')).toBe('warn');
    expect(within(ticket).getByTestId('ticket-timer').textContent).toBe('5:01');

    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(ticket.getAttribute('data-urgency')).toBe('late');
  });

  it('without a promised time, measures against the merchant minutes for the status', () => {
    const order = makeStaffOrder({
      number: 31,
      status: 'ACCEPTED',
      promisedAt: null,
      deliveryAt: null,
      statusLog: [{ status: 'ACCEPTED', at: at(-14) }],
    });
    renderUi(<KitchenScreen live={live([order])} />);
    const ticket = screen.getByTestId('ticket-31');
    expect(ticket.getAttribute('data-urgency')).toBe('ok');
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(ticket.getAttribute('data-urgency')).toBe('warn');
    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(ticket.getAttribute('data-urgency')).toBe('late');
  });
});
