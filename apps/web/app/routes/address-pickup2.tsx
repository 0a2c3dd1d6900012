/** /address/pickup2 (spec §2): the pick-up branch from a list, back to /checkout. */
import { Form, Link } from 'react-router';
import { branchName, OpenStatusBadge } from '../features/branches/branch-card.tsx';
import { useMinuteClock } from '../features/branches/use-minute-clock.ts';
import { loadPickup, savePickup } from '../features/checkout/pickup-route.server.ts';
import { useLang, useT } from '../shared/i18n/index.tsx';
import { titleMeta } from '../shared/i18n/page-title.ts';
import '../features/checkout/checkout.css';
import type { Route } from './+types/address-pickup2';

export const loader = ({ context }: Route.LoaderArgs) => loadPickup(context, '/address/pickup2');
export const action = ({ request, context }: Route.ActionArgs) => savePickup(request, context);
export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function AddressPickup2Route({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
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
        <fieldset className="pickup-list" aria-labelledby="pickup-title" style={{ border: 0 }}>
          {branches.map((b) => (
            <label key={b.id} className="pickup-option" data-branch-id={b.id}>
              <input
                type="radio"
                name="branchId"
                value={b.id}
                defaultChecked={loaderData.selectedId === String(b.id)}
                required
              />
              <span className="pickup-option__text">
                <span className="pickup-option__name">{branchName(b, lang)}</span>
                <span className="pickup-option__address">{b.address}</span>
                <OpenStatusBadge branch={b} now={now} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="pickup-footer">
        <button type="submit" className="button button-primary" disabled={branches.length === 0}>
          {t('checkout.pickHere')}
        </button>
      </div>
    </Form>
  );
}
