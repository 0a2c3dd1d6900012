/**
 * The booking form (issue 13): branch, place (hall), guests and day are links (a GET form's steps, so each
 * works without JavaScript and the server recomputes the free slots); the time, a comment and the submit are a
 * POST form. Taken times are shown crossed out and cannot be picked. The name and phone are the signed-in
 * customer's.
 */
import type { Branch, ReservationOptions, ReservationSlots } from '@dasturxon/contracts';
import { formatUzPhone } from '@dasturxon/domain';
import { Form, Link } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { type BookingChoice, choiceHref } from './booking-choice.ts';
import { dayWords } from './day-words.ts';
import './reservations.css';

export interface BookingFormProps {
  branches: readonly Branch[];
  choice: BookingChoice;
  options: ReservationOptions | null;
  slots: ReservationSlots | null;
  user: { name: string; phone: string };
  error?: string | undefined;
  busy?: boolean;
}

/** Guests offered as chips: 1 .. the largest table of the hall, at most 12 (larger parties call). */
const MAX_CHIPS = 12;

export function BookingForm({ branches, choice, options, slots, user, error, busy }: BookingFormProps) {
  const t = useT();
  const lang = useLang();
  const hall = options?.halls.find((h) => h.id === choice.hallId) ?? null;
  const chairs = Array.from({ length: Math.min(hall?.maxSeats ?? 0, MAX_CHIPS) }, (_, i) => i + 1);
  const free = slots?.slots.filter((s) => s.free) ?? [];
  const name = (b: Branch) => b.name[lang] || b.name.uz;

  return (
    <div className="booking">
      <section className="booking-step" aria-labelledby="booking-branch">
        <h2 className="booking-step__title" id="booking-branch">
          {t('reservations.branch')}
        </h2>
        <ul className="booking-chips">
          {branches.map((b) => (
            <li key={b.id}>
              <Link
                className="booking-chip booking-branch"
                to={choiceHref(choice, { branchId: b.id, hallId: null })}
                aria-current={b.id === choice.branchId}
                preventScrollReset
              >
                {name(b)}
                <small>{b.address}</small>
                {b.bookingPhone && <small>{t('reservations.bookingPhone', { phone: b.bookingPhone })}</small>}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {options && options.halls.length === 0 && <p className="booking-note">{t('reservations.noHalls')}</p>}
      {options && options.halls.length > 0 && (
        <>
          <section className="booking-step" aria-labelledby="booking-hall">
            <h2 className="booking-step__title" id="booking-hall">
              {t('reservations.hall')}
            </h2>
            <ul className="booking-chips booking-chips--wrap">
              {options.halls.map((h) => (
                <li key={h.id}>
                  <Link
                    className="booking-chip"
                    to={choiceHref(choice, { hallId: h.id })}
                    aria-current={h.id === choice.hallId}
                    preventScrollReset
                  >
                    {h.name[lang] || h.name.uz}
                    <small>{t('reservations.upTo', { seats: h.maxSeats })}</small>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section className="booking-step" aria-labelledby="booking-chairs">
            <h2 className="booking-step__title" id="booking-chairs">
              {t('reservations.guests')}
            </h2>
            <ul className="booking-chips">
              {chairs.map((n) => (
                <li key={n}>
                  <Link
                    className="booking-chip"
                    to={choiceHref(choice, { chairs: n })}
                    aria-current={n === choice.chairs}
                    aria-label={t('reservations.guestsN', { n })}
                    preventScrollReset
                  >
                    {n}
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section className="booking-step" aria-labelledby="booking-day">
            <h2 className="booking-step__title" id="booking-day">
              {t('reservations.day')}
            </h2>
            <ul className="booking-chips">
              {options.days.slice(0, 14).map((d) => {
                const parts = dayWords(d, t);
                return (
                  <li key={d}>
                    <Link
                      className="booking-chip"
                      to={choiceHref(choice, { day: d })}
                      aria-current={d === choice.day}
                      preventScrollReset
                    >
                      <small>{parts.weekday}</small>
                      {parts.date}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>

          <Form method="post" className="booking-step">
            <input type="hidden" name="branchId" value={choice.branchId ?? ''} />
            <input type="hidden" name="hallId" value={choice.hallId ?? ''} />
            <input type="hidden" name="chairs" value={choice.chairs} />
            <input type="hidden" name="day" value={choice.day ?? ''} />
            <fieldset className="booking-step">
              <legend className="booking-step__title">{t('reservations.time')}</legend>
              {slots && slots.slots.length > 0 ? (
                <div className="booking-slots">
                  {slots.slots.map((s) => (
                    <label key={s.time} className="booking-slot">
                      <input
                        type="radio"
                        name="time"
                        value={s.time}
                        disabled={!s.free}
                        defaultChecked={s.time === free[0]?.time}
                        required
                      />
                      <span>{s.time}</span>
                    </label>
                  ))}
                </div>
              ) : (
                <p className="booking-note">{t('reservations.noSlots')}</p>
              )}
              <p className="booking-note">
                {t('reservations.turnNote', { minutes: options.settings.turnMinutes })}
              </p>
            </fieldset>
            <div className="booking-who">
              <strong>{user.name}</strong> · {formatUzPhone(user.phone)}
            </div>
            <label className="booking-step__title" htmlFor="booking-comment">
              {t('reservations.comment')}
            </label>
            <textarea
              id="booking-comment"
              className="booking-comment"
              name="comment"
              maxLength={300}
              placeholder={t('reservations.commentHint')}
            />
            {error && (
              <p className="booking-error" role="alert">
                {error}
              </p>
            )}
            <button
              type="submit"
              className="button button-primary booking-submit"
              disabled={busy || free.length === 0}
            >
              {t('reservations.submit')}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
