/**
 * Telegram's own controls for the storefront inside the mini-app (issue 10 "Telegram mini-app that feels
 * native", decision 330): the BackButton in Telegram's header, the MainButton below the webview for the
 * screen's one action, a haptic tap when a dish goes into the basket, the closing confirmation while the
 * basket holds something, Telegram's theme on its header and background, and its safe areas as CSS variables.
 *
 * Everything here speaks to window.Telegram.WebApp (Telegram's official telegram-web-app.js, or a fake in
 * tests) through the small typed surface of telegram-bridge.ts, calls Telegram only when a value changed, and
 * tolerates a Telegram too old for a method (it is skipped: the page keeps its own bars then).
 */
import type { Lang } from '@dasturxon/contracts';
import type { TelegramEvent, TelegramInsets, TelegramWebApp } from './telegram-bridge.ts';

/** What the MainButton shows and does on the current screen; null hides it. */
export interface MainAction {
  text: string;
  enabled: boolean;
  /** A spinner on the button (the order is being placed). */
  busy: boolean;
  run(): void;
}

export interface NativeControls {
  /** The MainButton for this screen. */
  main(action: MainAction | null): void;
  /** The BackButton: shown off the menu. */
  back(visible: boolean): void;
  /** The basket's count: a haptic tap when it grows, the closing confirmation while it is not empty. */
  basket(count: number): void;
  /** Telegram's header, background and bottom bar in the page's background colour (a #rrggbb). */
  colours(background: string): void;
  dispose(): void;
}

/** Telegram versions of the methods we call (core.telegram.org/bots/webapps); older clients skip them. */
const SINCE = {
  backButton: '6.1',
  haptics: '6.1',
  closingConfirmation: '6.2',
  /** setHeaderColor takes a #rrggbb colour from 6.9 on (only keys before). */
  headerColor: '6.9',
  backgroundColor: '6.1',
  bottomBarColor: '7.10',
} as const;

function supports(webApp: TelegramWebApp, version: string): boolean {
  try {
    return webApp.isVersionAtLeast ? webApp.isVersionAtLeast(version) : true;
  } catch {
    return false;
  }
}

/** Calls Telegram; an error (a method the client refuses) must never break the page. */
function attempt(call: () => unknown): void {
  try {
    call();
  } catch {
    // Telegram refused (an unsupported version or value): the page's own controls remain.
  }
}

/**
 * The controller. `onBack` runs when the BackButton is pressed; the MainButton runs the action last given to
 * `main`. Both handlers are registered once and removed by `dispose`.
 */
