/**
 * Whether a delivery zone drawn by an admin is a usable polygon (issue 12, decision 262). The server refuses
 * a zone with a problem; the console shows the same problem before sending it.
 *
 * Points are [latitude, longitude]. A ring may repeat its first point at the end (a closed ring, as GeoJSON
 * writes it) or not; it is stored open. Consecutive repeated points (a double click) are dropped.
 */
import type { LatLon } from './delivery-zone.ts';

export type ZoneShapeProblem = 'TOO_FEW_POINTS' | 'BAD_COORDINATE' | 'SELF_INTERSECTING' | 'NO_AREA';

const same = (a: LatLon, b: LatLon) => a[0] === b[0] && a[1] === b[1];

/** The ring without a closing repeat of its first point and without consecutive duplicates. */
export function openRing(points: readonly LatLon[]): LatLon[] {
  const ring: LatLon[] = [];
  for (const p of points) {
    const last = ring[ring.length - 1];
    if (!last || !same(last, p)) ring.push([p[0], p[1]]);
  }
  while (ring.length > 1 && same(ring[0] as LatLon, ring[ring.length - 1] as LatLon)) ring.pop();
  return ring;
}

function validCoordinate(p: LatLon): boolean {
  return Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[0]) <= 90 && Math.abs(p[1]) <= 180;
}

/** Twice the signed area in degrees² (x = longitude, y = latitude). */
function doubleArea(ring: readonly LatLon[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [y1, x1] = ring[i] as LatLon;
    const [y2, x2] = ring[(i + 1) % ring.length] as LatLon;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

function orientation(a: LatLon, b: LatLon, c: LatLon): number {
  const v = (b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]);
  return Math.abs(v) < 1e-18 ? 0 : Math.sign(v);
}

function onSegment(a: LatLon, b: LatLon, p: LatLon): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/** Whether segments ab and cd share any point (touching counts). */
export function segmentsIntersect(a: LatLon, b: LatLon, c: LatLon, d: LatLon): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(a, b, c)) return true;
  if (o2 === 0 && onSegment(a, b, d)) return true;
  if (o3 === 0 && onSegment(c, d, a)) return true;
  return o4 === 0 && onSegment(c, d, b);
}

/** Whether two edges of the ring that are not neighbours meet (a figure eight, a loop, a spike back). */
function selfIntersects(ring: readonly LatLon[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i] as LatLon;
    const b = ring[(i + 1) % n] as LatLon;
    for (let j = i + 1; j < n; j++) {
      const c = ring[j] as LatLon;
      const d = ring[(j + 1) % n] as LatLon;
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) {
        // Neighbours share one point; they must not fold back over each other (a spike drawn back).
        const [p, q, r] = j === i + 1 ? [a, b, d] : [b, a, c];
        const dot = (p[0] - q[0]) * (r[0] - q[0]) + (p[1] - q[1]) * (r[1] - q[1]);
        if (orientation(p, q, r) === 0 && dot > 0) return true;
        continue;
      }
      if (segmentsIntersect(a, b, c, d)) return true;
    }
  }
  return false;
}

/** The first problem of a drawn zone, or null when it may be saved. */
export function zoneShapeProblem(points: readonly LatLon[]): ZoneShapeProblem | null {
  if (!points.every(validCoordinate)) return 'BAD_COORDINATE';
  const ring = openRing(points);
  if (ring.length < 3) return 'TOO_FEW_POINTS';
  const [first, second] = ring as [LatLon, LatLon];
  if (ring.every((p) => orientation(first, second, p) === 0)) return 'NO_AREA';
  if (selfIntersects(ring)) return 'SELF_INTERSECTING';
  if (Math.abs(doubleArea(ring)) < 1e-12) return 'NO_AREA';
  return null;
}
