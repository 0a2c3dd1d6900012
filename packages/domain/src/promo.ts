/**
 * Promo code rules (spec §5, decision 103). Each failure has its own message, checked in a fixed order so the
 * customer hears the most basic reason first: switched off, not started, expired, then the minimum.
 *
 * - `minPrice` is compared with the products after product discounts (what the promo itself discounts);
 *   reaching it exactly passes (`productTotal >= minPrice`).
 * - Dates may be instants (Date or ISO string with a time) or calendar days ("2026-11-21", Asia/Tashkent):
 *   a day-only start opens at local midnight, a day-only end lasts through that whole local day.
 *   An instant end is inclusive (the promo still works at exactly `endDate`).
 * - A date that cannot be read does not limit the promo (null), rather than failing every order on a typo of
 *   the back office; the admin form validates dates.
 */

export type PromoFailure = 'PROMO_NOT_ACTIVE' | 'PROMO_NOT_STARTED' | 'PROMO_EXPIRED' | 'PROMO_MIN_PRICE';

export interface PromoRules {
  isActive: boolean;
  startDate: Date | string | null;
  endDate: Date | string | null;
  minPrice: number;
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a promo boundary stands for; `end` moves a day-only end to the end of that local day. */
function boundary(value: Date | string | null, end: boolean): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  const day = DAY_ONLY.exec(value.trim());
  if (day) {
    const midnight = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) - TASHKENT_OFFSET_MS;
    // The last millisecond of the local day, so the inclusive comparison below covers the whole day.
    return end ? midnight + DAY_MS - 1 : midnight;
  }
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** Why a promo cannot be used for this basket now, or null when it can. */
export function checkPromo(promo: PromoRules, productTotal: number, now: Date): PromoFailure | null {
  if (!promo.isActive) return 'PROMO_NOT_ACTIVE';
  const t = now.getTime();
  const start = boundary(promo.startDate, false);
  if (start !== null && t < start) return 'PROMO_NOT_STARTED';
  const end = boundary(promo.endDate, true);
  if (end !== null && t > end) return 'PROMO_EXPIRED';
  if (!(productTotal >= (promo.minPrice || 0))) return 'PROMO_MIN_PRICE';
  return null;
}

/** Promo codes are matched case-insensitively and without surrounding spaces (decision 103). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
