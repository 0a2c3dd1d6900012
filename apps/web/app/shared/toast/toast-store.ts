/**
 * Toast notifications of spec §9: top-right, auto-close after 4500 ms, four types. A module-level store (no
 * library): anything on the client can call `showToast`, the one <Toaster> renders it.
 */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

export const TOAST_DURATION_MS = 4500;

type Listener = () => void;

export interface ToastStore {
  show(type: ToastType, message: string): number;
  dismiss(id: number): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: Listener): () => void;
}

/** No toast: the server's snapshot and a store's first one, the same array so hydration sees no change. */
export const NO_TOASTS: readonly Toast[] = [];

/** `schedule` is injectable so the store is tested without timers. */
export function createToastStore(
  schedule: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms),
): ToastStore {
  let toasts: readonly Toast[] = NO_TOASTS;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l();
  };
  const store: ToastStore = {
    show(type, message) {
      // The same message twice in a row (a double tap) is one toast, not a stack of copies.
      const existing = toasts.find((t) => t.type === type && t.message === message);
      if (existing) return existing.id;
      const id = nextId++;
      toasts = [...toasts, { id, type, message }];
      emit();
      schedule(() => store.dismiss(id), TOAST_DURATION_MS);
      return id;
    },
    dismiss(id) {
      if (!toasts.some((t) => t.id === id)) return;
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

export const toastStore = createToastStore();

export function showToast(type: ToastType, message: string): number {
  return toastStore.show(type, message);
}
