/** One category of the menu: its title and cards laid out by viewType and scrollType (spec §3 Category). */
import type { ScrollType, ViewType } from '@dasturxon/contracts';
import type { CSSProperties } from 'react';
import { useT } from '../../shared/i18n/index.tsx';
import type { CategoryView, ProductCardView } from './menu-view.ts';
import { ProductCard } from './product-card.tsx';

export function sectionId(categoryId: number): string {
  return `c-${categoryId}`;
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

export function MenuSection({
  category,
  cards,
  headingLevel,
  eagerCards,
  failed,
  onRetry,
  titleHidden,
}: Props) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = sectionId(category.id);
  return (
    <section
      id={id}
      className="menu-section"
      aria-labelledby={`${id}-title`}
      data-category-id={category.id}
      data-pending={cards ? undefined : 'true'}
      aria-busy={cards ? undefined : true}
    >
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
          className={`sk-block sk-${category.viewType.toLowerCase()}${category.scrollType === 'HORIZONTAL' ? ' sk-row' : ''}${category.plain ? ' cards-plain' : ''}`}
          style={{ '--n': category.count } as CSSProperties}
          aria-hidden="true"
        />
      )}
    </section>
  );
}
