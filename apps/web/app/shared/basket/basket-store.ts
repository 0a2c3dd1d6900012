/**
 * The basket (decision 140): a cookie per merchant written by the browser, read by the server for SSR.
 *
 * - Server: `readBasket(cookies, merchantId)` in loaders; the root loader puts it in the shell
 *   (`shell.basket`), which seeds the first render, so the badge and /basket render without a jump.
 * - Client: `useBasket()` reads and writes document.cookie through a tiny external store; changes are instant
 *   (optimistic: there is nothing to wait for) and survive reloads. Each brand (merchant) has its own basket.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  type AddOutcome,
  addLine,
  BASKET_MAX_AGE_SECONDS,
  type BasketLine,
  basketCount,
  decodeBasket,
  encodeBasket,
  type NewBasketLine,
  productCount,
  setLineCount,
} from '../../lib/basket-codec.ts';
import { basketCookieName, type CookieOrigin, parseCookies, serializeCookie } from '../../lib/cookies.ts';
import { useT } from '../i18n/index.tsx';
import { useShell } from '../shell/use-shell.ts';
import { showToast } from '../toast/toast-store.ts';

export type { BasketLine, BasketModification, NewBasketLine } from '../../lib/basket-codec.ts';
export {
  basketCount,
  MAX_BASKET_LINES,
  MAX_LINE_COUNT,
  productCount,
  readBasket,
} from '../../lib/basket-codec.ts';

/** Where the store reads and writes cookies; document in the browser, a fake in tests. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
  /** The page's location: the one Secure rule of lib/cookies.ts decides from it. */
  origin(): CookieOrigin;
}

/** The raw value of a merchant's basket cookie in a cookie string. */
function basketValue(cookies: string, merchantId: string): string {
  return parseCookies(cookies)[basketCookieName(merchantId)] ?? '';
}

const EMPTY: BasketLine[] = [];

export interface BasketStore {
  get(merchantId: string): BasketLine[];
  set(merchantId: string, lines: readonly BasketLine[]): void;
  /** Re-reads the cookie (another tab may have changed it) and tells the subscribers when it did. */
  refresh(): void;
  subscribe(listener: () => void): () => void;
}

