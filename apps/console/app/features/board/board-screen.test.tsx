// @vitest-environment happy-dom
import { makeStaffOrder } from '@dasturxon/contracts/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chime } from '../../lib/chime.ts';
import type { LiveOrders } from '../../lib/use-live-orders.ts';
import { renderUi } from '../../testing/render.tsx';
import { BoardScreen } from './board-screen.tsx';
import { REPEAT_MS } from './use-new-order-alert.ts';

// The merchant's settings are asked over HTTP; here the contract's defaults (new orders late after 5 minutes).
vi.mock('../../lib/use-late-limits.ts', async () => {
  const { DEFAULT_LATE_AFTER_MINUTES } = await import('@dasturxon/contracts');
  return { useLateAfterMinutes: () => DEFAULT_LATE_AFTER_MINUTES };
});

const NOW = Date.parse('2026-03-10T09:00:00Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

function orderIn(
  status: 'OPEN' | 'ACCEPTED' | 'COOKING' | 'DONE' | 'ON_WAY',
  number: number,
  sinceMinutes = 1,
) {
  return makeStaffOrder({
    number,
    status,
    createdDate: minutesAgo(sinceMinutes),
    statusLog: [{ status, at: minutesAgo(sinceMinutes) }],
  });
}

function fakeChime(unlocked: boolean) {
  let open = unlocked;
  const chime = {
    unlock: vi.fn(async () => {
      open = true;
      return true;
    }),
    isUnlocked: () => open,
    play: vi.fn(() => {}),
  };
  return chime satisfies Chime;
}

function live(orders: ReturnType<typeof orderIn>[]): LiveOrders {
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

function board(orders: ReturnType<typeof orderIn>[], chime: Chime) {
  return <BoardScreen live={live(orders)} chime={chime} title="Orders · Navruz" />;
}

describe('order board', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('puts each order in its status column', () => {
    renderUi(
      board(
        [orderIn('OPEN', 1), orderIn('ACCEPTED', 2), orderIn('COOKING', 3), orderIn('DONE', 4)],
        fakeChime(true),
      ),
    );
    expect(within(screen.getByTestId('column-new')).getByText('No. 1')).toBeTruthy();
    expect(within(screen.getByTestId('column-accepted')).getByText('No. 2')).toBeTruthy();
    expect(within(screen.getByTestId('column-cooking')).getByText('No. 3')).toBeTruthy();
    expect(within(screen.getByTestId('column-ready')).getByText('No. 4')).toBeTruthy();
    expect(screen.getByTestId('count-onWay').textContent).toBe('0');
  });

  it('rings for a new order that arrives live, repeats until acknowledged, and counts it in the tab title', () => {
    const chime = fakeChime(true);
    const view = renderUi(board([orderIn('ACCEPTED', 2)], chime));
    expect(chime.play).not.toHaveBeenCalled();
    expect(document.title).toBe('Orders · Navruz');

    view.rerender(board([orderIn('ACCEPTED', 2), orderIn('OPEN', 7)], chime));
    expect(within(screen.getByTestId('column-new')).getByText('No. 7')).toBeTruthy();
    expect(chime.play).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('(1) Orders · Navruz');
    expect(screen.getByText('New order No. 7')).toBeTruthy();

    act(() => vi.advanceTimersByTime(REPEAT_MS * 2));
    expect(chime.play).toHaveBeenCalledTimes(3);

    fireEvent.click(within(screen.getByTestId('order-card-7')).getByRole('button', { name: 'Seen' }));
    act(() => vi.advanceTimersByTime(REPEAT_MS * 3));
    expect(chime.play).toHaveBeenCalledTimes(3);
    expect(document.title).toBe('Orders · Navruz');
  });

  it('asks for the first click before it can make sound, and rings once that click unlocked it', async () => {
    const chime = fakeChime(false);
    renderUi(board([orderIn('OPEN', 9)], chime));
    expect(screen.getByTestId('sound-banner').textContent).toContain('turn on the new-order sound');
    expect(chime.play).not.toHaveBeenCalled();
    // Already waiting when the board opened: counted in the title though silent until unlocked.
    expect(document.title).toBe('(1) Orders · Navruz');

    await act(async () => {
      fireEvent.click(screen.getByTestId('sound-banner'));
    });
    expect(chime.unlock).toHaveBeenCalled();
    expect(screen.queryByTestId('sound-banner')).toBeNull();
    expect(chime.play).toHaveBeenCalledTimes(1);
  });

  it('highlights an order waiting longer than the merchant allows, and says how long', () => {
    renderUi(board([orderIn('OPEN', 3, 12), orderIn('OPEN', 4, 2)], fakeChime(true)));
    const late = screen.getByTestId('order-card-3');
    expect(late.getAttribute('data-late')).toBe('true');
    expect(within(late).getByText('Waiting 12 min')).toBeTruthy();
    expect(screen.getByTestId('order-card-4').getAttribute('data-late')).toBeNull();
  });

  it('ticks the age of each card every second', () => {
    renderUi(board([orderIn('COOKING', 5, 3)], fakeChime(true)));
    const card = screen.getByTestId('order-card-5');
    expect(within(card).getByText('3:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(61_000));
    expect(within(card).getByText('4:01')).toBeTruthy();
  });
});
