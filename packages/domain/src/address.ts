/** Saved-address matching (spec §5). */
import type { Coordinates } from './geo.ts';

/** Spec §5: coordinates closer than this in both latitude and longitude are the same place (about 11 m). */
export const COORDINATE_TOLERANCE = 0.000099;

type MaybeCoordinates = { latitude: number | null | undefined; longitude: number | null | undefined };

/**
 * Whether two points are the same saved address: identical, or both latitude and longitude differ by less
 * than the tolerance. A point without coordinates matches nothing.
 */
export function sameCoordinates(a: MaybeCoordinates, b: MaybeCoordinates): boolean {
  const { latitude: aLat, longitude: aLon } = a;
  const { latitude: bLat, longitude: bLon } = b;
  if (aLat == null || aLon == null || bLat == null || bLon == null) return false;
  if (aLat === bLat && aLon === bLon) return true;
  return Math.abs(aLat - bLat) < COORDINATE_TOLERANCE && Math.abs(aLon - bLon) < COORDINATE_TOLERANCE;
}

/** The first saved address at the same place as `point`, or null. */
export function findSavedAddress<T extends MaybeCoordinates>(
  addresses: readonly T[],
  point: Coordinates,
): T | null {
  return addresses.find((a) => sameCoordinates(a, point)) ?? null;
}
