/**
 * /profile/cards/create (spec §2): the card number and expiry go to our API, which hands them to the provider
 * (Payme) only; the provider texts a code and the customer goes on to /profile/cards/confirm?card=<id>.
 * The number is never sent back to the page, not even after a refusal. Guests get the sign-in prompt.
 */
import { data, Link, redirect, useNavigation } from 'react-router';
import { CardForm } from '../features/cards/card-form.tsx';
import { type CardFormErrors, checkCardForm, digitsOf } from '../features/cards/card-input.ts';
import { startCard } from '../features/cards/cards-api.server.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, loginPath, optionalUser } from '../lib/session.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import '../features/account/account.css';
import '../features/cards/cards.css';
import type { Route } from './+types/profile-cards-create';

export async function loader({ context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const title = pageTitle(m.lang, m.settings, 'payments.cards.createTitle');
  const user = await optionalUser(context);
  return { title, signedIn: user !== null };
}

interface ActionAnswer {
  errors?: CardFormErrors;
  message?: string;
  values: { expire: string; name: string };
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = requireMerchant(context);
  if (!(await optionalUser(context))) throw redirect(loginPath('/profile/cards/create'));
  const form = await request.formData();
  const number = digitsOf(String(form.get('number') ?? ''));
  const expire = String(form.get('expire') ?? '').trim();
  const name = String(form.get('name') ?? '').trim();
  const values = { expire, name };
  const errors = checkCardForm({ number, expire }, serverOf(context).clock());
  if (errors.number || errors.expire) return data<ActionAnswer>({ errors, values }, { status: 400 });

  const [error, sent] = await startCard(m, { number, expire, name: name || null });
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) {
    if (error.code === 'VALIDATION_FAILED') {
      const paths = (error.details ?? []).map((d) => d.path);
      const found: CardFormErrors = {};
      if (paths.some((p) => p.endsWith('number'))) found.number = 'numberInvalid';
      if (paths.some((p) => p.endsWith('expire'))) found.expire = 'expireFormat';
      if (found.number || found.expire) return data<ActionAnswer>({ errors: found, values }, { status: 400 });
    }
    // The provider's refusal (CARD_ERROR) and the limits come translated from the API.
    return data<ActionAnswer>({ message: error.message, values }, { status: error.status || 502 });
  }
  throw redirect(`/profile/cards/confirm?card=${sent.cardId}`);
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ProfileCardsCreateRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  if (!loaderData.signedIn) {
    return (
      <SignInPrompt
        titleKey="payments.cards.signInTitle"
        textKey="payments.cards.signInText"
        returnTo="/profile/cards/create"
      />
    );
  }
  return (
    <div className="content-page cards-page">
      <h1 className="content-page__title">{t('payments.cards.createTitle')}</h1>
      <CardForm
        errors={actionData?.errors}
        message={actionData?.message}
        values={actionData?.values}
        busy={navigation.state !== 'idle'}
      />
      <div className="card-code__links">
        <Link to="/profile/cards" className="link-button">
          {t('payments.cards.back')}
        </Link>
      </div>
    </div>
  );
}
