/**
 * /profile/reservations (issue 13): the customer's table bookings, upcoming (soonest first) and past, with
 * cancelling until the cutoff (a POST form, so it works without JavaScript). While a booking waits for the
 * restaurant's answer, the page asks again every 15 seconds, so the confirmation shows without a reload.
 */
import { useEffect } from 'react';
import { data, Link, redirect, useRevalidator } from 'react-router';
import { ReservationCard } from '../features/reservations/reservation-card.tsx';
import { cancelReservation, myReservations } from '../features/reservations/reservations-api.server.ts';
import { throwApiError } from '../lib/api-errors.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, loginPath, optionalUser } from '../lib/session.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import '../features/reservations/reservations.css';
import type { Route } from './+types/profile-reservations';

const REFRESH_MS = 15_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const title = pageTitle(m.lang, m.settings, 'reservations.profileTitle');
  const booked = Number(new URL(request.url).searchParams.get('booked')) || null;
  const user = await optionalUser(context);
  if (!user) return { title, signedIn: false as const, upcoming: [], past: [], booked, canBook: false };
  const [error, list] = await myReservations(m);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) throwApiError(error);
  return { title, signedIn: true as const, ...list, booked, canBook: m.settings.bookingActive };
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = requireMerchant(context);
  if (!(await optionalUser(context))) throw redirect(loginPath('/profile/reservations'));
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'cancel' || !Number.isInteger(id) || id <= 0) {
    return data({ error: null }, { status: 400 });
  }
  const [error] = await cancelReservation(m, id);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) return data({ error: error.message }, { status: error.status || 502 });
  return { error: null };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ProfileReservationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const waiting = loaderData.upcoming.some((r) => r.status === 'REQUESTED');
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);

  if (!loaderData.signedIn) {
    return (
      <SignInPrompt
        titleKey="reservations.profileTitle"
        textKey="reservations.signInText"
        returnTo="/profile/reservations"
      />
    );
  }
  const { upcoming, past, booked } = loaderData;
  return (
    <div className="content-page reservations-page">
      <h1 className="content-page__title">{t('reservations.profileTitle')}</h1>
      {booked !== null && upcoming.some((r) => r.id === booked && r.status === 'REQUESTED') && (
        <p className="booking-note" role="status">
          {t('reservations.sentNote')}
        </p>
      )}
      {actionData?.error && (
        <p className="booking-error" role="alert">
          {actionData.error}
        </p>
      )}
      {loaderData.canBook && (
        <Link to="/reservation" className="button button-primary booking-submit">
          {t('reservations.bookTable')}
        </Link>
      )}
      <h2 className="reservations-section-title">{t('reservations.upcoming')}</h2>
      {upcoming.length === 0 ? (
        <p className="booking-note">{t('reservations.noUpcoming')}</p>
      ) : (
        <ul className="reservation-list" aria-label={t('reservations.upcoming')}>
          {upcoming.map((r) => (
            <ReservationCard key={r.id} reservation={r} fresh={r.id === booked} />
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <>
          <h2 className="reservations-section-title">{t('reservations.past')}</h2>
          <ul className="reservation-list" aria-label={t('reservations.past')}>
            {past.map((r) => (
              <ReservationCard key={r.id} reservation={r} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
