/**
 * The heart of a product card and the product detail (spec §6 favourites). A toggle button (aria-pressed) that
 * answers at once and rolls back if the server refuses; a guest is sent to /login and comes back here. Without
 * JavaScript it is a small form posting to /favourite. Kept tiny: it sits in the menu bundle (decision 090).
 */
import { createContext, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formAction } from '../../lib/form-action.ts';
import { loginHref } from '../../lib/paths.ts';
import { useT } from '../i18n/index.tsx';
import { useShell } from '../shell/use-shell.ts';
import { showToast } from '../toast/toast-store.ts';
import { SpriteIcon } from '../ui/icons.tsx';
import { favouriteStore, useIsFavourite } from './favourite-store.ts';

/**
 * Favourites a page already knows from its loader (the favourites page: every card is one). Until the store has
 * the visitor's ids, the heart — server-rendered, hydrated, and its no-JavaScript form — uses these instead: a
 * tap before then removes, as the pressed heart promises.
 */
export const KnownFavourites = createContext<ReadonlySet<number> | null>(null);

export function HeartButton(props: { productId: number; productName: string; className?: string }) {
  const shell = useShell();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const user = shell.user;
  const enabled = shell.merchant?.favourites === true;
  const owner = `${shell.merchant?.id}:${user?.id ?? ''}`;
  useEffect(() => {
    // A guest has no favourites to ask for, and a merchant without favourites shows no heart.
    if (user && enabled) favouriteStore.load(owner);
  }, [owner, user, enabled]);
  const known = useContext(KnownFavourites);
  // Nothing here differs between the server and the first client render: a heart that changed at hydration
  // would make React render every card of the menu again, synchronously, right after hydrating it.
  const favourite = useIsFavourite(props.productId, owner, known?.has(props.productId) === true);
  const pressed = user !== null && favourite;
  if (!enabled) return null;
  const here = location.pathname + location.search;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!user) {
      navigate(loginHref(here));
      return;
    }
    const result = await favouriteStore.toggle(props.productId, !pressed);
    if (result === 'login') navigate(loginHref(here));
    else if (result === 'failed') showToast('error', t('fav.failed'));
  }

  return (
    <form
      method="post"
      // Its fields in the action's query, not hidden inputs (decision 360); the way back is read by the server
      // only when the form is posted without JavaScript.
      action={formAction('/favourite', {
        productId: props.productId,
        on: String(!pressed),
        redirectTo: here,
      })}
      className={`heart ${props.className ?? ''}`}
      onSubmit={onSubmit}
    >
      <button
        type="submit"
        className="heart__button"
        aria-pressed={pressed}
        aria-label={`${t(pressed ? 'fav.remove' : 'fav.add')}: ${props.productName}`}
        data-favourite={pressed ? 'true' : 'false'}
      >
        <SpriteIcon name="heart" />
      </button>
    </form>
  );
}
