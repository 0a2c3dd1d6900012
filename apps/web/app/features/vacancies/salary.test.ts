import { describe, expect, it } from 'vitest';
import { keepNumbersTogether } from './salary.ts';

describe('keepNumbersTogether', () => {
  it('joins digit groups but leaves the spaces around the dash and the currency breakable', () => {
    expect(keepNumbersTogether('7 000 000 – 10 000 000 UZS')).toBe(
      '7\u00a0000\u00a0000 – 10\u00a0000\u00a0000 UZS',
    );
    expect(keepNumbersTogether('by agreement')).toBe('by agreement');
  });
});
