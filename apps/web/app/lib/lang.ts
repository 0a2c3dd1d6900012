/**
 * Interface language of a request (spec §4, §9), by packages/domain resolveLanguage: the visitor's `lang`
 * cookie, then the forced-Russian list (FORCED_RUSSIAN_MERCHANTS), then the merchant's main language, then uz;
 * always a language the merchant has switched on.
 */
import { LANGS, type Lang, type MerchantSettings } from '@dasturxon/contracts';
import { resolveLanguage } from '@dasturxon/domain';

type LangSettings = Pick<
  MerchantSettings,
  'mainLanguage' | 'uzLangActive' | 'ruLangActive' | 'engLangActive'
>;

export interface LangInput {
  cookieLang: string | undefined | null;
  settings: LangSettings;
  /** The merchant's id and sub-domain: the forced list may name either. */
  merchantKeys: readonly string[];
  forcedRussian: readonly string[];
}

/** Languages the merchant offers, in switcher order; never empty (uz when every one is off, spec §9). */
export function activeLangs(settings: LangSettings): Lang[] {
  const on: Record<Lang, boolean> = {
    uz: settings.uzLangActive,
    ru: settings.ruLangActive,
    eng: settings.engLangActive,
  };
  const list = LANGS.filter((l) => on[l]);
  return list.length > 0 ? list : ['uz'];
}

export function resolveRequestLang(input: LangInput): Lang {
  const keys = input.merchantKeys.filter(Boolean).map((k) => k.toLowerCase());
  return resolveLanguage({
    cookieLang: input.cookieLang ?? null,
    forcedRussian: input.forcedRussian.some((f) => keys.includes(f.toLowerCase())),
    merchantMainLanguage: input.settings.mainLanguage,
    active: {
      uz: input.settings.uzLangActive,
      ru: input.settings.ruLangActive,
      eng: input.settings.engLangActive,
    },
  });
}
