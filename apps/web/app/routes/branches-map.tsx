import { branchEndpoints } from '@dasturxon/contracts';
import { distanceMeters } from '@dasturxon/domain';
import { useMemo, useState } from 'react';
import { data } from 'react-router';
import { BranchMapCard, BranchPickList, branchMarkers } from '../features/branches/branch-map-parts.tsx';
import { useMinuteClock } from '../features/branches/use-minute-clock.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { useLang, useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { chooseMapProvider } from '../shared/map/map-provider.ts';
import type { LatLng } from '../shared/map/map-types.ts';
import { MapView } from '../shared/map/map-view.tsx';
import { useGeolocation } from '../shared/map/use-geolocation.ts';
import type { Route } from './+types/branches-map';

const FRAME_RADIUS_METERS = 50_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  if (!m.settings.branchesActive) throw data(null, { status: 404 });
  const [error, all] = await m.api.call(branchEndpoints.list);
  if (error) throw data(error, { status: error.status || 502 });
  const branches = all.filter((b) => b.isActive);
  const wanted = new URL(request.url).searchParams.get('branch');
  const provider = chooseMapProvider({
    merchant: m.merchant,
    lang: m.lang,
    tileUrl: serverOf(context).publicEnv.mapTileUrl,
  });
  const center: LatLng = { latitude: m.merchant.latitude, longitude: m.merchant.longitude };
  // Branches in other cities (Samarkand is 270 km away) would zoom the first view out to a whole country:
  // frame the ones around the merchant's own location; the others are a pan or the list away.
  const near = branches.filter((b) => distanceMeters(center, b) <= FRAME_RADIUS_METERS);
  return {
    branches,
    provider,
    center,
    frame: near.map((b) => ({ latitude: b.latitude, longitude: b.longitude })),
    selectedId: branches.some((b) => String(b.id) === wanted) ? wanted : null,
    now: serverOf(context).clock().toISOString(),
    title: pageTitle(m.lang, m.settings, 'pages.branchesMap.title'),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

const LIST_ID = 'branch-map-list';

export default function BranchesMapRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { branches } = loaderData;
  const now = useMinuteClock(loaderData.now);
  const [selectedId, setSelectedId] = useState<string | null>(loaderData.selectedId);
  const [listOpen, setListOpen] = useState(false);
  const [focus, setFocus] = useState<{ point: LatLng; zoom: number; key: number } | null>(null);
  const geo = useGeolocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is a new function each render; lang covers it.
  const markers = useMemo(() => branchMarkers(branches, now, lang, t), [branches, now, lang]);
  const selected = branches.find((b) => String(b.id) === selectedId) ?? null;

  async function locate() {
    const point = await geo.locate();
    if (point) setFocus({ point, zoom: 14, key: Date.now() });
  }

  const geoMessage =
    geo.status === 'denied'
      ? t('pages.branchesMap.locateDenied')
      : geo.status === 'unavailable'
        ? t('pages.branchesMap.locateUnavailable')
        : geo.status === 'unsupported'
          ? t('pages.branchesMap.locateUnsupported')
          : null;

  return (
    <div className={`branch-map-screen${selected && !listOpen ? ' branch-map-screen--card' : ''}`}>
      <header className="branch-map-screen__bar">
        <h1 className="branch-map-screen__title">{t('pages.branchesMap.title')}</h1>
        <button
          type="button"
          className="toggle-button"
          aria-expanded={listOpen}
          aria-controls={LIST_ID}
          onClick={() => setListOpen((v) => !v)}
        >
          {listOpen ? t('pages.branchesMap.showMap') : t('pages.branchesMap.showList')}
        </button>
      </header>

      <div className="branch-map-screen__map">
        <MapView
          provider={loaderData.provider}
          center={loaderData.center}
          zoom={12}
          markers={markers}
          selectedId={selectedId}
          onSelect={(id) => {
            setSelectedId(id);
            setListOpen(false);
          }}
          userLocation={geo.position}
          focus={focus}
          fitMarkers
          frame={loaderData.frame}
          label={t('pages.branchesMap.mapLabel')}
        />

        <button
          type="button"
          className="locate-button"
          onClick={locate}
          aria-label={t('pages.branchesMap.locate')}
          aria-busy={geo.status === 'locating'}
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
          </svg>
        </button>
        {geoMessage && !selected && !listOpen && (
          <p className="branch-map-screen__notice" role="status">
            {geoMessage}
          </p>
        )}

        <BranchPickList
          id={LIST_ID}
          hidden={!listOpen}
          branches={branches}
          now={now}
          from={geo.position}
          selectedId={selectedId}
          onPick={(id) => {
            setSelectedId(id);
            setListOpen(false);
          }}
        />
        {selected && !listOpen && (
          <BranchMapCard
            branch={selected}
            now={now}
            from={geo.position}
            onClose={() => setSelectedId(null)}
          />
        )}
      </div>
    </div>
  );
}
