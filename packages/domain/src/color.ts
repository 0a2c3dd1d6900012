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

function channelLuminance(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a `#rgb` / `#rrggbb` colour (0 black .. 1 white). */
export function relativeLuminance(color: string): number {
  const hex = normalizeHexColor(color, '');
  if (!hex) throw new RangeError(`not a hex colour: ${color}`);
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * channelLuminance(r!) + 0.7152 * channelLuminance(g!) + 0.0722 * channelLuminance(b!);
}

/**
 * WCAG 2 contrast ratio (1..21) between two colours. Merchants choose `mainColorType` themselves (spec §9), so
 * a wrong choice makes button text unreadable: the seed checks its merchants with this, and a settings editor
 * can warn with it.
 */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** WCAG AA for normal text: the least contrast button text must reach on the main colour (decision 270). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Contrast of the spec §9 text colour (textColorOn) on a main colour, or null when the colour is not a hex
 * colour. The settings API refuses, and the console warns, below MIN_TEXT_CONTRAST; as black or white always
 * reaches 4.5:1 on some side, switching mainColorType fixes any colour.
 */
export function buttonTextContrast(
  mainColor: string,
  mainColorType: MainColorType | null | undefined,
): number | null {
  const hex = normalizeHexColor(mainColor, '');
  return hex ? contrastRatio(hex, textColorOn(mainColorType)) : null;
}
