import type { Branch, City } from '@dasturxon/contracts';
import { Link } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { BranchCard } from './branch-card.tsx';
import { formatBranchCount } from './branch-count.ts';
import { NearestFirst } from './branch-picker.tsx';
import { arrangeByDistance, type Point } from './by-distance.ts';
import { citiesWithBranches, groupBranchesByCity } from './group-by-city.ts';
import { MapIcon, PinIcon } from './icons.tsx';
import { branchOpenStatus } from './open-badge.ts';
import { useMinuteClock } from './use-minute-clock.ts';

export interface BranchesListProps {
  branches: Branch[];
  cities: City[];
  /** City chosen with ?city=, or null for all. */
  cityId: number | null;
  /** Request time (ISO) used for the first render, see useMinuteClock. */
  serverNow: string;
  /** The merchant takes table bookings (web setting bookingActive, issue 13). */
  bookingActive?: boolean;
  /** The customer's shared position (`position` cookie): nearest first, with distances (decision 326). */
  from?: Point | null;
}

/** The /branches screen: branches grouped (and filterable) by city, with live open/closed badges. */
export function BranchesList(props: BranchesListProps) {
  const t = useT();
  const lang = useLang();
  const now = useMinuteClock(props.serverNow);
  const allCities = citiesWithBranches(props.branches, props.cities, lang);
  const byCity = groupBranchesByCity(props.branches, props.cities, lang, props.cityId);
  const from = props.from ?? null;
  // With a position: the customer's city first, each city nearest first (the city filter still applies).
  const arranged = from
    ? arrangeByDistance(
        byCity.flatMap((g) => g.branches),
        props.cities,
        lang,
        from,
        (b) => branchOpenStatus(b, now).open,
      )
    : null;
  const groups = arranged
    ? arranged.sections.map((s) => ({
        cityId: s.cityId,
        cityName: s.cityName,
        branches: s.rows.map((r) => r.branch),
      }))
    : byCity;
  const distanceOf = (id: number) =>
    arranged?.sections.flatMap((s) => s.rows).find((r) => r.branch.id === id)?.distance ?? null;
  const showCities = allCities.length > 1;
  const count = allCities.reduce((n, g) => n + g.branches.length, 0);

  return (
    <div className="content-page branches-page">
      <header className="branches-page__head">
        <div>
          <h1 className="content-page__title">{t('pages.branches.title')}</h1>
          {count > 0 && <p className="content-page__subtitle">{formatBranchCount(t, lang, count)}</p>}
        </div>
        {count > 0 && (
          <Link className="button button-small" to="/branches/map">
            <MapIcon />
            {t('pages.branches.onMap')}
          </Link>
        )}
      </header>

      {count > 0 && <NearestFirst located={from !== null} />}

      {showCities && (
        <nav className="city-chips" aria-label={t('pages.branches.cities')}>
          <Link
            className="city-chips__chip"
            to="/branches"
            aria-current={
              props.cityId == null || !groups.some((g) => g.cityId === props.cityId) ? 'page' : undefined
            }
          >
            {t('pages.branches.allCities')}
          </Link>
          {allCities.map((c) => (
            <Link
              key={c.cityId}
              className="city-chips__chip"
              to={`/branches?city=${c.cityId}`}
              aria-current={groups.length === 1 && props.cityId === c.cityId ? 'page' : undefined}
            >
              {c.cityName}
            </Link>
          ))}
        </nav>
      )}

      {count === 0 ? (
        <div className="empty-state" role="status">
          <PinIcon />
          <p className="empty-state__title">{t('pages.branches.emptyTitle')}</p>
          <p className="empty-state__text">{t('pages.branches.emptyText')}</p>
          <Link className="button button-primary" to="/">
            {t('pages.common.backToMenu')}
          </Link>
        </div>
      ) : (
        groups.map((g) => (
          <section key={g.cityId} className="branches-group" aria-label={g.cityName || undefined}>
            {showCities && <h2 className="branches-group__title">{g.cityName}</h2>}
            <div className="branches-group__list">
              {g.branches.map((b) => (
                <BranchCard
                  key={b.id}
                  branch={b}
                  now={now}
                  bookingActive={props.bookingActive === true}
                  distance={distanceOf(b.id)}
                  nearest={arranged?.nearestId === b.id}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
