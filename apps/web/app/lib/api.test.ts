import { defineEndpoint } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient, type FetchLike } from './api.ts';
import { createEtagCache } from './etag-cache.ts';

const MenuSchema = z.object({ items: z.array(z.number()) });
/** Endpoints of a pretend API: the client knows nothing but what an entry of the endpoint table declares. */
const endpoint = (path: `/${string}`) =>
  defineEndpoint({ method: 'GET', path, responses: { 200: MenuSchema } });
const menu = endpoint('/menu');
const settings = endpoint('/settings');

/** A fake API: answers 200 with an ETag, or 304 when If-None-Match names the current one. */
function fakeApi() {
  const state = { version: 1, calls: [] as { url: string; headers: Record<string, string> }[] };
  const fetchImpl: FetchLike = async (url, init) => {
    const headers = init.headers as Record<string, string>;
    state.calls.push({ url, headers });
    const etag = `"v${state.version}"`;
    if (headers['if-none-match'] === etag) return new Response(null, { status: 304, headers: { etag } });
    return Response.json({ items: [state.version] }, { headers: { etag } });
  };
  return { state, fetchImpl };
}

describe('API client ETag cache', () => {
  it('revalidates with If-None-Match and reuses the parsed body on 304', async () => {
    const { state, fetchImpl } = fakeApi();
    const api = createApiClient({ fetchImpl, merchantId: 'm1', lang: 'uz', cache: createEtagCache() });
    const [, first] = await api.call(menu);
    const [, second] = await api.call(menu);
    expect(state.calls[1]?.headers['if-none-match']).toBe('"v1"');
    expect(second).toBe(first);
  });

  it('sees a change at once: every call still asks the API', async () => {
    const { state, fetchImpl } = fakeApi();
    const api = createApiClient({ fetchImpl, merchantId: 'm1', lang: 'uz', cache: createEtagCache() });
    await api.call(menu);
    state.version = 2;
    const [, data] = await api.call(menu);
    expect(data).toEqual({ items: [2] });
  });

  it('keeps merchants apart', async () => {
    const { state, fetchImpl } = fakeApi();
    const cache = createEtagCache();
    await createApiClient({ fetchImpl, merchantId: 'm1', lang: 'uz', cache }).call(menu);
    await createApiClient({ fetchImpl, merchantId: 'm2', lang: 'uz', cache }).call(menu);
    expect(state.calls[1]?.headers['if-none-match']).toBeUndefined();
  });

  it('never caches answers given to a signed-in caller', async () => {
    const { state, fetchImpl } = fakeApi();
    const api = createApiClient({
      fetchImpl,
      merchantId: 'm1',
      lang: 'uz',
      token: 't',
      cache: createEtagCache(),
    });
    await api.call(menu);
    await api.call(menu);
    expect(state.calls[1]?.headers['if-none-match']).toBeUndefined();
  });

  it('freezes cached bodies outside production, so a caller cannot change what others get', async () => {
    const { fetchImpl } = fakeApi();
    const api = createApiClient({ fetchImpl, merchantId: 'm1', lang: 'uz', cache: createEtagCache() });
    const [, data] = await api.call(menu);
    expect(() => data?.items.push(3)).toThrow(TypeError);
  });

  it('does not ask again within freshForMs, and asks once the window has passed', async () => {
    const { state, fetchImpl } = fakeApi();
    const api = createApiClient({ fetchImpl, merchantId: 'm1', lang: 'uz', cache: createEtagCache() });
    await api.call(settings, {}, { freshForMs: 60_000 });
    state.version = 2;
    const [, fresh] = await api.call(settings, {}, { freshForMs: 60_000 });
    expect([state.calls.length, fresh]).toEqual([1, { items: [1] }]);
    const [, revalidated] = await api.call(settings, {}, { freshForMs: 0 });
    expect([state.calls.length, revalidated]).toEqual([2, { items: [2] }]);
  });

  it('forgets the oldest entries beyond its size', () => {
    const cache = createEtagCache(2);
    cache.set('a', { etag: '1', validatedAt: 0, data: 1 });
    cache.set('b', { etag: '2', validatedAt: 0, data: 2 });
    cache.get('a');
    cache.set('c', { etag: '3', validatedAt: 0, data: 3 });
    expect([cache.get('a')?.data, cache.get('b'), cache.get('c')?.data]).toEqual([1, undefined, 3]);
  });
});

