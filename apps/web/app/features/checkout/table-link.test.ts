import { describe, expect, it } from 'vitest';
import { checkoutCookieName, parseCheckoutState } from './checkout-state.ts';
import { tableLinkRedirect } from './table-link.server.ts';

const m = { merchantId: 'm-1', cookies: {} };

function stateOf(res: Response) {
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie.startsWith(`${checkoutCookieName('m-1')}=`)).toBe(true);
  return parseCheckoutState(decodeURIComponent(cookie.split(';')[0]?.split('=').slice(1).join('=') ?? ''));
}

describe('a table QR link', () => {
  it('stores hall and table as a dine-in checkout and drops the parameters from the URL', () => {
    const res = tableLinkRedirect(new Request('http://localhost/?vendor=navruz&table=12&hall=1'), m);
    expect(res?.status).toBe(302);
    expect(res?.headers.get('location')).toBe('/?vendor=navruz');
    expect(stateOf(res as Response)).toMatchObject({ serviceType: 'DINE_IN', tableId: 12, hallId: 1 });
  });

  it('is nothing on an ordinary visit, and a bad table number is only dropped', () => {
    expect(tableLinkRedirect(new Request('http://localhost/?vendor=navruz'), m)).toBeNull();
    const bad = tableLinkRedirect(new Request('http://localhost/?table=abc'), m);
    expect(bad?.headers.get('location')).toBe('/');
    expect(bad?.headers.get('set-cookie')).toBeNull();
  });
});
