import { Link } from 'react-router';
import { useT } from '../i18n/index.tsx';
import { COMING_SCREENS, type ComingArt, type ComingScreenId } from './screens.ts';
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
  const c = COMING_SCREENS[props.screen];
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
        {'secondary' in c && c.secondary && (
          <Link className="button" to={c.secondary.to}>
            {t(c.secondary.labelKey)}
          </Link>
        )}
      </div>
      {'noteKey' in c && c.noteKey && <p className="coming-screen__note">{t(c.noteKey)}</p>}
    </div>
  );
}
