/**
 * The basket tab of the bottom navigation (settings basketPosition NAVIGATION_BAR, decision 143): the basket
 * icon with a count badge. The default layout hands it to the shell's bottom bar. A real link (it works before
 * hydration); while /basket loads after a tap, the tab shows itself pressed and a skeleton of the basket screen
 * covers the page (issue 10, decision 312).
 */
import { NavLink } from 'react-router';
import { useBasket } from '../../shared/basket/basket-store.ts';
import { useT } from '../../shared/i18n/index.tsx';
import type { ShellMerchant } from '../../shared/shell/shell-types.ts';
import { BasketIcon } from './basket-icon.tsx';

/**
 * The count for screen readers only: inline and zero-sized, so it joins the name with no space ("Savat: 2 ta");
 * inside the label's span, as the link is a flex box whose items are read as blocks ("Savat : 2 ta").
 */
const COUNT_FOR_READERS = { fontSize: 0 } as const;

export function BasketTab({ merchant }: { merchant: ShellMerchant }) {
  const t = useT();
  const { count } = useBasket();
  return (
    <NavLink
      to={basketHref(merchant)}
      data-testid="nav-basket"
      className={({ isPending }) => (isPending ? 'nav-basket is-pending' : 'nav-basket')}
    >
      {({ isPending }) => (
        <>
          <span className="nav-basket-icon">
            <BasketIcon />
            {count > 0 && (
              <span className="nav-badge" aria-hidden="true">
                {count > 99 ? '99+' : count}
              </span>
            )}
          </span>
          {/* Named by its text, the count read after it (issue 10: an aria-label differed from the text). */}
          <span>
            {t('basket.nav')}
            {count > 0 && <span style={COUNT_FOR_READERS}>: {t('basket.count', { count })}</span>}
          </span>
          {isPending && <BasketSkeleton />}
        </>
      )}
    </NavLink>
  );
}

/** The basket screen's outline: title, lines, totals (features/basket/basket.css). */
function BasketSkeleton() {
  return (
    <span className="pending-screen" data-testid="pending-basket" aria-hidden="true">
      <span className="sk sk-line sk-line--title" />
      {[0, 1, 2].map((i) => (
        <span key={i} className="sk-basket-line">
          <span className="sk sk-thumb" />
          <span className="sk sk-line" />
        </span>
      ))}
      <span className="sk sk-button" />
    </span>
  );
}

/** Where the basket is: its page, or the checkout when the merchant has none (here, not in the floating bar's
 * module, which loads after hydration: decision 360). */
export function basketHref(merchant: Pick<ShellMerchant, 'basket'>): string {
  return merchant.basket.page ? '/basket' : '/checkout';
}
