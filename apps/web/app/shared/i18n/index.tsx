/**
 * i18n: only the current language's messages reach the browser (the root loader sends them), so the
 * catalogues cost no client JS. `useT()` formats `{name}` placeholders.
 */
import type { Lang } from '@dasturxon/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { MessageKey, Messages } from './catalog/index.ts';

export type { MessageKey, Messages } from './catalog/index.ts';

interface I18nValue {
  lang: Lang;
  messages: Messages;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider(props: I18nValue & { children: ReactNode }) {
  // A new value would re-render every text of the page (every menu card) whenever the root renders again.
  const value = useMemo(() => ({ lang: props.lang, messages: props.messages }), [props.lang, props.messages]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const v = useContext(I18nContext);
  if (!v) throw new Error('useT/useLang used outside I18nProvider');
  return v;
}

export function formatMessage(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export function useT(): (key: MessageKey, vars?: Record<string, string | number>) => string {
  const { messages } = useI18n();
  return (key, vars) => formatMessage(messages[key] ?? key, vars);
}

export function useLang(): Lang {
  return useI18n().lang;
}
