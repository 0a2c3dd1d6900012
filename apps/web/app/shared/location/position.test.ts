import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition } from './position.ts';

describe('position cookie', () => {
  it('keeps three decimals (about 100 m), never the exact point', () => {
    expect(formatPosition({ latitude: 41.311081, longitude: 69.279737 })).toBe('41.311,69.280');
  });

  it('reads back what it wrote', () => {
    expect(parsePosition(formatPosition({ latitude: -33.8688, longitude: 151.2093 }))).toEqual({
      latitude: -33.869,
      longitude: 151.209,
    });
  });

  it.each(['', 'abc', '41.3', '91,69', '41,181', '41.3;69.2', '1e2,3', '41.3,69.2,1'])(
    'refuses %j',
    (raw) => {
      expect(parsePosition(raw)).toBeNull();
    },
  );
});
