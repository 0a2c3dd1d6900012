/**
 * The default layout (spec §2): sticky header, brand tabs and nearest branch, the page, footer, and a bottom
 * navigation bar on phones.
 *
 * Product modal routes (decision 022): a menu link to /product/:id carries PRODUCT_LINK_STATE. While such a
 * product is open, this layout keeps rendering the page the link was on (its last outlet element) in <main>
 * and renders the product route beside it, which shows itself as a sheet, pop-up or full-screen dialog. Back or
 * close returns to the same page at the same scroll position; the URL is /product/:id all along.
 */
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { ProductBackgroundContext } from '../features/product/modal-context.ts';
import { BottomNav } from '../features/shell/bottom-nav.tsx';
import { LazyRouteErrorView } from '../features/shell/lazy-error-view.tsx';
import { SiteFooter } from '../features/shell/site-footer.tsx';
import { SiteHeader, SubHeader } from '../features/shell/site-header.tsx';
import { useHydrated } from '../features/shell/use-hydrated.ts';
import { useShell } from '../features/shell/use-shell.ts';
import { isProductLinkState, isProductPath } from '../lib/product-link.ts';
import { useT } from '../shared/i18n/index.tsx';
import type { Route } from './+types/layout-default';

// The pill asks for the active orders half a second after start-up (spec §4) and shows nothing before: its
// code loads after hydration, outside the menu page's first JavaScript (decision 021's budget).
const ActiveOrderPill = lazy(() =>
  import('../features/orders/active-order-pill.tsx').then((m) => ({ default: m.ActiveOrderPill })),
);

function Frame({ children }: { children: ReactNode }) {
  const shell = useShell();
  const t = useT();
  const hydrated = useHydrated();
  const merchant = shell.merchant;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader shell={shell} />
      {merchant && <SubHeader merchant={merchant} />}
      {children}
      {merchant && <SiteFooter merchant={merchant} />}
      {merchant && <BottomNav merchant={merchant} user={shell.user} />}
      {merchant && shell.user && hydrated && (
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
  const wantsModal = isProductLinkState(location.state) && isProductPath(location.pathname);
  const hasBackground = wantsModal && background.current !== null;
  if (!wantsModal) background.current = outlet;
  return (
    <Frame>
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
