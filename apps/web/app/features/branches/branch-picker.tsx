/**
 * The pick-up (or dine-in) branch list of /address/pickup2 (issue 10, decision 326): with the customer's
 * position, nearest first with distances, the nearest open branch preselected and other cities grouped below;
 * open and closed branches look different (a closed one is greyed with its opening time). Without a position a
 * "Nearest first" button asks for it, in context (decision 325). Radio inputs named `branchId` of the route's
 * form, so the choice posts without JavaScript.
 */
import type { Branch, City } from '@dasturxon/contracts';
import { Fragment } from 'react';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { useLocateBranch } from '../../shared/location/use-locate-branch.ts';
import { branchName, OpenStatusBadge } from './branch-card.tsx';
import { arrangeByDistance, type Point } from './by-distance.ts';
import { formatDistance } from './distance.ts';
import { PinIcon } from './icons.tsx';
import { branchOpenStatus } from './open-badge.ts';
import './branches.css';

export function BranchPicker(props: {
  branches: readonly Branch[];
  cities: readonly City[];
  from: Point | null;
  now: Date;
  /** The branch already chosen for this order; else the nearest open one is preselected. */
  selectedId: string | null;
  labelledBy: string;
}) {
  const t = useT();
  const lang = useLang();
  const { sections, nearestId } = arrangeByDistance(
    props.branches,
    props.cities,
    lang,
    props.from,
    (b) => branchOpenStatus(b, props.now).open,
  );
  const checkedId = props.selectedId ?? (nearestId === null ? null : String(nearestId));
  const showCities = sections.length > 1;
  const firstOther = sections.findIndex((s) => s.other);
  return (
    <div className="branch-picker">
      <NearestFirst located={props.from !== null} />
      {sections.map((section, i) => (
        <Fragment key={section.cityId}>
          {/* Before the fieldset: a legend always renders first inside it. */}
          {i === firstOther && <h2 className="branch-picker__others">{t('location.otherCities')}</h2>}
          <fieldset
            className="branch-picker__group"
            aria-labelledby={showCities ? `pick-city-${section.cityId}` : props.labelledBy}
          >
            {showCities && (
              <legend id={`pick-city-${section.cityId}`} className="branch-picker__city">
                {section.cityName}
              </legend>
            )}
            {section.rows.map(({ branch, distance }) => {
              const open = branchOpenStatus(branch, props.now).open;
              return (
                <label
                  key={branch.id}
                  className={`pickup-option${open ? '' : ' pickup-option--closed'}`}
                  data-branch-id={branch.id}
                  data-open={open}
                >
                  <input
                    type="radio"
                    name="branchId"
                    value={branch.id}
                    defaultChecked={checkedId === String(branch.id)}
                    required
                  />
                  <span className="pickup-option__text">
                    <span className="pickup-option__name">
                      {branchName(branch, lang)}
                      {branch.id === nearestId && (
                        <span className="pickup-option__nearest">{t('location.nearest')}</span>
                      )}
                    </span>
                    <span className="pickup-option__address">{branch.address}</span>
                    <span className="pickup-option__meta">
                      <OpenStatusBadge branch={branch} now={props.now} />
                      {distance !== null && (
                        <span className="pickup-option__distance" data-distance={Math.round(distance)}>
                          {formatDistance(distance, lang, t)}
                        </span>
                      )}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        </Fragment>
      ))}
    </div>
  );
}

/** "Nearest first": the location asked when pressed; the loader then orders the list from the cookie. */
export function NearestFirst(props: { located: boolean }) {
  const t = useT();
  const locate = useLocateBranch();
  if (props.located) {
    return (
      <p className="branch-picker__sorted">
        <PinIcon />
        {t('location.sortedNearest')}
      </p>
    );
  }
  const notice =
    locate.status === 'refused'
      ? t('location.refused')
      : locate.status === 'unavailable' || locate.status === 'failed'
        ? locate.message || t('location.unavailable')
        : null;
  return (
    <div className="branch-picker__locate">
      <button
        type="button"
        className="button button-small"
        aria-busy={locate.status === 'locating' || undefined}
        onClick={() => locate.status !== 'locating' && locate.locate()}
      >
        <PinIcon />
        {locate.status === 'locating' ? t('location.locating') : t('location.sortNearest')}
      </button>
      {notice && (
        <p className="branch-picker__notice" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
