/** Layout "extra" (spec §2): a plain page with a header and the way back; its screens come in later issues. */
import { Link, Outlet } from 'react-router';
import { useT } from '../shared/i18n/index.tsx';
import { useShell } from '../shared/shell/use-shell.ts';
import { BackIcon } from '../shared/ui/icons.tsx';

export default function LayoutExtra() {
  const t = useT();
  const shell = useShell();
  return (
    <div className="app extra-layout">
      <header className="site-header">
        <div className="header-bar container">
          <Link to="/" className="icon-button" aria-label={t('common.back')}>
            <BackIcon />
          </Link>
          <span className="header-name">{shell.merchant?.name ?? shell.title}</span>
        </div>
      </header>
      <main id="main" className="page container">
        <Outlet />
      </main>
    </div>
  );
}
