/** The whole menu (spec §4): category chips, group headers, sections; skeletons for sections still coming. */
import { memo, Suspense, useMemo } from 'react';
import { useT } from '../../shared/i18n/index.tsx';
import { CategoryBar } from './category-bar.tsx';
import { MenuSection } from './menu-section.tsx';
import type { MenuView } from './menu-view.ts';
import { PendingDish } from './pending-dish.tsx';
import { useLazyCards } from './use-lazy-cards.ts';

/** Cards whose photos load at once: about the first screen on a phone. */
const EAGER_CARDS = 4;

/**
 * Memoized: a re-render of anything above (layout, shell) must not reach the sections while React is still
 * hydrating them in the background, or it hydrates them all at once.
 */
export const MenuPage = memo(function MenuPage({
  view,
  title,
  groupHeaders,
}: {
  view: MenuView;
  title: string;
  groupHeaders: boolean;
}) {
  const t = useT();
  const { loaded, failed, retry } = useLazyCards(view);
  const categories = useMemo(
    () => view.groups.flatMap((g) => g.categories.map((c) => ({ id: c.id, name: c.name }))),
    [view],
  );
  const showGroups = groupHeaders && view.groups.length > 1;
  let eagerLeft = EAGER_CARDS;

  return (
    <div className="menu">
      <h1 className="visually-hidden">{title}</h1>
      <CategoryBar categories={categories} />
      {view.productCount === 0 && <p className="empty-state">{t('menu.empty')}</p>}
      <div className="container">
        {view.groups.map((group) => (
          <div key={group.id} className="menu-group">
            {showGroups && <h2 className="group-title">{group.name}</h2>}
            {group.categories.map((category) => {
              const cards = category.products ?? loaded[category.id] ?? null;
              const eager = eagerLeft;
              eagerLeft = Math.max(0, eagerLeft - category.count);
              // Each section is its own Suspense boundary although nothing in it suspends: React then hydrates
              // the sections one by one in small background tasks (selective hydration) instead of the whole
              // menu in one long task, and hydrates a section first when it is tapped.
              return (
                <Suspense key={category.id}>
                  <MenuSection
                    category={category}
                    cards={cards}
                    headingLevel={showGroups ? 3 : 2}
                    eagerCards={eager}
                    failed={!cards && failed.has(category.id)}
                    onRetry={() => retry(category.id)}
                  />
                </Suspense>
              );
            })}
          </div>
        ))}
      </div>
      <PendingDish />
    </div>
  );
});
