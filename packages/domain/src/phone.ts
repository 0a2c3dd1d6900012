/** Uzbek phone numbers: stored and sent as 998XXXXXXXXX, shown as +998 90 123 45 67. */

const SEPARATORS = /[\s\u00A0\-().]/g;

/**
 * A phone number as the API takes it (`998` and nine digits), from what people type: "+998 90 123 45 67",
 * "(90) 123-45-67", "901234567", "998901234567". Null for anything else: another country's number, a wrong
 * length, letters, a "+" not followed by 998, or a national number starting with 0 (none does in Uzbekistan).
 */
export function normalizeUzPhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const plus = compact.startsWith('+');
  const digits = plus ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  const full = !plus && digits.length === 9 ? `998${digits}` : digits;
  return /^998[1-9]\d{8}$/.test(full) ? full : null;
}

/** "+998 90 123 45 67" for any number `normalizeUzPhone` accepts; other input is returned as it is. */
export function formatUzPhone(phone: string): string {
  const n = normalizeUzPhone(phone);
  if (!n) return phone;
  return `+998 ${n.slice(3, 5)} ${n.slice(5, 8)} ${n.slice(8, 10)} ${n.slice(10, 12)}`;
}
