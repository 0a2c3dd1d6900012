import { describe, expect, it } from 'vitest';
import { formatNational, nationalDigits } from './phone-input.ts';

describe('phone mask', () => {
  it('groups the national number as "90 123 45 67" while typing', () => {
    expect(formatNational('9')).toBe('9');
    expect(formatNational('901')).toBe('90 1');
    expect(formatNational('901234567')).toBe('90 123 45 67');
  });

  it('takes a pasted full number without doubling the country code, and stops at nine digits', () => {
    expect(nationalDigits('+998 90 123-45-67')).toBe('901234567');
    expect(formatNational('9012345678999')).toBe('90 123 45 67');
  });
});
