/**
 * /basket (spec §2, issue 4): the basket's lines priced from the current menu, counters, remove, totals and a
 * sticky way to checkout; an empty state leads back to the menu. The loader reads the basket cookie, so the
 * first HTML already shows the lines (decision 142); later changes are repriced on the client at once.
 */

import { loadBasketView } from '../features/basket/basket-data.server.ts';
import { BasketPage } from '../features/basket/basket-page.tsx';
import { requireMerchant } from '../lib/request-context.server.ts';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import type { Route } from './+types/basket';

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  return {
    title: pageTitle(m.lang, m.settings, 'basket.title'),
    view: await loadBasketView(request, context, m),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function BasketRoute({ loaderData }: Route.ComponentProps) {
  return <BasketPage view={loaderData.view} />;
}
