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
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLine } from '../../lib/basket-codec.ts';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import type { ShellData } from '../../shared/shell/shell-types.ts';
import { makeShellData } from '../../shared/shell/test-shell.ts';
import { cardMarkup } from './card-markup.server.ts';
import { CardMarkup, type CardMarkupRenderer } from './card-markup.ts';
import { MenuPage } from './menu-page.tsx';
import type { MenuView, ProductCardView } from './menu-view.ts';

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
  return { groups: [{ id: 1, name: 'Guruh', categories }], productCount: 24 };
}

function app(shell: ShellData, markup: CardMarkupRenderer | null) {
  const page = (
    <I18nProvider lang={shell.lang} messages={MESSAGES[shell.lang as 'uz' | 'ru']}>
      <MenuPage view={view()} title="Menu" groupHeaders={false} />
    </I18nProvider>
  );
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', element: <CardMarkup.Provider value={markup}>{page}</CardMarkup.Provider> }],
    { initialEntries: ['/?vendor=navruz&q="x"'], hydrationData: { loaderData: { root: shell } } },
  );
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
