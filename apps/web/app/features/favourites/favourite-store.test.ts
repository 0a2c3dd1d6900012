import { describe, expect, it } from 'vitest';
import { createFavouriteStore } from '../../shared/favourites/favourite-store.ts';

type Call = { url: string; method: string; body: Record<string, string> };

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const inits: (RequestInit | undefined)[] = [];
  const impl = async (url: string, init?: RequestInit) => {
    inits.push(init);
    const body: Record<string, string> = {};
    if (init?.body instanceof FormData) for (const [k, v] of init.body) body[k] = String(v);
    const call = { url, method: init?.method ?? 'GET', body };
    calls.push(call);
    return answer(call);
  };
  return { calls, inits, impl };
}

/** sessionStorage as one tab sees it across its pages. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A store loading the ids of 'm:1', whose list arrives when the test calls `release`; toggles succeed. */
function listOnItsWay() {
  let answer: (r: Response) => void = () => {};
  const api = fakeFetch((c) =>
    c.method === 'GET' ? new Promise<Response>((r) => (answer = r)) : new Response(null),
  );
  const store = createFavouriteStore(api.impl);
  store.load('m:1');
  return { store, release: (ids: number[]) => answer(Response.json({ ids })) };
}

describe('favourite store', () => {
  it('asks for the list once however many hearts load it', async () => {
    const api = fakeFetch(() => Response.json({ signedIn: true, ids: [3, 5] }));
    const store = createFavouriteStore(api.impl);
    store.load('m:1');
    store.load('m:1');
    store.load('m:1');
    await settle();
    expect(api.calls).toHaveLength(1);
    expect([store.has(3), store.has(5), store.has(4)]).toEqual([true, true, false]);
  });

  it('starts afresh for another user or merchant', async () => {
    const api = fakeFetch((c) => Response.json({ ids: c.url ? [api.calls.length] : [] }));
    const store = createFavouriteStore(api.impl);
    store.load('m:1');
    await settle();
    expect(store.has(1)).toBe(true);
    store.load('m:2');
    await settle();
    expect([store.has(1), store.has(2)]).toEqual([false, true]);
  });

  it("answers for a visitor once that visitor's ids arrived, or for a product toggled here", async () => {
    const { store, release } = listOnItsWay();
    expect(store.knows('m:1', 3)).toBe(false);
    // A tap before the list arrives shows at once.
    void store.toggle(5, true);
    expect([store.knows('m:1', 5), store.has(5), store.knows('m:1', 3)]).toEqual([true, true, false]);
    release([3]);
    await settle();
    expect([store.knows('m:1', 3), store.has(3), store.has(5), store.knows('m:2', 3)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    store.prime('m:2', [4]);
    expect([store.knows('m:1', 3), store.knows('m:2', 4), store.has(4)]).toEqual([false, true, true]);
  });

  it('keeps a heart emptied while the list was on its way empty, though the list still names it', async () => {
    const { store, release } = listOnItsWay();
    void store.toggle(3, false);
    release([3, 4]);
    await settle();
    expect([store.has(3), store.has(4)]).toEqual([false, true]);
  });

  it('shows a toggle at once and keeps it when the server agrees', async () => {
    let release: (r: Response) => void = () => {};
    const api = fakeFetch(() => new Promise<Response>((r) => (release = r)));
    const store = createFavouriteStore(api.impl);
    const pending = store.toggle(7, true);
    expect(store.has(7)).toBe(true);
    release(new Response(null, { status: 200 }));
    expect(await pending).toBe('ok');
    expect(store.has(7)).toBe(true);
    expect(api.calls[0]).toEqual({ url: '/favourite', method: 'POST', body: { productId: '7', on: 'true' } });
  });

  it('rolls back when the server refuses, and says whether to sign in', async () => {
    const api = fakeFetch((c) => new Response(null, { status: c.body.productId === '1' ? 401 : 502 }));
    const store = createFavouriteStore(api.impl);
    store.prime('m:1', [1, 2]);
    expect(await store.toggle(1, false)).toBe('login');
    expect(await store.toggle(2, false)).toBe('failed');
    expect([store.has(1), store.has(2)]).toEqual([true, true]);
  });

  it('rolls back when the network fails', async () => {
    const store = createFavouriteStore(() => Promise.reject(new Error('offline')));
    expect(await store.toggle(9, true)).toBe('failed');
    expect(store.has(9)).toBe(false);
  });

  it('sends a tap so that leaving the page does not cancel it (keepalive)', async () => {
    const api = fakeFetch(() => new Response(null));
    const store = createFavouriteStore(api.impl, tabStorage());
    await store.toggle(7, true);
    expect(api.inits[0]?.keepalive).toBe(true);
  });

  it('shows and sends again, on the next page, a tap whose page was left before the answer', async () => {
    const tab = tabStorage();
    // The menu: the heart is tapped and the customer leaves before the server answers.
    const left = createFavouriteStore(() => new Promise<Response>(() => {}), tab);
    left.load('m:1');
    void left.toggle(7, true);
    // The next page of the same tab: the list (asked before the lost tap arrived) does not name 7.
    const api = fakeFetch((c) => (c.method === 'GET' ? Response.json({ ids: [3] }) : new Response(null)));
    const next = createFavouriteStore(api.impl, tab);
    next.load('m:1');
    await settle();
    expect([next.has(3), next.has(7)]).toEqual([true, true]);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { productId: '7', on: 'true' },
    ]);
    await settle();
    // Kept: nothing is left to send again.
    expect(tab.items.size).toBe(0);
  });

  it('leaves nothing to send again once the server has answered, and forgets another visitor’s taps', async () => {
    const tab = tabStorage();
    const api = fakeFetch((c) => (c.method === 'GET' ? Response.json({ ids: [] }) : new Response(null)));
    const store = createFavouriteStore(api.impl, tab);
    store.load('m:1');
    await settle();
    await store.toggle(5, true);
    expect(tab.items.size).toBe(0);
    tab.setItem('dx-favourite-pending', JSON.stringify({ 'm:2': { 9: true } }));
    const other = createFavouriteStore(api.impl, tab);
    other.load('m:1');
    await settle();
    expect(other.has(9)).toBe(false);
  });
});
