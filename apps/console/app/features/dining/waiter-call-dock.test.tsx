// @vitest-environment happy-dom
import { type StaffWaiterCall, staffDiningEndpoints } from '@dasturxon/contracts';
import { apiError, fakeApi } from '@dasturxon/contracts/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import type { Chime } from '../../lib/chime.ts';
import { renderUi } from '../../testing/render.tsx';
import { WaiterCallDock } from './waiter-call-dock.tsx';

vi.mock('../../lib/runtime.ts', () => ({ loadMerchant: async () => ({ id: 'merchant-1' }) }));

class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 0;
  listeners = new Map<string, ((e: { data?: string }) => void)[]>();
  constructor(public url: string) {
    FakeEventSource.last = this;
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

const call = (o: Partial<StaffWaiterCall>): StaffWaiterCall => ({
  id: 1,
  branchId: 1,
  hallId: 2,
  hallName: { uz: 'Ayvon', ru: 'Терраса', eng: 'Terrace' },
  tableId: 3,
  tableNumber: 7,
  reason: 'BILL',
  comment: null,
  createdAt: new Date().toISOString(),
  takenAt: null,
  takenById: null,
  takenByName: null,
  ...o,
});

function chime(): Chime & { plays: number } {
  const c = {
    plays: 0,
    unlock: async () => true,
    isUnlocked: () => true,
    play: () => {
      c.plays += 1;
    },
  };
  return c;
}

function setUp(initial: StaffWaiterCall[], takeAnswer: 'ok' | 'taken') {
  const api = fakeApi()
    .on(staffDiningEndpoints.waiterCalls, () => ({ calls: initial }))
    .on(staffDiningEndpoints.takeWaiterCall, ({ params }) =>
      takeAnswer === 'ok'
        ? call({
            id: Number(params.callId),
            takenAt: new Date().toISOString(),
            takenById: 5,
            takenByName: 'Malika',
          })
        : apiError(409, 'CONFLICT', 'This call has already been taken by Aziz.'),
    );
  const client = createConsoleApi({
    merchantId: () => 'merchant-1',
    lang: () => 'eng',
    fetchImpl: api.fetch,
  });
  const sound = chime();
  renderUi(<WaiterCallDock api={client} chime={sound} />);
  return { sound };
}

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the waiter call dock', () => {
  it('shows a call that arrives live with its table and hall, rings, and clears it when taken', async () => {
    const { sound } = setUp([], 'ok');
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    expect(screen.queryByTestId('waiter-call')).toBeNull();
    act(() => FakeEventSource.last?.emit('waiter-call', call({ id: 9 })));
    const card = await screen.findByTestId('waiter-call');
    expect(within(card).getByText('Table 7 · Terrace')).toBeTruthy();
    expect(within(card).getByText('Asks for the bill')).toBeTruthy();
    expect(within(card).getByText('just now')).toBeTruthy();
    await waitFor(() => expect(sound.plays).toBeGreaterThan(0));
    fireEvent.click(within(card).getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(screen.queryByTestId('waiter-call')).toBeNull());
  });

  it('drops a call someone else took (live event) and says who took one first', async () => {
    setUp([call({ id: 1 }), call({ id: 2, tableNumber: 8, reason: 'CALL' })], 'taken');
    expect(await screen.findAllByTestId('waiter-call')).toHaveLength(2);
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() =>
      FakeEventSource.last?.emit(
        'waiter-call',
        call({ id: 2, takenAt: new Date().toISOString(), takenByName: 'Aziz' }),
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('waiter-call')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Take' }));
    expect(await screen.findByText('This call has already been taken by Aziz.')).toBeTruthy();
  });
});
