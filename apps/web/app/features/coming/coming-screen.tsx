import { Link, useLocation } from 'react-router';
import { useT } from '../i18n/index.tsx';
import { useShell } from '../shell/use-shell.ts';
import { COMING_SCREENS, type ComingArt, type ComingScreenConfig, type ComingScreenId } from './screens.ts';
import './coming.css';

const ART: Record<ComingArt, string> = {
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9a8 8 0 0 1 16 0',
  basket: 'M3 9h18l-2 11H5L3 9Zm5 0 3-6m5 6-3-6M9 13v3m6-3v3',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm3 16h2',
  map: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3Zm7 12 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z',
};

/** One screen of a feature that is not built yet: what it will do, and where to go meanwhile. */
export function ComingScreen(props: { screen: ComingScreenId }) {
  const t = useT();
  const signedIn = useShell().user !== null;
  const location = useLocation();
  const base = COMING_SCREENS[props.screen];
  // Sign-in works now (issue 3): a sign-in prompt returns to this page, and a signed-in customer is told the
  // section itself is what is still coming, with a way back to the profile.
  const isSignIn = base.primary.to === '/login';
  const c: ComingScreenConfig =
    isSignIn && signedIn
      ? {
          ...base,
          titleKey: 'account.coming.title',
          textKey: 'account.coming.text',
          primary: { to: '/profile', labelKey: 'account.coming.toProfile' },
        }
      : isSignIn
        ? {
            ...base,
            primary: {
              ...base.primary,
              to: `/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`,
            },
          }
        : base;
  return (
    <div className="content-page coming-screen" data-screen={props.screen}>
      <div className="coming-screen__art" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="40"
          height="40"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={ART[c.art]} />
        </svg>
      </div>
      <h1 className="coming-screen__title">{t(c.titleKey)}</h1>
      <p className="coming-screen__text">{t(c.textKey)}</p>
      <div className="coming-screen__actions">
        <Link className="button button-primary" to={c.primary.to}>
          {t(c.primary.labelKey)}
        </Link>
        {c.secondary && (
          <Link className="button" to={c.secondary.to}>
            {t(c.secondary.labelKey)}
          </Link>
        )}
      </div>
      {c.noteKey && !isSignIn && <p className="coming-screen__note">{t(c.noteKey)}</p>}
    </div>
  );
}
