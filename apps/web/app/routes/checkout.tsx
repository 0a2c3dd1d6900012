/** /checkout (spec §2, issue 4): the order's service type, address or branch, time, payment and totals. */
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { checkoutAction } from '../features/checkout/checkout-action.server.ts';
import { loadCheckout } from '../features/checkout/checkout-data.server.ts';
import { CheckoutScreen } from '../features/checkout/checkout-screen.tsx';
import { titleMeta } from '../shared/i18n/page-title.ts';
import type { Route } from './+types/checkout';

export const loader = ({ request, context }: Route.LoaderArgs) => loadCheckout(request, context);
export const action = ({ request, context }: Route.ActionArgs) => checkoutAction(request, context);
export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

/** After a placed order the page leaves at once: reloading it would only flash the emptied basket. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const r = actionResult as { intent?: string; ok?: boolean } | undefined;
  if (r?.intent === 'order' && r.ok) return false;
  return defaultShouldRevalidate;
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutScreen data={loaderData} />;
}
