/**
 * The active-order pill (spec §4: after start-up the active orders are fetched when logged in). Half a second
 * after the page is interactive, a signed-in customer's active orders are asked for with a plain fetch of the
 * /active-orders resource route (never a router fetcher, whose failure would replace the page); when there are any, a small pill floats above the bottom bar: one order
 * opens that order, several open the list. It stays away from the orders screens, the basket and checkout,
 * and asks again on later navigations at most every 30 s.
 */
import type { Order } from '@dasturxon/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../shared/i18n/index.tsx';
import { statusTone } from './order-view.ts';
import './active-order-pill.css';

const START_DELAY_MS = 500;
const REFRESH_AFTER_MS = 30_000;
const HIDDEN_ON = /^\/(profile\/orders|basket|checkout|login)(\/|$)/;

interface ListData {
  signedIn: boolean;
  orders: Order[];
}

/** The signed-in customer's active orders, or null when they cannot be had (offline, a server error). */
async function fetchActiveOrders(): Promise<ListData | null> {
  try {
    const res = await fetch('/active-orders', { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as ListData) : null;
  } catch {
    return null;
  }
}

export function ActiveOrderPill() {
  const t = useT();
  const { pathname } = useLocation();
  const [data, setData] = useState<ListData | null>(null);
  const lastLoad = useRef(0);

  useEffect(() => {
    // Not where the pill is hidden anyway.
    if (HIDDEN_ON.test(pathname)) return;
    if (Date.now() - lastLoad.current < REFRESH_AFTER_MS) return;
    const timer = setTimeout(() => {
      lastLoad.current = Date.now();
      void fetchActiveOrders().then((answer) => {
        if (answer) setData(answer);
      });
    }, START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!data?.signedIn || data.orders.length === 0) return null;
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
