import { describe, expect, it } from 'vitest';
import {
  addLine,
  BASKET_MAX_AGE_SECONDS,
  type BasketLine,
  basketCookieName,
  basketCount,
  decodeBasket,
  encodeBasket,
  lineKey,
  MAX_BASKET_LINES,
  MAX_LINE_COUNT,
  makeLine,
  productCount,
  readBasket,
  setLineCount,
} from '../../lib/basket-codec.ts';
import { parseCookies, serializeCookie } from '../../lib/cookies.ts';
import { type CookieJar, createBasketStore } from '../../shared/basket/basket-store.ts';

/** A browser's cookie jar in miniature: name=value pairs, Max-Age=0 deletes. */
function fakeJar(): CookieJar & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  return {
    jar,
    read: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    write(cookie) {
      const [pair, ...attrs] = cookie.split('; ');
      const eq = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, eq);
      if (attrs.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, (pair ?? '').slice(eq + 1));
    },
    origin: () => new URL('http://192.168.1.5:3000/'),
  };
}

describe('basket encoding', () => {
  it('round-trips lines with and without modifiers in a compact value', () => {
    const lines = [
      makeLine({
        productId: 12,
        count: 2,
        modifications: [
          { id: 35, count: 1 },
          { id: 34, count: 2 },
        ],
      }),
      makeLine({ productId: 7, count: 1, modifications: [] }),
    ];
    const value = encodeBasket(lines);
    expect(value).toBe('12x2-34*2.35_7x1');
    expect(encodeURIComponent(value)).toBe(value);
    expect(decodeBasket(value)).toEqual(lines);
  });

  it('keys a dish by its sorted choice, so the order of picking does not matter', () => {
    expect(
      lineKey(5, [
        { id: 9, count: 1 },
        { id: 3, count: 1 },
      ]),
    ).toBe(
      lineKey(5, [
        { id: 3, count: 1 },
        { id: 9, count: 1 },
      ]),
    );
    expect(lineKey(5, [])).not.toBe(lineKey(5, [{ id: 3, count: 1 }]));
  });

  it('skips malformed parts instead of failing, and merges duplicate lines', () => {
    expect(decodeBasket('abc_12x1_0x3_5x0_7x1-a.b_12x2')).toEqual([
      { key: '12', productId: 12, count: 3, modifications: [] },
    ]);
    expect(decodeBasket('')).toEqual([]);
    expect(decodeBasket(null)).toEqual([]);
  });

  it('stays far below the 4 kB cookie limit at the line cap', () => {
    const lines: BasketLine[] = [];
    for (let i = 0; i < MAX_BASKET_LINES; i++) {
      lines.push(
        makeLine({
          productId: 100000 + i,
          count: 99,
          modifications: [1, 2, 3, 4, 5].map((k) => ({ id: 100000 + k, count: 2 })),
        }),
      );
    }
    const cookie = serializeCookie(
      basketCookieName('0b6d7a2e-8c1f-4f7e-9f3a-1234567890ab'),
      encodeBasket(lines),
      { maxAge: BASKET_MAX_AGE_SECONDS },
      new URL('https://navruz.dasturxon.uz/'),
    );
    expect(cookie.length).toBeLessThan(3000);
  });
});

describe('basket changes', () => {
  const pizza = { productId: 1, count: 1, modifications: [{ id: 10, count: 1 }] };

  it('adds the same dish with the same choice to one line', () => {
    const a = addLine([], pizza);
    if (!a.ok) throw new Error('refused');
    const b = addLine(a.lines, { ...pizza, count: 2 });
    if (!b.ok) throw new Error('refused');
    expect(b.lines).toHaveLength(1);
    expect(b.lines[0]?.count).toBe(3);
    const c = addLine(b.lines, { ...pizza, modifications: [{ id: 11, count: 1 }] });
    if (!c.ok) throw new Error('refused');
    expect(c.lines).toHaveLength(2);
    expect(basketCount(c.lines)).toBe(4);
    expect(productCount(c.lines, 1)).toBe(4);
  });

  it('refuses a count above the stock over all choices of the product', () => {
    const a = addLine([], { ...pizza, count: 2 }, 3);
    if (!a.ok) throw new Error('refused');
    expect(addLine(a.lines, { ...pizza, modifications: [] }, 3).ok).toBe(true);
    expect(addLine(a.lines, { ...pizza, count: 2, modifications: [] }, 3)).toEqual({
      ok: false,
      reason: 'notEnough',
      max: 3,
    });
    expect(addLine([], pizza, 0)).toEqual({ ok: false, reason: 'notEnough', max: 0 });
  });

  it('refuses a new line past the line cap but still raises an existing one', () => {
    let lines: BasketLine[] = [];
    for (let i = 1; i <= MAX_BASKET_LINES; i++) {
      const r = addLine(lines, { productId: i, count: 1, modifications: [] });
      if (!r.ok) throw new Error('refused');
      lines = r.lines;
    }
    expect(addLine(lines, { productId: 999, count: 1, modifications: [] })).toEqual({
      ok: false,
      reason: 'tooManyLines',
    });
    expect(addLine(lines, { productId: 1, count: 1, modifications: [] }).ok).toBe(true);
    expect(addLine([], { productId: 1, count: MAX_LINE_COUNT + 1, modifications: [] }).ok).toBe(false);
  });

  it('sets a count, and removes the line at zero', () => {
    const lines = [makeLine(pizza), makeLine({ productId: 2, count: 1, modifications: [] })];
    expect(setLineCount(lines, lines[0]?.key ?? '', 5)[0]?.count).toBe(5);
    expect(setLineCount(lines, lines[0]?.key ?? '', 0).map((l) => l.productId)).toEqual([2]);
  });
});

describe('basket store', () => {
  it('keeps one basket per merchant (brand), readable by the server from the Cookie header', () => {
    const jar = fakeJar();
    const store = createBasketStore(jar);
    store.set('brand-a', [makeLine({ productId: 1, count: 2, modifications: [] })]);
    store.set('brand-b', [makeLine({ productId: 9, count: 1, modifications: [] })]);
    expect(store.get('brand-a').map((l) => l.productId)).toEqual([1]);
    expect(store.get('brand-b').map((l) => l.productId)).toEqual([9]);
    expect(readBasket(parseCookies(jar.read()), 'brand-a')).toEqual(store.get('brand-a'));
    expect(readBasket(parseCookies(jar.read()), 'brand-c')).toEqual([]);
    expect([...jar.jar.keys()]).toEqual([basketCookieName('brand-a'), basketCookieName('brand-b')]);
  });

  it('returns the same snapshot while the cookie is unchanged and notifies on change', () => {
    const jar = fakeJar();
    const store = createBasketStore(jar);
    let calls = 0;
    store.subscribe(() => calls++);
    const first = store.get('m');
    expect(store.get('m')).toBe(first);
    store.set('m', [makeLine({ productId: 3, count: 1, modifications: [] })]);
    expect(calls).toBe(1);
    const second = store.get('m');
    expect(second).not.toBe(first);
    expect(store.get('m')).toBe(second);
    // Another tab empties it: a refresh notices.
    jar.jar.clear();
    store.refresh();
    expect(calls).toBe(2);
    expect(store.get('m')).toEqual([]);
  });

  it('deletes the cookie when the basket is emptied', () => {
    const jar = fakeJar();
    const store = createBasketStore(jar);
    store.set('m', [makeLine({ productId: 3, count: 1, modifications: [] })]);
    store.set('m', []);
    expect(jar.jar.size).toBe(0);
  });
});
