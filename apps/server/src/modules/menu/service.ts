/**
 * The menu: the overall menu per channel and the product grades, both served from the menu cache
 * (decision 010): built from a handful of queries, validated against their contract once per build, kept
 * as ready-to-send bytes until the merchant's menu data changes.
 */
import { type MenuChannel, type Overall, OverallSchema, ProductGradeSchema } from '@dasturxon/contracts';
import { z } from 'zod';
import { buildOverall, loadMenuRows, roundGrade } from './build-overall.ts';
import { createMenuCache, type MenuEntry } from './menu-cache.ts';
import type { MenuRepository } from './repository.ts';

export interface MenuServiceOptions {
  repo: MenuRepository;
  /** How often a cached menu asks the database whether another process changed it (decision 010). */
  cacheCheckIntervalMs?: number;
}

/** What the cache holds per merchant: the menu of each channel, and the grades. */
type MenuView = MenuChannel | 'GRADES';

const GradesSchema = z.array(ProductGradeSchema);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function createMenuService({ repo, cacheCheckIntervalMs }: MenuServiceOptions) {
  const cache = createMenuCache<MenuView>({
    async build(merchantId, view) {
      // Cached text bypasses the route's serializer: hold it to the contract here, once per build.
      if (view === 'GRADES') {
        const rows = await repo.listGrades(merchantId);
        const grades = rows.map((r) => ({ productId: r.productId, grade: roundGrade(r.average) }));
        return JSON.stringify(z.encode(GradesSchema, grades));
      }
      const overall = buildOverall(await loadMenuRows(repo, merchantId), view);
      return JSON.stringify(z.encode(OverallSchema, overall));
    },
    // Grades are part of the fingerprint, so a new grade refreshes both views.
    stamp: (merchantId) => repo.menuStamp(merchantId),
    ...(cacheCheckIntervalMs === undefined ? {} : { checkIntervalMs: cacheCheckIntervalMs }),
  });

  return {
    /** The overall menu ready to send (JSON bytes, ETag, compressed forms on demand). */
    getOverall: (merchantId: string, channel: MenuChannel): Promise<MenuEntry> =>
      cache.get(merchantId, channel),
    /** The overall menu when it is cached and current, without waiting (the fast path, menu/fast-path.ts). */
    peekOverall: (merchantId: string, channel: MenuChannel): MenuEntry | undefined =>
      cache.peek(merchantId, channel),
    /**
     * The overall menu as a read-only object, for in-process callers (server rendering): parsed once per
     * cache entry instead of once per request, which matters for a 2,000-product menu.
     */
    async readOverall(merchantId: string, channel: MenuChannel): Promise<{ etag: string; overall: Overall }> {
      const entry = await cache.get(merchantId, channel);
      entry.parsed ??= deepFreeze(JSON.parse(entry.body.toString('utf8')) as Overall);
      return { etag: entry.etag, overall: entry.parsed as Overall };
    },
    /** Average grade per product, ready to send like the menu. */
    getGrades: (merchantId: string): Promise<MenuEntry> => cache.get(merchantId, 'GRADES'),
    encode: cache.encode,

    /** Call after any write to a merchant's menu, branches or grades. */
    invalidate: (merchantId: string) => cache.invalidate(merchantId),
    clearCache: () => cache.clear(),
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
