/**
 * Web or Telegram mini-app (spec §1: the menu is asked for with type TG inside the mini-app). Telegram opens the
 * mini-app with `tgWebAppData` / `tgWebAppPlatform` parameters; we also remember it in a `client=tg` cookie,
 * because later navigations no longer carry them. The accounts issue completes Telegram login.
 */
import { COOKIE } from './cookies.ts';

/** Web or Telegram mini-app: read once per request, by the shell's, the menu's and the checkout's loaders. */
export type ClientKind = 'WEB' | 'TG';

export function clientKindOf(url: URL, cookies: Readonly<Record<string, string>>): ClientKind {
  if (url.searchParams.has('tgWebAppData') || url.searchParams.has('tgWebAppPlatform')) return 'TG';
  return cookies[COOKIE.client] === 'tg' ? 'TG' : 'WEB';
}
