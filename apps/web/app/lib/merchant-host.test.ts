import { describe, expect, it } from 'vitest';
import { brandHref, isDevHost, resolveMerchantSource } from './merchant-host.ts';

const config = { baseDomain: 'dasturxon.uz', defaultMerchantSub: 'navruz' };
const ID = '6f1c2a52-8d1e-4a43-9b7c-2f4ad1f0a9e1';
const at = (href: string, cookie: string | null = null) =>
  resolveMerchantSource(new URL(href), cookie, config);

describe('resolveMerchantSource', () => {
  it('reads the merchant from a sub-domain of the base domain, ignoring the cookie', () => {
    expect(at('https://bodomzor.dasturxon.uz/', ID)).toEqual({ kind: 'sub', sub: 'bodomzor', via: 'host' });
    expect(at('https://www.navruz.dasturxon.uz/menu')).toEqual({ kind: 'sub', sub: 'navruz', via: 'host' });
  });

  it('looks a custom domain up by its name', () => {
    expect(at('https://menu.navruz.uz/')).toEqual({ kind: 'domain', domain: 'menu.navruz.uz' });
    expect(at('https://www.bodomzor.uz/')).toEqual({ kind: 'domain', domain: 'bodomzor.uz' });
  });

  it('uses the merchant cookie on the bare base domain, and nothing without it', () => {
    expect(at('https://dasturxon.uz/', ID)).toEqual({ kind: 'id', id: ID });
    expect(at('https://dasturxon.uz/')).toEqual({ kind: 'none' });
  });

  it('never honours ?vendor= on a production host', () => {
    expect(at('https://navruz.dasturxon.uz/?vendor=bodomzor')).toEqual({
      kind: 'sub',
      sub: 'navruz',
      via: 'host',
    });
  });

  it('lets ?vendor= choose on development hosts, over the cookie', () => {
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      'shop.local',
      'dev.dasturxon.uz',
      'demo.example.com',
    ]) {
      expect(at(`http://${host}/?vendor=bodomzor`, ID)).toEqual({
        kind: 'sub',
        sub: 'bodomzor',
        via: 'vendor',
      });
    }
  });

  it('falls back to the cookie, then the default sub-domain, on development hosts', () => {
    expect(at('http://localhost:3000/', ID)).toEqual({ kind: 'id', id: ID });
    expect(at('http://localhost:3000/')).toEqual({ kind: 'sub', sub: 'navruz', via: 'default' });
  });

  it('ignores a cookie that is not a merchant id', () => {
    expect(at('http://localhost:3000/', 'undefined')).toEqual({ kind: 'sub', sub: 'navruz', via: 'default' });
    expect(at('https://dasturxon.uz/', 'not-a-uuid')).toEqual({ kind: 'none' });
  });

  it('treats a malformed ?vendor= as a failed lookup rather than showing another merchant', () => {
    expect(at('http://localhost:3000/?vendor=../../etc', ID)).toEqual({ kind: 'none' });
  });

  it('is case-insensitive about hosts and vendors', () => {
    expect(at('https://NAVRUZ.Dasturxon.UZ/')).toEqual({ kind: 'sub', sub: 'navruz', via: 'host' });
    expect(at('http://localhost/?vendor=BodomZor')).toEqual({ kind: 'sub', sub: 'bodomzor', via: 'vendor' });
  });
});

describe('isDevHost', () => {
  it('knows development hosts from production ones', () => {
    expect(
      ['localhost', '127.0.0.1', '[::1]', 'a.localhost', 'x.local', 'dev.a.uz', 'demo.a.uz'].map(isDevHost),
    ).toEqual(Array(7).fill(true));
    expect(['navruz.dasturxon.uz', 'menu.navruz.uz', 'developer.uz', 'demolition.uz'].map(isDevHost)).toEqual(
      Array(4).fill(false),
    );
  });
});

describe('brandHref', () => {
  const brand = { sub: 'navruzburger', domainUrl: null };
  it('opens another brand with ?vendor= on localhost', () => {
    expect(brandHref(new URL('http://localhost:3000/category?id=2'), brand, config)).toBe(
      '/?vendor=navruzburger',
    );
  });
  it("opens the brand's own domain, else its sub-domain, in production", () => {
    const here = new URL('https://navruz.dasturxon.uz/');
    expect(brandHref(here, { sub: 'b', domainUrl: 'burger.navruz.uz' }, config)).toBe(
      'https://burger.navruz.uz/',
    );
    expect(brandHref(here, { sub: 'b', domainUrl: 'https://burger.uz/x' }, config)).toBe(
      'https://burger.uz/x',
    );
    expect(brandHref(here, brand, config)).toBe('https://navruzburger.dasturxon.uz/');
  });
});
