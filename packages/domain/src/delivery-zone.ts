/**
 * Delivery zones and the delivery tariff (spec §3 delivery zone, order settings; decision 102).
 *
 * A zone is a polygon of [latitude, longitude] points with a price. An address is in a zone when it lies inside
 * the polygon or on its border (a house on the boundary street is served). Where zones overlap, the zone with
 * the highest priority wins, then the cheapest, then the first listed. Outside every zone there is no delivery
 * (spec §8 "out of service zone").
 *
 * The price is the zone price plus a distance part (so'm per started km beyond the free km), never below the
 * merchant's minimal delivery price; whole so'm.
 */

export type LatLon = [number, number]; // [latitude, longitude]

/** Tolerance of "on the border", in degrees (about 0.1 mm): absorbs float noise, not real distance. */
const EDGE_EPSILON = 1e-9;

function onSegment(x: number, y: number, x1: number, y1: number, x2: number, y2: number): boolean {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return Math.hypot(x - x1, y - y1) <= EDGE_EPSILON;
  // Closest point of the segment to (x, y), clamped to the segment.
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / len2));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)) <= EDGE_EPSILON;
}

/**
 * Whether the point lies inside the polygon or on its border (ray casting, even-odd rule). The polygon may or
 * may not repeat its first point at the end; fewer than 3 distinct points enclose nothing. Non-finite
 * coordinates are never inside.
 */
export function pointInPolygon(lat: number, lon: number, polygon: readonly LatLon[]): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  const pts = polygon.filter((p) => Number.isFinite(p[0]) && Number.isFinite(p[1]));
  if (pts.length < 3) return false;
  // x = longitude, y = latitude.
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i] as LatLon;
    const b = pts[j] as LatLon;
    if (onSegment(lon, lat, a[1], a[0], b[1], b[0])) return true;
  }
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [yi, xi] = pts[i] as LatLon;
    const [yj, xj] = pts[j] as LatLon;
    // Half-open rule on y (one end inclusive, the other exclusive) counts a vertex on the ray once.
    if (yi > lat !== yj > lat) {
      const xCross = xi + ((lat - yi) * (xj - xi)) / (yj - yi);
      if (lon < xCross) inside = !inside;
    }
  }
  return inside;
}

/** The zone serving a point: highest priority (default 0), then cheapest, then the first listed; null outside all. */
export function findDeliveryZone<Z extends { polygon: readonly LatLon[]; price: number; priority?: number }>(
  zones: readonly Z[],
  lat: number,
  lon: number,
): Z | null {
  let best: Z | null = null;
  for (const zone of zones) {
    if (!pointInPolygon(lat, lon, zone.polygon)) continue;
    if (best === null) {
      best = zone;
      continue;
    }
    const p = zone.priority ?? 0;
    const bp = best.priority ?? 0;
    if (p > bp || (p === bp && zone.price < best.price)) best = zone;
  }
  return best;
}

export interface TariffTerms {
  minimalDeliveryPrice: number;
  deliveryPricePerKm: number;
  deliveryFreeKm: number;
}

const whole = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/**
 * Delivery price: max(minimal, zonePrice + perKm × started km beyond the free km). The distance beyond the free
 * km is rounded to the metre before taking the ceiling, so float noise (1.1 − 0.1 = 1.0000000000000002) does not
 * charge a whole extra km. A distance that is not a number counts as 0 km.
 */
export function deliveryPriceFor(zonePrice: number, distanceKm: number, terms: TariffTerms): number {
  const distance = Number.isFinite(distanceKm) ? distanceKm : 0;
  const freeKm = Number.isFinite(terms.deliveryFreeKm) ? Math.max(0, terms.deliveryFreeKm) : 0;
  const beyondMetres = Math.round(Math.max(0, distance - freeKm) * 1000);
  const startedKm = Math.ceil(beyondMetres / 1000);
  const price = whole(zonePrice) + whole(terms.deliveryPricePerKm) * startedKm;
  return Math.max(whole(terms.minimalDeliveryPrice), price);
}
