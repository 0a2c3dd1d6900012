/**
 * Web or Telegram mini-app (spec §1: the menu is asked for with type TG inside the mini-app). Telegram opens the
 * mini-app with `tgWebAppData` / `tgWebAppPlatform` parameters; we also remember it in a `client=tg` cookie,
 * because later navigations no longer carry them. The accounts issue completes Telegram login.
 */
import { COOKIE } from '../../lib/cookies.ts';
import type { ClientKind } from './shell-types.ts';

export function clientKindOf(url: URL, cookies: Readonly<Record<string, string>>): ClientKind {
  if (url.searchParams.has('tgWebAppData') || url.searchParams.has('tgWebAppPlatform')) return 'TG';
  return cookies[COOKIE.client] === 'tg' ? 'TG' : 'WEB';
}
