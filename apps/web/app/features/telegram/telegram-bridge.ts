/**
 * The storefront's side of Telegram's mini-app bridge (core.telegram.org/bots/webapps). Telegram opens the
 * mini-app with launch parameters in the URL fragment (`#tgWebAppData=...&tgWebAppThemeParams=...`); its script
 * (telegram-web-app.js) turns them into `window.Telegram.WebApp`. That script is loaded only when those
 * parameters are present — never on the normal web — and everything here tolerates its absence (blocked,
 * offline, tests): initData and the theme are then read from the fragment, as the script itself does.
 */

export const TELEGRAM_SCRIPT_URL = 'https://telegram.org/js/telegram-web-app.js';
/** Waiting longer for the script than this would leave the visitor looking at a stuck sign-in. */
const SCRIPT_TIMEOUT_MS = 5_000;

export interface TelegramThemeParams {
  bg_color?: string;
  text_color?: string;
  hint_color?: string;
  link_color?: string;
  button_color?: string;
  button_text_color?: string;
  secondary_bg_color?: string;
  section_separator_color?: string;
  [key: string]: string | undefined;
}

export interface RequestContactResult {
  status?: string;
  responseUnsafe?: { contact?: { phone_number?: string; first_name?: string; user_id?: number } };
}

/** Telegram's MainButton (below the webview): the screen's one action (features/telegram/telegram-native.ts). */
export interface TelegramMainButton {
  setParams(params: { text?: string; is_visible?: boolean; is_active?: boolean }): unknown;
  showProgress?(leaveActive?: boolean): unknown;
  hideProgress?(): unknown;
  onClick(callback: () => void): unknown;
  offClick?(callback: () => void): unknown;
}

/** Telegram's BackButton (in its header). */
export interface TelegramBackButton {
  show(): unknown;
  hide(): unknown;
  onClick(callback: () => void): unknown;
  offClick?(callback: () => void): unknown;
}

export interface TelegramInsets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export type TelegramEvent =
  | 'themeChanged'
  | 'safeAreaChanged'
  | 'contentSafeAreaChanged'
  | 'fullscreenChanged'
  | 'viewportChanged';

/** The parts of window.Telegram.WebApp the storefront uses; all but initData may be missing (old Telegram). */
export interface TelegramWebApp {
  initData: string;
  initDataUnsafe?: { user?: { language_code?: string; first_name?: string } };
  version?: string;
  isVersionAtLeast?: (version: string) => boolean;
  colorScheme?: 'light' | 'dark';
  themeParams?: TelegramThemeParams;
  ready?: () => void;
  expand?: () => void;
  requestContact?: (callback: (shared: boolean, result?: RequestContactResult) => void) => void;
  MainButton?: TelegramMainButton;
  BackButton?: TelegramBackButton;
  HapticFeedback?: { impactOccurred(style: 'light' | 'medium' | 'heavy' | 'rigid' | 'soft'): unknown };
  setHeaderColor?: (color: string) => void;
  setBackgroundColor?: (color: string) => void;
  setBottomBarColor?: (color: string) => void;
  enableClosingConfirmation?: () => void;
  disableClosingConfirmation?: () => void;
  safeAreaInset?: TelegramInsets;
  contentSafeAreaInset?: TelegramInsets;
  onEvent?: (event: TelegramEvent, handler: () => void) => void;
  offEvent?: (event: TelegramEvent, handler: () => void) => void;
}

declare global {
  interface Window {
    Telegram?: { WebApp?: TelegramWebApp };
  }
}

/** The launch parameters of a URL fragment or query, as Telegram sends them; null when not launched by it. */
export function launchParams(location: { hash: string; search: string }): URLSearchParams | null {
  for (const part of [location.hash.replace(/^#/, ''), location.search.replace(/^\?/, '')]) {
    if (!part.includes('tgWebApp')) continue;
    const params = new URLSearchParams(part);
    if (params.has('tgWebAppData') || params.has('tgWebAppPlatform')) return params;
  }
  return null;
}

/** Whether this page runs inside Telegram (its bridge object, or its launch parameters). */
export function insideTelegram(): boolean {
  if (typeof window === 'undefined') return false;
  return Boolean(window.Telegram?.WebApp?.initData) || launchParams(window.location) !== null;
}

function parseTheme(raw: string | null): TelegramThemeParams | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as TelegramThemeParams) : undefined;
  } catch {
    return undefined;
  }
}

