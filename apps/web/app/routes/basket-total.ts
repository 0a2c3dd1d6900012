/**
 * /basket-total: the floating basket bar's priced view of the basket (issue 10). A resource route read with a
 * plain fetch, not a router fetcher of /basket: a fetcher that ran before the router had discovered /basket was
 * matched to the not-found route, and its error replaced the whole page (the active-order pill had the same
 * race, see active-orders.ts). Any failure answers `view: null`: the bar then shows no total, never an error.
 */
import { loadBasketView } from '../features/basket/basket-data.server.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import type { Route } from './+types/basket-total';

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const m = requireMerchant(context);
    return Response.json({ view: await loadBasketView(request, context, m) }, { headers: PRIVATE });
  } catch {
    return Response.json({ view: null }, { headers: PRIVATE });
  }
}
