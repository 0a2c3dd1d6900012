/**
 * How /product/:id appears (spec §3 navigationType). Opened from the menu, the page stays underneath
 * ("background location" pattern, decision 022) and the product shows as its category asks: a bottom sheet, a
 * centred pop-up or a full-screen layer. A deep link, a reload or a shared URL renders a full page instead.
 */
import type { NavigationType } from '@dasturxon/contracts';
import { isProductLinkState } from '../../lib/product-link.ts';

export type ProductPresentation = 'SHEET' | 'POP_UP' | 'FULL_SCREEN' | 'PAGE';

/**
 * `hasBackground`: the layout still holds the page the link was on. After a reload the history state survives
 * but the page underneath does not, so the product must be a page of its own.
 */
export function productPresentation(opts: {
  state: unknown;
  hasBackground: boolean;
  navigationType: NavigationType;
}): ProductPresentation {
  if (!isProductLinkState(opts.state) || !opts.hasBackground) return 'PAGE';
  return opts.navigationType;
}
