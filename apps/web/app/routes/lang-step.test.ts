import { describe, expect, it } from 'vitest';
import { runRoute } from '../lib/test-route.ts';
import { loader } from './lang-step.tsx';

async function step(path: string): Promise<Response> {
  try {
    await runRoute(loader, { request: new Request(`http://localhost:3000${path}`), params: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // data(null, { status: 404 }) is not a Response: report its status the same way.
    return new Response(null, { status: (thrown as { init?: ResponseInit }).init?.status ?? 500 });
  }
  throw new Error('the route step always throws');
}

describe('global route step (spec §2)', () => {
  it('stores the language and page, then goes home', async () => {
    const res = await step('/uz/2/anything/else');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['lang=uz', 'page=2']);
  });

  it('stores only the language when the next segment is not a page', async () => {
    expect((await step('/ru/product/5')).headers.getSetCookie().map((c) => c.split(';')[0])).toEqual([
      'lang=ru',
    ]);
    expect((await step('/ru')).headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['lang=ru']);
  });
});
