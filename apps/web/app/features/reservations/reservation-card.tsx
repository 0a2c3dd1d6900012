/** One booking in the profile (issue 13): when, where, for how many, its status, and cancelling it in time. */
import type { Reservation } from '@dasturxon/contracts';
import { Form } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { dayWords } from './day-words.ts';
import './reservations.css';

const OFFSET_MS = 5 * 60 * 60 * 1000;

/** The Tashkent day and time of an instant. */
export function localParts(iso: string): { day: string; time: string } {
  const local = new Date(Date.parse(iso) + OFFSET_MS).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

export function ReservationCard({ reservation: r, fresh }: { reservation: Reservation; fresh?: boolean }) {
  const t = useT();
  const lang = useLang();
  const at = localParts(r.startsAt);
  const day = dayWords(at.day, t);
  return (
    <li
      className={`reservation-card${fresh ? ' reservation-card--new' : ''}`}
      data-reservation={r.id}
      data-status={r.status}
    >
      <div className="reservation-card__top">
        <span className="reservation-card__when">
          {day.weekday}, {day.date} · {at.time}
        </span>
        <span className={`reservation-chip reservation-chip--${r.status}`}>
          {t(`reservations.status.${r.status}`)}
        </span>
      </div>
      <p className="reservation-card__line">
        {t('reservations.where', {
          branch: r.branchName[lang] || r.branchName.uz,
          hall: r.hallName[lang] || r.hallName.uz,
          table: r.tableNumber,
        })}
      </p>
      <p className="reservation-card__line">{t('reservations.guestsN', { n: r.chairs })}</p>
      {r.comment && <p className="reservation-card__line">«{r.comment}»</p>}
      {r.status === 'REQUESTED' && <p className="reservation-card__line">{t('reservations.waitingNote')}</p>}
      {r.declineReason && (
        <p className="reservation-card__line">
          {t('reservations.declinedBecause', { reason: r.declineReason })}
        </p>
      )}
      {r.cancellable && (
        <Form method="post" className="reservation-card__cancel">
          <input type="hidden" name="id" value={r.id} />
          <button type="submit" name="intent" value="cancel" className="button">
            {t('reservations.cancel')}
          </button>
        </Form>
      )}
    </li>
  );
}
