import { describe, expect, it } from 'vitest';
import { isNavigationAllowed } from './navigation.ts';

const current = { host: 'navruz.dasturxon.uz' };
const allowed = ['t.me', 'instagram.com'];
const check = (target: string, hosts: readonly string[] = allowed) =>
  isNavigationAllowed(target, current, hosts);

describe('isNavigationAllowed', () => {
  it.each(['/', '/basket', 'product/5', '?vendor=navruz', '#menu', '', '../about'])(
    'allows the relative URL %j',
    (t) => {
      expect(check(t)).toBe(true);
    },
  );

  it('allows URLs on the current host', () => {
    expect(check('https://navruz.dasturxon.uz/basket')).toBe(true);
    expect(check('http://NAVRUZ.dasturxon.uz/')).toBe(true);
    expect(isNavigationAllowed('http://localhost:3000/basket', { host: 'localhost:3000' }, [])).toBe(true);
  });

  it('allows phone and mail links', () => {
    expect(check('tel:+998901234567', [])).toBe(true);
    expect(check('mailto:info@navruz.uz', [])).toBe(true);
  });

  it('blocks other hosts unless listed', () => {
    expect(check('https://evil.example/phish')).toBe(false);
    expect(check('https://dasturxon.uz/')).toBe(false); // a parent of the current host is another site
    expect(check('https://bodomzor.dasturxon.uz/')).toBe(false);
  });

  it('allows listed hosts and their sub-domains', () => {
    expect(check('https://t.me/navruz_bot')).toBe(true);
    expect(check('https://www.instagram.com/navruz')).toBe(true);
    expect(check('https://Web.T.Me/')).toBe(true);
  });

  it('does not mistake look-alike hosts for listed ones', () => {
    expect(check('https://evilt.me/')).toBe(false);
    expect(check('https://t.me.evil.example/')).toBe(false);
    expect(check('https://t.me@evil.example/')).toBe(false);
  });

  it('accepts listed hosts written as wildcards, with a scheme, or upper-case', () => {
    expect(check('https://a.t.me/', ['*.t.me'])).toBe(true);
    expect(check('https://t.me/x', ['https://t.me/'])).toBe(true);
    expect(check('https://t.me/x', ['T.ME'])).toBe(true);
    expect(check('https://t.me/x', ['', '  '])).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'tg://resolve?domain=navruz',
  ])('never allows %j', (t) => {
    expect(check(t, ['t.me', 'navruz.dasturxon.uz'])).toBe(false);
  });

  it('reads protocol-relative and backslash URLs as the browser does', () => {
    expect(check('//evil.example/x')).toBe(false);
    expect(check('/\\evil.example/x')).toBe(false);
    expect(check('https:\\\\evil.example')).toBe(false);
    expect(check('//t.me/x')).toBe(true);
  });
});
