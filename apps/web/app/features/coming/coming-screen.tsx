import { Link } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { COMING_SCREENS, type ComingArt, type ComingScreenConfig, type ComingScreenId } from './screens.ts';
import '../../shared/ui/coming-screen.css';

const ART: Record<ComingArt, string> = {
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3Zm7 12 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z',
};

/** A screen whose content is not defined yet: what it is for, and where to go meanwhile. */
export function ComingScreen(props: { screen: ComingScreenId }) {
  const t = useT();
  const c: ComingScreenConfig = COMING_SCREENS[props.screen];
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
      </div>
    </div>
  );
}
