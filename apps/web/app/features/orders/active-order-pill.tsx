/**
 * The active-order pill (spec §4: after start-up the active orders are fetched when logged in). Half a second
 * after the page is interactive, a signed-in customer's active orders are asked for through the orders list
 * route's own loader (no extra route); when there are any, a small pill floats above the bottom bar: one order
 * opens that order, several open the list. It stays away from the orders screens, the basket and checkout,
 * and asks again on later navigations at most every 30 s.
 */
import type { Order } from '@dasturxon/contracts';
import { useEffect, useRef } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { statusTone } from './order-view.ts';
import './active-order-pill.css';

const START_DELAY_MS = 500;
const REFRESH_AFTER_MS = 30_000;
const HIDDEN_ON = /^\/(profile\/orders|basket|checkout|login)(\/|$)/;

interface ListData {
  signedIn: boolean;
  tab: string;
  orders: Order[];
}

export function ActiveOrderPill() {
  const t = useT();
  const { pathname } = useLocation();
  const fetcher = useFetcher<ListData>({ key: 'active-orders' });
  const lastLoad = useRef(0);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  useEffect(() => {
    // Not where the pill is hidden anyway: a first load from /checkout (before the router has discovered the
    // orders route) was sometimes matched to the not-found route and its error replaced the page.
    if (HIDDEN_ON.test(pathname)) return;
    if (Date.now() - lastLoad.current < REFRESH_AFTER_MS) return;
    const timer = setTimeout(() => {
      lastLoad.current = Date.now();
      void load.current('/profile/orders');
    }, START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  const data = fetcher.data;
  if (!data?.signedIn || data.tab !== 'active' || data.orders.length === 0) return null;
  if (HIDDEN_ON.test(pathname)) return null;
  const [first] = data.orders;
  const single = data.orders.length === 1 && first;
  return (
    <Link
      to={single ? `/profile/orders/${first.id}` : '/profile/orders'}
      className="active-order-pill"
      data-tone={single ? statusTone(first.status) : 'waiting'}
    >
      <span className="active-order-pill__dot" aria-hidden="true" />
      {single
        ? `${t(`status.${first.status}`)} · ${t('orders.number', { number: first.number })}`
        : t('orders.activePill', { count: data.orders.length })}
    </Link>
  );
}
