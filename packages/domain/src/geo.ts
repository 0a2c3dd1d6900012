/** Distances and the closest branch (spec §4 nearest branch, §7 closest-branch call, §9 default map centre). */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Spec §9: where maps open when nothing better is known (central Tashkent). */
export const DEFAULT_MAP_CENTER: Coordinates = { latitude: 41.322711, longitude: 69.241084 };

/** Mean Earth radius (IUGG); haversine on a sphere is within 0.5% of the ellipsoid, plenty for "nearest". */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type BranchServiceType = 'DELIVERY' | 'PICK_UP' | 'DINE_IN';

export interface BranchLike extends Coordinates {
  isActive: boolean;
  settings: { deliveryEnabled: boolean; pickUpEnabled: boolean; dineInEnabled: boolean };
}

/** Whether a branch offers a service type (its settings flag). */
export function branchOffers(branch: BranchLike, type: BranchServiceType): boolean {
  switch (type) {
    case 'DELIVERY':
      return branch.settings.deliveryEnabled;
    case 'PICK_UP':
      return branch.settings.pickUpEnabled;
    case 'DINE_IN':
      return branch.settings.dineInEnabled;
  }
}

const isValidPoint = (p: Coordinates) =>
  Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90;

/**
 * The active branch closest to `point`, with its distance in metres; with `type`, only branches offering that
 * service. Null when none qualifies or the point is not a place. Ties go to the earlier branch in the list,
 * so the answer is stable for a given list.
 */
export function closestBranch<T extends BranchLike>(
  branches: readonly T[],
  point: Coordinates,
  type?: BranchServiceType,
): (T & { distance: number }) | null {
  if (!isValidPoint(point)) return null;
  let best: T | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const branch of branches) {
    if (!branch.isActive || !isValidPoint(branch)) continue;
    if (type && !branchOffers(branch, type)) continue;
    const d = distanceMeters(point, branch);
    if (d < bestDistance) {
      best = branch;
      bestDistance = d;
    }
  }
  return best ? { ...best, distance: bestDistance } : null;
}
