/**
 * Sticky header: merchant logo and name (home link), main links on wide screens, language switch, and the way
 * to the account (`account`, passed in by the default layout: features/account/header-account.tsx, decision
 * 196). Below it, not sticky: brand tabs (a company with several brands; menu screens only) and the nearest
 * branch with today's hours.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { useRememberNearestBranch } from '../../shared/location/use-locate-branch.ts';
import type { ShellData, ShellMerchant } from '../../shared/shell/shell-types.ts';
import { useShell } from '../../shared/shell/use-shell.ts';
import { PinIcon } from '../../shared/ui/icons.tsx';
import { ShellNavLink } from '../../shared/ui/shell-link.tsx';
import { HeaderBasket } from './header-basket.tsx';
import { LangSwitch } from './lang-switch.tsx';
import { NearestBranchControl } from './nearest-branch-control.tsx';

export function SiteHeader({
  shell,
  account,
  langSwitch = true,
}: {
  shell: ShellData;
  account?: ReactNode;
  /** Off inside the Telegram mini-app, which opens in the Telegram user's language (decision 332). */
  langSwitch?: boolean;
}) {
  const t = useT();
  const merchant = shell.merchant;
  return (
    <header className="site-header">
      <div className="header-bar container">
        <Link to="/" className="header-brand" prefetch="intent">
          {/* Merchant logos are wordmarks: the logo stands for the name (its alt text) when there is one. */}
          {merchant?.logo ? (
            <img src={merchant.logo} alt={merchant.name || shell.title} height={32} className="header-logo" />
          ) : (
            <span className="header-name">{merchant?.name || shell.title}</span>
          )}
        </Link>
        {merchant && (
          <nav className="header-nav" aria-label={t('common.mainNav')}>
            <ShellNavLink to="/" end>
              {t('common.nav.menu')}
            </ShellNavLink>
            <ShellNavLink to="/search">{t('common.nav.search')}</ShellNavLink>
            {merchant.nav.branches && <ShellNavLink to="/branches">{t('common.nav.branches')}</ShellNavLink>}
            {merchant.nav.about && <ShellNavLink to="/about">{t('common.nav.about')}</ShellNavLink>}
            {merchant.nav.vacancies && <ShellNavLink to="/vacancy">{t('common.nav.vacancies')}</ShellNavLink>}
          </nav>
        )}
        {langSwitch && <LangSwitch langs={shell.langs} />}
        {merchant && shell.client === 'WEB' && <HeaderBasket merchant={merchant} />}
        {merchant && account}
      </div>
    </header>
  );
}

/** `brandTabs`: on the menu only, never in the Telegram mini-app (features/shell/chrome.ts, decision 331). */
export function SubHeader({ merchant, brandTabs = true }: { merchant: ShellMerchant; brandTabs?: boolean }) {
  const t = useT();
  const shell = useShell();
  const branch = merchant.nearestBranch;
  useRememberNearestBranch(merchant.id, branch);
  const brands = brandTabs && merchant.brands.length > 0;
  // Asked in context (decision 325): on the menu (where the brand tabs show), which the branch filters; the
  // mini-app has no button (the Telegram user shares a place through Telegram).
  const canLocate = !branch && brandTabs && shell.client === 'WEB';
  if (!brands && !branch && !canLocate) return null;
  return (
    <div className="subheader container">
      {brands && (
        <nav className="brand-tabs" aria-label={t('common.brands')}>
          {merchant.brands.map((b) => (
            // A brand is another storefront (decision 003): a full page load, with its own theme.
            <a key={b.id} href={b.href} className="brand-tab" aria-current={b.current ? 'page' : undefined}>
              {b.image && <img src={b.image} alt="" width={24} height={24} />}
              <span>{b.name}</span>
            </a>
          ))}
        </nav>
      )}
      {branch && (
        <p className="branch-badge">
          <PinIcon />
          <span className="visually-hidden">{t('common.nearestBranch')}: </span>
          <span>
            {branch.open
              ? branch.closesAt
                ? t('common.branchOpenUntil', { name: branch.name, time: branch.closesAt })
                : t('common.branchOpen24', { name: branch.name })
              : t('common.branchClosed', { name: branch.name })}
          </span>
        </p>
      )}
      {canLocate && (
        <NearestBranchControl refused={merchant.locationRefused} branchesPage={merchant.nav.branches} />
      )}
    </div>
  );
}
