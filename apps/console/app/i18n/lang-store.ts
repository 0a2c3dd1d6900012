/** The console's language, remembered per browser (a shared till keeps its language across shifts). */
import { DEFAULT_LANG, type Lang, LangSchema } from '@dasturxon/contracts';

const KEY = 'dx-console-lang';

export function readStoredLang(): Lang {
  try {
    const stored = LangSchema.safeParse(globalThis.localStorage?.getItem(KEY));
    if (stored.success) return stored.data;
  } catch {
    // Storage may be blocked (private mode): the default language then.
  }
  return DEFAULT_LANG;
}

/** The language the API answers in and the console shows now (read outside React by the API client). */
let current: Lang | null = null;

export function currentLang(): Lang {
  current ??= readStoredLang();
  return current;
}

export function storeLang(lang: Lang): void {
  current = lang;
  try {
    globalThis.localStorage?.setItem(KEY, lang);
  } catch {
    // Not remembered; still switched for this page.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'eng' ? 'en' : lang;
}
