/**
 * /address/pickup (spec §2): the pick-up branch on the map (markers), back to /checkout. With a shared position
 * (the `position` cookie) the nearest open branch is preselected and its distance shown (decision 326).
 */
import { useMemo, useState } from 'react';
import { Form, Link } from 'react-router';
import { branchName, OpenStatusBadge } from '../features/branches/branch-card.tsx';
import { branchMarkers } from '../features/branches/branch-map-parts.tsx';
import { arrangeByDistance } from '../features/branches/by-distance.ts';
import { formatDistance } from '../features/branches/distance.ts';
import { branchOpenStatus } from '../features/branches/open-badge.ts';
import { useMinuteClock } from '../features/branches/use-minute-clock.ts';
import { loadPickup, savePickup } from '../features/checkout/pickup-route.server.ts';
import { COOKIE } from '../lib/cookies.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { useLang, useT } from '../shared/i18n/index.tsx';
import { titleMeta } from '../shared/i18n/page-title.ts';
import { parsePosition } from '../shared/location/position.ts';
import { MapView } from '../shared/map/map-view.tsx';
import '../features/checkout/checkout.css';
import type { Route } from './+types/address-pickup';

export async function loader({ context }: Route.LoaderArgs) {
  const pickup = await loadPickup(context, '/address/pickup');
  return { ...pickup, from: parsePosition(requireMerchant(context).cookies.get(COOKIE.position)) };
}
export const action = ({ request, context }: Route.ActionArgs) => savePickup(request, context);
export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function AddressPickupRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const now = useMinuteClock(loaderData.now);
  const { branches } = loaderData;
  const [arranged] = useState(() =>
    arrangeByDistance(branches, [], lang, loaderData.from, (b) => branchOpenStatus(b, now).open),
  );
  const [selectedId, setSelectedId] = useState<string | null>(
    loaderData.selectedId ?? (arranged.nearestId === null ? null : String(arranged.nearestId)),
  );
  const distanceOf = (id: number) =>
    arranged.sections.flatMap((s) => s.rows).find((r) => r.branch.id === id)?.distance ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is a new function each render; lang covers it.
  const markers = useMemo(() => branchMarkers(branches, now, lang, t), [branches, now, lang]);
  const selected = branches.find((b) => String(b.id) === selectedId) ?? null;
  return (
    <div className="pickup-screen">
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
        <h1 className="pickup-screen__title">{t('checkout.pickupTitle')}</h1>
        <Link to="/address/pickup2" className="button button-small">
          {t('checkout.showList')}
        </Link>
      </header>
      <div className="pickup-screen__map">
        <MapView
          provider={loaderData.provider}
          center={loaderData.center}
          zoom={12}
          markers={markers}
          selectedId={selectedId}
          onSelect={setSelectedId}
          fitMarkers
          frame={loaderData.frame}
          label={t('checkout.pickupTitle')}
        />
        {selected && (
          <Form method="post" className="pickup-sheet" data-branch-id={selected.id}>
            <input type="hidden" name="branchId" value={selected.id} />
            <p className="pickup-sheet__name">{branchName(selected, lang)}</p>
            <p className="pickup-sheet__address">{selected.address}</p>
            <OpenStatusBadge branch={selected} now={now} />
            {distanceOf(selected.id) !== null && (
              <p className="pickup-option__distance">
                {t('pages.branches.away', {
                  distance: formatDistance(distanceOf(selected.id) ?? 0, lang, t),
                })}
              </p>
            )}
            <button type="submit" className="button button-primary">
              {t('checkout.pickHere')}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
