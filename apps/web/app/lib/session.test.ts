import { describe, expect, it } from 'vitest';
import { createRequestCookies } from './cookies.ts';
import { parseTokenMap, safeReturnPath, signIn, signOut, tokenFor } from './session.ts';

const A = '6f1c2f4e-8a51-4a3e-9a57-2f0c1b7d9e10';
const B = '0b7f5d2a-3c4e-4f61-8a9b-1c2d3e4f5a6b';
const TOKEN_A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const TOKEN_B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

const req = (cookie = '', url = 'https://navruz.dasturxon.uz/login/confirm') =>
  new Request(url, { headers: { cookie } });
const mapValue = (setCookie: string | undefined) =>
  decodeURIComponent((setCookie ?? '').split(';')[0]?.slice('tokens='.length) ?? '');
const mapCookie = (map: Record<string, string>) => `tokens=${encodeURIComponent(JSON.stringify(map))}`;
/** The Set-Cookie values of a request's answer after a login, or a logout, at brand `merchantId`. */
function signInCookies(request: Request, merchantId: string, token: string): string[] {
  const cookies = createRequestCookies(request);
  signIn(cookies, merchantId, token);
  return cookies.outgoing();
}
function signOutCookies(request: Request, merchantId: string): string[] {
  const cookies = createRequestCookies(request);
  signOut(cookies, merchantId);
  return cookies.outgoing();
}

describe('session cookies', () => {
  it('a login keeps the token httpOnly, Secure, SameSite=Lax for 90 days, and remembers it for its brand', () => {
    const [token, tokens] = signInCookies(req(), A, TOKEN_A);
    expect(token).toBe(`token=${TOKEN_A}; Path=/; SameSite=Lax; Max-Age=7776000; HttpOnly; Secure`);
    expect(tokens).toContain('HttpOnly');
    expect(mapValue(tokens)).toBe(JSON.stringify({ [A]: TOKEN_A }));
  });

  it('keeps Secure on http://localhost (a secure context) but not on a plain-HTTP address', () => {
    expect(signInCookies(req('', 'http://localhost:3000/login/confirm'), A, TOKEN_A)[0]).toContain('Secure');
    expect(signInCookies(req('', 'http://192.168.1.5:3000/login/confirm'), A, TOKEN_A)[0]).not.toContain(
      'Secure',
    );
  });

  it('logging out of one brand keeps the other brand signed in', () => {
    const cookies = signOutCookies(req(`token=${TOKEN_A}; ${mapCookie({ [A]: TOKEN_A, [B]: TOKEN_B })}`), A);
    expect(cookies[0]).toMatch(/^token=; .*Max-Age=0/);
    const tokens = cookies[1];
    expect(mapValue(tokens)).toBe(JSON.stringify({ [B]: TOKEN_B }));
    // Spec §4: the order requests go too (this brand's basket and checkout choices), not the other brand's.
    expect(cookies.map((c) => c.split('=')[0])).toEqual([
      'token',
      'tokens',
      'nearestBranch',
      'city',
      `basket_${A}`,
      `checkout_${A}`,
    ]);
  });

  it('logging out of the last brand clears the map cookie', () => {
    const cookies = signOutCookies(req(mapCookie({ [A]: TOKEN_A })), A);
    expect(cookies[1]).toMatch(/^tokens=; .*Max-Age=0/);
  });

  it('a switch of brand restores that brand’s session, never the other brand’s', () => {
    const cookies = { token: TOKEN_A, tokens: JSON.stringify({ [A]: TOKEN_A, [B]: TOKEN_B }) };
    expect(tokenFor(cookies, B, true)).toBe(TOKEN_B);
    expect(tokenFor(cookies, A, false)).toBe(TOKEN_A);
    expect(tokenFor({ token: TOKEN_A, tokens: JSON.stringify({ [A]: TOKEN_A }) }, B, true)).toBeNull();
  });

  it('ignores a tampered map instead of failing the page', () => {
    expect(parseTokenMap('not json')).toEqual({});
    expect(parseTokenMap('[1,2]')).toEqual({});
    expect(parseTokenMap(JSON.stringify({ 'not-a-uuid': TOKEN_A, [A]: 'bad token!', [B]: TOKEN_B }))).toEqual(
      {
        [B]: TOKEN_B,
      },
    );
  });
});

describe('safeReturnPath', () => {
  it('returns only to a path of this site, never back to the login', () => {
    expect(safeReturnPath('/category?id=3')).toBe('/category?id=3');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'profile',
      '/login',
      '/login/confirm?x=1',
      '/profile\r\nSet-Cookie: token=x',
      '/\tprofile',
      '/profile orders',
      '/профиль',
      null,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
