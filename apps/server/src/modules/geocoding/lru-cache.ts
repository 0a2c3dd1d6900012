/**
 * A least-recently-used cache with a time-to-live, for geocoding answers: a map pin dragged back and forth or a
 * search typed twice should not cost another upstream request (Nominatim's policy asks callers to cache).
 * Concurrent misses for one key share a single load, so five people asking the same point at once make one
 * upstream request. Failed loads are not kept.
 */
export interface LruCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  readonly size: number;
  clear(): void;
}

interface Entry<V> {
  promise: Promise<V>;
  expires: number;
}

export function createLruCache<V>(opts: { max: number; ttlMs: number; now?: () => number }): LruCache<V> {
  const now = opts.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry<V>>();

  return {
    get(key, load) {
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expires > now()) {
        entries.set(key, hit);
        return hit.promise;
      }
      const entry: Entry<V> = { promise: load(), expires: now() + opts.ttlMs };
      entry.promise.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      entries.set(key, entry);
      while (entries.size > opts.max) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return entry.promise;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
