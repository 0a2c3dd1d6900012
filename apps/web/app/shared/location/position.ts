/**
 * The customer's last shared position in the `position` cookie (decision 326): "41.311,69.280", rounded to three
 * decimals (about 100 m) — enough to order branches by distance, not enough to find a doorstep. Written by the
 * /nearest-branch action only after the customer pressed a location button (decision 325).
 */
export interface Position {
  latitude: number;
  longitude: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function formatPosition(p: Position): string {
  return `${round3(p.latitude).toFixed(3)},${round3(p.longitude).toFixed(3)}`;
}

/** The cookie's value as a position; anything malformed or out of range is no position. */
export function parsePosition(value: string | null | undefined): Position | null {
  if (!value) return null;
  const m = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/.exec(value.trim());
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
