/** Theme colours of spec §9. */

/** Primary colour used when a merchant has none or its value is not a colour. */
export const DEFAULT_PRIMARY_COLOR = '#FCE000';

export type MainColorType = 'dark' | 'light';

/**
 * Text colour on the merchant's primary colour (spec §9): white when the merchant says its main colour is dark,
 * otherwise black (also when it says nothing: the default yellow needs black text).
 */
export function textColorOn(mainColorType: MainColorType | null | undefined): '#FFFFFF' | '#000000' {
  return mainColorType === 'dark' ? '#FFFFFF' : '#000000';
}

const SHORT_HEX = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG_HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour from merchant settings as `#RRGGBB` (upper case), or `fallback` when it is not a `#rgb` / `#rrggbb`
 * colour. Colours go into CSS custom properties in server-rendered HTML, so anything else (names, `url(...)`,
 * stray `;`) is refused rather than passed through.
 */
export function normalizeHexColor(color: string | null | undefined, fallback: string): string {
  const c = color?.trim() ?? '';
  const short = SHORT_HEX.exec(c);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  if (LONG_HEX.test(c)) return c.toUpperCase();
  return fallback;
}
