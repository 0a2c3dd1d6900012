/**
 * What a guest sees on a screen that needs an account (addresses, favourites): why, and a way to sign in that
 * comes back here afterwards (spec §3 `_redirectUrl`, §6).
 */
import { Link } from 'react-router';
import { loginHref } from '../../lib/paths.ts';
import type { MessageKey } from '../i18n/index.tsx';
import { useT } from '../i18n/index.tsx';
import './coming-screen.css';

export function SignInPrompt(props: { titleKey: MessageKey; textKey: MessageKey; returnTo: string }) {
  const t = useT();
  return (
    <div className="content-page coming-screen" data-screen="sign-in">
      <div className="coming-screen__art" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="40"
          height="40"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        >
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9a8 8 0 0 1 16 0" />
        </svg>
      </div>
      <h1 className="coming-screen__title">{t(props.titleKey)}</h1>
      <p className="coming-screen__text">{t(props.textKey)}</p>
      <div className="coming-screen__actions">
        <Link className="button button-primary" to={loginHref(props.returnTo)}>
          {t('address.signIn')}
        </Link>
      </div>
    </div>
  );
}
