/**
 * A merchant's ordering settings (order settings, web settings, payment settings, whether each provider's
 * credentials are complete) held in memory per merchant, so a quote or an order reads only what is its own (the
 * branch, the session and customer, the zones) from the database (decision 365; issue 15 part 2).
 *
 * Fresh by invalidation: every write to those settings calls `invalidateMerchant` (kind 'merchant' on the
 * invalidation bus, decision 302), which drops the entry here at once and, in scale mode, in every other instance;
 * an instance that may have missed messages drops everything. The time-to-live (the merchant cache's, 5 s) bounds
 * what a write that skipped the invalidation could leave stale. The value holds no secret: credentials are
 * booleans (`settingsOf` in ordering-settings-repository.ts), and it is frozen, as every caller shares it.
 */
import { createTtlCache } from '../../cache/ttl-cache.ts';
import type { OrderingRows } from './ordering-settings-repository.ts';

export interface OrderingSettingsCache {
  /** The merchant's settings: cached and fresh, or loaded by `load` (concurrent misses share one load). */
  get(merchantId: string, load: () => Promise<OrderingRows>): Promise<OrderingRows>;
  /** The settings when cached and fresh, without waiting. */
  peek(merchantId: string): OrderingRows | undefined;
  /** Forget a merchant's settings (after a write to them). */
  invalidate(merchantId: string): void;
  clear(): void;
}

/** The merchant cache's time-to-live (merchants/service.ts): settings and record go stale by the same bound. */
export const ORDERING_SETTINGS_TTL_MS = 5_000;

function freeze(rows: OrderingRows): OrderingRows {
  if (rows.orderSettings) {
    Object.freeze(rows.orderSettings.defaultServiceTypes);
    Object.freeze(rows.orderSettings);
  }
  if (rows.webSettings) Object.freeze(rows.webSettings);
  for (const p of rows.payments) Object.freeze(p);
  Object.freeze(rows.payments);
  Object.freeze(rows.credentials);
  return Object.freeze(rows);
}

export function createOrderingSettingsCache(
  opts: { ttlMs?: number; max?: number; now?: () => number } = {},
): OrderingSettingsCache {
  const cache = createTtlCache<string, OrderingRows>({
    ttlMs: opts.ttlMs ?? ORDERING_SETTINGS_TTL_MS,
    max: opts.max ?? 10_000,
    ...(opts.now ? { now: opts.now } : {}),
  });
  return {
    get: (merchantId, load) => cache.get(merchantId, async () => freeze(await load())),
    peek: (merchantId) => cache.peek(merchantId)?.value,
    invalidate: (merchantId) => cache.delete(merchantId),
    clear: () => cache.clear(),
  };
}
