/**
 * Sticky header: merchant logo and name (home link), main links on wide screens, language switch. Below it,
 * not sticky: brand tabs (a company with several brands) and the nearest branch with today's hours.
 */
import { Link, NavLink } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { PinIcon } from '../../shared/ui/icons.tsx';
import { HeaderAccount } from '../account/header-account.tsx';
import { LangSwitch } from './lang-switch.tsx';
import type { ShellData, ShellMerchant } from './shell-types.ts';

export function SiteHeader({ shell }: { shell: ShellData }) {
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
            <NavLink to="/" end>
              {t('common.nav.menu')}
            </NavLink>
            <NavLink to="/search">{t('common.nav.search')}</NavLink>
            {merchant.nav.branches && <NavLink to="/branches">{t('common.nav.branches')}</NavLink>}
            {merchant.nav.about && <NavLink to="/about">{t('common.nav.about')}</NavLink>}
            {merchant.nav.vacancies && <NavLink to="/vacancy">{t('common.nav.vacancies')}</NavLink>}
          </nav>
        )}
        <LangSwitch langs={shell.langs} />
        {merchant && <HeaderAccount user={shell.user} />}
      </div>
    </header>
  );
}

export function SubHeader({ merchant }: { merchant: ShellMerchant }) {
  const t = useT();
  const branch = merchant.nearestBranch;
  if (merchant.brands.length === 0 && !branch) return null;
  return (
    <div className="subheader container">
      {merchant.brands.length > 0 && (
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
    </div>
  );
}
