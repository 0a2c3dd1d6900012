/**
 * /address/pickup2 (spec §2): the pick-up branch from a list, back to /checkout. Nearest first with distances
 * when the customer has shared a position (the `position` cookie), other cities grouped (decision 326).
 */
import { branchEndpoints } from '@dasturxon/contracts';
import { Form, Link } from 'react-router';
import { BranchPicker } from '../features/branches/branch-picker.tsx';
import { useMinuteClock } from '../features/branches/use-minute-clock.ts';
import { loadPickup, savePickup } from '../features/checkout/pickup-route.server.ts';
import { COOKIE } from '../lib/cookies.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { titleMeta } from '../shared/i18n/page-title.ts';
import { parsePosition } from '../shared/location/position.ts';
import '../features/checkout/checkout.css';
import type { Route } from './+types/address-pickup2';

export async function loader({ context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const [pickup, [, cities]] = await Promise.all([
    loadPickup(context, '/address/pickup2'),
    // City names only label the groups: without them the list still works.
    m.api.call(branchEndpoints.cities, { params: { merchantId: m.merchantId } }),
  ]);
  return { ...pickup, cities: cities ?? [], from: parsePosition(m.cookies.get(COOKIE.position)) };
}

export const action = ({ request, context }: Route.ActionArgs) => savePickup(request, context);
export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function AddressPickup2Route({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const now = useMinuteClock(loaderData.now);
  const { branches } = loaderData;
  return (
    <Form method="post" className="pickup-screen">
      <header className="pickup-screen__bar">
        <Link to="/checkout" className="icon-button" aria-label={t('common.back')}>
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
        <h1 className="pickup-screen__title" id="pickup-title">
          {t('checkout.pickupTitle')}
        </h1>
        <Link to="/address/pickup" className="button button-small">
          {t('checkout.showMap')}
        </Link>
      </header>
      {branches.length === 0 ? (
        <p className="checkout-empty">{t('checkout.noPickupBranches')}</p>
      ) : (
        <div className="pickup-list">
          <BranchPicker
            // A position shared on this screen re-renders the list: its preselection follows.
            key={loaderData.from ? `${loaderData.from.latitude},${loaderData.from.longitude}` : 'none'}
            branches={branches}
            cities={loaderData.cities}
            from={loaderData.from}
            now={now}
            selectedId={loaderData.selectedId}
            labelledBy="pickup-title"
          />
        </div>
      )}
      <div className="pickup-footer">
        <button type="submit" className="button button-primary" disabled={branches.length === 0}>
          {t('checkout.pickHere')}
        </button>
      </div>
    </Form>
  );
}
