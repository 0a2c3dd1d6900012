/**
 * /profile/cards/confirm?card=<id> (spec §2): the SMS code the provider sent to the card's phone, a resend
 * countdown from the provider's wait, the wrong-code count (5 per card, decision 131). Success returns to
 * /profile/cards with a notice. A card no longer waiting (added, or out of attempts) says so and offers to add
 * it again. Guests get the sign-in prompt.
 */
import { useEffect } from 'react';
import { data, Form, Link, redirect, useNavigation, useSubmit } from 'react-router';
import { CodeField } from '../features/account/code-field.tsx';
import { formatSeconds, useCountdown } from '../features/account/use-countdown.ts';
import { formatMaskedNumber } from '../features/cards/card-input.ts';
import { BrandBadge } from '../features/cards/card-list.tsx';
import { confirmCard, pendingCard, resendCardCode } from '../features/cards/cards-api.server.ts';
import { throwApiError } from '../lib/api-errors.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, loginPath, optionalUser } from '../lib/session.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { showToast } from '../shared/toast/toast-store.ts';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import '../features/account/account.css';
import '../features/cards/cards.css';
import type { Route } from './+types/profile-cards-confirm';

function cardIdOf(request: Request): number | null {
  const id = Number(new URL(request.url).searchParams.get('card'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const title = pageTitle(m.lang, m.settings, 'payments.cards.confirmTitle');
  const user = await optionalUser(context);
  if (!user) return { title, signedIn: false as const, card: null };
  const id = cardIdOf(request);
  if (id === null) throw redirect('/profile/cards/create');
  const [error, card] = await pendingCard(m, id);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error?.status === 404) return { title, signedIn: true as const, card: null };
  if (error) throwApiError(error);
  return { title, signedIn: true as const, card };
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = requireMerchant(context);
  const returnTo = `/profile/cards/confirm${new URL(request.url).search}`;
  if (!(await optionalUser(context))) throw redirect(loginPath(returnTo));
  const id = cardIdOf(request);
  if (id === null) throw redirect('/profile/cards/create');
  const form = await request.formData();

  if (form.get('intent') === 'resend') {
    const [error] = await resendCardCode(m, id);
    if (isSessionRefused(error, m)) throw expiredSession(m);
    if (error) return data({ errorKey: null, message: error.message, resent: false });
    return { errorKey: null, message: null, resent: true };
  }

  const code = String(form.get('code') ?? '').trim();
  if (!/^\d{6}$/.test(code)) {
    return data({ errorKey: 'payments.cards.codeFormat' as const, message: null, resent: false });
  }
  const [error, card] = await confirmCard(m, id, code);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) return data({ errorKey: null, message: error.message, resent: false });
  throw redirect(`/profile/cards?added=${card.id}`);
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ProfileCardsConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== 'idle';
  const left = useCountdown(loaderData.card?.waitSeconds ?? 0, loaderData);
  const error = actionData?.errorKey ? t(actionData.errorKey) : (actionData?.message ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer; `t` is new each render.
  useEffect(() => {
    if (actionData?.resent) showToast('success', t('payments.cards.codeSent'));
  }, [actionData]);

  if (!loaderData.signedIn) {
    return (
      <SignInPrompt
        titleKey="payments.cards.signInTitle"
        textKey="payments.cards.signInText"
        returnTo="/profile/cards"
      />
    );
  }
  const { card } = loaderData;
  if (!card) {
    return (
      <div className="content-page cards-page">
        <div className="coming-screen" data-screen="card-gone">
          <h1 className="coming-screen__title">{t('payments.cards.goneTitle')}</h1>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="coming-screen__text">{t('payments.cards.goneText')}</p>
          <div className="coming-screen__actions">
            <Link className="button button-primary" to="/profile/cards/create">
              {t('payments.cards.addAgain')}
            </Link>
          </div>
        </div>
        <div className="card-code__links">
          <Link to="/profile/cards" className="link-button">
            {t('payments.cards.back')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="content-page cards-page">
      <h1 className="content-page__title">{t('payments.cards.confirmTitle')}</h1>
      <div className="card-item card-code__card">
        <BrandBadge brand={card.brand} />
        <div className="card-item__body">
          <p className="card-item__number">{formatMaskedNumber(card.maskedNumber)}</p>
          <p className="card-item__meta">{t('payments.cards.expires', { date: card.expire })}</p>
        </div>
      </div>
      <p className="card-code__text">
        {card.phoneMask
          ? t('payments.cards.confirmText', { phone: card.phoneMask })
          : t('payments.cards.confirmTextNoPhone')}
      </p>
      <Form method="post" className="login__form" noValidate replace>
        <CodeField
          label={t('payments.cards.codeLabel')}
          error={error}
          autoFocus
          onComplete={(form) => submit(form, { method: 'post', replace: true })}
        />
        {/* A wrong code's message already says how many are left. */}
        {card.attemptsLeft < 5 && !error ? (
          <p className="card-code__attempts">
            {t('payments.cards.attemptsLeft', { count: card.attemptsLeft })}
          </p>
        ) : null}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('payments.cards.confirmSubmit')}
        </button>
      </Form>
      <Form method="post" className="login__resend">
        <input type="hidden" name="intent" value="resend" />
        {left > 0 ? (
          <p className="login__countdown" aria-live="off">
            {t('payments.cards.resendIn', { time: formatSeconds(left) })}
          </p>
        ) : null}
        <button type="submit" className="link-button" disabled={left > 0 || busy}>
          {t('payments.cards.resend')}
        </button>
      </Form>
      <div className="card-code__links">
        <Link to="/profile/cards/create" className="link-button">
          {t('payments.cards.otherCard')}
        </Link>
      </div>
    </div>
  );
}
