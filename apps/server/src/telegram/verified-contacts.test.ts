import { describe, expect, it } from 'vitest';
import {
  createVerifiedContactStore,
  normalizeContactPhone,
  VERIFIED_CONTACT_TTL_MS,
} from './verified-contacts.ts';

const M1 = '11111111-1111-4111-8111-111111111111';
const M2 = '22222222-2222-4222-8222-222222222222';

describe('verified contact store', () => {
  it('keeps a phone per merchant and Telegram user until it expires', async () => {
    let now = 1_000;
    const store = createVerifiedContactStore(() => now);
    await store.record(M1, '42', '998901234567');
    expect(await store.peek(M1, '42')).toBe('998901234567');
    expect(await store.peek(M2, '42')).toBeNull();
    expect(await store.peek(M1, '43')).toBeNull();
    now += VERIFIED_CONTACT_TTL_MS;
    expect(await store.peek(M1, '42')).toBeNull();
  });

  it('forgets a consumed contact, and a newer contact replaces an older one', async () => {
    const store = createVerifiedContactStore(() => 0);
    await store.record(M1, '42', '998901234567');
    await store.record(M1, '42', '998907654321');
    expect(await store.peek(M1, '42')).toBe('998907654321');
    await store.consume(M1, '42');
    expect(await store.peek(M1, '42')).toBeNull();
  });
});

describe('normalizeContactPhone', () => {
  it('reads the ways Telegram writes an Uzbek number', () => {
    expect(normalizeContactPhone('+998 90 123 45 67')).toBe('998901234567');
    expect(normalizeContactPhone('998901234567')).toBe('998901234567');
    expect(normalizeContactPhone('901234567')).toBe('998901234567');
  });

  it('refuses other countries and garbage', () => {
    expect(normalizeContactPhone('+79123456789')).toBeNull();
    expect(normalizeContactPhone('')).toBeNull();
    expect(normalizeContactPhone('99890123456789')).toBeNull();
  });
});
