/**
 * /profile/cards (spec §2): the customer's saved cards with delete; adding one opens /profile/cards/create.
 * Guests get the sign-in prompt.
 */
import { useEffect } from 'react';
import { data, Link, useSearchParams } from 'react-router';
import { CardList } from '../features/cards/card-list.tsx';
import { deleteCard, listCards } from '../features/cards/cards-api.server.ts';
import { throwApiError } from '../lib/api-errors.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, optionalUser } from '../lib/session.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { showToast } from '../shared/toast/toast-store.ts';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import '../features/cards/cards.css';
import type { Route } from './+types/profile-cards';

export async function loader({ context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const title = pageTitle(m.lang, m.settings, 'payments.cards.title');
  const user = await optionalUser(context);
  if (!user) return { title, signedIn: false as const, cards: [] };
  const [error, cards] = await listCards(m);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) throwApiError(error);
  return { title, signedIn: true as const, cards };
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = requireMerchant(context);
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'delete' || !Number.isSafeInteger(id) || id <= 0) {
    return data({ ok: false }, { status: 400 });
  }
  const error = await deleteCard(m, id);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) return data({ ok: false, message: error.message }, { status: error.status || 502 });
  return { ok: true };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ProfileCardsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const added = params.get('added');
  // The code step comes back here with ?added=<id>: say so once, then drop it from the URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival; `t` is new each render.
  useEffect(() => {
    if (!added) return;
    showToast('success', t('payments.cards.added'));
    setParams(
      (p) => {
        p.delete('added');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [added, setParams]);

  if (!loaderData.signedIn) {
    return (
      <SignInPrompt
        titleKey="payments.cards.signInTitle"
        textKey="payments.cards.signInText"
        returnTo="/profile/cards"
      />
    );
  }
  const { cards } = loaderData;
  return (
    <div className="content-page cards-page">
      <h1 className="content-page__title">{t('payments.cards.title')}</h1>
      <CardList
        cards={cards}
        empty={
          <div className="coming-screen" data-screen="cards-empty">
            <h2 className="coming-screen__title">{t('payments.cards.emptyTitle')}</h2>
            <p className="coming-screen__text">{t('payments.cards.emptyText')}</p>
          </div>
        }
      />
      <Link to="/profile/cards/create" className="button button-primary cards-add">
        {t('payments.cards.add')}
      </Link>
    </div>
  );
}
