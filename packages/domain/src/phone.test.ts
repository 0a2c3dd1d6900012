import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUzPhone, normalizeUzPhone } from './phone.ts';

describe('normalizeUzPhone', () => {
  it.each([
    '+998 90 123 45 67',
    '+998901234567',
    '998901234567',
    '901234567',
    '90 123 45 67',
    '(90) 123-45-67',
    '+998 (90) 123-45-67',
    ' +998\u00A090\u00A0123\u00A045\u00A067 ',
    '90.123.45.67',
  ])('reads %j', (input) => {
    expect(normalizeUzPhone(input)).toBe('998901234567');
  });

  it.each([
    '',
    '+',
    '12345678',
    '9012345678',
    '99890123456',
    '9989012345678',
    '+901234567',
    '+7 901 234 56 78',
    '012345678',
    '998012345678',
    '90123456a',
    '90 123 45 67 ext 1',
    '++998901234567',
    '998+901234567',
  ])('refuses %j', (input) => {
    expect(normalizeUzPhone(input)).toBeNull();
  });

  it('accepts every nine-digit national number not starting with 0, in every written form', () => {
    const national = fc.stringMatching(/^[1-9]\d{8}$/);
    fc.assert(
      fc.property(national, (n) => {
        const expected = `998${n}`;
        expect(normalizeUzPhone(n)).toBe(expected);
        expect(normalizeUzPhone(`+998${n}`)).toBe(expected);
        expect(normalizeUzPhone(formatUzPhone(expected))).toBe(expected);
      }),
    );
  });
});

describe('formatUzPhone', () => {
  it('writes the number in the usual groups', () => {
    expect(formatUzPhone('998901234567')).toBe('+998 90 123 45 67');
    expect(formatUzPhone('331234567')).toBe('+998 33 123 45 67');
  });

  it('leaves what is not an Uzbek number alone', () => {
    expect(formatUzPhone('+7 901 234 56 78')).toBe('+7 901 234 56 78');
    expect(formatUzPhone('')).toBe('');
  });
});
