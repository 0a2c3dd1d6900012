/**
 * Server-side cache of parsed API answers keyed by URL and merchant, revalidated with ETags: a GET still asks
 * the API (so data changes show at once), but a 304 reuses the parsed, validated body instead of parsing and
 * validating megabytes again (a 2,000-product menu on every SSR request). Calls that accept a few seconds of
 * staleness (GetOptions.freshForMs: merchant, settings, brands, cities) skip the API inside that window.
 *
 * Cached bodies are shared between requests: callers must treat them as immutable. Outside production they
 * are frozen, so a mutation fails loudly in development and tests.
 */
export interface CachedBody {
  /** Empty when the API sent none (then only GetOptions.freshForMs reuses the body). */
  etag: string;
  /** When the API last confirmed this body (200 or 304), ms since the epoch. */
  validatedAt: number;
  data: unknown;
}

export interface ResponseCache {
  get(key: string): CachedBody | undefined;
  set(key: string, entry: CachedBody): void;
}

/** A small LRU: a Map keeps insertion order, so re-inserting on read moves an entry to the young end. */
export function createEtagCache(maxEntries = 500): ResponseCache {
  const entries = new Map<string, CachedBody>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key, entry) {
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
