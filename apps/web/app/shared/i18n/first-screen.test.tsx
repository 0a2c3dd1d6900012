// @vitest-environment happy-dom
/**
 * The menu's HTML carries only its first screen's messages (decision 343). The menu, rendered with that subset
 * in each language (header, brand tabs, nearest branch, cards with hearts, basket bar, delivery strip, footer,
 * bottom bar), never asks for a message it lacks: a lacking one would show its raw key.
 */
import type { DeliveryTerms, Lang } from '@dasturxon/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuView } from '../../features/menu/menu-view.ts';
import { makeLine } from '../../lib/basket-codec.ts';
import HomeRoute from '../../routes/home.tsx';
import LayoutDefault from '../../routes/layout-default.tsx';
import type { ShellData } from '../shell/shell-types.ts';
import { makeShellData } from '../shell/test-shell.ts';
import { Toaster } from '../toast/toaster.tsx';
import { type Messages, messagesFor } from './catalog/index.ts';
import { firstScreenMessages, restOfMessages, shellMessages } from './first-screen.server.ts';
import { I18nProvider } from './index.tsx';

function view(): MenuView {
  const card = (id: number, available = true) => ({
    id,
    name: `Taom ${id}`,
    price: 25_000,
    oldPrice: id % 2 ? 30_000 : null,
    discount: id % 2 ? 15 : 0,
    image: `/images/menu/p${id}.svg`,
    available,
    description: `Tavsif ${id}`,
  });
  const categories = [1, 2, 3, 4, 5, 6].map((c) => ({
    id: c,
    name: `Kategoriya ${c}`,
    viewType: 'BIG' as const,
    scrollType: 'VERTICAL' as const,
    navigationType: 'POP_UP' as const,
    count: 4,
    products: [1, 2, 3, 4].map((n) => card(c * 10 + n, n !== 4)),
  }));
  return { groups: [{ id: 1, name: 'Guruh', categories }], productCount: 24 };
}

const TERMS: DeliveryTerms = {
  serviceType: 'DELIVERY',
  branchId: 1,
  estimate: { minMinutes: 30, maxMinutes: 45 },
  deliveryPrice: null,
  deliveryPriceFrom: 10_000,
  outOfZone: false,
  minOrderAmount: 50_000,
  freeDeliveryThreshold: 200_000,
  serviceFee: 2000,
  serviceFeeFreeFrom: null,
};

/** The subset behind a proxy that notes every key read and every key missing. */
function watched(messages: Messages) {
  const read = new Set<string>();
  const missing = new Set<string>();
  const proxy = new Proxy(messages, {
    get(target, key, receiver) {
      if (typeof key === 'string') {
        read.add(key);
        if (!(key in target)) missing.add(key);
      }
      return Reflect.get(target, key, receiver);
    },
  });
  return { proxy, read, missing };
}

/** The root route as root.tsx renders it (without the lazy shell effects). */
function ShellRoot() {
  const shell = useLoaderData() as ShellData;
  return (
    <I18nProvider lang={shell.lang} messages={shell.messages}>
      <Outlet />
      <Toaster />
    </I18nProvider>
  );
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function renderMenu(lang: Lang, signedIn: boolean) {
  // The delivery line's terms (a plain fetch, decision 355); the favourites list and the basket's total: empty.
  vi.stubGlobal('fetch', async (url: unknown) =>
    String(url).startsWith('/delivery-terms')
      ? Response.json({ terms: TERMS })
      : Response.json({ ids: [], view: null, orders: [] }),
  );
  const { messages, messagesRest } = shellMessages(lang, '/');
  const w = watched(messages);
  const shell = makeShellData({
    lang,
    messagesRest,
    langs: ['uz', 'ru', 'eng'],
    merchant: {
      favourites: signedIn,
      basket: { position: signedIn ? 'FLOATING_OVER_PRODUCT' : 'NAVIGATION_BAR', page: true },
      brands: [
        { id: 1, name: 'Navruz', href: '/', image: null, current: true },
        { id: 2, name: 'Bodomzor', href: '/?vendor=b', image: null, current: false },
      ],
      cities: [{ id: 1, name: 'Toshkent' }],
      cityId: 1,
      nearestBranch: signedIn ? { id: 1, name: 'Chilonzor', open: true, closesAt: '23:00' } : null,
      footer: { left: '© Navruz', right: '', links: [{ kind: 'PHONE', label: '+998', href: 'tel:+998' }] },
      nav: { branches: true, about: true, vacancies: true, privacy: true, terms: true },
    },
    user: signedIn ? { id: 7, name: 'Aziza' } : null,
    basket: signedIn ? [makeLine({ productId: 11, count: 2, modifications: [] })] : [],
  });
  // After the builder, which copies what it is given.
  shell.messages = w.proxy;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        Component: ShellRoot,
        loader: () => shell,
        children: [
          {
            id: 'routes/layout-default',
            Component: LayoutDefault,
            children: [
              {
                id: 'routes/home',
                index: true,
                Component: HomeRoute,
                loader: () => ({ view: view(), groupHeaders: true, table: null }),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<RouterProvider router={router} />);
  });
  // Lazy parts (delivery strip, sections, chips, footer) and the strip's terms.
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  return { ...w, container };
}

describe("the menu's first-screen messages", () => {
  for (const lang of ['uz', 'ru', 'eng'] as const) {
    for (const signedIn of [false, true]) {
      it(`cover every text of the menu (${lang}, ${signedIn ? 'signed in, basket, branch' : 'guest'})`, async () => {
        const { read, missing, container } = await renderMenu(lang, signedIn);
        // The render did read messages: cards, header, strip.
        expect(read.has('basket.nav') || read.has('basket.floating')).toBe(true);
        expect(read.has('fees.stripMin')).toBe(true);
        expect(container.querySelectorAll('li.card').length).toBeGreaterThan(3);
        expect([...missing]).toEqual([]);
      });
    }
  }

  it('leaves the rest out of the HTML, and the rest with the subset is the whole catalogue', () => {
    for (const lang of ['uz', 'ru', 'eng'] as const) {
      const all = messagesFor(lang);
      const first = firstScreenMessages(all);
      const rest = restOfMessages(all);
      expect({ ...first, ...rest }).toEqual(all);
      expect(Object.keys(first).some((k) => k in rest)).toBe(false);
      expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(all).length / 3);
      expect(shellMessages(lang, '/basket')).toEqual({ messages: all, messagesRest: null });
      expect(shellMessages(lang, '/').messagesRest).toMatch(new RegExp(`^/i18n/${lang}/[0-9a-f]{12}$`));
    }
  });
});
