import { branchEndpoints } from '@dasturxon/contracts';
import { data } from 'react-router';
import { BranchesList } from '../features/branches/branches-list.tsx';
import { COOKIE } from '../lib/cookies.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { parsePosition } from '../shared/location/position.ts';
import '../features/coming/page.css';
import type { Route } from './+types/branches';

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  if (!m.settings.branchesActive) throw data(null, { status: 404 });
  const [[branchesError, branches], [, cities]] = await Promise.all([
    m.api.call(branchEndpoints.list),
    // City names only label the groups: without them the list still works.
    m.api.call(branchEndpoints.cities, { params: { merchantId: m.merchantId } }),
  ]);
  if (branchesError) throw data(branchesError, { status: branchesError.status || 502 });
  const city = Number(new URL(request.url).searchParams.get('city'));
  return {
    branches,
    cities: cities ?? [],
    cityId: Number.isInteger(city) && city > 0 ? city : null,
    bookingActive: m.settings.bookingActive,
    // A position the customer shared (decision 326): nearest first, with distances.
    from: parsePosition(m.cookies.get(COOKIE.position)),
    // Open/closed badges are first rendered for the request time, then kept current by the browser.
    now: serverOf(context).clock().toISOString(),
    title: pageTitle(m.lang, m.settings, 'pages.branches.title'),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function BranchesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BranchesList
      branches={loaderData.branches}
      cities={loaderData.cities}
      cityId={loaderData.cityId}
      serverNow={loaderData.now}
      bookingActive={loaderData.bookingActive}
      from={loaderData.from}
    />
  );
}
