/**
 * Language switcher (spec §1: uz, ru, eng; only those the merchant has on). A form that works without
 * JavaScript (posts to /preferences and comes back); with it, a fetcher posts and the page revalidates.
 */
import type { Lang } from '@dasturxon/contracts';
import { useFetcher, useLocation } from 'react-router';
import { formAction } from '../../lib/form-action.ts';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { useHydrated } from './use-hydrated.ts';

const SHORT: Record<Lang, string> = { uz: 'UZ', ru: 'RU', eng: 'EN' };
const NAME: Record<Lang, string> = { uz: "O'zbekcha", ru: 'Русский', eng: 'English' };
const TAG: Record<Lang, string> = { uz: 'uz', ru: 'ru', eng: 'en' };

export function LangSwitch({ langs }: { langs: readonly Lang[] }) {
  const t = useT();
  const current = useLang();
  const fetcher = useFetcher({ key: 'lang' });
  const location = useLocation();
  const hydrated = useHydrated();
  if (langs.length < 2) return null;
  const pending = fetcher.formData?.get('lang');
  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the way back is in the action's query (decision 360); a fetcher answers in place.
      action={
        hydrated
          ? '/preferences'
          : formAction('/preferences', { redirectTo: location.pathname + location.search })
      }
      className="lang-switch"
      aria-label={t('common.language')}
    >
      {langs.map((lang) => {
        const active = (pending ?? current) === lang;
        return (
          <button
            key={lang}
            type="submit"
            name="lang"
            value={lang}
            className="lang-option"
            aria-pressed={active}
            lang={TAG[lang]}
            // The visible "RU" is the accessible name (issue 10: an aria-label "Русский" differed from the text,
            // which voice control cannot match); the full name is the description.
            title={NAME[lang]}
          >
            {SHORT[lang]}
          </button>
        );
      })}
    </fetcher.Form>
  );
}
