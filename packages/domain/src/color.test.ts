import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  normalizeHexColor,
  relativeLuminance,
  textColorOn,
} from './color.ts';

describe('textColorOn', () => {
  it('is white on a dark main colour', () => {
    expect(textColorOn('dark')).toBe('#FFFFFF');
  });

  it.each(['light', null, undefined] as const)('is black otherwise (%s)', (type) => {
    expect(textColorOn(type)).toBe('#000000');
  });
});

describe('normalizeHexColor', () => {
  it('keeps a six-digit colour, upper-cased', () => {
    expect(normalizeHexColor('#fce000', DEFAULT_PRIMARY_COLOR)).toBe('#FCE000');
    expect(normalizeHexColor('#1A2b3C', DEFAULT_PRIMARY_COLOR)).toBe('#1A2B3C');
  });

  it('expands a three-digit colour', () => {
    expect(normalizeHexColor('#f0a', DEFAULT_PRIMARY_COLOR)).toBe('#FF00AA');
  });

  it('ignores surrounding whitespace', () => {
    expect(normalizeHexColor('  #123456\n', DEFAULT_PRIMARY_COLOR)).toBe('#123456');
  });

  it.each([
    null,
    undefined,
    '',
    'red',
    'fce000',
    '#fce00',
    '#fce0000',
    '#ggg',
    '#fff;background:url(x)',
    'rgb(0,0,0)',
    '#ffff',
  ])('falls back for %j', (value) => {
    expect(normalizeHexColor(value, DEFAULT_PRIMARY_COLOR)).toBe(DEFAULT_PRIMARY_COLOR);
  });

  it('always yields either a #RRGGBB colour or the fallback', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (value) => {
        const out = normalizeHexColor(value, 'FALLBACK');
        expect(out === 'FALLBACK' || /^#[0-9A-F]{6}$/.test(out)).toBe(true);
      }),
    );
  });

  it('is idempotent on valid colours', () => {
    const hex = fc.stringMatching(/^#[0-9a-fA-F]{6}$/);
    fc.assert(
      fc.property(hex, (value) => {
        const once = normalizeHexColor(value, 'X');
        expect(normalizeHexColor(once, 'X')).toBe(once);
        expect(once.toLowerCase()).toBe(value.toLowerCase());
      }),
    );
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whatever the order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#E2A33B', '#e2a33b')).toBeCloseTo(1, 5);
  });

  it('tells readable text on a brand colour from unreadable (AA needs 4.5)', () => {
    expect(contrastRatio('#E2A33B', '#FFFFFF')).toBeLessThan(4.5);
    expect(contrastRatio('#E2A33B', '#000000')).toBeGreaterThan(4.5);
    expect(contrastRatio('#2E7D32', '#FFFFFF')).toBeGreaterThan(4.5);
  });

  it('refuses what is not a colour', () => {
    expect(() => relativeLuminance('red')).toThrow(RangeError);
  });
});
