import type { Lang } from '@dasturxon/contracts';
import type { Translate } from './open-badge.ts';

const LOCALE: Record<Lang, string> = { uz: 'uz', ru: 'ru', eng: 'en' };
/** One rule set per language: making one costs more than the rest of a branch line (the about page's profile). */
const rules = new Map<Lang, Intl.PluralRules>();

function pluralRules(lang: Lang): Intl.PluralRules {
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(LOCALE[lang]);
    rules.set(lang, r);
  }
  return r;
}

/**
 * "1 branch" / "3 branches", "1 филиал" / "3 филиала" / "5 филиалов", "3 ta filial". CLDR plural rules are
 * identical in Node and browsers, so server and client agree.
 */
export function formatBranchCount(t: Translate, lang: Lang, count: number): string {
  const form = pluralRules(lang).select(count);
  switch (form) {
    case 'one':
      return t('pages.branches.countOne', { count });
    case 'few':
      return t('pages.branches.countFew', { count });
    case 'many':
      return t('pages.branches.countMany', { count });
    default:
      return t('pages.branches.countOther', { count });
  }
}
