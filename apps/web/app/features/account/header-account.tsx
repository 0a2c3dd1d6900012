import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import type { ShellUser } from '../../shared/shell/shell-types.ts';
import { showToast } from '../../shared/toast/toast-store.ts';
import { ShellLink } from '../../shared/ui/shell-link.tsx';
import { Avatar } from './avatar.tsx';
import { clearClientStorage } from './client-storage.ts';
import { DELETED_NOTICE, EXPIRED_NOTICE } from './notices.ts';

/** The header's way to the account: the signed-in customer's avatar and name, or "Sign in" for a guest. */
export function HeaderAccount({ user }: { user: ShellUser | null }) {
  const t = useT();
  useSignedOutNotice(t('account.delete.done'), t('account.sessionExpired'));
  if (!user) {
    return (
      <ShellLink to="/login" className="header-account header-account--guest">
        {t('account.signIn')}
      </ShellLink>
    );
  }
  return (
    <ShellLink
      to="/profile"
      className="header-account"
      aria-label={t('account.profileOf', { name: user.name })}
    >
      <Avatar name={user.name} />
      <span className="header-account__name">{user.name}</span>
    </ShellLink>
  );
}

/**
 * After an account deletion or a refused session (spec §8), the home page finishes the logout in the browser —
 * local and session storage cleared as on sign-out (spec §4) — says why once, then drops the marker.
 */
function useSignedOutNotice(deletedMessage: string, expiredMessage: string) {
  const [params, setParams] = useSearchParams();
  const deleted = params.get(DELETED_NOTICE) === '1';
  const expired = params.get(EXPIRED_NOTICE) === '1';
  useEffect(() => {
    if (!deleted && !expired) return;
    clearClientStorage();
    if (deleted) showToast('success', deletedMessage);
    else showToast('warning', expiredMessage);
    setParams(
      (p) => {
        p.delete(DELETED_NOTICE);
        p.delete(EXPIRED_NOTICE);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [deleted, expired, deletedMessage, expiredMessage, setParams]);
}
