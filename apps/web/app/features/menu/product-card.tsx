/**
 * A product card of the menu (spec §4): photo first with a fixed aspect ratio (no layout shift), name, price
 * with discount, greyed when not available; a "+" / "− n +" basket control (shared/basket/card-add.tsx). BIG is one wide card per row, MEDIUM a grid cell, SMALL a compact
 * row with a thumbnail. Opening it keeps the menu underneath (PRODUCT_LINK_STATE, decision 022).
 */
import type { ViewType } from '@dasturxon/contracts';
import { useContext } from 'react';
import { Link, useLocation } from 'react-router';
import { PRODUCT_LINK_STATE } from '../../lib/product-link.ts';
import { useProductInBasket } from '../../shared/basket/basket-store.ts';
import { CardAdd } from '../../shared/basket/card-add.tsx';
import { useIsFavourite } from '../../shared/favourites/favourite-store.ts';
import { HeartButton, KnownFavourites } from '../../shared/favourites/heart-button.tsx';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { useShell } from '../../shared/shell/use-shell.ts';
import { Price } from '../../shared/ui/price.tsx';
import { CardMarkup, type CardMarkupRenderer, cardClass } from './card-markup.ts';
import type { ProductCardView } from './menu-view.ts';

interface Props {
  card: ProductCardView;
  viewType: ViewType;
  /** Above the fold: load the photo at once (and the very first ones with high priority). */
  eager?: boolean;
  priority?: boolean;
  /** The card's section: where the "+" posted without JavaScript comes back to (decision 311). */
  anchor?: string;
}

export function ProductCard(props: Props) {
  const markup = useContext(CardMarkup);
  // On the server, a menu section's card (it has an anchor) may be written from the template (decision 340). The
  // browser never is given one: its build leaves ServerCard out (decision 360).
  return (import.meta.env.SSR || import.meta.env.MODE === 'test') && markup && props.anchor ? (
    <ServerCard {...props} anchor={props.anchor} markup={markup} />
  ) : (
    <CardTree {...props} />
  );
}

/**
 * The server's card: from the template when it shows nothing of the visitor, else rendered by React. It reads
 * the visitor's state through the very hooks the basket control and the heart use, so both decide alike.
 */
function ServerCard({ markup, ...props }: Props & { anchor: string; markup: CardMarkupRenderer }) {
  const { card, viewType, eager = false, priority = false, anchor } = props;
  const t = useT();
  const lang = useLang();
  const shell = useShell();
  const location = useLocation();
  const { total: inBasket } = useProductInBasket(card.id);
  const known = useContext(KnownFavourites);
  const user = shell.user;
  const owner = `${shell.merchant?.id}:${user?.id ?? ''}`;
  const favourite = useIsFavourite(card.id, owner, known?.has(card.id) === true);
  // An eager photo is also a preload React writes into the head: those few first cards stay React's.
  if (eager || inBasket > 0 || (user !== null && favourite)) return <CardTree {...props} />;
  const html = markup({
    card,
    viewType,
    eager,
    priority,
    anchor,
    lang,
    t,
    heartRedirect: shell.merchant?.favourites === true ? location.pathname + location.search : null,
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the template escapes every value as React does (card-markup.test.tsx).
  return <li className={cardClass(card, viewType)} dangerouslySetInnerHTML={{ __html: html }} />;
}

function CardTree({ card, viewType, eager = false, priority = false, anchor }: Props) {
  const t = useT();
  const size = viewType === 'SMALL' ? 96 : 480;
  return (
    <li className={cardClass(card, viewType)}>
      <Link
        to={`/product/${card.id}`}
        state={PRODUCT_LINK_STATE}
        preventScrollReset
        className="card-link"
        prefetch="intent"
      >
        <span className="card-media">
          <img
            src={card.image}
            alt=""
            width={size}
            height={viewType === 'BIG' ? Math.round(size * 0.5625) : size}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
          />
          {/* Top left, where the discount goes (a dish that cannot be ordered shows no discount): never under
              the "+" or the heart (issue 10). A SMALL row's thumbnail is too narrow: its badge is in the text. */}
          {card.available && card.discount > 0 && (
            <span className="badge badge-discount">{t('menu.discount', { percent: card.discount })}</span>
          )}
          {!card.available && viewType !== 'SMALL' && <Unavailable />}
        </span>
        <span className={`card-body${card.description ? '' : ' card-body--plain'}`}>
          <span className="card-name">{card.name}</span>
          {card.description && <span className="card-desc">{card.description}</span>}
          <span className="card-price-row">
            <Price price={card.price} oldPrice={card.oldPrice} className="card-price" />
            {!card.available && viewType === 'SMALL' && <Unavailable />}
          </span>
        </span>
      </Link>
      {/* Beside the link, not in it: a button inside a link is neither valid nor reachable. */}
      <HeartButton productId={card.id} productName={card.name} className="heart--card" />
      <CardAdd product={card} anchor={anchor} />
    </li>
  );
}

function Unavailable() {
  const t = useT();
  return <span className="badge badge-unavailable">{t('menu.notAvailable')}</span>;
}
