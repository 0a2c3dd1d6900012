/** The whole menu (spec §4): category chips, group headers, sections; skeletons for sections still coming. */
import { memo, Suspense } from 'react';
import { useT } from '../../shared/i18n/index.tsx';
import { island } from '../../shared/ui/island.tsx';
import { MenuSection, useServerSectionRuns } from './menu-section.tsx';
import type { MenuView } from './menu-view.ts';
import { PendingDish } from './pending-dish.tsx';
import { useLazyCards } from './use-lazy-cards.ts';

/** Cards whose photos load at once: about the first screen on a phone. */
const EAGER_CARDS = 4;

// Its code loads after hydration, outside the menu's first JavaScript (decision 360): the chips are links.
const CategoryBar = island(() => import('./category-bar.tsx').then((m) => m.CategoryBar));

/** The category bar's chips: one array per view (one object per menu version), not one per render. */
const chips = new WeakMap<MenuView, { id: number; name: string }[]>();

function chipsOf(view: MenuView): { id: number; name: string }[] {
  let list = chips.get(view);
  if (!list) {
    list = view.groups.flatMap((g) => g.categories.map((c) => ({ id: c.id, name: c.name })));
    chips.set(view, list);
  }
  return list;
}

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
  const categories = chipsOf(view);
  const showGroups = groupHeaders && view.groups.length > 1;
  // On the server, where the page takes kept bytes: a group's sections below the first screen (decision 369).
  const serverRuns = useServerSectionRuns();
  let eagerLeft = EAGER_CARDS;

  return (
    <div className="menu">
      <h1 className="visually-hidden">{title}</h1>
      {/* Its own boundary: its chips are links that work before hydration; React hydrates it after the first
          screen's cards, in the background, or at once when a chip is tapped (decision 333). */}
      <Suspense>
        <CategoryBar categories={categories} version={view} />
      </Suspense>
      {view.productCount === 0 && <p className="empty-state">{t('menu.empty')}</p>}
      <div className="container">
        {view.groups.map((group) => {
          let ranOn = false;
          return (
            <div key={group.id} className="menu-group">
              {showGroups && <h2 className="group-title">{group.name}</h2>}
              {group.categories.map((category, at) => {
                const cards = category.products ?? loaded[category.id] ?? null;
                const eager = eagerLeft;
                eagerLeft = Math.max(0, eagerLeft - category.count);
                // The server writes the rest of the group at once, from the first section below the first screen:
                // what this map renders for them, Suspense boundaries included, as kept bytes (decision 369).
                // Once none is left the rest of the group has none either.
                if (serverRuns && eager === 0) {
                  if (ranOn) return null;
                  ranOn = true;
                  return serverRuns(group.categories.slice(at), showGroups ? 3 : 2);
                }
                const section = (
                  <MenuSection
                    key={category.id}
                    category={category}
                    cards={cards}
                    headingLevel={showGroups ? 3 : 2}
                    eagerCards={eager}
                    failed={!cards && failed.has(category.id)}
                    onRetry={() => retry(category.id)}
                  />
                );
                // The sections on the first screen (those holding the eager cards) hydrate with the page: the
                // first cards a customer sees answer taps as soon as the header and the bottom bar do (issue 10,
                // decision 333). Every other section is its own Suspense boundary although nothing in it
                // suspends: React then hydrates them one by one in small background tasks (selective
                // hydration) instead of the whole menu in one long task, and a tapped one first.
                return eager > 0 ? section : <Suspense key={category.id}>{section}</Suspense>;
              })}
            </div>
          );
        })}
      </div>
      <PendingDish />
    </div>
  );
});
