/**
 * The floating bar's total is read with a plain fetch of /basket-total (not a router fetcher, whose 404 before
 * route discovery replaced the page with the error screen): any failure gives no total, never a thrown error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBasketTotal } from './floating-total.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the floating total', () => {
  it('asks /basket-total with a plain fetch and gives its view', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return Response.json({ view: { lines: [], totals: { count: 0, total: 0 } } });
    });
    expect(await fetchBasketTotal()).toEqual({ lines: [], totals: { count: 0, total: 0 } });
    expect(asked).toEqual(['/basket-total']);
  });

  it.each([
    ['a 404', async () => new Response('not found', { status: 404 })],
    ['a server without a view', async () => Response.json({ view: null })],
    ['an HTML error page', async () => new Response('<html>', { status: 200 })],
    [
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('shows no total after %s', async (_what, answer) => {
    vi.stubGlobal('fetch', answer);
    await expect(fetchBasketTotal()).resolves.toBeUndefined();
  });
});
