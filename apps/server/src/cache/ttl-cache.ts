/**
 * A small in-process cache with a time-to-live and a size bound, for lookups that every request makes (the
 * merchant of the `merchant` header). Misses are cached too, so a flood of unknown ids costs one query per id
 * per TTL; the size bound keeps such a flood from growing memory (oldest entries go first).
 */
export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  delete(key: K): void;
  clear(): void;
}

export function createTtlCache<K, V>(opts: {
  ttlMs: number;
  max: number;
  now?: () => number;
}): TtlCache<K, V> {
  const now = opts.now ?? Date.now;
  const entries = new Map<K, { value: Promise<V>; expires: number }>();

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (hit) entries.delete(key);
      // Store the promise, so concurrent misses share one load; a failed load is not kept.
      const value = load();
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      entries.set(key, { value, expires: now() + opts.ttlMs });
      if (entries.size > opts.max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
