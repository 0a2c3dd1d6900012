import type { Branch, Lang } from '@dasturxon/contracts';
import { Link } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { formatDistance } from './distance.ts';
import {
  ChevronIcon,
  ClockIcon,
  DeliveryIcon,
  DineInIcon,
  MapIcon,
  PhoneIcon,
  PickUpIcon,
  PinIcon,
} from './icons.tsx';
import {
  branchOpenStatus,
  describeOpenBadge,
  formatDayHours,
  type Translate,
  weekdayInTashkent,
  weeklyHours,
} from './open-badge.ts';
import { formatPhone, telHref } from './phone.ts';
import './branches.css';

export function branchName(branch: Pick<Branch, 'name'>, lang: Lang): string {
  return branch.name[lang] || branch.name.uz;
}

export function OpenStatusBadge(props: { branch: Pick<Branch, 'workHours' | 'closedUntil'>; now: Date }) {
  const t = useT();
  const badge = describeOpenBadge(branchOpenStatus(props.branch, props.now), weekdayInTashkent(props.now), t);
  return (
    <span className={`open-badge open-badge--${badge.tone}`} data-open={badge.tone === 'open'}>
      <span className="open-badge__dot" aria-hidden="true" />
      {badge.label}
    </span>
  );
}

export function BranchServices(props: {
  branch: Pick<Branch, 'settings'>;
  /** The merchant takes table bookings (web setting bookingActive): the branch's booking flag is shown. */
  bookingActive?: boolean;
}) {
  const t = useT();
  const s = props.branch.settings;
  const services = [
    s.deliveryEnabled && {
      key: 'delivery',
      icon: <DeliveryIcon />,
      label: t('pages.branches.serviceDelivery'),
    },
    s.pickUpEnabled && { key: 'pickup', icon: <PickUpIcon />, label: t('pages.branches.servicePickUp') },
    s.dineInEnabled && { key: 'dinein', icon: <DineInIcon />, label: t('pages.branches.serviceDineIn') },
    props.bookingActive === true &&
      s.bookingEnabled && { key: 'booking', icon: <ClockIcon />, label: t('reservations.branchBooking') },
  ].filter((x) => x !== false);
  if (services.length === 0) return null;
  return (
    <ul className="branch-services" aria-label={t('pages.branches.services')}>
      {services.map((s) => (
        <li key={s.key} className="branch-services__item">
          {s.icon}
          {s.label}
        </li>
      ))}
    </ul>
  );
}

function WeeklyHours(props: { branch: Branch; now: Date; t: Translate }) {
  const rows = weeklyHours(props.branch.workHours, weekdayInTashkent(props.now), props.t);
  return (
    <details className="branch-card__week">
      <summary>
        {props.t('pages.branches.weeklyHours')}
        <ChevronIcon />
      </summary>
      <table className="week-hours">
        <tbody>
          {rows.map((r) => (
            <tr key={r.day} className={r.isToday ? 'week-hours__today' : undefined}>
              <th scope="row">{r.dayName}</th>
              <td>{r.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * One branch in the /branches list; `bookingActive`: the merchant takes table bookings (issue 13); `distance`
 * (metres) and `nearest` when the customer shared a position (decision 326). A closed branch looks different.
 */
export function BranchCard(props: {
  branch: Branch;
  now: Date;
  bookingActive?: boolean;
  distance?: number | null;
  nearest?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const { branch, now } = props;
  const today = weekdayInTashkent(now);
  const todayHours = formatDayHours(
    branch.workHours.find((h) => h.day === today),
    t,
  );
  const headingId = `branch-${branch.id}-name`;
  const booking = props.bookingActive === true && branch.settings.bookingEnabled;
  const open = branchOpenStatus(branch, now).open;
  return (
    <article
      className={`branch-card${open ? '' : ' branch-card--closed'}`}
      aria-labelledby={headingId}
      data-branch-id={branch.id}
      data-open={open}
    >
      <header className="branch-card__head">
        <h3 id={headingId} className="branch-card__name">
          {branchName(branch, lang)}
          {props.nearest && <span className="pickup-option__nearest">{t('location.nearest')}</span>}
        </h3>
        <OpenStatusBadge branch={branch} now={now} />
      </header>
      {props.distance != null && (
        <p className="branch-card__distance" data-distance={Math.round(props.distance)}>
          {t('pages.branches.away', { distance: formatDistance(props.distance, lang, t) })}
        </p>
      )}
      <p className="branch-card__line">
        <PinIcon />
        <span>{branch.address}</span>
      </p>
      <p className="branch-card__line">
        <ClockIcon />
        <span>{t('pages.branches.today', { hours: todayHours })}</span>
      </p>
      {branch.phone && (
        <p className="branch-card__line">
          <PhoneIcon />
          <a href={telHref(branch.phone)}>{formatPhone(branch.phone)}</a>
        </p>
      )}
      {booking && branch.bookingPhone && (
        <p className="branch-card__line">
          <PhoneIcon />
          <span>
            {t('reservations.bookingPhone', { phone: '' })}
            <a href={telHref(branch.bookingPhone)}>{formatPhone(branch.bookingPhone)}</a>
          </span>
        </p>
      )}
      <BranchServices branch={branch} bookingActive={props.bookingActive === true} />
      <WeeklyHours branch={branch} now={now} t={t} />
      {booking && (
        <Link className="branch-card__map-link" to={`/reservation?branch=${branch.id}`}>
          <ClockIcon />
          {t('reservations.branchBook')}
        </Link>
      )}
      <Link className="branch-card__map-link" to={`/branches/map?branch=${branch.id}`}>
        <MapIcon />
        {t('pages.branches.showOnMap')}
      </Link>
    </article>
  );
}
