import { describe, expect, it } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './toast-store.ts';

function storeWithManualTimers() {
  const timers: { fn: () => void; ms: number }[] = [];
  const store = createToastStore((fn, ms) => timers.push({ fn, ms }));
  return { store, timers };
}

describe('toast store', () => {
  it('shows toasts in order and closes each one after 4500 ms', () => {
    const { store, timers } = storeWithManualTimers();
    store.show('success', 'Saved');
    store.show('error', 'Failed');
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Saved', 'Failed']);
    expect(timers.map((t) => t.ms)).toEqual([TOAST_DURATION_MS, TOAST_DURATION_MS]);
    timers[0]?.fn();
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Failed']);
  });

  it('does not stack the same message twice', () => {
    const { store } = storeWithManualTimers();
    const a = store.show('warning', 'Blocked');
    const b = store.show('warning', 'Blocked');
    expect(a).toBe(b);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('closes on demand and tells subscribers', () => {
    const { store } = storeWithManualTimers();
    let calls = 0;
    store.subscribe(() => calls++);
    const id = store.show('info', 'Hello');
    store.dismiss(id);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(calls).toBe(2);
  });
});
