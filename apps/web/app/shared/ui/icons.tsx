import { memo } from 'react';

/**
 * The few line icons of the shell, inline (no icon font, no request). Decorative: labels carry the meaning.
 *
 * Icons a page repeats (the menu's hearts and "+", the basket, the pin) are drawn once, as symbols of the
 * document's sprite (IconSprite, written by the root), and each use is `<svg><use href="#i-…"/></svg>`
 * (decision 360: 144 copies of the heart and "+" paths were 25 kB of the menu's HTML). A symbol's shapes carry
 * no fill or stroke of their own: they inherit them from the <svg> around the <use>, so CSS on that svg (the
 * pressed heart's fill, currentColor) still styles them; selectors cannot reach into a <use>'s shadow tree.
 */
const SYMBOLS = {
  heart:
    '<path d="M12 20.5s-7.5-4.6-9.3-9.6C1.5 7.3 3.9 4 7.3 4c2 0 3.6 1.1 4.7 2.7C13.1 5.1 14.7 4 16.7 4c3.4 0 5.8 3.3 4.6 6.9-1.8 5-9.3 9.6-9.3 9.6Z"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  minus: '<path d="M5 12h14"/>',
  basket: '<path d="M3 9h18l-2 11H5L3 9Zm5 0 3-6m5 6-3-6"/>',
  pin: '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
};

export type SpriteIconName = keyof typeof SYMBOLS;

const SPRITE_ID = 'icons';
/** Not drawn itself (`hidden` is an HTML attribute: the UA's [hidden] rule does not reach an <svg>). */
const SPRITE_STYLE = { display: 'none' } as const;

/** The sprite's inner HTML as the server writes it. */
export function spriteSymbols(): string {
  return Object.entries(SYMBOLS)
    .map(([name, shapes]) => `<symbol id="i-${name}" viewBox="0 0 24 24">${shapes}</symbol>`)
    .join('');
}

/**
 * The document's icon sprite, once, first in <body>. The browser's bundle carries no path data: it takes the
 * sprite's contents from the document it hydrates (the same HTML, so no mismatch), and a later render of the
 * root (an error page) keeps what is there.
 */
export const IconSprite = memo(function IconSprite() {
  const html = import.meta.env.SSR ? spriteSymbols() : (document.getElementById(SPRITE_ID)?.innerHTML ?? '');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup of this module (or the same, read back).
  return <svg id={SPRITE_ID} style={SPRITE_STYLE} dangerouslySetInnerHTML={{ __html: html }} />;
});

/** A sprite icon, 20 px unless told: its look (fill, stroke) comes from CSS or the svg's attributes. */
export function SpriteIcon({ name, size = 20 }: { name: SpriteIconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`#i-${name}`} />
    </svg>
  );
}

const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 11h16M5 11a7 7 0 0 1 14 0M3 15h18M6 15l1 4h10l1-4" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const PinIcon = () => (
  <svg {...common}>
    <use href="#i-pin" />
  </svg>
);
export const UserIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const InfoIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </svg>
);
export const BackIcon = () => (
  <svg {...common}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
