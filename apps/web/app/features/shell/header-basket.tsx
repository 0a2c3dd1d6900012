/**
 * The basket in the header on wide screens (issue 10: on a desktop the bottom bar with the basket tab is hidden,
 * so the header had no way to the basket). A plain link with the count; hidden on phones, where the bottom bar
 * or the floating basket carries it. Not inside the Telegram mini-app (its MainButton is the basket).
 */
import { useBasket } from '../../shared/basket/basket-store.ts';
import { useT } from '../../shared/i18n/index.tsx';
import type { ShellMerchant } from '../../shared/shell/shell-types.ts';
import { ShellNavLink } from '../../shared/ui/shell-link.tsx';

/**
 * The count for screen readers only: inline and zero-sized, so it joins the name with no space ("Savat: 2 ta");
 * inside the label's span, as the link is a flex box whose items are read as blocks ("Savat : 2 ta").
 */
const COUNT_FOR_READERS = { fontSize: 0 } as const;

export function HeaderBasket({ merchant }: { merchant: ShellMerchant }) {
  const t = useT();
  const { count } = useBasket();
  return (
    <ShellNavLink
      to={merchant.basket.page ? '/basket' : '/checkout'}
      className="header-basket"
      data-testid="header-basket"
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <use href="#i-basket" />
      </svg>
      <span>
        {t('basket.nav')}
        {count > 0 && <span style={COUNT_FOR_READERS}>: {t('basket.count', { count })}</span>}
      </span>
      {count > 0 && (
        <span className="header-basket__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </ShellNavLink>
  );
}
