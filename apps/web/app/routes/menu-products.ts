/**
 * GET /menu-products?ids=1,2,3: product cards of menu sections the page did not send (large menus, see
 * features/menu/menu-view.ts). Same language, branch filter and prices as the page.
 */

import { loadVisibleMenu } from '../features/menu/menu-data.server.ts';
import { categoryCards } from '../features/menu/menu-view.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import type { Route } from './+types/menu-products';

const MAX_IDS = 40;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = (new URL(request.url).searchParams.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, MAX_IDS);
  const ctx = requireMerchant(context);
  const { menu, opts } = await loadVisibleMenu(request, context, ctx);
  return Response.json(categoryCards(menu, ids, opts), {
    // Private: the cards depend on the visitor's language and branch cookies.
    headers: { 'Cache-Control': 'private, max-age=60', Vary: 'Cookie' },
  });
}
