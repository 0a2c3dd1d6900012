/**
 * Branches: the list, one branch, and the branch closest to a point (spec §4 nearest branch). Opening hours
 * and distances come from packages/domain, the same rules the storefront shows.
 */
import type { Branch } from '@dasturxon/contracts';
import { type BranchServiceType, closestBranch, hoursOn, TASHKENT_TZ, weekdayAt } from '@dasturxon/domain';
import { notFound } from '../../errors/app-error.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import type { BranchRecord, BranchRepository } from './repository.ts';

export function toBranch(b: BranchRecord, now: Date, distance: number | null = null): Branch {
  // `open` / `close` are today's hours in the branch's (Tashkent) time; null on a day off.
  const today = hoursOn(b.workHours, weekdayAt(now, TASHKENT_TZ));
  const workingToday = today && !today.isDayOff ? today : null;
  return {
    id: b.id,
    merchantId: b.merchantId,
    cityId: b.cityId,
    name: b.name,
    address: b.address,
    latitude: b.latitude,
    longitude: b.longitude,
    open: workingToday?.open ?? null,
    close: workingToday?.close ?? null,
    phone: b.phone,
    bookingPhone: b.bookingPhone,
    isActive: b.isActive,
    isMain: b.isMain,
    joinPosterId: b.joinPosterId,
    jowiId: b.jowiId,
    iikoId: b.iikoId,
    companyId: b.companyId,
    paymentId: b.paymentId,
    deliveryPrice: b.deliveryPrice,
    deliveryStart: b.deliveryStart,
    deliveryEnd: b.deliveryEnd,
    distance: distance === null ? null : Math.round(distance),
    workHours: b.workHours,
    // A close already over is no close: the storefront need not compare it with its own clock.
    closedUntil: b.closedUntil && b.closedUntil > now ? b.closedUntil.toISOString() : null,
    settings: { ...b.settings, merchantId: b.merchantId },
    createdDate: b.createdDate.toISOString(),
    lastModifiedDate: b.lastModifiedDate.toISOString(),
  };
}

export interface BranchServiceOptions {
  repo: BranchRepository;
  clock?: () => Date;
}

export function createBranchService({ repo, clock = () => new Date() }: BranchServiceOptions) {
  return {
    async list(merchantId: string, cityId?: number): Promise<Branch[]> {
      const now = clock();
      return (await repo.listActive(merchantId, cityId)).map((b) => toBranch(b, now));
    },

    async get(merchantId: string, id: number): Promise<Branch> {
      const branch = await repo.findById(merchantId, id);
      if (!branch) throw notFound('branchNotFound');
      return toBranch(branch, clock());
    },

    /**
     * The closest active branch to (lat, lon); with `type`, only branches offering that service.
     * The path's merchant must be the header's (as for cities).
     */
    async closest(
      caller: MerchantRecord,
      merchantId: string,
      point: { lat: number; lon: number },
      type?: BranchServiceType,
    ): Promise<Branch> {
      if (merchantId.toLowerCase() !== caller.id.toLowerCase()) throw notFound('merchantMismatch');
      const candidates = await repo.listActive(caller.id);
      const best = closestBranch(candidates, { latitude: point.lat, longitude: point.lon }, type);
      if (!best) throw notFound('noBranches');
      return toBranch(best, clock(), best.distance);
    },
  };
}

export type BranchService = ReturnType<typeof createBranchService>;
