/**
 * A small in-process cache with a time-to-live and a size bound, for lookups that every request makes (the
 * merchant of the `merchant` header). Misses are cached too, so a flood of unknown ids costs one query per id
 * per TTL; the size bound keeps such a flood from growing memory (oldest entries go first).
 */
export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** The value if it is loaded and fresh, without waiting (the hot path stays synchronous). */
  peek(key: K): { value: V } | undefined;
  delete(key: K): void;
  clear(): void;
}

interface Entry<V> {
  promise: Promise<V>;
  loaded?: { value: V };
  expires: number;
}

export function createTtlCache<K, V>(opts: {
  ttlMs: number;
  max: number;
  now?: () => number;
}): TtlCache<K, V> {
  const now = opts.now ?? Date.now;
  const entries = new Map<K, Entry<V>>();

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.promise;
      if (hit) entries.delete(key);
      // Store the promise, so concurrent misses share one load; a failed load is not kept.
      const entry: Entry<V> = { promise: load(), expires: now() + opts.ttlMs };
      entry.promise.then(
        (value) => {
          entry.loaded = { value };
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      entries.set(key, entry);
      if (entries.size > opts.max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return entry.promise;
    },
    peek(key) {
      const hit = entries.get(key);
      return hit && hit.expires > now() ? hit.loaded : undefined;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
