/**
 * The visitor's favourite product ids on the client, shared by every heart on the page: one GET /favourite per
 * signed-in visitor (not one per card), optimistic toggles that roll back when the server refuses. A module
 * store like the toasts' (no library), so a heart costs the menu bundle a few hundred bytes.
 */
import { useSyncExternalStore } from 'react';

export type ToggleResult = 'ok' | 'login' | 'failed';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

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

export function createFavouriteStore(fetchImpl: Fetch = (i, init) => fetch(i, init)): FavouriteStore {
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
      const apply = (value: boolean) => {
        if (value) ids.add(productId);
        else ids.delete(productId);
        emit();
      };
      apply(on);
      const body = new FormData();
      body.set('productId', String(productId));
      body.set('on', String(on));
      try {
        const res = await fetchImpl('/favourite', { method: 'POST', body });
        if (res.ok) return 'ok';
        apply(!on);
        return res.status === 401 ? 'login' : 'failed';
      } catch {
        apply(!on);
        return 'failed';
      }
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
