import { describe, expect, it } from 'vitest';
import { formatBranchCount } from './branch-count.ts';
import { formatDistance } from './distance.ts';
import { formatPhone, telHref } from './phone.ts';
import { translator } from './test-translator.ts';

describe('branch count', () => {
  it('uses the plural form of each language', () => {
    const ru = translator('ru');
    expect([1, 3, 5, 21, 22, 11].map((n) => formatBranchCount(ru, 'ru', n))).toEqual([
      '1 филиал',
      '3 филиала',
      '5 филиалов',
      '21 филиал',
      '22 филиала',
      '11 филиалов',
    ]);
    expect(formatBranchCount(translator('eng'), 'eng', 1)).toBe('1 branch');
    expect(formatBranchCount(translator('eng'), 'eng', 4)).toBe('4 branches');
    expect(formatBranchCount(translator('uz'), 'uz', 4)).toBe('4 ta filial');
  });
});

describe('distance', () => {
  it('shows metres under a kilometre and one decimal below 10 km, with the language decimal mark', () => {
    expect(formatDistance(347, 'eng', translator('eng'))).toBe('350 m');
    expect(formatDistance(2430, 'eng', translator('eng'))).toBe('2.4 km');
    expect(formatDistance(2430, 'ru', translator('ru'))).toBe('2,4 км');
    expect(formatDistance(15_600, 'uz', translator('uz'))).toBe('16 km');
  });
});

describe('phone', () => {
  it('formats Uzbek numbers and dials digits only', () => {
    expect(formatPhone('+998712000000')).toBe('+998\u00a071\u00a0200\u00a000\u00a000');
    expect(formatPhone('998 (90) 123-45-67')).toBe('+998\u00a090\u00a0123\u00a045\u00a067');
    expect(formatPhone('901234567')).toBe('+998\u00a090\u00a0123\u00a045\u00a067');
    expect(formatPhone(' 1050 ')).toBe('1050');
    expect(telHref('+998 (71) 200-00-00')).toBe('tel:+998712000000');
  });
});
