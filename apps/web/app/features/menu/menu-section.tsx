/** One category of the menu: its title and cards laid out by viewType and scrollType (spec §3 Category). */
import type { ScrollType, ViewType } from '@dasturxon/contracts';
import { type CSSProperties, type ReactNode, Suspense, useContext } from 'react';
import { useLocation } from 'react-router';
import { KeptOutput, keptOrHtml } from '../../lib/kept-html.ts';
import { productCount } from '../../shared/basket/basket-store.ts';
import { favouriteStore } from '../../shared/favourites/favourite-store.ts';
import { KnownFavourites } from '../../shared/favourites/heart-button.tsx';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { useShell } from '../../shared/shell/use-shell.ts';
import {
  SectionMarkup,
  type SectionMarkupRenderer,
  SectionRunMarkup,
  type SectionRunRenderer,
} from './card-markup.ts';
import type { CategoryView, ProductCardView } from './menu-view.ts';
import { ProductCard } from './product-card.tsx';

export function sectionId(categoryId: number): string {
  return `c-${categoryId}`;
}

/** The class of the box standing in for a section's cards until they come (decision 021). */
export function skeletonClass(category: CategoryView): string {
  return `sk-block sk-${category.viewType.toLowerCase()}${category.scrollType === 'HORIZONTAL' ? ' sk-row' : ''}${category.plain ? ' cards-plain' : ''}`;
}

export function cardsClass(viewType: ViewType, scrollType: ScrollType, plain = false): string {
  return `cards cards-${viewType.toLowerCase()}${scrollType === 'HORIZONTAL' ? ' cards-row' : ''}${plain ? ' cards-plain' : ''}`;
}

interface Props {
  category: CategoryView;
  cards: ProductCardView[] | null;
  headingLevel: 2 | 3;
  /** How many cards of this section count as above the fold (eager images). */
  eagerCards: number;
  failed?: boolean;
  onRetry?: () => void;
  /** The page's own heading already names the category (the /category page). */
  titleHidden?: boolean;
}

export function MenuSection(props: Props) {
  const markup = useContext(SectionMarkup);
  const kept = useContext(KeptOutput);
  // On the server, a section below the first screen (or its skeleton) may be written whole from the template
  // (decision 352); only with the category's own cards, as the template keeps its HTML by the category. A
  // first screen's section too where the document takes kept bytes: React still renders its photos, for their
  // preloads, and the sink writes the kept section instead of them (decision 359).
  const template = props.eagerCards === 0 || kept !== null;
  // Only the server is given a template: the browser's build leaves ServerSection out (decision 360).
  return (import.meta.env.SSR || import.meta.env.MODE === 'test') &&
    markup &&
    props.cards === props.category.products &&
    template &&
    !props.failed ? (
    <ServerSection {...props} markup={markup} />
  ) : (
    <SectionTree {...props} />
  );
}

/**
 * The server's section: from the template when none of its cards shows anything of the visitor (none in the
 * basket, no pressed heart: what ServerCard in product-card.tsx asks of each card), else as React renders it.
 */
function ServerSection({ markup, ...props }: Props & { markup: SectionMarkupRenderer }) {
  const { category, cards, headingLevel, titleHidden = false } = props;
  const t = useT();
  const lang = useLang();
  const { personal, heartRedirect } = useVisitorCards();
  const kept = useContext(KeptOutput);
  if (personal(cards)) return <SectionTree {...props} />;
  const piece = markup({
    category,
    headingLevel,
    titleHidden,
    lang,
    t,
    heartRedirect,
    eagerCards: props.eagerCards,
  });
  if (kept && props.eagerCards > 0) {
    const [open, close] = kept.range(piece);
    return (
      <>
        {open}
        {cards?.slice(0, props.eagerCards).map((card, i) => (
          <EagerPhoto key={card.id} card={card} viewType={category.viewType} priority={i < 2} />
        ))}
        {close}
      </>
    );
  }
  return (
    <section
      {...sectionAttributes(category.id, Boolean(cards))}
      // Under a KeptOutput (entry.server.tsx) a marker, for which the document gets the kept bytes (decision 359).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the template escapes every value as React does (card-markup.test.tsx).
      dangerouslySetInnerHTML={{ __html: keptOrHtml(kept, piece) }}
    />
  );
}

/**
 * What of the visitor a server-rendered section may show: `personal(cards)` when a card is in the basket or has
 * a pressed heart (what ServerCard in product-card.tsx asks of each card), and where a heart's no-JavaScript
 * form comes back to.
 */
