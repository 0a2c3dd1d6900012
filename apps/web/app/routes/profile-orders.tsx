/**
 * /profile/orders (spec §2, issue 4): the customer's orders in two tabs. Active: the API's active orders, all
 * at once; archive: onlyArchive pages of ten with "show more" (pages counted from zero, spec §9; decision 160).
 * Guests get the sign-in prompt. The tabs are links (?tab=archive), so they work before the page is interactive.
 */
import type { Order } from '@dasturxon/contracts';
import { useEffect, useState } from 'react';
import { Link, useFetcher, useNavigation } from 'react-router';
import { OrderCard, OrderCardSkeleton } from '../features/orders/order-parts.tsx';
import { listActiveOrders, listOrders } from '../features/orders/orders-api.server.ts';
import { throwApiError } from '../lib/api-errors.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, optionalUser } from '../lib/session.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import '../features/orders/orders.css';
import type { Route } from './+types/profile-orders';

type Tab = 'active' | 'archive';

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const title = pageTitle(m.lang, m.settings, 'orders.title');
  const params = new URL(request.url).searchParams;
  const tab: Tab = params.get('tab') === 'archive' ? 'archive' : 'active';
  const pageParam = Number(params.get('page') ?? 0);
  const page = Number.isSafeInteger(pageParam) && pageParam >= 0 && pageParam <= 10_000 ? pageParam : 0;
  const now = serverOf(context).clock().toISOString();
  const user = await optionalUser(context);
  if (!user) return { title, signedIn: false as const, tab, now, orders: [], page, totalPages: 0 };
  // Active: every order still moving, at once (a handful at most); archive: ten at a time (decision 160).
  if (tab === 'active') {
    const [error, active] = await listActiveOrders(m, user.id);
    if (isSessionRefused(error, m)) throw expiredSession(m);
    if (error) throwApiError(error);
    return { title, signedIn: true as const, tab, now, orders: active, page: 0, totalPages: 1 };
  }
  const [error, result] = await listOrders(m, user.id, { page, archive: true });
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) throwApiError(error);
  return {
    title,
    signedIn: true as const,
    tab,
    now,
    orders: result.content,
    page: result.page,
    totalPages: result.totalPages,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

function tabHref(tab: Tab): string {
  return tab === 'archive' ? '/profile/orders?tab=archive' : '/profile/orders';
}

export default function ProfileOrdersRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  if (!loaderData.signedIn) {
    return (
      <SignInPrompt
        titleKey="pages.coming.ordersTitle"
        textKey="orders.signInText"
        returnTo="/profile/orders"
      />
    );
  }
  const { tab } = loaderData;
  // Switching tabs: the list is replaced by placeholders at once, no stale list under the new tab.
  const pendingTab =
    navigation.state === 'loading' && navigation.location.pathname === '/profile/orders'
      ? new URLSearchParams(navigation.location.search).get('tab') === 'archive'
        ? 'archive'
        : 'active'
      : null;
  const shownTab = pendingTab ?? tab;
  return (
    <div className="content-page orders-page">
      <h1 className="content-page__title">{t('orders.title')}</h1>
      <nav className="orders-tabs" aria-label={t('orders.tabsLabel')}>
        {(['active', 'archive'] as const).map((key) => (
          <Link
            key={key}
            to={tabHref(key)}
            replace
            preventScrollReset
            className="orders-tabs__tab"
            aria-current={shownTab === key ? 'page' : undefined}
          >
            {t(key === 'active' ? 'orders.tabActive' : 'orders.tabArchive')}
          </Link>
        ))}
      </nav>
      {pendingTab && pendingTab !== tab ? (
        <OrderCardSkeleton />
      ) : (
        <OrderPages
          key={`${tab}-${loaderData.page}`}
          tab={tab}
          first={loaderData.orders}
          page={loaderData.page}
          totalPages={loaderData.totalPages}
          now={loaderData.now}
        />
      )}
    </div>
  );
}

/** The first page from the loader, then pages fetched by "show more" appended below it. */
function OrderPages(props: { tab: Tab; first: Order[]; page: number; totalPages: number; now: string }) {
  const t = useT();
  const fetcher = useFetcher<typeof loader>();
  const [more, setMore] = useState<{ orders: Order[]; page: number; totalPages: number }>({
    orders: [],
    page: props.page,
    totalPages: props.totalPages,
  });

  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state !== 'idle' || !d || !d.signedIn || d.tab !== props.tab) return;
    setMore((prev) =>
      d.page <= prev.page
        ? prev
        : {
            // A page may repeat an order that moved between requests: keep the first copy.
            orders: [...prev.orders, ...d.orders],
            page: d.page,
            totalPages: d.totalPages,
          },
    );
  }, [fetcher.state, fetcher.data, props.tab]);

  const seen = new Set<number>();
  const orders = [...props.first, ...more.orders].filter((o) => !seen.has(o.id) && seen.add(o.id));
  const hasMore = more.page + 1 < more.totalPages;
  const loading = fetcher.state !== 'idle';
  const nextHref = `${tabHref(props.tab)}${props.tab === 'archive' ? '&' : '?'}page=${more.page + 1}`;

  if (orders.length === 0) {
    return (
      <div className="orders-empty" data-screen="orders-empty">
        <svg
          viewBox="0 0 24 24"
          width="40"
          height="40"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          aria-hidden="true"
        >
          <path d="M6 7h12l-1 13H7L6 7Zm3 0V6a3 3 0 0 1 6 0v1" strokeLinejoin="round" />
        </svg>
        <h2 className="orders-empty__title">
          {t(props.tab === 'archive' ? 'orders.emptyArchiveTitle' : 'orders.emptyActiveTitle')}
        </h2>
        <p className="orders-empty__text">
          {t(props.tab === 'archive' ? 'orders.emptyArchiveText' : 'orders.emptyActiveText')}
        </p>
        {props.tab === 'active' && (
          <Link to="/" className="button button-primary">
            {t('orders.toMenu')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className="order-list" aria-busy={loading}>
        {orders.map((o) => (
          <OrderCard key={o.id} order={o} now={props.now} />
        ))}
      </ul>
      {loading && <OrderCardSkeleton count={2} />}
      {hasMore && !loading && (
        <Link
          to={nextHref}
          className="button orders-more"
          onClick={(e) => {
            e.preventDefault();
            fetcher.load(nextHref);
          }}
        >
          {t('orders.showMore')}
        </Link>
      )}
    </>
  );
}
