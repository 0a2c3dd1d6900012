/**
 * /active-orders: the active-order pill's way to the customer's active orders (spec §4: fetched after start-up when
 * signed in). A resource route read with a plain fetch, not a router fetcher: a fetcher's load of /profile/orders
 * before the router had discovered that route was matched to the not-found route, and its error replaced the
 * whole page (a guest's waiter sheet at the table vanished under a 500 page, CI of 2026-11-25). Any failure here
 * answers an empty list: the pill is a convenience and never breaks the page it floats on.
 */
import { listActiveOrders } from '../features/orders/orders-api.server.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { optionalUser } from '../lib/session.server.ts';
import type { Route } from './+types/active-orders';

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

export async function loader({ context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const user = await optionalUser(context);
  if (!user) return Response.json({ signedIn: false, orders: [] }, { headers: PRIVATE });
  const [error, orders] = await listActiveOrders(m, user.id);
  return Response.json({ signedIn: true, orders: error ? [] : orders }, { headers: PRIVATE });
}
