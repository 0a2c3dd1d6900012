/** Client-only behaviour of the shell (spec §4 startup and §5 rules); renders nothing but the mini-app's UI. */
import { useEffect } from 'react';
import { COOKIE, serializeCookie, YEAR_SECONDS } from '../../lib/cookies.ts';
import { useT } from '../../shared/i18n/index.tsx';
import { TelegramMount } from '../telegram/telegram-mount.tsx';
import { useMetrica } from './metrica.tsx';
import type { ShellData } from './shell-types.ts';
import { useBuildWatch } from './use-build-watch.ts';
import { useExternalNavGuard } from './use-external-nav-guard.ts';
import { useNearestBranch } from './use-nearest-branch.ts';

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
  useNearestBranch({
    enabled: shell.client === 'WEB',
    merchantId: merchant?.id ?? null,
    hasBranch: Boolean(merchant?.nearestBranch),
    geoMessage: t('common.geoUnsupported'),
  });
  // Inside the Telegram mini-app: its theme and sign-in (features/telegram); nothing on the normal web.
  return <TelegramMount shell={shell} />;
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
