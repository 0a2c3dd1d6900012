/** What the root loader sends the browser about the storefront shell: current language only, no secrets. */
import type { Lang } from '@dasturxon/contracts';
import type { BasketLine } from '../../lib/basket-codec.ts';
import type { ClientKind } from '../../lib/client-kind.ts';
import type { Kept } from '../../lib/kept-json.ts';
import type { Messages } from '../i18n/index.tsx';
import type { Theme } from '../theme/theme.ts';

export type { ClientKind };

export interface BrandTab {
  id: number;
  name: string;
  href: string;
  image: string | null;
  current: boolean;
}

export interface FooterLink {
  kind: 'PHONE' | 'TELEGRAM' | 'INSTAGRAM' | 'FACEBOOK' | 'EMAIL' | 'OTHER';
  label: string;
  href: string;
}

export interface NearestBranchBadge {
  id: number;
  name: string;
  open: boolean;
  /** "23:00" when open with a closing time; absent when open round the clock or closed. */
  closesAt?: string;
}

export interface ShellMerchant {
  id: string;
  name: string;
  logo: string | null;
  nav: { branches: boolean; about: boolean; vacancies: boolean; privacy: boolean; terms: boolean };
  /** Settings favouriteActive: product cards and the detail show a heart. */
  favourites: boolean;
  /** Settings basketPosition and cartPageActive (decision 143): where the basket shows, and whether it has a page. */
  basket: { position: 'NAVIGATION_BAR' | 'FLOATING_OVER_PRODUCT'; page: boolean };
  footer: { left: string; right: string; links: FooterLink[] };
  /** Brand tabs; empty when the company has a single brand. */
  brands: BrandTab[];
  cities: { id: number; name: string }[];
  cityId: number | null;
  nearestBranch: NearestBranchBadge | null;
  /** The customer refused to share the location (`geo` cookie): nothing asks again unprompted (decision 325). */
  locationRefused: boolean;
  metricaId: string | null;
  allowedExternalHosts: string[];
}

/** The signed-in customer as the shell shows them (header, bottom nav); null for a guest. */
export interface ShellUser {
  id: number;
  /** First name, else the formatted phone. */
  name: string;
}

export interface ShellData {
  lang: Lang;
  messages: Messages;
  /**
   * The URL of the messages this answer left out (the menu's first screen: decision 343), merged into `messages`
   * after hydration (shared/i18n/catalogue-client.ts); null when `messages` is the whole catalogue.
   */
  messagesRest: string | null;
  langs: Lang[];
  theme: Theme;
  title: string;
  /** The page's meta description (search results, link previews). */
  description: string;
  favicon: string;
  cdnBase: string;
  buildId: string;
  client: ClientKind;
  merchant: ShellMerchant | null;
  user: ShellUser | null;
  /** The merchant's basket from its cookie (decision 140): seeds the first render of useBasket. */
  basket?: BasketLine[];
}

/**
 * The root loader's answer: the shell, with its messages (the same for every visitor of the language) by
 * reference to the JSON the document carries when it is a document's (decision 358). `shellOf` (use-shell.ts)
 * makes the ShellData components read.
 */
export type ShellLoaderData = Omit<ShellData, 'messages'> & { messages: Kept<Messages> };
