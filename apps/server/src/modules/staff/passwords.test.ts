import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';

describe('staff passwords', () => {
  it('hashes with a fresh salt each time and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('admin123'), hashPassword('admin123')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('admin123');
    expect(await verifyPassword('admin123', a)).toBe(true);
    expect(await verifyPassword('admin123', b)).toBe(true);
    expect(await verifyPassword('admin124', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never matches a malformed or tampered hash', async () => {
    const good = await hashPassword('x');
    const parts = good.split('$');
    const tampered = [...parts.slice(0, 5), Buffer.alloc(32).toString('base64')].join('$');
    for (const stored of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      tampered,
      // Absurd cost parameters are refused before any work.
      ['scrypt', 2 ** 30, 8, 1, parts[4], parts[5]].join('$'),
      ['scrypt', 'x', 8, 1, parts[4], parts[5]].join('$'),
    ]) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
    }
  });

  it('has one dummy hash for unknown logins, which no password is known to match', async () => {
    const dummy = await dummyHash();
    expect(await dummyHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
