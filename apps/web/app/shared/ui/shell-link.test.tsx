// @vitest-environment happy-dom
/**
 * The header's and bottom bar's links (decision 367) look and behave as React Router's Link and NavLink: the same
 * markup on the server for every page, a client navigation on a plain click (replacing the entry when it leads
 * where the visitor is), the browser's own way for a click with a modifier key.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Link,
  NavLink,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isActivePath, ShellLink, ShellNavLink } from './shell-link.tsx';

afterEach(cleanup);

const TARGETS: [to: string, end: boolean][] = [
  ['/', true],
  ['/', false],
  ['/search', false],
  ['/branches', false],
  ['/profile', false],
  ['/basket', false],
  ['/about', true],
];
const PAGES = [
  '/',
  '/search',
  '/branches',
  '/branches/map',
  '/Profile/orders',
  '/basket',
  '/about/team',
  '/abo',
];

async function serverHtml(
  pathname: string,
  nav: (to: string, end: boolean) => ReactElement,
): Promise<string> {
  const routes = [{ path: '*', element: <nav>{TARGETS.map(([to, end]) => nav(to, end))}</nav> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${pathname}`));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />,
  );
}

describe('shell links', () => {
  it.each(PAGES)('render as NavLink and Link do on %s', async (pathname) => {
    const ours = await serverHtml(pathname, (to, end) => (
      <ShellNavLink
        key={`${to}${end}`}
        to={to}
        end={end}
        className={to === '/basket' ? 'header-basket' : undefined}
      >
        {to}
      </ShellNavLink>
    ));
    const theirs = await serverHtml(pathname, (to, end) => (
      <NavLink
        key={`${to}${end}`}
        to={to}
        end={end}
        className={to === '/basket' ? 'header-basket' : undefined}
      >
        {to}
      </NavLink>
    ));
    expect(ours).toBe(theirs);
    const link = await serverHtml(pathname, () => (
      <ShellLink key="l" to="/login" className="header-account" />
    ));
    const rrLink = await serverHtml(pathname, () => <Link key="l" to="/login" className="header-account" />);
    expect(link).toBe(rrLink);
  });

  it('tells the page as NavLink does', () => {
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/search', '/', false)).toBe(false);
    expect(isActivePath('/branches/map', '/branches', false)).toBe(true);
    expect(isActivePath('/branches/map', '/branches', true)).toBe(false);
    expect(isActivePath('/branchesx', '/branches', false)).toBe(false);
    expect(isActivePath('/PROFILE', '/profile', true)).toBe(true);
  });

  it('navigates in the page on a plain click, replacing the entry when it leads where the visitor is', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <nav>
              <ShellNavLink to="/">Menu</ShellNavLink>
              <ShellNavLink to="/search">Search</ShellNavLink>
              <ShellLink to="/login">Sign in</ShellLink>
            </nav>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      fireEvent.click(screen.getByText('Search'), { button: 0 });
    });
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByText('Search').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Menu').getAttribute('aria-current')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByText('Search'), { button: 0 });
    });
    expect(router.state.historyAction).toBe('REPLACE');

    await act(async () => {
      fireEvent.click(screen.getByText('Sign in'), { button: 0 });
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('PUSH');

    // A click to open the link elsewhere (a new tab) is the browser's: the page stays.
    const opened = fireEvent.click(screen.getByText('Menu'), { button: 0, ctrlKey: true });
    expect(opened).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
  });
});
