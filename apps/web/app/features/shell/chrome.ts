/**
 * Which parts of the shell's frame a screen shows (issue 10, decisions 331 and 332): the brand tabs belong to
 * the menu only; checkout and the order screen keep the bottom of the screen for their one action bar, so the
 * bottom navigation, the active-order pill and the site footer stay off there (a task screen, as in the delivery
 * apps; the footer under the fixed bar was a band of empty page, decision 357); inside the Telegram mini-app the
 * language pill, the brand tabs and the site footer are off (Telegram gives the language, a brand is another bot).
 */
import type { ClientKind } from '../../shared/shell/shell-types.ts';

/** The menu's screens, where brand tabs show: the home menu and a category. */
export function isMenuScreen(pathname: string): boolean {
  return pathname === '/' || pathname === '/category';
}

/** Screens with an action bar of their own at the bottom: checkout and one order (not its map). */
export function hasOwnActionBar(pathname: string): boolean {
  return pathname === '/checkout' || /^\/profile\/orders\/[^/]+\/?$/.test(pathname);
}

export interface Chrome {
  brandTabs: boolean;
  bottomNav: boolean;
  langSwitch: boolean;
  footer: boolean;
}

/**
 * `menuBehind`: a product pop-up is open over a menu screen (decision 022): the page behind keeps its tabs,
 * so nothing jumps under the sheet.
 */
export function chromeOf(pathname: string, client: ClientKind, menuBehind = false): Chrome {
  const telegram = client === 'TG';
  return {
    brandTabs: !telegram && (isMenuScreen(pathname) || menuBehind),
    bottomNav: !hasOwnActionBar(pathname),
    langSwitch: !telegram,
    footer: !telegram && !hasOwnActionBar(pathname),
  };
}
