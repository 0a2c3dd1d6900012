/** Money of spec §9: whole so'm everywhere (API, database, screen). */
import type { Lang } from '@dasturxon/contracts';

/**
 * Price after a percentage discount, in whole so'm.
 * Rounding rule: the discounted price is rounded half up to the so'm (25 005 at 10% = 22 504.5 -> 22 505), so
 * the shopper never pays a fraction and the rounding is the same on server and client. `percent` is clamped
 * to 0..100, so the result is never above `price` and never below 0. Integer arithmetic keeps it exact.
 * Throws RangeError for a price that is not a whole, non-negative number of so'm or a percent that is not a
 * number: a bug upstream, not something to price.
 */
export function applyDiscount(price: number, percent: number): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`Not a price in so'm: ${price}`);
  if (!Number.isFinite(percent)) throw new RangeError(`Not a discount percent: ${percent}`);
  const p = Math.min(100, Math.max(0, percent));
  return Math.floor((price * (100 - p) + 50) / 100);
}

/** The so'm taken off by a discount; `price - discountAmount` is always `applyDiscount(price, percent)`. */
export function discountAmount(price: number, percent: number): number {
  return price - applyDiscount(price, percent);
}

/**
 * Thousands separator for uz and ru, also used between the number and the currency so neither wraps alone.
 * U+00A0 (no-break space) rather than U+202F: every font has it, and it reads as the plain space people type.
 */
export const SUM_SEPARATOR = '\u00A0';

const UNITS: Record<Lang, string> = { uz: "so'm", ru: 'сум', eng: 'UZS' };

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * An amount as shoppers read it: uz "25 000 so'm", ru "25 000 сум", eng "25,000 UZS" (spaces are U+00A0).
 * Fractions are rounded to the so'm. Written by hand, not with Intl, so server and browser print the same
 * whatever ICU data they carry.
 */
export function formatSum(amount: number, lang: Lang): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  const digits = String(Math.abs(rounded));
  const number = lang === 'eng' ? groupDigits(digits, ',') : groupDigits(digits, SUM_SEPARATOR);
  return `${sign}${number}${SUM_SEPARATOR}${UNITS[lang]}`;
}
