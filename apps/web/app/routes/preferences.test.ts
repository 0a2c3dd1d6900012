import { describe, expect, it } from 'vitest';
import { runRoute } from '../lib/test-route.ts';
import { action } from './preferences.ts';

function post(body: Record<string, string>) {
  return new Request('https://navruz.dasturxon.uz/preferences', {
    method: 'POST',
    body: new URLSearchParams(body),
  });
}

async function outcome(run: () => Promise<unknown>) {
  try {
    const value = await run();
    return { thrown: false, value };
  } catch (value) {
    return { thrown: true, value };
  }
}

// The action's return type is React Router's; the tests only read status and headers.
const call = (body: Record<string, string>) =>
  outcome(() => runRoute(action, { request: post(body), params: {} }));

describe('POST /preferences', () => {
  it('remembers the language for a year and goes back without JavaScript', async () => {
    const { thrown, value } = await call({ lang: 'ru', redirectTo: '/category?id=3' });
    expect(thrown).toBe(true);
    const res = value as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/category?id=3');
    expect(res.headers.getSetCookie()).toEqual(['lang=ru; Path=/; SameSite=Lax; Max-Age=31536000; Secure']);
  });

  it('answers in place for a fetcher (no redirectTo) and stores the city', async () => {
    const { thrown, value } = await call({ city: '2' });
    expect(thrown).toBe(false);
    const init = (value as { init: ResponseInit }).init;
    expect(new Headers(init.headers).getSetCookie()).toEqual([
      'city=2; Path=/; SameSite=Lax; Max-Age=31536000; Secure',
    ]);
  });

  it('ignores values that are not a language or a city', async () => {
    const { value } = await call({ lang: 'de', city: '-1' });
    expect(new Headers((value as { init: ResponseInit }).init.headers).getSetCookie()).toEqual([]);
  });
});

describe('where POST /preferences goes back to', () => {
  it('only ever to a path of this site, and never with a line break in the Location header', async () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\r\nSet-Cookie: token=attacker',
      '/menu\nLocation: https://evil.example',
      '/\u0000',
      '/жаркое',
    ]) {
      const { thrown, value } = await call({ lang: 'ru', redirectTo: bad });
      // Remembered, and answered in place: no redirect anywhere, no header built from the value.
      expect(thrown, JSON.stringify(bad)).toBe(false);
      const init = (value as { init: ResponseInit }).init;
      expect(new Headers(init.headers).get('location')).toBeNull();
      expect(new Headers(init.headers).getSetCookie()).toEqual([
        'lang=ru; Path=/; SameSite=Lax; Max-Age=31536000; Secure',
      ]);
    }
  });
});
