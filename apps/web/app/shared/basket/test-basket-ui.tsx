/**
 * For tests of what adds to the basket (tests only): renders a piece under the root route with a shell of
 * merchant "m-ui", the English catalogue and the toaster, and reads the basket cookie back.
 */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { basketCookieName, readBasket } from '../../lib/basket-codec.ts';
import { parseCookies } from '../../lib/cookies.ts';
import { messagesFor } from '../i18n/catalog/index.ts';
import { I18nProvider } from '../i18n/index.tsx';
import { makeShellData } from '../shell/test-shell.ts';
import { Toaster } from '../toast/toaster.tsx';

export const MERCHANT = 'm-ui';

const shell = () =>
  makeShellData({
    merchant: { id: MERCHANT, favourites: false, basket: { position: 'NAVIGATION_BAR', page: true } },
  });

let content: ReactNode = null;

function Page() {
  return (
    <I18nProvider lang="eng" messages={messagesFor('eng')}>
      {content}
      <p data-testid="ready">ready</p>
      <Toaster />
    </I18nProvider>
  );
}

function Nothing() {
  return null;
}

/** A memory router whose root route shows `node` under the test shell, as the page would (its loader async). */
export function routerFor(node: ReactNode) {
  content = node;
  return createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => shell(),
        HydrateFallback: Nothing,
        Component: Page,
        children: [{ path: '*', Component: Nothing }],
      },
    ],
    { initialEntries: ['/product/5'] },
  );
}

export async function renderIn(node: ReactNode) {
  render(<RouterProvider router={routerFor(node)} />);
  await screen.findByTestId('ready');
}

/** The basket in the test document's cookie. */
export const basketNow = () => readBasket(parseCookies(document.cookie), MERCHANT);

/** Empties the test document's basket cookie (before each test). */
export function clearBasketCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test document's basket cookie.
  document.cookie = `${basketCookieName(MERCHANT)}=; Path=/; Max-Age=0`;
}
