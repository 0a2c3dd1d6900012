/**
 * /reservation (issue 13, decisions 285-289): book a table. Branches with booking on (the branch's flag and the
 * merchant's `bookingActive`), the hall, guests and day as links, the free times from the server's slot grid,
 * a comment; name and phone are the signed-in customer's. A booking goes to /profile/reservations, where the
 * customer sees it confirmed. Guests get the sign-in prompt; a merchant without booking answers 404.
 */
import { data, redirect, useNavigation } from 'react-router';
import { readBranchChoice, readChoice } from '../features/reservations/booking-choice.ts';
import { BookingForm } from '../features/reservations/booking-form.tsx';
import {
  bookableBranches,
  createReservation,
  reservationOptions,
  reservationSlots,
} from '../features/reservations/reservations-api.server.ts';
import { clientKindOf } from '../lib/client-kind.ts';
import { cookiesOf, requireMerchant } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, loginPath, optionalUser } from '../lib/session.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { displayName } from '../shared/shell/display-name.ts';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import type { Route } from './+types/reservation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  if (!m.settings.bookingActive) throw data(null, { status: 404 });
  const title = pageTitle(m.lang, m.settings, 'reservations.title');
  const params = new URL(request.url).searchParams;
  const [user, [branchesError, branches]] = await Promise.all([optionalUser(context), bookableBranches(m)]);
  if (branchesError) throw data(branchesError, { status: branchesError.status || 502 });
  const returnTo = `/reservation${params.size > 0 ? `?${params}` : ''}`;
  const base = { title, branches, returnTo, options: null, slots: null };
  const branchId = readBranchChoice(params, branches);
  const empty = { branchId, hallId: null, chairs: 2, day: null };
  if (!user) return { ...base, user: null, choice: empty };
  const who = { name: user.firstName ? displayName(user) : user.phone, phone: user.phone };
  if (branchId === null) return { ...base, user: who, choice: empty };
  const [optionsError, options] = await reservationOptions(m, branchId);
  if (optionsError) throw data(optionsError, { status: optionsError.status || 502 });
  const choice = readChoice(params, branchId, options);
  if (choice.hallId === null || choice.day === null) return { ...base, user: who, choice, options };
  const [slotsError, slots] = await reservationSlots(m, branchId, {
    hallId: choice.hallId,
    chairs: choice.chairs,
    day: choice.day,
  });
  if (slotsError) throw data(slotsError, { status: slotsError.status || 502 });
  return { ...base, user: who, choice, options, slots };
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = requireMerchant(context);
  if (!(await optionalUser(context))) throw redirect(loginPath('/reservation'));
  const form = await request.formData();
  const num = (k: string) => Number(form.get(k));
  const comment = String(form.get('comment') ?? '').trim();
  const channel = clientKindOf(new URL(request.url), cookiesOf(context).all) === 'TG' ? 'TELEGRAM' : 'WEB';
  const [error, created] = await createReservation(m, {
    branchId: num('branchId'),
    hallId: num('hallId'),
    chairs: num('chairs'),
    day: String(form.get('day') ?? ''),
    time: String(form.get('time') ?? ''),
    channel,
    ...(comment ? { comment: comment.slice(0, 300) } : {}),
  });
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) return data({ error: error.message }, { status: error.status || 502 });
  throw redirect(`/profile/reservations?booked=${created.id}`);
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ReservationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  if (!loaderData.user) {
    return (
      <SignInPrompt
        titleKey="reservations.title"
        textKey="reservations.signInText"
        returnTo={loaderData.returnTo}
      />
    );
  }
  return (
    <div className="content-page booking-page">
      <h1 className="content-page__title">{t('reservations.title')}</h1>
      {loaderData.branches.length === 0 ? (
        <p className="booking-note">{t('reservations.noBranches')}</p>
      ) : (
        <BookingForm
          branches={loaderData.branches}
          choice={loaderData.choice}
          options={loaderData.options}
          slots={loaderData.slots}
          user={loaderData.user}
          error={actionData?.error}
          busy={navigation.state === 'submitting'}
        />
      )}
    </div>
  );
}
