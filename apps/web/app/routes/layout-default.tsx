/**
 * The default layout (spec §2): sticky header, brand tabs and nearest branch, the page, footer, and a bottom
 * navigation bar on phones. Which of them a screen shows is features/shell/chrome.ts (issue 10, decisions 331,
 * 332): brand tabs on the menu only; no bottom navigation or active-order pill on checkout and the order screen,
 * which have their own action bar; no language pill, brand tabs or footer inside the Telegram mini-app. It
 * composes the shell's frame with the account's and the basket's parts (the header's account link, the basket
 * tab or the floating basket, the profile tab's avatar): features do not import each other (decision 196).
 *
 * Product modal routes (decision 022): a menu link to /product/:id carries PRODUCT_LINK_STATE. While such a
 * product is open, this layout keeps rendering the page the link was on (its last outlet element) in <main>
 * and renders the product route beside it, which shows itself as a sheet, pop-up or full-screen dialog. Back or
 * close returns to the same page at the same scroll position; the URL is /product/:id all along.
 */
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { Avatar } from '../features/account/avatar.tsx';
import { BasketTab } from '../features/basket/basket-tab.tsx';
import { ProductBackgroundContext } from '../features/product/modal-context.ts';
import { BottomNav } from '../features/shell/bottom-nav.tsx';
import { chromeOf, isMenuScreen } from '../features/shell/chrome.ts';
import { LazyRouteErrorView } from '../features/shell/lazy-error-view.tsx';
import { useHydrated } from '../features/shell/use-hydrated.ts';
import { isProductLinkState, isProductPath } from '../lib/product-link.ts';
import { catalogueComplete } from '../shared/i18n/catalogue-client.ts';
import { useT } from '../shared/i18n/index.tsx';
import { useShell } from '../shared/shell/use-shell.ts';
import { island } from '../shared/ui/island.tsx';
import type { Route } from './+types/layout-default';

// The pill asks for the active orders half a second after start-up (spec §4) and shows nothing before: its
// code loads after hydration, outside the menu page's first JavaScript (decision 021's budget), and once the
// whole message catalogue is there (the menu's HTML has only its first screen's: decision 343).
const ActiveOrderPill = lazy(() =>
  Promise.all([import('../features/orders/active-order-pill.tsx'), catalogueComplete().catch(() => {})]).then(
    ([m]) => ({ default: m.ActiveOrderPill }),
  ),
);

// The header and the footer load after hydration (decision 360): they work before (links, forms without
// JavaScript), and the first screen's cards and bottom bar are what must answer at once.
const Header = island(() => import('./layout-header.tsx').then((m) => m.LayoutHeader));
const Footer = island(() => import('../features/shell/site-footer.tsx').then((m) => m.SiteFooter));
// Shown only while the basket has something: its first tap comes after its code.
const FloatingBasket = island(() =>
  import('../features/basket/floating-basket.tsx').then((m) => m.FloatingBasket),
);

function Frame({ children, menuBehind = false }: { children: ReactNode; menuBehind?: boolean }) {
  const shell = useShell();
  const t = useT();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const merchant = shell.merchant;
  const chrome = chromeOf(pathname, shell.client, menuBehind);
  return (
    <div className="app" data-bottom-nav={chrome.bottomNav ? undefined : 'off'}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header shell={shell} langSwitch={chrome.langSwitch} brandTabs={chrome.brandTabs} />
      {children}
      {merchant && chrome.footer && <Footer merchant={merchant} />}
      {merchant && chrome.bottomNav && (
        <BottomNav
          merchant={merchant}
          basketTab={merchant.basket.position === 'NAVIGATION_BAR' && <BasketTab merchant={merchant} />}
          // A customer known only by the phone keeps the line icon: an initial needs a name.
          avatar={
            shell.user && !shell.user.name.startsWith('+') ? <Avatar name={shell.user.name} /> : undefined
          }
        >
          <FloatingBasket merchant={merchant} />
        </BottomNav>
      )}
      {merchant && shell.user && hydrated && chrome.bottomNav && (
        <Suspense fallback={null}>
          <ActiveOrderPill />
        </Suspense>
      )}
    </div>
  );
}

export default function LayoutDefault() {
  const outlet = useOutlet();
  const location = useLocation();
  const background = useRef<ReactNode>(null);
  const backgroundPath = useRef('/');
  const wantsModal = isProductLinkState(location.state) && isProductPath(location.pathname);
  const hasBackground = wantsModal && background.current !== null;
  if (!wantsModal) {
    background.current = outlet;
    backgroundPath.current = location.pathname;
  }
  return (
    <Frame menuBehind={hasBackground && isMenuScreen(backgroundPath.current)}>
      <main id="main" className="page" tabIndex={-1}>
        {hasBackground ? background.current : outlet}
      </main>
      {hasBackground && (
        <ProductBackgroundContext.Provider value={true}>{outlet}</ProductBackgroundContext.Provider>
      )}
    </Frame>
  );
}

/** Errors of the pages in this layout keep the header and footer around the error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = (error as { status?: number })?.status ?? 500;
  return (
    <Frame>
      <main id="main" className="page container">
        <LazyRouteErrorView error={error} status={typeof status === 'number' ? status : 500} />
      </main>
    </Frame>
  );
}
