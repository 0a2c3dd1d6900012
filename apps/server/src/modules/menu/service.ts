/** The menu: the overall menu per channel (served from the menu cache) and product grades. */
import { type MenuChannel, OverallSchema, type ProductGrade } from '@dasturxon/contracts';
import { z } from 'zod';
import { buildOverall, loadMenuRows, roundGrade } from './build-overall.ts';
import { createMenuCache, type MenuEntry } from './menu-cache.ts';
import type { MenuRepository } from './repository.ts';

export interface MenuServiceOptions {
  repo: MenuRepository;
  /** How often a cached menu asks the database whether another process changed it (decision 010). */
  cacheCheckIntervalMs?: number;
}

export function createMenuService({ repo, cacheCheckIntervalMs }: MenuServiceOptions) {
  const cache = createMenuCache<MenuChannel>({
    async build(merchantId, channel) {
      const overall = buildOverall(await loadMenuRows(repo, merchantId), channel);
      // The cached text bypasses the route's serializer, so hold it to the contract here, once per build.
      return JSON.stringify(z.encode(OverallSchema, overall));
    },
    stamp: (merchantId) => repo.menuStamp(merchantId),
    ...(cacheCheckIntervalMs === undefined ? {} : { checkIntervalMs: cacheCheckIntervalMs }),
  });

  return {
    /** The overall menu ready to send (JSON text, ETag, compressed forms on demand). */
    getOverall: (merchantId: string, channel: MenuChannel): Promise<MenuEntry> =>
      cache.get(merchantId, channel),
    encodeOverall: cache.encode,

    async listGrades(merchantId: string): Promise<ProductGrade[]> {
      const rows = await repo.listGrades(merchantId);
      return rows.map((r) => ({ productId: r.productId, grade: roundGrade(r.average) }));
    },

    /** Call after any write to a merchant's menu, branches or grades. */
    invalidate: (merchantId: string) => cache.invalidate(merchantId),
    clearCache: () => cache.clear(),
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
