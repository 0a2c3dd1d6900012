import { describe, expect, it } from 'vitest';
import {
  clearMerchantCookies,
  createRequestCookies,
  isSecureOrigin,
  parseCookies,
  serializeCookie,
  withSetCookies,
} from './cookies.ts';

/** What a request's answer sets after `change` ran on its cookies. */
function answered(url: string, change: (cookies: ReturnType<typeof createRequestCookies>) => void): string[] {
  const cookies = createRequestCookies(new Request(url));
  change(cookies);
  return cookies.outgoing();
}

describe('cookies', () => {
  it('parses a Cookie header, decoding values and keeping the first of duplicates', () => {
    expect(parseCookies('lang=ru; merchant=abc%2D1; lang=uz; quoted="x y"; broken')).toEqual({
      lang: 'ru',
      merchant: 'abc-1',
      quoted: 'x y',
    });
    expect(parseCookies(null)).toEqual({});
  });

  it('remembers a preference for 365 days, site-wide, Secure only over https (and on localhost)', () => {
    const [http] = answered('http://192.168.1.5/', (c) => c.remember('lang', 'ru'));
    expect(http).toBe('lang=ru; Path=/; SameSite=Lax; Max-Age=31536000');
    const [https] = answered('https://navruz.dasturxon.uz/', (c) => c.remember('lang', 'ru'));
    expect(https).toContain('; Secure');
  });

  it('encodes values so a cookie cannot be split by its content', () => {
    expect(serializeCookie('merchant', 'a; b=c', {}, new URL('https://x.uz/'))).toMatch(
      /^merchant=a%3B%20b%3Dc;/,
    );
  });

  it('clears the merchant, token and branch cookies on a failed lookup, but keeps the language', () => {
    const cleared = answered('https://navruz.dasturxon.uz/', clearMerchantCookies);
    const names = cleared.map((c) => c.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['merchant', 'token', 'nearestBranch']));
    expect(names).not.toContain('lang');
    for (const c of cleared) expect(c).toContain('Max-Age=0');
  });
});

describe('the one Secure rule', () => {
  it('is Secure over https and on localhost (a secure context), not on a plain-HTTP address', () => {
    expect(isSecureOrigin(new URL('https://navruz.dasturxon.uz/'))).toBe(true);
    expect(isSecureOrigin(new URL('http://localhost:3000/'))).toBe(true);
    expect(isSecureOrigin(new URL('http://192.168.1.5:3000/'))).toBe(false);
    expect(isSecureOrigin(new URL('http://navruz.dasturxon.uz/'))).toBe(false);
    // The browser's writes decide from window.location the same way.
    expect(serializeCookie('client', 'tg', {}, { protocol: 'http:', hostname: 'localhost' })).toContain(
      '; Secure',
    );
  });
});

describe('the cookies of one request', () => {
  it('reads what the browser sent, even after the answer changed it', () => {
    const cookies = createRequestCookies(
      new Request('https://navruz.dasturxon.uz/', { headers: { cookie: 'lang=uz; city=2' } }),
    );
    cookies.remember('lang', 'ru');
    expect(cookies.get('lang')).toBe('uz');
    expect(cookies.all).toEqual({ lang: 'uz', city: '2' });
  });

  it('sends a cookie changed twice once, with its last value, in the order of the last changes', () => {
    const sent = answered('https://navruz.dasturxon.uz/', (c) => {
      c.clear('city');
      c.remember('lang', 'ru');
      c.remember('city', '5');
      c.set('token', 'abc', { maxAge: 60, httpOnly: true });
    });
    expect(sent).toEqual([
      'lang=ru; Path=/; SameSite=Lax; Max-Age=31536000; Secure',
      'city=5; Path=/; SameSite=Lax; Max-Age=31536000; Secure',
      'token=abc; Path=/; SameSite=Lax; Max-Age=60; HttpOnly; Secure',
    ]);
  });

  it('clears a cookie with Max-Age=0 and an expiry in the past', () => {
    expect(answered('http://192.168.1.5/', (c) => c.clear('page'))).toEqual([
      'page=; Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });
});

describe('withSetCookies', () => {
  it('adds the changes to an answer, and to a copy when its headers cannot change', async () => {
    const page = withSetCookies(new Response('page', { status: 201 }), ['a=1; Path=/', 'b=2; Path=/']);
    expect(page.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const frozen = Response.redirect('https://navruz.dasturxon.uz/menu', 302);
    const moved = withSetCookies(frozen, ['a=1; Path=/']);
    expect([moved.status, moved.headers.get('location'), moved.headers.getSetCookie()]).toEqual([
      302,
      'https://navruz.dasturxon.uz/menu',
      ['a=1; Path=/'],
    ]);
    expect(await page.text()).toBe('page');
  });

  it('leaves an answer without changes as it is', () => {
    const res = new Response(null);
    expect(withSetCookies(res, [])).toBe(res);
  });
});
