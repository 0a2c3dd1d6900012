/**
 * Branch pieces of the /branches/map screen: marker descriptions for <MapView>, the bottom card of the
 * selected branch and the list alternative to the map. The route composes them with the map feature.
 */
import type { Branch, Lang } from '@dasturxon/contracts';
import { distanceMeters } from '@dasturxon/domain';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { BranchServices, branchName, OpenStatusBadge } from './branch-card.tsx';
import { formatDistance } from './distance.ts';
import { ClockIcon, PhoneIcon, PinIcon } from './icons.tsx';
import {
  branchOpenStatus,
  describeOpenBadge,
  formatDayHours,
  type Translate,
  weekdayInTashkent,
} from './open-badge.ts';
import { formatPhone, telHref } from './phone.ts';
import './branch-map.css';

export interface Point {
  latitude: number;
  longitude: number;
}

/** Structurally a map-feature MapMarker (features do not import each other; the route joins them). */
export interface BranchMarker {
  id: string;
  position: Point;
  label: string;
  tone: 'open' | 'closed';
}

export function branchMarkers(
  branches: readonly Branch[],
  now: Date,
  lang: Lang,
  t: Translate,
): BranchMarker[] {
  const today = weekdayInTashkent(now);
  return branches.map((b) => {
    const badge = describeOpenBadge(branchOpenStatus(b, now), today, t);
    return {
      id: String(b.id),
      position: { latitude: b.latitude, longitude: b.longitude },
      label: `${branchName(b, lang)}, ${badge.label}`,
      tone: badge.tone,
    };
  });
}

/** Nearest first when the user's position is known; otherwise the order the list page uses. */
export function sortByDistance(branches: readonly Branch[], from: Point | null): Branch[] {
  if (!from) return [...branches];
  return [...branches].sort((a, b) => distanceMeters(from, a) - distanceMeters(from, b));
}

function Distance(props: { branch: Branch; from: Point | null }) {
  const t = useT();
  const lang = useLang();
  if (!props.from) return null;
  return (
    <span className="branch-distance">
      {t('pages.branches.away', {
        distance: formatDistance(distanceMeters(props.from, props.branch), lang, t),
      })}
    </span>
  );
}

export function BranchMapCard(props: { branch: Branch; now: Date; from: Point | null; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const { branch, now } = props;
  const today = formatDayHours(
    branch.workHours.find((h) => h.day === weekdayInTashkent(now)),
    t,
  );
  return (
    <section className="branch-map-card" aria-labelledby="branch-map-card-title" data-branch-id={branch.id}>
      <div className="branch-map-card__head">
        <h2 id="branch-map-card-title" className="branch-map-card__name">
          {branchName(branch, lang)}
        </h2>
        <button
          type="button"
          className="icon-button"
          onClick={props.onClose}
          aria-label={t('pages.branchesMap.closeCard')}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <div className="branch-map-card__status">
        <OpenStatusBadge branch={branch} now={now} />
        <Distance branch={branch} from={props.from} />
      </div>
      <p className="branch-card__line">
        <PinIcon />
        <span>{branch.address}</span>
      </p>
      <p className="branch-card__line">
        <ClockIcon />
        <span>{t('pages.branches.today', { hours: today })}</span>
      </p>
      {branch.phone && (
        <p className="branch-card__line">
          <PhoneIcon />
          <span>{formatPhone(branch.phone)}</span>
        </p>
      )}
      <BranchServices branch={branch} />
      {branch.phone && (
        <a className="button button-primary branch-map-card__call" href={telHref(branch.phone)}>
          <PhoneIcon />
          {t('pages.branchesMap.call')}
        </a>
      )}
    </section>
  );
}

/** The list alternative to the map: every branch as a button that selects it. */
export function BranchPickList(props: {
  id: string;
  hidden?: boolean;
  branches: readonly Branch[];
  now: Date;
  from: Point | null;
  selectedId: string | null;
  onPick: (id: string) => void;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <section
      id={props.id}
      hidden={props.hidden}
      className="branch-pick-list"
      aria-label={t('pages.branchesMap.listLabel')}
    >
      <ul>
        {sortByDistance(props.branches, props.from).map((b) => (
          <li key={b.id}>
            <button
              type="button"
              className="branch-pick-list__item"
              aria-pressed={props.selectedId === String(b.id)}
              onClick={() => props.onPick(String(b.id))}
            >
              <span className="branch-pick-list__name">{branchName(b, lang)}</span>
              <span className="branch-pick-list__meta">
                <OpenStatusBadge branch={b} now={props.now} />
                <Distance branch={b} from={props.from} />
              </span>
              <span className="branch-pick-list__address">{b.address}</span>
            </button>
          </li>
        ))}
      </ul>
      {props.branches.length === 0 && (
        <p className="branch-pick-list__empty">{t('pages.branches.emptyTitle')}</p>
      )}
    </section>
  );
}
