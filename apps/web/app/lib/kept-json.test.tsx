// @vitest-environment happy-dom
/**
 * Loader data kept per version (decision 358) from the server's render to the browser's hydration: the server
 * renders the menu from the values its loaders handed by reference and writes their kept JSON as data scripts;
 * the browser, given only the references (what turbo-stream carries), reads the values from those scripts and
 * hydrates the same page without a mismatch or a DOM change. The server side is composed as in
 * menu-hydration.test.tsx: the router state as the server's loaders leave it, rendered to a string.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuView } from '../features/menu/menu-view.ts';
import HomeRoute from '../routes/home.tsx';
import { shellMessages } from '../shared/i18n/first-screen.server.ts';
import { I18nProvider } from '../shared/i18n/index.tsx';
import type { ShellLoaderData } from '../shared/shell/shell-types.ts';
import { makeShellData } from '../shared/shell/test-shell.ts';
import { shellOf } from '../shared/shell/use-shell.ts';
import { keptJson } from './kept-json.server.ts';
import { forgetParsedKeptJson, type KeptRef, keptRefOf, keptValue } from './kept-json.ts';
import { KeptJsonScripts } from './kept-json-scripts.tsx';

/** A name that would end the script, or open a comment, if written as it is. */
const TRICKY = 'Somsa </script><!-- & "qo\'y"';

function view(): MenuView {
  const categories = [1, 2].map((c) => ({
    id: c,
    name: `Kategoriya ${c}`,
    viewType: 'BIG' as const,
    scrollType: 'VERTICAL' as const,
    navigationType: 'POP_UP' as const,
    count: 2,
    products: [1, 2].map((n) => ({
      id: c * 10 + n,
      name: c * 10 + n === 11 ? TRICKY : `Taom ${c * 10 + n}`,
      price: 25_000,
      oldPrice: null,
      discount: 0,
      image: `/images/menu/p${c * 10 + n}.svg`,
      available: true,
      description: `Tavsif ${c * 10 + n}`,
    })),
  }));
  return { groups: [{ id: 1, name: 'Guruh', categories }], productCount: 4 };
}

/** The root route as root.tsx renders its data (the document's scripts, then the page). */
function ShellRoot() {
  const shell = shellOf(useLoaderData() as ShellLoaderData);
  return (
    <I18nProvider lang={shell.lang} messages={shell.messages}>
      <Outlet />
      <KeptJsonScripts />
    </I18nProvider>
  );
}

function app(root: ShellLoaderData, home: { view: MenuView | KeptRef<MenuView> }) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: ShellRoot,
        children: [{ id: 'routes/home', index: true, Component: HomeRoute }],
      },
    ],
    {
      initialEntries: ['/'],
      hydrationData: { loaderData: { root, 'routes/home': { ...home, groupHeaders: false, table: null } } },
    },
  );
  return <RouterProvider router={router} />;
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  forgetParsedKeptJson();
  vi.unstubAllGlobals();
});

describe('kept loader data', () => {
  it('is rendered by the server from the values and hydrated by the browser from the scripts alone', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { messages, messagesRest } = shellMessages('uz', '/');
    const menu = view();
    const shell = makeShellData({ lang: 'uz', messagesRest, merchant: { favourites: true } });
    // The server: its loaders' references carry the values (and their JSON) under a symbol.
    const serverRoot: ShellLoaderData = { ...shell, messages: keptRefOf('messages', keptJson(messages)) };
    const server = () => renderToString(app(serverRoot, { view: keptRefOf('menu-view', keptJson(menu)) }));
    // The page's lazy delivery strip loads at the first render; the second renders it, as the server's stream does.
    server();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const html = server();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const scripts = [...container.querySelectorAll('script[type="application/json"]')];
    expect(scripts.map((s) => s.id)).toEqual(['dx-kept-messages', 'dx-kept-menu-view']);
    const viewScript = scripts[1];
    // Nothing in the data ends its script: `<` is written as \u003c and read back as `<`.
    expect(viewScript?.textContent).not.toContain('<');
    expect(JSON.parse(viewScript?.textContent ?? '')).toEqual(menu);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(messages);
    // The page shows the kept values.
    expect(container.querySelectorAll('li.card')).toHaveLength(4);
    expect(container.textContent).toContain(TRICKY);
    const firstCard = container.querySelector('li.card');

    // The browser: the references as turbo-stream decodes them, without the values.
    const clientRoot: ShellLoaderData = { ...shell, messages: { $kept: 'messages' } };
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
    const errors: unknown[] = [];
    // React tells a hydration mismatch it does not repair (an element's inner HTML) on the console.
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, app(clientRoot, { view: { $kept: 'menu-view' } }), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    observer.disconnect();

    expect(errors).toEqual([]);
    expect(consoleErrors.mock.calls.filter((c) => !String(c[0]).includes('act('))).toEqual([]);
    consoleErrors.mockRestore();
    // The scripts and the cards are the server's nodes, unchanged.
    const inScripts = changes.filter((c) => scripts.some((s) => s === c.target || s.contains(c.target)));
    expect(inScripts).toEqual([]);
    expect([...container.querySelectorAll('script[type="application/json"]')]).toEqual(scripts);
    expect(container.querySelector('li.card')).toBe(firstCard);
    expect(changes.filter((c) => (c.target as Element).closest?.('.menu-section, li.card') != null)).toEqual(
      [],
    );
    // Every read of a reference is the one object parsed from its script.
    const parsed = keptValue<MenuView>({ $kept: 'menu-view' });
    expect(parsed).toEqual(menu);
    expect(keptValue<MenuView>({ $kept: 'menu-view' })).toBe(parsed);
  });

  it('hands a whole value (a data request’s) through as it is', () => {
    const menu = view();
    expect(keptValue(menu)).toBe(menu);
    expect(() => keptValue({ $kept: 'not-in-the-page' })).toThrow(/no kept data/);
  });
});
