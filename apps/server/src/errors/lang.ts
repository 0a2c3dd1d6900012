/**
 * Which language an answer is written in (docs/decisions/011-error-language.md):
 * the first supported language of Accept-Language (by q-value, then order), else the `lang` cookie the
 * storefront keeps (spec §3: cookie lang), else uz.
 */
import { DEFAULT_LANG, type Lang } from '@dasturxon/contracts';

/** Language tags we accept, by primary subtag. `en` and `eng` both mean our `eng` catalogue. */
const BY_TAG: Record<string, Lang> = { uz: 'uz', ru: 'ru', en: 'eng', eng: 'eng' };

function langOfTag(tag: string): Lang | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return BY_TAG[primary] ?? null;
}

/** The best supported language of an Accept-Language header, or null when it names none. */
export function langFromAcceptLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.split(';');
    const lang = langOfTag(tag);
    if (!lang) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (!(q > 0)) continue;
    // Strictly greater: among equal weights the one listed first wins.
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? null;
}

export function resolveLang(acceptLanguage: string | undefined, langCookie: string | undefined): Lang {
  return (
    langFromAcceptLanguage(acceptLanguage) ?? (langCookie ? langOfTag(langCookie) : null) ?? DEFAULT_LANG
  );
}