function useVisitorCards() {
  const shell = useShell();
  const location = useLocation();
  const known = useContext(KnownFavourites);
  const user = shell.user;
  const basket = shell.basket ?? [];
  const owner = `${shell.merchant?.id}:${user?.id ?? ''}`;
  const favourite = (id: number) =>
    favouriteStore.knows(owner, id) ? favouriteStore.has(id) : known?.has(id) === true;
  const personal = (cards: readonly ProductCardView[] | null) =>
    cards?.some(
      (card) =>
        (basket.length > 0 && productCount(basket, card.id) > 0) || (user !== null && favourite(card.id)),
    ) === true;
  const heartRedirect = shell.merchant?.favourites === true ? location.pathname + location.search : null;
  return { personal, heartRedirect };
}

/**
 * The server's sections of one group below the first screen (decision 369), each of which React renders in its
 * own Suspense boundary (menu-page.tsx): consecutive ones that show nothing of the visitor are one kept piece
 * inside one boundary, what React would write for them byte for byte (kept-output.test.tsx), so that a menu of a
 * hundred sections costs a few boundaries per request instead of a hundred; a section that shows the visitor's
 * basket or hearts is React's, in its own boundary, as before. `null` where the page takes no kept bytes: then
 * each section is rendered by MenuSection.
 */
export function useServerSectionRuns():
  | ((categories: readonly CategoryView[], headingLevel: 2 | 3) => ReactNode)
  | null {
  const runs = useContext(SectionRunMarkup);
  const kept = useContext(KeptOutput);
  // Only the server is given the renderer; the browser's build leaves this out (decision 360).
  if (!(import.meta.env.SSR || import.meta.env.MODE === 'test') || !runs || !kept) return null;
  return (categories, headingLevel) => (
    <ServerSectionRuns
      key={`run-${categories[0]?.id}`}
      categories={categories}
      headingLevel={headingLevel}
      runs={runs}
    />
  );
}

function ServerSectionRuns({
  categories,
  headingLevel,
  runs,
}: {
  categories: readonly CategoryView[];
  headingLevel: 2 | 3;
  runs: SectionRunRenderer;
}) {
  const t = useT();
  const lang = useLang();
  const kept = useContext(KeptOutput);
  const { personal, heartRedirect } = useVisitorCards();
  if (!kept) return null;
  const out: ReactNode[] = [];
  let from = 0;
  const flush = (to: number) => {
    if (to > from) {
      const piece = runs({
        categories: categories.slice(from, to),
        headingLevel,
        titleHidden: false,
        lang,
        t,
        heartRedirect,
      });
      out.push(<Suspense key={`run-${categories[from]?.id}`}>{kept.use(piece)}</Suspense>);
    }
  };
  for (const [i, category] of categories.entries()) {
    if (!personal(category.products)) continue;
    flush(i);
    from = i + 1;
    out.push(
      <Suspense key={category.id}>
        <SectionTree
          category={category}
          cards={category.products}
          headingLevel={headingLevel}
          eagerCards={0}
        />
      </Suspense>,
    );
  }
  flush(categories.length);
  return out;
}

/**
 * A first-screen card's photo as ProductCard renders it: only for the preload React writes into the head for it
 * (the document's sink drops the element itself and writes the kept section in its place).
 */
function EagerPhoto({
  card,
  viewType,
  priority,
}: {
  card: ProductCardView;
  viewType: ViewType;
  priority: boolean;
}) {
  if (!card.image) return null;
  const size = viewType === 'SMALL' ? 96 : 480;
  return (
    <img
      src={card.image}
      alt=""
      width={size}
      height={viewType === 'BIG' ? Math.round(size * 0.5625) : size}
      loading="eager"
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

/** The section element's own attributes, the same whether React or the template writes its inside. */
function sectionAttributes(categoryId: number, loaded: boolean) {
  const id = sectionId(categoryId);
  return {
    id,
    className: 'menu-section',
    'aria-labelledby': `${id}-title`,
    'data-category-id': categoryId,
    'data-pending': loaded ? undefined : 'true',
    'aria-busy': loaded ? undefined : true,
  } as const;
}

function SectionTree({ category, cards, headingLevel, eagerCards, failed, onRetry, titleHidden }: Props) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = sectionId(category.id);
  return (
    <section {...sectionAttributes(category.id, Boolean(cards))}>
      <Heading id={`${id}-title`} className={titleHidden ? 'visually-hidden' : 'section-title'}>
        {category.name}
      </Heading>
      {failed && (
        <p className="section-error" role="alert">
          {t('menu.loadFailed')}{' '}
          <button type="button" className="button button-small" onClick={onRetry}>
            {t('menu.retry')}
          </button>
        </p>
      )}
      {cards ? (
        <ul className={cardsClass(category.viewType, category.scrollType, category.plain)}>
          {cards.map((card, i) => (
            <ProductCard
              key={card.id}
              card={card}
              viewType={category.viewType}
              eager={i < eagerCards}
              priority={i < Math.min(eagerCards, 2)}
              anchor={id}
            />
          ))}
        </ul>
      ) : (
        <div
          className={skeletonClass(category)}
          style={{ '--n': category.count } as CSSProperties}
          aria-hidden="true"
        />
      )}
    </section>
  );
}