/** A bridge from the launch parameters alone (no script): enough to log in and theme the page. */
export function bridgeFromLaunchParams(params: URLSearchParams): TelegramWebApp {
  const themeParams = parseTheme(params.get('tgWebAppThemeParams'));
  return { initData: params.get('tgWebAppData') ?? '', ...(themeParams ? { themeParams } : {}) };
}

function loadScript(): Promise<void> {
  return new Promise((resolve) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${TELEGRAM_SCRIPT_URL}"]`);
    const script = existing ?? document.createElement('script');
    const done = () => resolve();
    const timer = window.setTimeout(done, SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      done();
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      done();
    });
    if (!existing) {
      script.src = TELEGRAM_SCRIPT_URL;
      script.async = true;
      document.head.appendChild(script);
    }
  });
}

/**
 * The mini-app bridge: window.Telegram.WebApp when present (Telegram's script, or one a test injected), else
 * Telegram's script is loaded if the page was launched by Telegram, else the launch parameters alone. Null on
 * the normal web.
 */
export async function connectTelegram(): Promise<TelegramWebApp | null> {
  const present = window.Telegram?.WebApp;
  if (present?.initData) return present;
  const params = launchParams(window.location);
  if (!params) return present ?? null;
  if (!present) await loadScript();
  const loaded = window.Telegram?.WebApp;
  if (loaded?.initData) return loaded;
  return bridgeFromLaunchParams(params);
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Telegram's theme as CSS custom properties: every param as `--tg-theme-<name>` (Telegram's own names), and
 * the storefront's surface colours taken from it so the mini-app looks native. The merchant's brand colour
 * (--primary) stays: it is the merchant's identity, and its text colour was chosen for contrast with it.
 */
export function themeVariables(webApp: Pick<TelegramWebApp, 'themeParams'>): Record<string, string> {
  const params = webApp.themeParams ?? {};
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && HEX.test(value) && /^[a-z_]+$/.test(key)) {
      vars[`--tg-theme-${key.replace(/_/g, '-')}`] = value;
    }
  }
  const map: [string, string][] = [
    ['--bg', 'bg_color'],
    ['--text', 'text_color'],
    ['--muted', 'hint_color'],
    ['--surface', 'secondary_bg_color'],
    ['--border', 'section_separator_color'],
  ];
  for (const [variable, key] of map) {
    const value = params[key];
    if (value && HEX.test(value)) vars[variable] = value;
  }
  return vars;
}

/** Relative luminance below one half: Telegram's dark themes (when it does not say colorScheme). */
function isDarkColor(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
}

export function applyTelegramTheme(
  webApp: TelegramWebApp,
  root: HTMLElement = document.documentElement,
): void {
  const vars = themeVariables(webApp);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  const bg = webApp.themeParams?.bg_color;
  const dark = webApp.colorScheme
    ? webApp.colorScheme === 'dark'
    : bg && HEX.test(bg)
      ? isDarkColor(bg)
      : null;
  if (dark !== null) {
    root.dataset.theme = dark ? 'dark' : 'light';
    root.style.colorScheme = dark ? 'dark' : 'light';
  }
  root.dataset.telegram = 'true';
}

/** A phone from a Telegram contact ("+998 90 123 45 67") as the API takes it (998XXXXXXXXX), or null. */
export function contactPhone(raw: string | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (/^998\d{9}$/.test(digits)) return digits;
  if (/^\d{9}$/.test(digits)) return `998${digits}`;
  return null;
}

/** Telegram's native "share your phone number" popup; resolves with the contact, or null when declined. */
export function requestContact(
  webApp: TelegramWebApp,
): Promise<{ phone: string | null; firstName: string | null } | null> | null {
  const ask = webApp.requestContact;
  if (!ask) return null;
  return new Promise((resolve) => {
    ask.call(webApp, (shared, result) => {
      if (!shared) return resolve(null);
      const contact = result?.responseUnsafe?.contact;
      resolve({ phone: contactPhone(contact?.phone_number), firstName: contact?.first_name ?? null });
    });
  });
}
