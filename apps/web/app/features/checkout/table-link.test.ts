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

const SIG = 'AbCdEfGhIjKlMnOpQrStUv';

describe('a table QR link', () => {
  it("stores the table's branch, hall, table and signature as a dine-in and drops them from the URL", () => {
    const res = visit(new Request(`http://localhost/?vendor=navruz&branch=3&hall=1&table=12&sig=${SIG}`));
    expect(res?.status).toBe(302);
    expect(res?.headers.get('location')).toBe('/?vendor=navruz');
    expect(stateOf(res as Response)).toMatchObject({
      serviceType: 'DINE_IN',
      tableBranchId: 3,
      hallId: 1,
      tableId: 12,
      tableSig: SIG,
      // The pick-up branch the customer chose before is not the table's branch.
      branchId: null,
    });
  });

  it('is nothing on an ordinary visit; an unsigned or broken link is only dropped', () => {
    expect(visit(new Request('http://localhost/?vendor=navruz'))).toBeNull();
    for (const url of [
      'http://localhost/?table=12&hall=1',
      `http://localhost/?table=abc&hall=1&branch=1&sig=${SIG}`,
    ]) {
      const res = visit(new Request(url));
      expect(res?.headers.get('location')).toBe('/');
      expect(res?.headers.get('set-cookie')).toBeNull();
    }
  });
});
