/**
 * Bottom navigation bar on phones (hidden on wide screens, where the header carries the links). With the
 * merchant's basketPosition NAVIGATION_BAR it has a basket tab with a count badge; with FLOATING_OVER_PRODUCT
 * the basket floats over the menu instead (features/basket/floating-basket.tsx, decision 143).
 */
import { NavLink } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { InfoIcon, MenuIcon, PinIcon, SearchIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { Avatar } from '../account/avatar.tsx';
import { BasketIcon } from '../basket/basket-icon.tsx';
import { useBasket } from '../basket/basket-store.ts';
import { basketHref, FloatingBasket } from '../basket/floating-basket.tsx';
import type { ShellMerchant, ShellUser } from './shell-types.ts';

export function BottomNav({ merchant, user }: { merchant: ShellMerchant; user?: ShellUser | null }) {
  const t = useT();
  return (
    <>
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
        {merchant.basket.position === 'NAVIGATION_BAR' && <BasketTab merchant={merchant} />}
        <NavLink to="/profile">
          {user && !user.name.startsWith('+') ? <Avatar name={user.name} /> : <UserIcon />}
          <span>{t('common.nav.profile')}</span>
        </NavLink>
      </nav>
      <FloatingBasket merchant={merchant} />
    </>
  );
}

function BasketTab({ merchant }: { merchant: ShellMerchant }) {
  const t = useT();
  const { count } = useBasket();
  return (
    <NavLink
      to={basketHref(merchant)}
      aria-label={count > 0 ? `${t('basket.nav')}: ${t('basket.count', { count })}` : t('basket.nav')}
      data-testid="nav-basket"
    >
      <span className="nav-basket-icon">
        <BasketIcon />
        {count > 0 && (
          <span className="nav-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span>{t('basket.nav')}</span>
    </NavLink>
  );
}