describe('API client errors', () => {
  it('passes a 4xx error shape through and hides anything else behind the fallback message', async () => {
    const fetchImpl: FetchLike = async (url) =>
      url.includes('bad')
        ? Response.json({ code: 'NOT_FOUND', status: 404, message: 'Topilmadi' }, { status: 404 })
        : new Response('<html>stack trace</html>', { status: 500 });
    const api = createApiClient({ fetchImpl, lang: 'uz' });
    expect((await api.call(endpoint('/bad')))[0]).toMatchObject({ status: 404, message: 'Topilmadi' });
    const [error] = await api.call(endpoint('/boom'));
    expect(error?.message).not.toContain('stack');
    expect(error?.status).toBe(500);
  });
});

describe('API client call(endpoint, input)', () => {
  const PlaceSchema = z.object({ id: z.number(), note: z.string() });
  const place = defineEndpoint({
    method: 'POST',
    path: '/things/v1/things/{id}/notes',
    params: z.object({ id: z.coerce.number() }),
    query: z.object({ draft: z.boolean().optional() }),
    body: z.object({ note: z.string() }),
    headers: z.object({ 'idempotency-key': z.string().optional() }),
    responses: { 200: PlaceSchema, 201: PlaceSchema },
  });
  const list = defineEndpoint({
    method: 'GET',
    path: '/things/v1/things',
    responses: { 200: z.array(PlaceSchema) },
  });

  function recordingApi(answer: () => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return answer();
    };
    return { calls, fetchImpl };
  }

  it('sends the method, the filled path, the query, the body and its own headers beside the client’s', async () => {
    const { calls, fetchImpl } = recordingApi(() => Response.json({ id: 7, note: 'hi' }, { status: 201 }));
    const api = createApiClient({ fetchImpl, merchantId: 'm1', lang: 'ru', token: 't' });
    const [error, data] = await api.call(place, {
      params: { id: 'a/7' },
      query: { draft: true },
      body: { note: 'hi' },
      headers: { 'idempotency-key': 'key-12345' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ id: 7, note: 'hi' });
    expect(calls[0]?.url).toBe('/api/things/v1/things/a%2F7/notes?draft=true');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"note":"hi"}');
    expect(calls[0]?.init.headers).toMatchObject({
      'idempotency-key': 'key-12345',
      merchant: 'm1',
      authorization: 'Bearer t',
      'accept-language': 'ru',
      'content-type': 'application/json',
    });
  });

  it('validates the answer against the schema of its status', async () => {
    const { fetchImpl } = recordingApi(() => Response.json({ id: 'seven' }, { status: 201 }));
    const api = createApiClient({ fetchImpl, merchantId: 'm1', lang: 'uz' });
    await expect(api.call(place, { params: { id: 7 }, body: { note: '' } })).rejects.toThrow(
      /POST \/things\/v1\/things\/7\/notes does not match its contract/,
    );
  });

  it('refuses a success status the contract does not name', async () => {
    const { fetchImpl } = recordingApi(() => Response.json([], { status: 202 }));
    const api = createApiClient({ fetchImpl, merchantId: 'm1', lang: 'uz' });
    await expect(api.call(list)).rejects.toThrow(/with 202, which its contract does not name/);
  });

  it('keeps the [error, data] pair and the ETag cache of GETs', async () => {
    const seen: Record<string, string>[] = [];
    const fetchImpl: FetchLike = async (_url, init) => {
      seen.push(init.headers as Record<string, string>);
      return Response.json([{ id: 1, note: 'a' }], { headers: { etag: '"v1"' } });
    };
    const api = createApiClient({ fetchImpl, merchantId: 'm1', lang: 'uz', cache: createEtagCache() });
    await api.call(list);
    await api.call(list);
    expect(seen[1]?.['if-none-match']).toBe('"v1"');
    const failing = createApiClient({
      fetchImpl: async () => Response.json({ code: 'X', status: 409, message: 'no' }, { status: 409 }),
      merchantId: 'm1',
      lang: 'uz',
    });
    expect(await failing.call(list)).toEqual([{ code: 'X', status: 409, message: 'no' }, null]);
  });
});
