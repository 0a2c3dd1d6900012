import { describe, expect, it } from 'vitest';
import { createRequestCookies, withSetCookies } from '../../lib/cookies.ts';
import { checkoutCookieName, parseCheckoutState } from './checkout-state.ts';
import { tableLinkRedirect } from './table-link.server.ts';

/** The answer to a visit, with its cookie changes on it as the root middleware writes them. */
function visit(request: Request) {
  const cookies = createRequestCookies(request);
  const res = tableLinkRedirect(request, { merchantId: 'm-1', cookies });
  return res && withSetCookies(res, cookies.outgoing());
}

function stateOf(res: Response) {
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie.startsWith(`${checkoutCookieName('m-1')}=`)).toBe(true);
  return parseCheckoutState(decodeURIComponent(cookie.split(';')[0]?.split('=').slice(1).join('=') ?? ''));
}

describe('a table QR link', () => {
  it('stores hall and table as a dine-in checkout and drops the parameters from the URL', () => {
    const res = visit(new Request('http://localhost/?vendor=navruz&table=12&hall=1'));
    expect(res?.status).toBe(302);
    expect(res?.headers.get('location')).toBe('/?vendor=navruz');
    expect(stateOf(res as Response)).toMatchObject({ serviceType: 'DINE_IN', tableId: 12, hallId: 1 });
  });

  it('is nothing on an ordinary visit, and a bad table number is only dropped', () => {
    expect(visit(new Request('http://localhost/?vendor=navruz'))).toBeNull();
    const bad = visit(new Request('http://localhost/?table=abc'));
    expect(bad?.headers.get('location')).toBe('/');
    expect(bad?.headers.get('set-cookie')).toBeNull();
  });
});
