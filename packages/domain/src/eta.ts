/**
 * The delivery time estimate (issue 10, decision 315): how long from "order" until the food is at the door
 * (delivery) or ready at the counter (pick-up, dine-in), as a range of minutes shown on the menu header, the
 * checkout and the order screen. Pure; the server computes it (quote, estimate endpoint) and the web only shows
 * what the server said.
 *
 * Kitchen: dishes cook side by side, so the longest cooking time of the basket counts (its min and max), plus
 * one minute per unit beyond the first three (a big order waits for the last pan and the packing), at most
 * 20 minutes. A product without a cooking time counts as the default 10-20 minutes.
 * Travel: the straight-line distance times a road factor (1.3: streets are not straight), at a city speed of
 * 20 km/h, plus 5 minutes to hand over (parking, the entrance, the floor). The upper end allows for traffic
 * (travel × 1.5).
 * The range is rounded outwards to 5 minutes (a promise a customer can read) and is at least 10 minutes wide.
 */

export interface EtaItem {
  count: number;
  /** The product's cooking time in minutes (spec §3 timeCookingMin / timeCookingMax), null when not set. */
  cookMin: number | null;
  cookMax: number | null;
}

export interface EtaInput {
  items: readonly EtaItem[];
  /** Straight-line kilometres from the branch to the address; null when nothing travels (pick-up, dine-in). */
  distanceKm: number | null;
}

export interface Eta {
  /** The range shown: from `minMinutes` to `maxMinutes`, multiples of 5. */
  minMinutes: number;
  maxMinutes: number;
  /** The parts, for the record and the tests: kitchen (min, max) and travel (min) in whole minutes. */
  kitchenMinutes: { min: number; max: number };
  travelMinutes: number;
}

export const ETA_RULES = {
  defaultCookMin: 10,
  defaultCookMax: 20,
  /** Units cooked without extra wait. */
  freeUnits: 3,
  perExtraUnit: 1,
  maxBatchMinutes: 20,
  roadFactor: 1.3,
  speedKmh: 20,
  handoverMinutes: 5,
  trafficFactor: 1.5,
  step: 5,
  minWidth: 10,
  /** A cooking time above this is taken as this (a typo of 600 for 60 must not promise ten hours). */
  maxCookMinutes: 180,
  /** Farther than this is not a delivery the estimate speaks for (zones are far smaller). */
  maxDistanceKm: 100,
} as const;

const clampCook = (n: number) => Math.min(ETA_RULES.maxCookMinutes, Math.max(0, Math.round(n)));

/** The kitchen's part: the longest dish (min and max) plus the batch wait of a big order. */
export function kitchenMinutes(items: readonly EtaItem[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  let units = 0;
  for (const item of items) {
    if (!(item.count > 0)) continue;
    units += item.count;
    const lo = item.cookMin ?? item.cookMax ?? ETA_RULES.defaultCookMin;
    const hi = item.cookMax ?? item.cookMin ?? ETA_RULES.defaultCookMax;
    min = Math.max(min, clampCook(Math.min(lo, hi)));
    max = Math.max(max, clampCook(Math.max(lo, hi)));
  }
  if (units === 0) return { min: ETA_RULES.defaultCookMin, max: ETA_RULES.defaultCookMax };
  const batch = Math.min(
    ETA_RULES.maxBatchMinutes,
    Math.max(0, units - ETA_RULES.freeUnits) * ETA_RULES.perExtraUnit,
  );
  return { min: min + batch, max: max + batch };
}

/** The courier's part (without traffic): road kilometres at city speed plus the handover. */
export function travelMinutes(distanceKm: number | null): number {
  if (distanceKm === null || !Number.isFinite(distanceKm)) return 0;
  const km = Math.min(ETA_RULES.maxDistanceKm, Math.max(0, distanceKm)) * ETA_RULES.roadFactor;
  return Math.ceil((km / ETA_RULES.speedKmh) * 60) + ETA_RULES.handoverMinutes;
}

/** The estimate of an order: kitchen plus travel, rounded outwards to 5 minutes. */
export function estimateEta(input: EtaInput): Eta {
  const kitchen = kitchenMinutes(input.items);
  const travel = travelMinutes(input.distanceKm);
  const step = ETA_RULES.step;
  const low = kitchen.min + travel;
  const high = kitchen.max + Math.ceil(travel * ETA_RULES.trafficFactor);
  const minMinutes = Math.max(step, Math.floor(low / step) * step);
  const maxMinutes = Math.max(minMinutes + ETA_RULES.minWidth, Math.ceil(high / step) * step);
  return { minMinutes, maxMinutes, kitchenMinutes: kitchen, travelMinutes: travel };
}

/**
 * A typical single dish of a menu (the menu header's estimate before anything is in the basket): the median
 * of the products' cooking times, each end on its own; the defaults when no product has one.
 */
export function typicalCooking(
  products: readonly { timeCookingMin: number | null; timeCookingMax: number | null }[],
): EtaItem {
  const median = (xs: number[]): number | null => {
    if (xs.length === 0) return null;
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor((s.length - 1) / 2)] ?? null;
  };
  const mins = products.flatMap((p) => (p.timeCookingMin === null ? [] : [p.timeCookingMin]));
  const maxs = products.flatMap((p) => (p.timeCookingMax === null ? [] : [p.timeCookingMax]));
  return { count: 1, cookMin: median(mins), cookMax: median(maxs) };
}