export function nativeControls(webApp: TelegramWebApp, onBack: () => void): NativeControls {
  let action: MainAction | null = null;
  let shown: string | null = null;
  let spinning = false;
  let backVisible: boolean | null = null;
  let lastCount: number | null = null;
  let confirming: boolean | null = null;
  let lastColour: string | null = null;

  const mainClick = () => action?.run();
  const backClick = () => onBack();
  const mainButton = webApp.MainButton;
  const backButton = supports(webApp, SINCE.backButton) ? webApp.BackButton : undefined;
  if (mainButton) attempt(() => mainButton.onClick(mainClick));
  if (backButton) attempt(() => backButton.onClick(backClick));

  return {
    main(next) {
      action = next;
      if (!mainButton) return;
      const state = next ? JSON.stringify([next.text, next.enabled, next.busy]) : 'hidden';
      if (state === shown) return;
      shown = state;
      if (next)
        attempt(() => mainButton.setParams({ text: next.text, is_visible: true, is_active: next.enabled }));
      else attempt(() => mainButton.setParams({ is_visible: false }));
      const busy = next?.busy === true;
      if (busy !== spinning) {
        spinning = busy;
        attempt(() => (busy ? mainButton.showProgress?.(false) : mainButton.hideProgress?.()));
      }
    },
    back(visible) {
      if (!backButton || visible === backVisible) return;
      backVisible = visible;
      attempt(() => (visible ? backButton.show() : backButton.hide()));
    },
    basket(count) {
      const grew = lastCount !== null && count > lastCount;
      lastCount = count;
      if (grew && webApp.HapticFeedback && supports(webApp, SINCE.haptics)) {
        attempt(() => webApp.HapticFeedback?.impactOccurred('light'));
      }
      const confirm = count > 0;
      if (confirm === confirming || !supports(webApp, SINCE.closingConfirmation)) return;
      confirming = confirm;
      attempt(() => (confirm ? webApp.enableClosingConfirmation?.() : webApp.disableClosingConfirmation?.()));
    },
    colours(background) {
      if (!HEX.test(background) || background === lastColour) return;
      lastColour = background;
      if (supports(webApp, SINCE.headerColor)) attempt(() => webApp.setHeaderColor?.(background));
      if (supports(webApp, SINCE.backgroundColor)) attempt(() => webApp.setBackgroundColor?.(background));
      if (supports(webApp, SINCE.bottomBarColor)) attempt(() => webApp.setBottomBarColor?.(background));
    },
    dispose() {
      if (mainButton) {
        attempt(() => mainButton.setParams({ is_visible: false }));
        attempt(() => mainButton.offClick?.(mainClick));
      }
      if (backButton) {
        attempt(() => backButton.hide());
        attempt(() => backButton.offClick?.(backClick));
      }
    },
  };
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A CSS colour as #rrggbb: hex as is (#abc widened), rgb()/rgba() converted; '' when it is neither. */
export function hexColour(css: string): string {
  const value = css.trim().toLowerCase();
  if (HEX.test(value)) return value;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(value);
  if (!rgb) return '';
  return `#${[rgb[1], rgb[2], rgb[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
}

const NO_INSETS: TelegramInsets = { top: 0, bottom: 0, left: 0, right: 0 };

/**
 * Telegram's safe areas (the device's, and the content's under Telegram's own header in full screen, Bot API
 * 8.0) as --tg-inset-* pixels, which telegram.css adds to the page's padding beside env(safe-area-inset-*).
 */
export function insetVariables(webApp: TelegramWebApp): Record<string, string> {
  const device = webApp.safeAreaInset ?? NO_INSETS;
  const content = webApp.contentSafeAreaInset ?? NO_INSETS;
  const px = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);
  const vars: Record<string, string> = {};
  for (const side of ['top', 'bottom', 'left', 'right'] as const) {
    vars[`--tg-inset-${side}`] = `${px(device[side]) + px(content[side])}px`;
  }
  return vars;
}

/** Subscribes to Telegram events; the returned function unsubscribes. */
export function onTelegramEvents(
  webApp: TelegramWebApp,
  events: readonly TelegramEvent[],
  handler: () => void,
): () => void {
  for (const event of events) attempt(() => webApp.onEvent?.(event, handler));
  return () => {
    for (const event of events) attempt(() => webApp.offEvent?.(event, handler));
  };
}

/** Telegram's language codes (IETF tags such as "ru" or "en-US") and ours. */
const LANG_OF: Record<string, Lang> = { uz: 'uz', ru: 'ru', en: 'eng' };

/**
 * The Telegram user's language when the merchant offers it (decision 332), else null. From initDataUnsafe
 * (Telegram's script), else the user field of initData itself. Unvalidated on purpose: it only chooses the
 * language of this visitor's own page.
 */
export function telegramLang(webApp: TelegramWebApp, offered: readonly Lang[]): Lang | null {
  let code = webApp.initDataUnsafe?.user?.language_code;
  if (typeof code !== 'string') {
    try {
      const user = JSON.parse(new URLSearchParams(webApp.initData).get('user') ?? 'null') as {
        language_code?: unknown;
      } | null;
      code = typeof user?.language_code === 'string' ? user.language_code : undefined;
    } catch {
      code = undefined;
    }
  }
  const lang = code ? LANG_OF[code.toLowerCase().split(/[-_]/)[0] ?? ''] : undefined;
  return lang && offered.includes(lang) ? lang : null;
}
