/**
 * Client-only behaviour of the shell (spec §4 startup, except the location: decision 325; §5 rules); renders
 * nothing. The root route loads it after hydration with the Telegram mini-app's mount (features/telegram/telegram-mount.tsx) beside it.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { COOKIE, serializeCookie, YEAR_SECONDS } from '../../lib/cookies.ts';
import { isProductLinkState, isProductPath } from '../../lib/product-link.ts';
import { useT } from '../../shared/i18n/index.tsx';
import type { ShellData } from '../../shared/shell/shell-types.ts';
import { useMetrica } from './metrica.tsx';
import { useBuildWatch } from './use-build-watch.ts';
import { useExternalNavGuard } from './use-external-nav-guard.ts';

const NO_HOSTS: string[] = [];

export function ShellEffects({ shell }: { shell: ShellData }) {
  const t = useT();
  const merchant = shell.merchant;
  useBuildWatch(shell.buildId);
  useExternalNavGuard(merchant?.allowedExternalHosts ?? NO_HOSTS, t('common.externalBlocked'));
  useMetrica(merchant?.metricaId ?? null);
  useTelegramHint(shell.client);
  // Marks the page as fully interactive (link guard and friends installed); e2e journeys wait for it.
  useEffect(() => {
    document.documentElement.dataset.shellReady = 'true';
  }, []);
  // The location is no longer asked here at start-up (spec §4): only in context, decision 325.
  useFocusAfterNavigation();
  return null;
}

const TYPING = 'input, textarea, select, [contenteditable="true"]';

/**
 * After a client-side navigation to another page, focus its main heading (else <main>), as a screen reader or
 * keyboard user would after a full page load (issue 10: focus stayed on the body, or on a link that was gone).
 * Not for the product pop-up (it moves focus into its dialog, and back to its card on closing), an in-page
 * #anchor, or a page that already put focus in a field of its own.
 */
export function useFocusAfterNavigation(): void {
  const location = useLocation();
  const first = useRef(true);
  const previous = useRef(location);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of page moves focus.
  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (first.current) {
      first.current = false;
      return;
    }
    if (location.hash || isProductLinkState(location.state)) return;
    // Closing the product pop-up hands focus back to the card that opened it (the dialog does).
    if (isProductLinkState(from.state) && isProductPath(from.pathname)) return;
    const main = document.querySelector<HTMLElement>('main#main') ?? document.querySelector('main');
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== document.body && main.contains(active) && active.matches(TYPING)) return;
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [location.pathname]);
}

/**
 * Telegram passes its launch parameters in the URL fragment, which never reaches the server: remember the
 * mini-app in the `client` cookie so the next server render asks for the TG menu.
 */
function useTelegramHint(client: ShellData['client']): void {
  useEffect(() => {
    if (client === 'TG') return;
    if (/tgWebAppData|tgWebAppPlatform/.test(window.location.hash)) {
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie; the Cookie Store API is not in Safari.
      document.cookie = serializeCookie(COOKIE.client, 'tg', { maxAge: YEAR_SECONDS }, location);
      window.location.reload();
    }
  }, [client]);
}
