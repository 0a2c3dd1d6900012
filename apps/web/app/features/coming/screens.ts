/**
 * Screens whose feature ships in a later issue. Each gets an honest message in its own words and a way on,
 * with HTTP 200: these are real pages of the product, just not finished ones.
 */
import type { MessageKey } from '../i18n/index.tsx';

export type ComingArt = 'user' | 'basket' | 'phone' | 'map' | 'sparkles';

export interface ComingAction {
  to: string;
  labelKey: MessageKey;
}

export interface ComingScreenConfig {
  art: ComingArt;
  titleKey: MessageKey;
  textKey: MessageKey;
  primary: ComingAction;
  secondary?: ComingAction;
  /** Sign-in prompts also say plainly that sign-in itself is not open yet. */
  noteKey?: MessageKey;
}

const toMenu: ComingAction = { to: '/', labelKey: 'pages.common.backToMenu' };
const toBranches: ComingAction = { to: '/branches', labelKey: 'pages.coming.seeBranches' };

function signIn(titleKey: MessageKey, textKey: MessageKey = 'pages.coming.signInText'): ComingScreenConfig {
  return {
    art: 'user',
    titleKey,
    textKey,
    primary: { to: '/login', labelKey: 'pages.coming.signIn' },
    secondary: toMenu,
    noteKey: 'pages.coming.signInNote',
  };
}

export const COMING_SCREENS = {
  profile: signIn('pages.coming.profileTitle', 'pages.coming.profileText'),
  'profile-user': signIn('pages.coming.userTitle'),
  'profile-orders': signIn('pages.coming.ordersTitle'),
  'profile-orders-id': signIn('pages.coming.orderTitle'),
  'profile-orders-id-map': signIn('pages.coming.trackTitle'),
  'profile-address': signIn('pages.coming.addressesTitle'),
  'profile-address-create': signIn('pages.coming.addressCreateTitle'),
  'profile-cards': signIn('pages.coming.cardsTitle'),
  'profile-cards-create': signIn('pages.coming.cardsTitle'),
  'profile-cards-confirm': signIn('pages.coming.cardsTitle'),
  'profile-promos': signIn('pages.coming.promosTitle'),
  'profile-favorites': signIn('pages.coming.favoritesTitle'),
  checkout: signIn('pages.coming.checkoutTitle', 'pages.coming.checkoutText'),
  basket: {
    art: 'basket',
    titleKey: 'pages.coming.basketTitle',
    textKey: 'pages.coming.basketText',
    primary: toMenu,
  },
  login: {
    art: 'phone',
    titleKey: 'pages.coming.loginTitle',
    textKey: 'pages.coming.loginText',
    primary: toMenu,
    secondary: toBranches,
  },
  'login-confirm': {
    art: 'phone',
    titleKey: 'pages.coming.loginTitle',
    textKey: 'pages.coming.loginText',
    primary: toMenu,
    secondary: toBranches,
  },
  'address-pickup': {
    art: 'map',
    titleKey: 'pages.coming.pickupTitle',
    textKey: 'pages.coming.pickupText',
    primary: toBranches,
    secondary: toMenu,
  },
  'address-delivery': {
    art: 'map',
    titleKey: 'pages.coming.deliveryTitle',
    textKey: 'pages.coming.deliveryText',
    primary: toMenu,
    secondary: toBranches,
  },
  extra: {
    art: 'sparkles',
    titleKey: 'pages.coming.extraTitle',
    textKey: 'pages.coming.extraText',
    primary: toMenu,
  },
} satisfies Record<string, ComingScreenConfig>;

export type ComingScreenId = keyof typeof COMING_SCREENS;