export function createBasketStore(jar: CookieJar): BasketStore {
  const listeners = new Set<() => void>();
  // Parsed once per cookie value: getSnapshot must return the same array while nothing changed. `cookies` is
  // the whole cookie string it was found in: the same string needs no second look.
  const cache = new Map<string, { cookies: string; raw: string; lines: BasketLine[] }>();
  const emit = () => {
    for (const l of listeners) l();
  };
  const store: BasketStore = {
    get(merchantId) {
      const cookies = jar.read();
      const hit = cache.get(merchantId);
      if (hit && hit.cookies === cookies) return hit.lines;
      const raw = basketValue(cookies, merchantId);
      const lines = hit && hit.raw === raw ? hit.lines : raw ? decodeBasket(raw) : EMPTY;
      cache.set(merchantId, { cookies, raw, lines });
      return lines;
    },
    set(merchantId, lines) {
      const value = encodeBasket(lines);
      // An empty basket deletes the cookie; a basket lives 30 days after its last change (decision 140).
      const maxAge = value ? BASKET_MAX_AGE_SECONDS : 0;
      jar.write(serializeCookie(basketCookieName(merchantId), value, { maxAge }, jar.origin()));
      emit();
    },
    refresh() {
      let changed = false;
      for (const [merchantId, hit] of cache) {
        if (basketValue(jar.read(), merchantId) !== hit.raw) changed = true;
      }
      if (changed) emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

let browserStore: BasketStore | null = null;

function getBrowserStore(): BasketStore {
  if (browserStore) return browserStore;
  // document.cookie builds a new string on every read, and every card of the menu asks for its count while it
  // renders: read once per task (a microtask later the next read sees any change), and again after our writes.
  let cookies: string | null = null;
  const store = createBasketStore({
    read: () => {
      if (cookies === null) {
        cookies = document.cookie;
        queueMicrotask(() => {
          cookies = null;
        });
      }
      return cookies;
    },
    write: (c) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the basket cookie is written by the browser on purpose (decision 140).
      document.cookie = c;
      cookies = null;
    },
    origin: () => location,
  });
  // A basket changed in another tab shows when the visitor comes back to this one.
  const refresh = () => store.refresh();
  window.addEventListener('focus', refresh);
  document.addEventListener('visibilitychange', refresh);
  window.addEventListener('pageshow', refresh);
  browserStore = store;
  return store;
}

function subscribe(listener: () => void): () => void {
  return getBrowserStore().subscribe(listener);
}

export interface BasketApi {
  lines: BasketLine[];
  /** Number of dishes (sum of counts). */
  count: number;
  /**
   * Adds the dish with its choice (merged with the same choice). `opts.max` is how many of the product may be
   * in the basket at all (stock); `opts.name` names it in the refusal toast. Refusals show a toast and return
   * false; nothing is thrown.
   */
  add(line: NewBasketLine, opts?: { max?: number; name?: string }): boolean;
  setCount(key: string, count: number): void;
  remove(key: string): void;
  clear(): void;
}

export type BasketActions = Omit<BasketApi, 'lines' | 'count'>;

function makeActions(merchantId: string, t: ReturnType<typeof useT>): BasketActions {
  const current = () => getBrowserStore().get(merchantId);
  const write = (next: readonly BasketLine[]) => {
    if (merchantId) getBrowserStore().set(merchantId, next);
  };
  return {
    add(line, opts) {
      const outcome: AddOutcome = addLine(current(), line, opts?.max);
      if (outcome.ok) {
        write(outcome.lines);
        return true;
      }
      const name = opts?.name ?? '';
      if (outcome.reason === 'tooManyLines') showToast('warning', t('basket.full'));
      else if (outcome.reason === 'notEnough') {
        showToast(
          'warning',
          outcome.max > 0
            ? t('basket.notEnough', { name, max: outcome.max })
            : t('basket.notAvailable', { name }),
        );
      }
      return false;
    },
    setCount(key, count) {
      write(setLineCount(current(), key, count));
    },
    remove(key) {
      write(setLineCount(current(), key, 0));
    },
    clear() {
      write(EMPTY);
    },
  };
}

const encodings = new WeakMap<readonly BasketLine[], string>();
function encoded(lines: readonly BasketLine[]): string {
  let value = encodings.get(lines);
  if (value === undefined) {
    value = encodeBasket(lines);
    encodings.set(lines, value);
  }
  return value;
}

function useSeed() {
  const shell = useShell();
  return { merchantId: shell.merchant?.id ?? '', seed: shell.basket ?? EMPTY };
}

/** The current merchant's basket. Client and server safe: SSR renders the lines of the root loader's shell. */
export function useBasket(): BasketApi {
  const { merchantId, seed } = useSeed();
  const t = useT();
  // The server's lines while the cookie still says the same: a new but equal array at hydration would make
  // React render every user of the basket again, synchronously.
  const getSnapshot = useCallback(() => {
    const lines = getBrowserStore().get(merchantId);
    return lines === seed || encoded(lines) === encoded(seed) ? seed : lines;
  }, [merchantId, seed]);
  const getServerSnapshot = useCallback(() => seed, [seed]);
  const lines = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is new each render; the catalogue is not.
  const actions = useMemo(() => makeActions(merchantId, t), [merchantId]);
  return useMemo(() => ({ ...actions, lines, count: basketCount(lines) }), [actions, lines]);
}

/**
 * How many of one product are in the basket: `total` over all its choices and `plain` on its line without
 * modifiers. A card re-renders only when its own numbers change, not on every basket change (menus have
 * hundreds of cards).
 */
export function useProductInBasket(productId: number): {
  total: number;
  plain: number;
  actions: BasketActions;
} {
  const { merchantId, seed } = useSeed();
  const t = useT();
  const encode = (lines: readonly BasketLine[]) =>
    `${productCount(lines, productId)}:${lines.find((l) => l.key === String(productId))?.count ?? 0}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: encode depends on productId only.
  const getSnapshot = useCallback(() => encode(getBrowserStore().get(merchantId)), [merchantId, productId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: encode depends on productId only.
  const getServerSnapshot = useCallback(() => encode(seed), [seed, productId]);
  const packed = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is new each render; the catalogue is not.
  const actions = useMemo(() => makeActions(merchantId, t), [merchantId]);
  const [total, plain] = packed.split(':').map(Number);
  return { total: total ?? 0, plain: plain ?? 0, actions };
}
