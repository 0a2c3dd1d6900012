import { describe, expect, it } from 'vitest';
import { createFavouriteStore } from './favourite-store.ts';

type Call = { url: string; method: string; body: Record<string, string> };

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const impl = async (url: string, init?: RequestInit) => {
    const body: Record<string, string> = {};
    if (init?.body instanceof FormData) for (const [k, v] of init.body) body[k] = String(v);
    const call = { url, method: init?.method ?? 'GET', body };
    calls.push(call);
    return answer(call);
  };
  return { calls, impl };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

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

  it("is ready for a visitor only once that visitor's ids have arrived (until then the page's own list counts)", async () => {
    let release: (r: Response) => void = () => {};
    const api = fakeFetch(() => new Promise<Response>((r) => (release = r)));
    const store = createFavouriteStore(api.impl);
    store.load('m:1');
    expect(store.ready('m:1')).toBe(false);
    release(Response.json({ ids: [3] }));
    await settle();
    expect([store.ready('m:1'), store.ready('m:2')]).toEqual([true, false]);
    store.prime('m:2', [4]);
    expect([store.ready('m:1'), store.ready('m:2'), store.has(4)]).toEqual([false, true, true]);
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
});
