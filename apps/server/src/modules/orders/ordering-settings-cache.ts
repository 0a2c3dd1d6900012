/**
 * A merchant's ordering settings (order settings, web settings, payment settings, whether each provider's
 * credentials are complete) and its branches and zones held in memory per merchant, so a quote or an order reads
 * only what is its own (the session and the customer's row) from the database (decisions 365, 379; issue 15).
 *
 * Fresh by invalidation: every write to those settings calls `invalidateMerchant` (kind 'merchant' on the
 * invalidation bus, decision 302), which drops the entry here at once and, in scale mode, in every other instance;
 * an instance that may have missed messages drops everything. The time-to-live (the merchant cache's, 5 s) bounds
 * what a write that skipped the invalidation could leave stale. The value holds no secret: credentials are
 * booleans (`settingsOf` in ordering-settings-repository.ts), and it is frozen, as every caller shares it.
 * Its branches and zones: below (`createOrderPlacesCache`).
 */
import { createTtlCache } from '../../cache/ttl-cache.ts';
import type { BranchRecord } from '../branches/repository.ts';
import type { PricedZone } from '../deliveries/service.ts';
import type { OrderingRows } from './ordering-settings-repository.ts';

/** What a merchant's cache here holds: its value frozen (every caller shares it). */
export interface MerchantCache<T> {
  /** The merchant's value: cached and fresh, or loaded by `load` (concurrent misses share one load). */
  get(merchantId: string, load: () => Promise<T>): Promise<T>;
  /** The value when cached and fresh, without waiting. */
  peek(merchantId: string): T | undefined;
  /** Forget a merchant's value (after a write to it). */
  invalidate(merchantId: string): void;
  clear(): void;
}

export type OrderingSettingsCache = MerchantCache<OrderingRows>;

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

type CacheOptions = { ttlMs?: number; max?: number; now?: () => number };

function merchantCache<T>(opts: CacheOptions, freezeValue: (value: T) => T): MerchantCache<T> {
  const cache = createTtlCache<string, T>({
    ttlMs: opts.ttlMs ?? ORDERING_SETTINGS_TTL_MS,
    max: opts.max ?? 10_000,
    ...(opts.now ? { now: opts.now } : {}),
  });
  return {
    get: (merchantId, load) => cache.get(merchantId, async () => freezeValue(await load())),
    peek: (merchantId) => cache.peek(merchantId)?.value,
    invalidate: (merchantId) => cache.delete(merchantId),
    clear: () => cache.clear(),
  };
}

export function createOrderingSettingsCache(opts: CacheOptions = {}): OrderingSettingsCache {
  return merchantCache(opts, freeze);
}

/**
 * Where a merchant's orders are placed (decision 379): every branch that is not deleted (active or not: an inactive
 * one is refused with its own problem), by id, and the active delivery zones (of every branch, or of one: `branchId`),
 * by id. Branches and zones change only through the staff API (branch-admin), which drops them (kinds 'menu' and
 * 'zones' on the invalidation bus); the time-to-live bounds a write that skipped it (a script against the
 * database), as for the settings above.
 */
export interface OrderPlaces {
  branches: ReadonlyMap<number, BranchRecord>;
  zones: readonly KeptZone[];
}

/** An active delivery zone as a tariff reads it and the console names it, with the branch it serves (null: all). */
export type KeptZone = PricedZone & { branchId: number | null };

export type OrderPlacesCache = MerchantCache<OrderPlaces>;

/** The active branches, main first, then by id: the branches repository's `listActive` rows. */
export function activeBranches(places: OrderPlaces): BranchRecord[] {
  return [...places.branches.values()]
    .filter((branch) => branch.isActive)
    .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.id - b.id);
}

/** The zones that serve branch `branchId` (of every branch, or of this one), by id: `zonesFor`'s rows. */
export function zonesServing(places: OrderPlaces, branchId: number): KeptZone[] {
  return places.zones.filter((zone) => zone.branchId === null || zone.branchId === branchId);
}

/** Freezes plain objects and arrays all the way down (a branch's hours, its delivery types...); not Dates. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Date) && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function createOrderPlacesCache(opts: CacheOptions = {}): OrderPlacesCache {
  return merchantCache<OrderPlaces>(opts, (places) => {
    for (const branch of places.branches.values()) deepFreeze(branch);
    deepFreeze(places.zones);
    return Object.freeze(places);
  });
}
