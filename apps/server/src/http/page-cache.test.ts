/**
 * Which requests may share a kept page (decision 300): the key names everything the menu page depends on, and
 * every cookie of the storefront is either part of the key or makes the request personal.
 */
import { describe, expect, it } from 'vitest';
import { COOKIE } from '../../../web/app/lib/cookies.ts';
import {
  createPageCache,
  isSharedSetCookie,
  PERSONAL_COOKIES,
  pageKeyOf,
  SHARED_COOKIES,
} from './page-cache.ts';

const url = (path: string) => new URL(`https://navruz.dasturxon.uz${path}`);

describe('the key of a shared page', () => {
  it('knows every cookie of the storefront: shared (in the key) or personal (no sharing)', () => {
    const known = new Set<string>([...SHARED_COOKIES, ...PERSONAL_COOKIES]);
    expect(Object.values(COOKIE).filter((name) => !known.has(name))).toEqual([]);
  });

  it('differs by host, language, merchant, branch, city and channel; ignores cookies that are not ours', () => {
    const keys = [
      pageKeyOf('GET', url('/'), undefined),
      pageKeyOf('GET', new URL('https://oqtepa.dasturxon.uz/'), undefined),
      pageKeyOf('GET', url('/'), 'lang=ru'),
      pageKeyOf('GET', url('/'), 'merchant=m-2'),
      pageKeyOf('GET', url('/'), 'nearestBranch=7'),
      pageKeyOf('GET', url('/'), 'city=2'),
      pageKeyOf('GET', url('/'), 'client=tg'),
      pageKeyOf('GET', url('/?vendor=navruz'), undefined),
      pageKeyOf('GET', new URL('http://navruz.dasturxon.uz/'), undefined),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(pageKeyOf('GET', url('/'), '_ym_uid=123; lang=ru')).toBe(pageKeyOf('GET', url('/'), 'lang=ru'));
  });

  it('lets no personal state, other method, page or query share a page', () => {
    for (const cookie of [
      'token=abc',
      'tokens=%7B%7D',
      'loginStep=x',
      'basket_m-1=%5B%5D',
      'checkout_m-1=x',
      'dx_device=d',
      'position=41.3%2C69.2',
    ]) {
      expect(pageKeyOf('GET', url('/'), `lang=uz; ${cookie}`), cookie).toBeNull();
    }
    expect(pageKeyOf('POST', url('/'), undefined)).toBeNull();
    expect(pageKeyOf('HEAD', url('/'), undefined)).toBeNull();
    expect(pageKeyOf('GET', url('/basket'), undefined)).toBeNull();
    expect(pageKeyOf('GET', url('/?hall=1&table=2'), undefined)).toBeNull();
    expect(pageKeyOf('GET', url('/?tgWebAppData=user%3D1'), undefined)).toBeNull();
  });

  it('repeats only shared preference cookies', () => {
    expect(isSharedSetCookie('merchant=m-1; Path=/; Max-Age=31536000')).toBe(true);
    expect(isSharedSetCookie('token=abc; Path=/; HttpOnly')).toBe(false);
    expect(isSharedSetCookie('basket_m-1=; Max-Age=0')).toBe(false);
  });
});

describe('the page cache', () => {
  const page = (merchants: string[]) => ({
    body: Buffer.from('<html></html>'),
    headers: [],
    nonce: 'n',
    merchants,
    menus: [],
  });

  it('drops a merchant’s pages and refuses a render that began before the change', () => {
    const cache = createPageCache({ now: () => 0, menuEtag: async () => '"e"' });
    const started = cache.begin();
    cache.invalidate('m-1');
    expect(cache.store('k1', started, page(['m-1']))).toBeNull();
    expect(cache.store('k2', started, page(['m-2']))).not.toBeNull();
    expect(cache.store('k3', cache.begin(), page(['m-1']))).not.toBeNull();
    cache.invalidate('m-1');
    expect(cache.size).toBe(1);
  });

  it('ends every page with the minute of the app’s clock', async () => {
    let now = Date.UTC(2026, 10, 23, 8, 0, 30);
    const cache = createPageCache({ now: () => now, menuEtag: async () => '"e"' });
    cache.store('k', cache.begin(), page(['m-1']));
    now += 20_000;
    expect(await cache.lookup('k')).not.toBeNull();
    now += 10_000;
    expect(await cache.lookup('k')).toBeNull();
  });

  it('knows a page current without waiting only while the menu cache holds the ETags it showed', async () => {
    let now = Date.UTC(2026, 10, 23, 8, 0, 0);
    /** What the menu cache holds now without asking the database (undefined: it must ask first). */
    let held: string | undefined = '"v1"';
    let asked = 0;
    const cache = createPageCache({
      now: () => now,
      menuEtag: async () => {
        asked += 1;
        return '"v1"';
      },
      menuEtagNow: () => held,
    });
    const shown = { ...page(['m-1']), menus: [{ merchantId: 'm-1', channel: 'WEB' as const, etag: '"v1"' }] };
    cache.store('k', cache.begin(), shown);
    now += 5_000;
    expect(cache.peek('k')).not.toBeNull();
    // The menu cache must ask the database: not known without waiting; lookup asks, and the page stays.
    held = undefined;
    expect(cache.peek('k')).toBeNull();
    expect(await cache.lookup('k')).not.toBeNull();
    expect(asked).toBe(1);
    // Checked just now: known current for the interval that follows, as lookup's own check is.
    expect(cache.peek('k')).not.toBeNull();
    // The menu changed (another instance's write, noticed by the menu cache): the page is gone for both.
    held = '"v2"';
    expect(cache.peek('k')).toBeNull();
    held = '"v1"';
    expect(cache.peek('k')).toBeNull();
    expect(await cache.lookup('k')).toBeNull();
  });
});
