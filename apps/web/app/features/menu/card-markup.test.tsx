// @vitest-environment happy-dom
/**
 * The server's card template (decision 340) writes exactly what React writes for the same cards, and the browser
 * adopts it without a mismatch. Cards that show the visitor's basket or a pressed heart are rendered by React.
 */
import type { ViewType } from '@dasturxon/contracts';
import type { DeepPartial } from '@dasturxon/contracts/testing';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeLine } from '../../lib/basket-codec.ts';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import type { ShellData } from '../../shared/shell/shell-types.ts';
import { makeShellData } from '../../shared/shell/test-shell.ts';
import { islandsLoaded } from '../../shared/ui/island.tsx';
import { cardMarkup, sectionMarkup } from './card-markup.server.ts';
import {
  CardMarkup,
  type CardMarkupRenderer,
  SectionMarkup,
  type SectionMarkupRenderer,
} from './card-markup.ts';
import { MenuPage } from './menu-page.tsx';
import type { CategoryView, MenuView, ProductCardView } from './menu-view.ts';

const MESSAGES = { uz: messagesFor('uz'), ru: messagesFor('ru') };

function card(id: number, overrides: Partial<ProductCardView> = {}): ProductCardView {
  return {
    id,
    name: `Taom ${id}`,
    price: 25_000,
    oldPrice: null,
    discount: 0,
    image: `/images/menu/p${id}.svg`,
    available: true,
    description: `Tavsif ${id}`,
    ...overrides,
  };
}

/** Every kind of card, in every layout. */
function view(): MenuView {
  const kinds = (base: number) => [
    card(base + 1),
    card(base + 2, { oldPrice: 30_000, price: 25_500, discount: 15 }),
    card(base + 3, { description: undefined, name: `"Qo'y" & <go'sht>` }),
    card(base + 4, { available: false, oldPrice: 30_000, discount: 10 }),
    card(base + 5, { stock: 0 }),
    card(base + 6, { choice: true }),
    card(base + 7, { image: '', description: '' }),
    card(base + 8, { stock: 3 }),
  ];
  const layouts: ViewType[] = ['BIG', 'MEDIUM', 'SMALL'];
  const categories = layouts.map((viewType, i) => ({
    id: i + 1,
    name: `Kategoriya ${i + 1}`,
    viewType,
    scrollType: i === 1 ? ('HORIZONTAL' as const) : ('VERTICAL' as const),
    navigationType: 'POP_UP' as const,
    count: 8,
    products: kinds((i + 1) * 10),
  }));
  // A large menu's section sent without its cards: a skeleton until the browser loads them.
  const later = { ...categories[0], id: 4, name: 'Keyin', count: 12, products: null } as CategoryView;
  return { groups: [{ id: 1, name: 'Guruh', categories: [...categories, later] }], productCount: 36 };
}

function app(
  shell: ShellData,
  markup: CardMarkupRenderer | null,
  sections: SectionMarkupRenderer | null = null,
  menu: MenuView = view(),
) {
  const page = (
    <I18nProvider lang={shell.lang} messages={MESSAGES[shell.lang as 'uz' | 'ru']}>
      <MenuPage view={menu} title="Menu" groupHeaders={false} />
    </I18nProvider>
  );
  const element = (
    <CardMarkup.Provider value={markup}>
      <SectionMarkup.Provider value={sections}>{page}</SectionMarkup.Provider>
    </CardMarkup.Provider>
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', element }], {
    initialEntries: ['/?vendor=navruz&q="x"'],
    hydrationData: { loaderData: { root: shell } },
  });
  return <RouterProvider router={router} />;
}

const visitors: [string, DeepPartial<ShellData>][] = [
  ['a guest, favourites on', { lang: 'uz', merchant: { favourites: true } }],
  ['a guest, no favourites', { lang: 'ru', merchant: { favourites: false } }],
  [
    'a signed-in customer with a basket',
    {
      lang: 'uz',
      merchant: { favourites: true },
      user: { id: 7, name: 'Aziza' },
      basket: [
        makeLine({ productId: 11, count: 2, modifications: [] }),
        makeLine({ productId: 26, count: 1, modifications: [] }),
      ],
    },
  ],
];

