import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/index.tsx';
import type { ShellUser } from '../shell/shell-types.ts';
import { showToast } from '../toast/toast-store.ts';
import { Avatar } from './avatar.tsx';
import { DELETED_NOTICE } from './notices.ts';

/** The header's way to the account: the signed-in customer's avatar and name, or "Sign in" for a guest. */
export function HeaderAccount({ user }: { user: ShellUser | null }) {
  const t = useT();
  useDeletedNotice(t('account.delete.done'));
  if (!user) {
    return (
      <Link to="/login" className="header-account header-account--guest">
        {t('account.signIn')}
      </Link>
    );
  }
  return (
    <Link to="/profile" className="header-account" aria-label={t('account.profileOf', { name: user.name })}>
      <Avatar name={user.name} />
      <span className="header-account__name">{user.name}</span>
    </Link>
  );
}

/** After an account deletion the home page says so once, then drops the marker from the URL. */
function useDeletedNotice(message: string) {
  const [params, setParams] = useSearchParams();
  const deleted = params.get(DELETED_NOTICE) === '1';
  useEffect(() => {
    if (!deleted) return;
    showToast('success', message);
    setParams(
      (p) => {
        p.delete(DELETED_NOTICE);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [deleted, message, setParams]);
}
