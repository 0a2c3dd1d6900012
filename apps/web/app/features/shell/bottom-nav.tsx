/**
 * Bottom navigation bar on phones (hidden on wide screens, where the header carries the links). The default
 * layout composes it (decision 196): with the merchant's basketPosition NAVIGATION_BAR it passes the basket tab
 * (features/basket/basket-tab.tsx); the floating basket (FLOATING_OVER_PRODUCT, decision 143) comes as
 * `children`, after the bar; `avatar` is the signed-in customer's initial on the profile tab.
 */
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/index.tsx';
import type { ShellMerchant } from '../../shared/shell/shell-types.ts';
import { InfoIcon, MenuIcon, PinIcon, SearchIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { ShellNavLink } from '../../shared/ui/shell-link.tsx';

export function BottomNav({
  merchant,
  basketTab,
  avatar,
  children,
}: {
  merchant: ShellMerchant;
  /** Between the branches (or about) link and the profile. */
  basketTab?: ReactNode;
  /** The profile tab's picture; the line icon when absent. */
  avatar?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <nav className="bottom-nav" aria-label={t('common.mainNav')}>
        <ShellNavLink to="/" end>
          <MenuIcon />
          <span>{t('common.nav.menu')}</span>
        </ShellNavLink>
        <ShellNavLink to="/search">
          <SearchIcon />
          <span>{t('common.nav.search')}</span>
        </ShellNavLink>
        {merchant.nav.branches ? (
          <ShellNavLink to="/branches">
            <PinIcon />
            <span>{t('common.nav.branches')}</span>
          </ShellNavLink>
        ) : merchant.nav.about ? (
          <ShellNavLink to="/about">
            <InfoIcon />
            <span>{t('common.nav.about')}</span>
          </ShellNavLink>
        ) : null}
        {basketTab}
        <ShellNavLink to="/profile">
          {avatar ?? <UserIcon />}
          <span>{t('common.nav.profile')}</span>
        </ShellNavLink>
      </nav>
      {children}
    </>
  );
}
