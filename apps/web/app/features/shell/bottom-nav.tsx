/** Bottom navigation bar on phones (hidden on wide screens, where the header carries the links). */
import { NavLink } from 'react-router';
import { Avatar } from '../account/avatar.tsx';
import { useT } from '../i18n/index.tsx';
import { InfoIcon, MenuIcon, PinIcon, SearchIcon, UserIcon } from './icons.tsx';
import type { ShellMerchant, ShellUser } from './shell-types.ts';

export function BottomNav({ merchant, user }: { merchant: ShellMerchant; user?: ShellUser | null }) {
  const t = useT();
  return (
    <nav className="bottom-nav" aria-label={t('common.mainNav')}>
      <NavLink to="/" end>
        <MenuIcon />
        <span>{t('common.nav.menu')}</span>
      </NavLink>
      <NavLink to="/search">
        <SearchIcon />
        <span>{t('common.nav.search')}</span>
      </NavLink>
      {merchant.nav.branches ? (
        <NavLink to="/branches">
          <PinIcon />
          <span>{t('common.nav.branches')}</span>
        </NavLink>
      ) : merchant.nav.about ? (
        <NavLink to="/about">
          <InfoIcon />
          <span>{t('common.nav.about')}</span>
        </NavLink>
      ) : null}
      <NavLink to="/profile">
        {user && !user.name.startsWith('+') ? <Avatar name={user.name} /> : <UserIcon />}
        <span>{t('common.nav.profile')}</span>
      </NavLink>
    </nav>
  );
}
