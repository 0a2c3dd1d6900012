/**
 * /profile/favorites (spec §2): the customer's favourite products as menu cards (same price, photo and
 * availability rules), each opening the product; the heart on each removes it. Guests get the sign-in prompt.
 */
import { useEffect } from 'react';
import { data, Link } from 'react-router';
import { listFavourites } from '../features/favourites/favourites-api.server.ts';
import { productCard } from '../features/menu/menu-view.ts';
import { ProductCard } from '../features/menu/product-card.tsx';
import { throwApiError } from '../lib/api-errors.ts';
import { nearestBranchIdOf } from '../lib/overall-menu.server.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { isSessionRefused, optionalUser } from '../lib/session.server.ts';
import { favouriteStore } from '../shared/favourites/favourite-store.ts';
import { KnownFavourites } from '../shared/favourites/heart-button.tsx';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { useShell } from '../shared/shell/use-shell.ts';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import type { Route } from './+types/profile-favorites';

export async function loader({ context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  if (!m.settings.favouriteActive) throw data(null, { status: 404 });
  const title = pageTitle(m.lang, m.settings, 'fav.title');
  const user = await optionalUser(context);
  if (!user) return { title, signedIn: false as const, cards: [] };
  const [error, products] = await listFavourites(m, user.id);
  if (isSessionRefused(error, m)) return { title, signedIn: false as const, cards: [] };
  if (error) throwApiError(error);
  const opts = {
    lang: m.lang,
    cdnBase: serverOf(context).publicEnv.cdnBaseUrl,
    nearestBranchId: nearestBranchIdOf(m.cookies.all),
  };
  return { title, signedIn: true as const, cards: products.map((p) => productCard(p, 'MEDIUM', opts)) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ProfileFavoritesRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const shell = useShell();
  const { cards, signedIn } = loaderData;
  const owner = `${shell.merchant?.id}:${shell.user?.id ?? ''}`;
  // The hearts on this page start pressed: the loader just read the list.
  useEffect(() => {
    if (signedIn)
      favouriteStore.prime(
        owner,
        cards.map((c) => c.id),
      );
  }, [owner, signedIn, cards]);

  if (!signedIn) {
    return <SignInPrompt titleKey="fav.signInTitle" textKey="fav.emptyText" returnTo="/profile/favorites" />;
  }
  return (
    <div className="content-page favourites-page">
      <h1 className="content-page__title">{t('fav.title')}</h1>
      {cards.length === 0 ? (
        <div className="coming-screen" data-screen="favourites-empty">
          <div className="coming-screen__art" aria-hidden="true">
            <svg
              viewBox="0 0 24 24"
              width="40"
              height="40"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <path d="M12 20.5s-7.5-4.6-9.3-9.6C1.5 7.3 3.9 4 7.3 4c2 0 3.6 1.1 4.7 2.7C13.1 5.1 14.7 4 16.7 4c3.4 0 5.8 3.3 4.6 6.9-1.8 5-9.3 9.6-9.3 9.6Z" />
            </svg>
          </div>
          <h2 className="coming-screen__title">{t('fav.emptyTitle')}</h2>
          <p className="coming-screen__text">{t('fav.emptyText')}</p>
          <div className="coming-screen__actions">
            <Link className="button button-primary" to="/">
              {t('fav.toMenu')}
            </Link>
          </div>
        </div>
      ) : (
        <KnownFavourites.Provider value={new Set(cards.map((c) => c.id))}>
          <ul className="cards cards-medium">
            {cards.map((card, i) => (
              <ProductCard key={card.id} card={card} viewType="MEDIUM" eager={i < 4} />
            ))}
          </ul>
        </KnownFavourites.Provider>
      )}
    </div>
  );
}
