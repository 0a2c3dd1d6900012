/** Minimal centred layout (spec §2 "auth"): sign-in screens and /merchantNotAvailable, which has no merchant. */
import { Outlet } from 'react-router';
import { useShell } from '../shared/shell/use-shell.ts';

export default function LayoutAuth() {
  const shell = useShell();
  const merchant = shell.merchant;
  return (
    <div className="auth-layout">
      {merchant && (
        <a href="/" className="auth-brand">
          {merchant.logo ? (
            <img src={merchant.logo} alt={merchant.name} height={48} />
          ) : (
            <span>{merchant.name}</span>
          )}
        </a>
      )}
      <main id="main" className="auth-card">
        <Outlet />
      </main>
    </div>
  );
}
