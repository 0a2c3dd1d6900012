/**
 * The console's i18n (the storefront's idea, not its code: decision 225): every language's catalogue is in the
 * bundle (a few kB), the chosen language is remembered in localStorage, `useT()` formats `{name}` placeholders.
 */
import type { Lang } from '@dasturxon/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { type MessageKey, messagesFor } from './catalog/index.ts';
import { readStoredLang, storeLang } from './lang-store.ts';

export type { MessageKey } from './catalog/index.ts';
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

interface I18nValue {
  lang: Lang;
  setLang: (lang: Lang) => void;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function formatMessage(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export function translatorFor(lang: Lang): Translate {
  const messages = messagesFor(lang);
  return (key, vars) => formatMessage(messages[key] ?? key, vars);
}

export function I18nProvider(props: { initialLang?: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(() => props.initialLang ?? readStoredLang());
  const setLang = useCallback((next: Lang) => {
    storeLang(next);
    setLangState(next);
  }, []);
  const value = useMemo(() => ({ lang, setLang, t: translatorFor(lang) }), [lang, setLang]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const v = useContext(I18nContext);
  if (!v) throw new Error('useT/useLang used outside I18nProvider');
  return v;
}

export function useT(): Translate {
  return useI18n().t;
}

export function useLang(): [Lang, (lang: Lang) => void] {
  const { lang, setLang } = useI18n();
  return [lang, setLang];
}
