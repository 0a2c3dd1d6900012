// @vitest-environment happy-dom
/**
 * The menu hydrates without rendering its cards a second time and without a mismatch. Either would cost a
 * phone a long frozen moment right after the page appears: React renders every card again synchronously
 * (decision 025). The markers used to be a heart that changed after hydration, a basket read as a new but
 * equal array, and the root re-rendering when the shell's effects arrived.
 */
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { basketCookieName, encodeBasket, makeLine } from '../../lib/basket-codec.ts';
import { useBasket } from '../../shared/basket/basket-store.ts';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import { makeShellData } from '../../shared/shell/test-shell.ts';
import { islandsLoaded } from '../../shared/ui/island.tsx';
import { MenuPage } from './menu-page.tsx';
import type { MenuView } from './menu-view.ts';

/** What rendered, as `<component>:<product id>`. */
const renders: string[] = [];

vi.mock('./product-card.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./product-card.tsx')>();
  return {
    ...real,
    ProductCard(props: Parameters<typeof real.ProductCard>[0]) {
      renders.push(`card:${props.card.id}`);
      return real.ProductCard(props);
    },
  };
});

vi.mock('../../shared/favourites/heart-button.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/favourites/heart-button.tsx')>();
  return {
    ...real,
    HeartButton(props: Parameters<typeof real.HeartButton>[0]) {
      renders.push(`heart:${props.productId}`);
      return real.HeartButton(props);
    },
  };
});

const MERCHANT = 'm-hydrate';

function view(): MenuView {
  const card = (id: number) => ({
    id,
    name: `Taom ${id}`,
    price: 25_000,
    oldPrice: null,
    discount: 0,
    image: `/images/menu/p${id}.svg`,
    available: true,
    description: `Tavsif ${id}`,
  });
  const categories = [1, 2, 3].map((c) => ({
    id: c,
    name: `Kategoriya ${c}`,
    viewType: 'BIG' as const,
    scrollType: 'VERTICAL' as const,
    navigationType: 'POP_UP' as const,
    count: 4,
    products: [1, 2, 3, 4].map((n) => card(c * 10 + n)),
  }));
  return { groups: [{ id: 1, name: 'Guruh', categories }], productCount: 12 };
}

const basket = [makeLine({ productId: 11, count: 2, modifications: [] })];

const shell = () =>
  makeShellData({
    merchant: { id: MERCHANT, favourites: true, basket: { position: 'NAVIGATION_BAR', page: true } },
    user: { id: 7, name: 'Aziza' },
    basket,
  });

/** The basket's count as the bottom bar shows it. */
function BasketBadge() {
  const { count } = useBasket();
  renders.push('badge');
  return <span className="badge">{count}</span>;
}

/** The root's catalogue: the same object on every render, as the root loader's. */
const MESSAGES = messagesFor('uz');

/** Re-renders the page around the menu, as the root does when its lazy effects arrive. */
let rerenderAround: () => void = () => {};

function Page({ menuView }: { menuView: MenuView }) {
  const [, setTick] = useState(0);
  rerenderAround = () => setTick((n) => n + 1);
  return (
    <I18nProvider lang="uz" messages={MESSAGES}>
      <BasketBadge />
      <MenuPage view={menuView} title="Menu" groupHeaders={false} />
    </I18nProvider>
  );
}

function app(menuView: MenuView) {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <Page menuView={menuView} /> }], {
    initialEntries: ['/'],
    hydrationData: { loaderData: { root: shell() } },
  });
  return <RouterProvider router={router} />;
}

let root: Root | null = null;

afterEach(() => {
  vi.unstubAllGlobals();
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar.
  document.cookie = `${basketCookieName(MERCHANT)}=; max-age=0; path=/`;
});

// The category chips are an island (decision 360): renderToString cannot wait for its code.
beforeAll(islandsLoaded);

describe('menu hydration', () => {
  it('adopts the server-rendered menu as it is: no mismatch, no second render of the cards', async () => {
    // The signed-in visitor's favourites are on their way the whole time.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const menuView = view();
    const html = renderToString(app(menuView));
    // The same basket the server read from the Cookie header.
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar.
    document.cookie = `${basketCookieName(MERCHANT)}=${encodeBasket(basket)}; path=/`;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const counter = container.querySelector('output');
    expect(counter?.textContent).toBe('2');

    renders.length = 0;
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
      root = hydrateRoot(container, app(menuView), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // Let the sections hydrate in the background, then anything scheduled after them.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    observer.disconnect();

    expect(errors).toEqual([]);
    // The basket badge, each card and each heart once: the hydrating render, and nothing after it.
    const ids = [11, 12, 13, 14, 21, 22, 23, 24, 31, 32, 33, 34];
    expect(renders.toSorted()).toEqual(
      ['badge', ...ids.map((id) => `card:${id}`), ...ids.map((id) => `heart:${id}`)].sort(),
    );
    // Hydration adopted the server's HTML without changing it (React writes some input attributes again with
    // the same value; a write that changes nothing is not a change).
    const changed = changes.filter(
      (c) =>
        c.type !== 'attributes' || (c.target as Element).getAttribute(c.attributeName ?? '') !== c.oldValue,
    );
    expect(
      changed.map((c) => `${c.type} ${(c.target as Element).nodeName} ${c.attributeName ?? ''}`),
    ).toEqual([]);
    // Still the server's nodes, now alive: the counter was adopted, not rendered anew.
    expect(container.querySelector('output')).toBe(counter);
    expect(container.querySelectorAll('li.card')).toHaveLength(12);

    // Whatever re-renders around the menu later leaves its cards alone.
    renders.length = 0;
    await act(async () => rerenderAround());
    expect(renders).toEqual(['badge']);
  });
});
