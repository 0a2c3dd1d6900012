import { describe, expect, it } from 'vitest';
import { clearMerchantCookies, parseCookies, rememberCookie, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('parses a Cookie header, decoding values and keeping the first of duplicates', () => {
    expect(parseCookies('lang=ru; merchant=abc%2D1; lang=uz; quoted="x y"; broken')).toEqual({
      lang: 'ru',
      merchant: 'abc-1',
      quoted: 'x y',
    });
    expect(parseCookies(null)).toEqual({});
  });

  it('remembers a preference for 365 days, site-wide, Secure only over https', () => {
    const http = rememberCookie(new Request('http://localhost/'), 'lang', 'ru');
    expect(http).toBe('lang=ru; Path=/; SameSite=Lax; Max-Age=31536000');
    const https = rememberCookie(new Request('https://navruz.dasturxon.uz/'), 'lang', 'ru');
    expect(https).toContain('; Secure');
  });

  it('encodes values so a cookie cannot be split by its content', () => {
    expect(serializeCookie('merchant', 'a; b=c')).toMatch(/^merchant=a%3B%20b%3Dc;/);
  });

  it('clears the merchant, token and branch cookies on a failed lookup, but keeps the language', () => {
    const cleared = clearMerchantCookies();
    const names = cleared.map((c) => c.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['merchant', 'token', 'nearestBranch']));
    expect(names).not.toContain('lang');
    for (const c of cleared) expect(c).toContain('Max-Age=0');
  });
});
