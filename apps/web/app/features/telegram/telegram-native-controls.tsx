/**
 * Binds Telegram's own controls to the storefront (decision 330; telegram-native.ts does the talking): the
 * BackButton off the menu goes back, the MainButton mirrors the screen's primary button
 * (telegram-main-action.ts), the basket's count drives the haptic tap and the closing confirmation, the page's
 * background colours Telegram's header, and the page opens in the Telegram user's language (decision 332).
 * Rendered by the mini-app (telegram-mini-app.tsx) only inside Telegram; renders nothing itself.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { useBasket } from '../../shared/basket/basket-store.ts';
import { useT } from '../../shared/i18n/index.tsx';
import { useShell } from '../../shared/shell/use-shell.ts';
import { applyTelegramTheme, type TelegramWebApp } from './telegram-bridge.ts';
import { mainScreenOf, mirroredAction } from './telegram-main-action.ts';
import {
  hexColour,
  insetVariables,
  type MainAction,
  nativeControls,
  onTelegramEvents,
  telegramLang,
} from './telegram-native.ts';

/** The language asked of Telegram once per visit: a later choice of the customer's is not overridden. */
const LANG_KEY = 'tgLangApplied';

function readApplied(): string | null {
  try {
    return sessionStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

function writeApplied(lang: string): void {
  try {
    sessionStorage.setItem(LANG_KEY, lang);
  } catch {
    // Storage disabled: asked again on the next load, which is still the Telegram user's language.
  }
}

function applyInsets(webApp: TelegramWebApp, root: HTMLElement): void {
  for (const [name, value] of Object.entries(insetVariables(webApp))) root.style.setProperty(name, value);
}

function pageBackground(): string {
  return hexColour(getComputedStyle(document.documentElement).getPropertyValue('--bg'));
}

export function TelegramNativeControls({ webApp }: { webApp: TelegramWebApp }) {
  const location = useLocation();
  const navigate = useNavigate();
  const shell = useShell();
  const t = useT();
  const { count } = useBasket();
  const fetcher = useFetcher({ key: 'telegram-lang' });

  // 'default' is the key of the first page of the visit: nothing of ours to go back to, so the menu.
  const goBack = useRef(() => {});
  goBack.current = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));
  const controls = useMemo(() => nativeControls(webApp, () => goBack.current()), [webApp]);

  useEffect(() => {
    const root = document.documentElement;
    if (webApp.MainButton) root.dataset.tgMainButton = 'true';
    if (webApp.BackButton) root.dataset.tgBackButton = 'true';
    const refresh = () => {
      applyTelegramTheme(webApp);
      applyInsets(webApp, root);
      controls.colours(pageBackground());
    };
    refresh();
    const off = onTelegramEvents(
      webApp,
      ['themeChanged', 'safeAreaChanged', 'contentSafeAreaChanged', 'fullscreenChanged'],
      refresh,
    );
    return () => {
      off();
      controls.dispose();
      delete root.dataset.tgMainButton;
      delete root.dataset.tgBackButton;
    };
  }, [webApp, controls]);

  useEffect(() => controls.back(location.pathname !== '/'), [controls, location.pathname]);
  useEffect(() => controls.basket(count), [controls, count]);

  // The MainButton follows the screen's primary button as the page changes it (text, total, disabled, busy).
  const toMenu = t('telegram.toMenu');
  useEffect(() => {
    const screen = mainScreenOf(location.pathname);
    const update = () => {
      const mirrored = screen ? mirroredAction(screen) : null;
      let action: MainAction | null = null;
      if (mirrored) action = { ...mirrored, run: () => mirrored.element.click() };
      else if (screen === 'order')
        action = { text: toMenu, enabled: true, busy: false, run: () => navigate('/') };
      controls.main(action);
    };
    update();
    let frame = 0;
    const observer = new MutationObserver(() => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['disabled', 'aria-busy', 'aria-disabled', 'class'],
    });
    return () => {
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [controls, location.pathname, navigate, toMenu]);

  // The Telegram user's language when the merchant offers it, once per visit (decision 332): remembered once
  // the server took it, so a request cut short (a reload) is asked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the mini-app starts.
  useEffect(() => {
    const lang = telegramLang(webApp, shell.langs);
    if (!lang || lang === shell.lang || readApplied() === lang) return;
    fetcher.submit({ lang }, { method: 'post', action: '/preferences' });
  }, []);
  const taken = fetcher.state === 'idle' && (fetcher.data as { ok?: boolean } | undefined)?.ok === true;
  useEffect(() => {
    if (taken) writeApplied(shell.lang);
  }, [taken, shell.lang]);

  return null;
}
