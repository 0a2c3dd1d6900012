import { Link } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { Avatar } from './avatar.tsx';
import './account.css';

/** Spec §6: guests are asked to sign in; the login brings them back to this page. */
export function GuestPrompt({ returnTo }: { returnTo: string }) {
  const t = useT();
  return (
    <div className="content-page guest-prompt">
      <Avatar name="+" size="large" />
      <h1>{t('account.guest.title')}</h1>
      <p className="muted">{t('account.guest.text')}</p>
      <Link className="button button-primary" to={`/login?redirectTo=${encodeURIComponent(returnTo)}`}>
        {t('account.signIn')}
      </Link>
      <Link className="button" to="/">
        {t('pages.common.backToMenu')}
      </Link>
    </div>
  );
}
