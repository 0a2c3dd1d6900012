/**
 * The visitor's favourite product ids on the client, shared by every heart on the page: one GET /favourite per
 * signed-in visitor (not one per card), optimistic toggles that roll back when the server refuses. A module
 * store like the toasts' (no library), so a heart costs the menu bundle a few hundred bytes.
 * A tap is never lost by leaving the page (decision 337): the POST is a keepalive fetch (the browser finishes it
 * after the page is gone), and until its answer the tap is also written down in sessionStorage; a page that
 * finds one there (the previous page died before hearing back) shows it and sends it again (setting a
 * favourite on or off twice is harmless).
 */
import { useSyncExternalStore } from 'react';

export type ToggleResult = 'ok' | 'login' | 'failed';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Where taps wait for the server's answer (sessionStorage in the browser). */
export type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PENDING_KEY = 'dx-favourite-pending';
/** Taps not yet answered: owner -> product id -> on. */
type Pending = Record<string, Record<string, boolean>>;

function browserStorage(): PendingStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export interface FavouriteStore {
  /** Loads the ids of `owner` (merchant + user) once; a new owner starts afresh. */
  load(owner: string): void;
  /** Ids already known (e.g. the favourites page's loader) without asking again. */
  prime(owner: string, ids: readonly number[]): void;
  has(productId: number): boolean;
  /**
   * Whether the store can answer for `productId` of `owner`: the owner's ids have arrived (loaded or primed) or
   * the product was toggled here. Until then a page's own knowledge wins.
   */
  knows(owner: string, productId: number): boolean;
  toggle(productId: number, on: boolean): Promise<ToggleResult>;
  subscribe(listener: () => void): () => void;
  version(): number;
}

export function createFavouriteStore(
  fetchImpl: Fetch = (i, init) => fetch(i, init),
  storage: PendingStorage | null = browserStorage(),
): FavouriteStore {
  let owner = '';
  let ids = new Set<number>();
  let loading: Promise<void> | null = null;
  let loaded = false;
  /** Products toggled here: their state is known even before the owner's list arrives. */
  let toggled = new Set<number>();
  let rev = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    rev++;
    for (const l of listeners) l();
  };
  const readPending = (): Pending => {
    try {
      const value = JSON.parse(storage?.getItem(PENDING_KEY) ?? '{}') as unknown;
      return value && typeof value === 'object' ? (value as Pending) : {};
    } catch {
      return {};
    }
  };
  const writePending = (of: string, productId: number, on: boolean | null) => {
    const all = readPending();
    const mine = { ...all[of] };
    if (on === null) delete mine[productId];
    else mine[productId] = on;
    if (Object.keys(mine).length > 0) all[of] = mine;
    else delete all[of];
    try {
      if (Object.keys(all).length > 0) storage?.setItem(PENDING_KEY, JSON.stringify(all));
      else storage?.removeItem(PENDING_KEY);
    } catch {
      // No storage (private mode, full): the keepalive request alone carries the tap.
    }
  };
  const apply = (productId: number, value: boolean) => {
    if (value) ids.add(productId);
    else ids.delete(productId);
    emit();
  };
  /** Sends one tap; the browser finishes it even when the page is left (keepalive). */
  const send = async (of: string, productId: number, on: boolean): Promise<ToggleResult> => {
    writePending(of, productId, on);
    const body = new FormData();
    body.set('productId', String(productId));
    body.set('on', String(on));
    try {
      const res = await fetchImpl('/favourite', { method: 'POST', body, keepalive: true });
      writePending(of, productId, null);
      if (res.ok) return 'ok';
      return res.status === 401 ? 'login' : 'failed';
    } catch {
      writePending(of, productId, null);
      return 'failed';
    }
  };
  const reset = (next: string) => {
    owner = next;
    ids = new Set();
    loading = null;
    loaded = false;
    toggled = new Set();
  };

  return {
    load(next) {
      if (next !== owner) reset(next);
      if (loading) return;
      const asked = owner;
      loading = fetchImpl('/favourite', { headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<{ ids?: number[] }>) : null))
        .then((body) => {
          if (asked !== owner || !body?.ids) return;
          // Taps made while the list was on its way win over the older list.
          for (const id of body.ids) if (!toggled.has(id)) ids.add(id);
          loaded = true;
          emit();
          // Taps of an earlier page that never heard back: shown, and sent again.
          for (const [key, on] of Object.entries(readPending()[asked] ?? {})) {
            const productId = Number(key);
            if (!Number.isSafeInteger(productId) || toggled.has(productId)) continue;
            toggled.add(productId);
            apply(productId, on);
            void send(asked, productId, on).then((result) => {
              if (result !== 'ok' && asked === owner) apply(productId, !on);
            });
          }
        })
        .catch(() => {
          // Hearts stay empty; the next page asks again.
          if (asked === owner) loading = null;
        });
    },
    prime(next, list) {
      if (next !== owner) reset(next);
      loading = Promise.resolve();
      ids = new Set(list);
      loaded = true;
      emit();
    },
    has: (productId) => ids.has(productId),
    knows: (asked, productId) => asked === owner && (loaded || toggled.has(productId)),
    async toggle(productId, on) {
      toggled.add(productId);
      apply(productId, on);
      const result = await send(owner, productId, on);
      if (result !== 'ok') apply(productId, !on);
      return result;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => rev,
  };
}

export const favouriteStore = createFavouriteStore();

/**
 * Whether the product is a favourite of `owner`: the store's answer once it has the owner's ids, before that
 * `known` (what the page's loader said; the server rendered the same, so hydration changes nothing).
 */
export function useIsFavourite(productId: number, owner: string, known: boolean): boolean {
  useSyncExternalStore(favouriteStore.subscribe, favouriteStore.version, () => 0);
  return favouriteStore.knows(owner, productId) ? favouriteStore.has(productId) : known;
}
