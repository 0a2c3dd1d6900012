/**
 * A menu card's inner HTML written as a string on the server (decision 340): React rendered about 23 elements
 * and 56 attributes per card for every fresh render of the menu page, nine tenths of the page's elements. Where a
 * card shows nothing of the visitor (not in the basket, heart not pressed), the server writes the same markup
 * from a template (card-markup.server.ts, handed down by entry.server.tsx through this context); the browser
 * hydrates the real components over it. card-markup.test.tsx proves the template writes what React writes.
 */
import type { Lang, ViewType } from '@dasturxon/contracts';
import { createContext } from 'react';
import type { KeptHtml } from '../../lib/kept-html.ts';
import type { CategoryView, ProductCardView } from './menu-view.ts';

export interface CardMarkupInput {
  card: ProductCardView;
  viewType: ViewType;
  eager: boolean;
  priority: boolean;
  /** The card's section id: the no-JavaScript "+" comes back to it. */
  anchor: string;
  lang: Lang;
  t: (
    key: 'menu.discount' | 'menu.notAvailable' | 'menu.oldPrice' | 'basket.add' | 'fav.add',
    vars?: Record<string, string | number>,
  ) => string;
  /** The heart's no-JavaScript form comes back here; null when the merchant has no favourites (no heart). */
  heartRedirect: string | null;
}

/** The class of a card's <li>, React's and the template's. */
export function cardClass(card: ProductCardView, viewType: ViewType): string {
  return `card card-${viewType.toLowerCase()}${card.available ? '' : ' is-unavailable'}`;
}

/** The card's inner HTML: what goes inside its <li>. */
export type CardMarkupRenderer = (input: CardMarkupInput) => string;

/** Given on the server only: in the browser (and where no one gives it) every card is rendered by React. */
export const CardMarkup = createContext<CardMarkupRenderer | null>(null);

export interface SectionMarkupInput {
  /**
   * The section's category with its cards (null: a skeleton until they come): the same object for every request
   * of one menu version (decision 352).
   */
  category: CategoryView;
  headingLevel: 2 | 3;
  titleHidden: boolean;
  lang: Lang;
  t: CardMarkupInput['t'];
  heartRedirect: string | null;
  /**
   * Cards of the section on the first screen (their photos load at once): a section with any is written whole,
   * its <section> element included, and React renders only those photos (for their preloads: decision 359).
   */
  eagerCards: number;
}

/**
 * A menu section's inner HTML (its heading and cards): what goes inside its <section>, kept (the same object for
 * the same input while the menu version lasts) so that the server writes its bytes encoded once (decision 359).
 */
export type SectionMarkupRenderer = (input: SectionMarkupInput) => KeptHtml;

/**
 * Given on the server only, beside CardMarkup: a section none of whose cards shows anything of the visitor and
 * none on the first screen is written whole from the template (decision 352).
 */
export const SectionMarkup = createContext<SectionMarkupRenderer | null>(null);

export interface SectionRunInput extends Omit<SectionMarkupInput, 'category' | 'eagerCards'> {
  /**
   * Consecutive sections of one group, below the first screen, none of whose cards shows anything of the
   * visitor: the same objects for every request of one menu version (decision 369).
   */
  categories: readonly CategoryView[];
}

/**
 * Consecutive sections below the first screen, each its own Suspense boundary in React (menu-page.tsx), written
 * as one piece: what React writes for them, without the first boundary's opening comment and the last one's
 * closing comment, which React writes around the piece's marker inside one Suspense (decision 369).
 */
export type SectionRunRenderer = (input: SectionRunInput) => KeptHtml;

/** Given on the server only, beside SectionMarkup (decision 369). */
export const SectionRunMarkup = createContext<SectionRunRenderer | null>(null);
