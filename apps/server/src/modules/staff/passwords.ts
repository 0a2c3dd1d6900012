/**
 * Staff passwords (decision 120): scrypt from node:crypto with a random 16-byte salt per password, stored as
 * "scrypt$N$r$p$salt$hash" (base64), compared in constant time. The parameters travel with each hash, so they
 * can be raised later without invalidating stored passwords.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * N = 2^15, r = 8, p = 1: 32 MiB and some 50-100 ms per hash. OWASP suggests 2^17 (128 MiB); a quarter of that
 * keeps a burst of logins from exhausting a small server's memory, and the login throttle limits guessing.
 */
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, opts: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...opts, maxmem: 256 * opts.N * opts.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Does `password` match the stored hash? A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N: n, r, p });
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/**
 * A hash to compare against when the login does not exist, so that an unknown login costs the same time as a
 * wrong password and the answer time does not tell which logins exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