let root: Root | null = null;
afterEach(() => {
  vi.unstubAllGlobals();
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

// The category chips are an island (decision 360): renderToString cannot wait for its code.
beforeAll(islandsLoaded);

describe('the server card template', () => {
  it.each(visitors)('writes what React writes: %s', (_name, overrides) => {
    const shell = makeShellData(overrides);
    const written: number[] = [];
    const counting: CardMarkupRenderer = (input) => {
      written.push(input.card.id);
      return cardMarkup(input);
    };
    const byReact = renderToString(app(shell, null));
    const byTemplate = renderToString(app(shell, counting));
    const at = [...byReact].findIndex((c, i) => byTemplate[i] !== c);
    expect(byTemplate.slice(Math.max(0, at - 200), at + 200)).toBe(
      byReact.slice(Math.max(0, at - 200), at + 200),
    );
    expect(byTemplate).toBe(byReact);
    // The template wrote every card but the first screen's (eager photos) and those in the basket.
    const inBasket = (shell.basket ?? []).map((line) => line.productId);
    const all = [10, 20, 30].flatMap((base) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => base + n));
    const eager = [11, 12, 13, 14];
    expect(written.toSorted()).toEqual(all.filter((id) => !eager.includes(id) && !inBasket.includes(id)));
  });

  it.each([
    ['React', null],
    ['the template', cardMarkup],
  ] as const)(
    "%s writes a card's forms with their fields in the action and its icons from the sprite",
    (_by, markup) => {
      const html = renderToString(app(makeShellData(visitors[0]?.[1]), markup));
      const container = document.createElement('div');
      container.innerHTML = html;
      // Dish 21: a plain dish of the second section, written by the template (not on the first screen).
      const card = [...container.querySelectorAll('li.card')].find(
        (li) => li.querySelector('.card-name')?.textContent === 'Taom 21',
      ) as Element;
      // Decision 360: no hidden inputs, no path data; the way back keeps its own query (& escaped as %26).
      expect(container.querySelectorAll('input')).toHaveLength(0);
      expect(container.querySelectorAll('path, circle')).toHaveLength(0);
      expect(card.querySelector('form.heart')?.getAttribute('action')).toBe(
        '/favourite?productId=21&on=true&redirectTo=/?vendor=navruz%26q=%22x%22',
      );
      expect(card.querySelector('form.card-add-form')?.getAttribute('action')).toBe(
        '/basket-add?product=21&anchor=c-2',
      );
      expect([...card.querySelectorAll('use')].map((u) => u.getAttribute('href'))).toEqual([
        '#i-heart',
        '#i-plus',
      ]);
    },
  );

  it('is adopted by the browser as it is: no mismatch, no change', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const shell = makeShellData(visitors[0]?.[1]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(shell, cardMarkup));
    document.body.append(container);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      characterData: true,
    });
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, app(shell, null), { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    observer.disconnect();
    expect(errors).toEqual([]);
    const changed = changes.filter(
      (c) =>
        c.type !== 'attributes' || (c.target as Element).getAttribute(c.attributeName ?? '') !== c.oldValue,
    );
    expect(changed.map((c) => `${c.type} ${(c.target as Element).nodeName}`)).toEqual([]);
    expect(container.querySelectorAll('li.card')).toHaveLength(24);
  });
});

describe('the server section template', () => {
  // One view for every visitor, as the server keeps one per menu version: its sections' HTML is kept by it.
  const menu = view();
  const sectionsOf = (shell: ShellData) => {
    const written: number[] = [];
    const counting: SectionMarkupRenderer = (input) => {
      written.push(input.category.id);
      return sectionMarkup(input);
    };
    return { html: renderToString(app(shell, cardMarkup, counting, menu)), written };
  };

  it.each(visitors)('writes what React writes, section by section: %s', (_name, overrides) => {
    const shell = makeShellData(overrides);
    const byReact = renderToString(app(shell, null, null, menu));
    // Twice: the second render takes the kept HTML.
    for (let round = 0; round < 2; round++) {
      const { html, written } = sectionsOf(shell);
      expect(html).toBe(byReact);
      // The first section holds the first screen's cards (React's); a section with a dish in the basket too.
      expect(written).toEqual(shell.basket?.length ? [3, 4] : [2, 3, 4]);
    }
  });

  it('keeps nothing of one visitor for another: a guest after a basket, Russian after Uzbek', () => {
    const [guest, , withBasket] = visitors.map(([, overrides]) => makeShellData(overrides));
    const russian = makeShellData({ lang: 'ru', merchant: { favourites: true } });
    for (const shell of [guest, withBasket, guest, russian, withBasket, russian]) {
      if (!shell) throw new Error('no visitor');
      expect(sectionsOf(shell).html).toBe(renderToString(app(shell, null, null, menu)));
    }
    // Dish 26 (in her basket) keeps its section React's, whatever a guest's render kept of it.
    expect(sectionsOf(withBasket as ShellData).written).toEqual([3, 4]);
  });

  it('is adopted by the browser as it is: no mismatch, no change', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const shell = makeShellData(visitors[0]?.[1]);
    const container = document.createElement('div');
    container.innerHTML = sectionsOf(shell).html;
    document.body.append(container);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, app(shell, null, null, menu), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    observer.disconnect();
    expect(errors).toEqual([]);
    expect(changes.filter((c) => c.type !== 'attributes').map((c) => c.target.nodeName)).toEqual([]);
    expect(container.querySelectorAll('li.card')).toHaveLength(24);
  });
});
