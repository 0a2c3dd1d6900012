/**
 * Interface language of a request (spec §4, §9): the visitor's `lang` cookie when the merchant offers that
 * language; else the merchant's main language; else uz. Merchants on the forced-Russian list (spec §4 "three
 * specific merchants are forced to Russian", configured by FORCED_RUSSIAN_MERCHANTS) always get ru.
 */
import { LANGS, type Lang, LangSchema, type MerchantSettings } from '@dasturxon/contracts';

export interface LangInput {
  cookieLang: string | undefined | null;
  settings: Pick<MerchantSettings, 'mainLanguage' | 'uzLangActive' | 'ruLangActive' | 'engLangActive'>;
  /** The merchant's id and sub-domain: the forced list may name either. */
  merchantKeys: readonly string[];
  forcedRussian: readonly string[];
}

export function activeLangs(settings: LangInput['settings']): Lang[] {
  const on: Record<Lang, boolean> = {
    uz: settings.uzLangActive,
    ru: settings.ruLangActive,
    eng: settings.engLangActive,
  };
  const list = LANGS.filter((l) => on[l]);
  // A merchant with every language switched off still needs one: the default of spec §9.
  return list.length > 0 ? list : ['uz'];
}

export function resolveRequestLang(input: LangInput): Lang {
  const keys = input.merchantKeys.filter(Boolean).map((k) => k.toLowerCase());
  if (input.forcedRussian.some((f) => keys.includes(f.toLowerCase()))) return 'ru';
  const active = activeLangs(input.settings);
  const cookie = LangSchema.safeParse(input.cookieLang);
  if (cookie.success && active.includes(cookie.data)) return cookie.data;
  const main = input.settings.mainLanguage;
  if (main && active.includes(main)) return main;
  return active.includes('uz') ? 'uz' : (active[0] ?? 'uz');
}
