/**
 * Screens of the spec whose content is not defined yet (/extra, /extra2: spec §2 names them, nothing more). Each
 * gets an honest message in its own words and a way on, with HTTP 200 (decision 032). Screens that were here
 * until their issue landed (account, basket, checkout, addresses) are built now.
 */
import type { MessageKey } from '../../shared/i18n/index.tsx';

export type ComingArt = 'sparkles';

export interface ComingAction {
  to: string;
  labelKey: MessageKey;
}

export interface ComingScreenConfig {
  art: ComingArt;
  titleKey: MessageKey;
  textKey: MessageKey;
  primary: ComingAction;
}

const toMenu: ComingAction = { to: '/', labelKey: 'pages.common.backToMenu' };

export const COMING_SCREENS = {
  extra: {
    art: 'sparkles',
    titleKey: 'pages.coming.extraTitle',
    textKey: 'pages.coming.extraText',
    primary: toMenu,
  },
} satisfies Record<string, ComingScreenConfig>;

export type ComingScreenId = keyof typeof COMING_SCREENS;
