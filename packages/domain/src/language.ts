/** Interface language choice (spec §1, §4, §9). */
import { DEFAULT_LANG, LANGS, type Lang } from '@dasturxon/contracts';

/**
 * A language code as it arrives from a cookie, header or query: `uz`, `ru`, `eng` or `en` (case and a region
 * subtag ignored: `ru-RU` is ru, `en-US` is eng). Null for anything else.
 */
export function parseLang(value: unknown): Lang | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'en') return 'eng';
  return (LANGS as readonly string[]).includes(primary) ? (primary as Lang) : null;
}

/** BCP 47 tag of a language, for `<html lang>` and Intl. */
export function langTag(lang: Lang): 'uz' | 'ru' | 'en' {
  return lang === 'eng' ? 'en' : lang;
}

/**
 * The first supported language of an Accept-Language header, by its q-values (ties in header order).
 * Null when it names none of ours.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean)?.[1];
      return { lang: parseLang(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.lang !== null && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang ?? null;
}

export interface LanguageInput {
  /** The `lang` cookie: the shopper's own choice. */
  cookieLang?: string | null;
  /** A default stored for this session (spec §4: overrides once; the caller clears it after use). */
  sessionDefault?: string | null;
  merchantMainLanguage?: Lang | null;
  /** Merchants the business has put on Russian regardless of their settings (spec §4). */
  forcedRussian?: boolean;
  /** Languages the merchant has switched on (settings uz/ru/engLangActive); all on when absent. */
  active?: { uz: boolean; ru: boolean; eng: boolean };
}

/**
 * The interface language. Rules in order, each skipped when it names a language the merchant switched off:
 * 1. the shopper's explicit choice (cookie);
 * 2. a session-stored default;
 * 3. Russian for a forced-Russian merchant;
 * 4. the merchant's main language;
 * 5. uz. Spec §4 says "else ru", but the issue and spec §1/§9 make uz the default, and that wins here.
 * If even uz is off, the first language the merchant has on (uz, ru, eng); uz if none is on at all.
 */
export function resolveLanguage(input: LanguageInput): Lang {
  const active = input.active ?? { uz: true, ru: true, eng: true };
  const usable = (lang: Lang | null | undefined): lang is Lang => !!lang && active[lang];
  const candidates: (Lang | null | undefined)[] = [
    parseLang(input.cookieLang),
    parseLang(input.sessionDefault),
    input.forcedRussian ? 'ru' : null,
    input.merchantMainLanguage,
    DEFAULT_LANG,
    ...LANGS,
  ];
  return candidates.find(usable) ?? DEFAULT_LANG;
}
