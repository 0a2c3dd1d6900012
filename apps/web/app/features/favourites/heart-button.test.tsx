// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeartButton } from '../../shared/favourites/heart-button.tsx';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import type { ShellData } from '../../shared/shell/shell-types.ts';
import { makeShellData } from '../../shared/shell/test-shell.ts';

function shell(opts: { favourites: boolean; userId: number | null; merchantId: string }): ShellData {
  return makeShellData({
    merchant: { id: opts.merchantId, favourites: opts.favourites },
    user: opts.userId === null ? null : { id: opts.userId, name: 'Aziza' },
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Page() {
  return (
    <I18nProvider lang="eng" messages={messagesFor('eng')}>
      <HeartButton productId={5} productName="Plov" />
      <Where />
    </I18nProvider>
  );
}

function Nothing() {
  return null;
}

async function renderHeart(data: ShellData) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => data,
        HydrateFallback: Nothing,
        Component: Page,
        children: [{ path: '*', Component: Nothing }],
      },
    ],
    { initialEntries: ['/category?id=3'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByTestId('where');
}

type Sent = { method: string; body: Record<string, string> };

function stubFetch(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    const body: Record<string, string> = {};
    if (init?.body instanceof FormData) for (const [k, v] of init.body) body[k] = String(v);
    const s = { method: init?.method ?? 'GET', body };
    sent.push(s);
    return answer(s);
  });
  return sent;
}

describe('HeartButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is not there when the merchant has favourites switched off, and asks the server nothing', async () => {
    const sent = stubFetch(() => Response.json({ ids: [] }));
    await renderHeart(shell({ favourites: false, userId: 1, merchantId: 'm-off' }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends a guest to sign in, coming back to this page, without asking the server', async () => {
    const sent = stubFetch(() => Response.json({}));
    await renderHeart(shell({ favourites: true, userId: null, merchantId: 'm-guest' }));
    const heart = screen.getByRole('button', { name: 'Add to favourites: Plov' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/login?redirectTo=%2Fcategory%3Fid%3D3'),
    );
    expect(sent).toEqual([]);
  });

  it('shows the saved state, and toggles it for a signed-in visitor', async () => {
    const sent = stubFetch((s) => (s.method === 'GET' ? Response.json({ ids: [5] }) : new Response(null)));
    await renderHeart(shell({ favourites: true, userId: 7, merchantId: 'm-user' }));
    const heart = await screen.findByRole('button', { name: 'Remove from favourites: Plov' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(heart.getAttribute('aria-label')).toBe('Add to favourites: Plov');
    expect(sent.at(-1)).toEqual({ method: 'POST', body: { productId: '5', on: 'false' } });
  });
});
