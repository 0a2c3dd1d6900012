/**
 * Sticky category chips (spec §4 menu): the chip of the category in view is highlighted and scrolled into the
 * bar (IntersectionObserver, no scroll handler); tapping a chip scrolls to its section. Chips are links to
 * #c-<id>, so they work without JavaScript too.
 *
 * One Tab stop (issue 10: the bar kept keyboard users 56 tabs away from the dishes): a roving tabindex, the
 * current chip in the tab order, arrow keys, Home and End move among the chips; choosing one moves focus to its
 * section, so the next Tab reaches its dishes.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { type KeptHtml, KeptOutput } from '../../lib/kept-html.ts';
import { useT } from '../../shared/i18n/index.tsx';
import { sectionId } from './menu-section.tsx';

type Categories = readonly { id: number; name: string }[];

export interface CategoryBarMarkupInput {
  /** What the chips are made from, the same object for every request of one menu version (decision 352). */
  version: object;
  categories: Categories;
  /** The bar's name (its aria-label), in the page's language. */
  label: string;
}

/**
 * Given on the server only (entry.server.tsx, category-bar.server.ts): the bar as it is before hydration, which
 * is the same for every visitor of the menu, kept and written into the document as bytes (decision 359).
 */
export const CategoryBarMarkup = createContext<((input: CategoryBarMarkupInput) => KeptHtml) | null>(null);

export function CategoryBar({ categories, version }: { categories: Categories; version: object }) {
  const t = useT();
  const markup = useContext(CategoryBarMarkup);
  const kept = useContext(KeptOutput);
  if (markup && kept && categories.length >= 2) {
    // A text node that the document's sink replaces with the kept bar's HTML (lib/kept-html.ts).
    return kept.use(markup({ version, categories, label: t('menu.categories') }));
  }
  return <CategoryBarTree categories={categories} />;
}

function CategoryBarTree({ categories }: { categories: Categories }) {
  const t = useT();
  const [active, setActive] = useState<number | null>(categories[0]?.id ?? null);
  const bar = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const visible = new Map<number, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries)
          visible.set(Number((e.target as HTMLElement).dataset.categoryId), e.isIntersecting);
        // The first section (in page order) crossing the band under the sticky bars is the current one.
        const first = categories.find((c) => visible.get(c.id));
        if (first) setActive(first.id);
      },
      // A thin band just below the sticky header and chip bar (about 120 px from the top).
      { rootMargin: '-120px 0px -65% 0px' },
    );
    for (const c of categories) {
      const el = document.getElementById(sectionId(c.id));
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [categories]);

  useEffect(() => {
    const list = bar.current;
    const chip = list?.querySelector<HTMLElement>(`[data-chip="${active}"]`);
    if (!list || !chip) return;
    const left = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active]);

  function onKeyDown(e: React.KeyboardEvent<HTMLUListElement>) {
    const chips = [...(bar.current?.querySelectorAll<HTMLElement>('[data-chip]') ?? [])];
    const at = chips.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const next =
      e.key === 'ArrowRight'
        ? Math.min(chips.length - 1, at + 1)
        : e.key === 'ArrowLeft'
          ? Math.max(0, at - 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? chips.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    for (const [i, chip] of chips.entries()) chip.tabIndex = i === next ? 0 : -1;
    chips[next]?.focus();
  }

  if (categories.length < 2) return null;
  return (
    <nav className="category-bar" aria-label={t('menu.categories')}>
      <ul ref={bar} className="chips" onKeyDown={onKeyDown}>
        {categories.map((c) => (
          <li key={c.id}>
            <a
              href={`#${sectionId(c.id)}`}
              className="chip"
              data-chip={c.id}
              aria-current={active === c.id ? 'true' : undefined}
              tabIndex={active === c.id ? 0 : -1}
              onClick={(e) => {
                const target = document.getElementById(sectionId(c.id));
                if (!target) return;
                e.preventDefault();
                setActive(c.id);
                const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
                target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
                // Keyboard users continue in the section: the next Tab reaches its dishes.
                const heading = target.querySelector<HTMLElement>('h2, h3') ?? target;
                if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
                heading.focus({ preventScroll: true });
              }}
            >
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
