/**
 * Phones Telegram itself vouched for (decision 060). When a mini-app user shares their contact
 * (WebApp.requestContact), Telegram delivers it to the merchant's bot as a message; the bot webhook records
 * (merchant, Telegram user id) -> phone here when the contact is the sender's own (contact.user_id == from.id).
 * /webbot/v1/users/login then accepts only that phone for that Telegram user.
 *
 * A short lifetime: the contact is shared seconds before the login call that uses it, and a record is consumed
 * by that login. In memory for one process; in Redis when REDIS_URL is set (createRedisContactStore), so with
 * several instances the webhook and the login may reach different ones (issue 15 §3).
 */
import type { Redis } from 'ioredis';

/** How long a shared contact may wait for its login call. */
export const VERIFIED_CONTACT_TTL_MS = 10 * 60 * 1000;
/** Bound on remembered contacts, so a flood of webhook calls cannot grow memory without limit. */
const MAX_ENTRIES = 10_000;

export interface VerifiedContactStore {
  record(merchantId: string, telegramUserId: string, phone: string): Promise<void>;
  /** The verified phone of a Telegram user at a merchant, if recorded and not expired. */
  peek(merchantId: string, telegramUserId: string): Promise<string | null>;
  consume(merchantId: string, telegramUserId: string): Promise<void>;
  clear(): void;
}

/**
 * Scale mode (issue 15 §3): the contacts in Redis, so the webhook and the login may reach different instances.
 * One key per (merchant, Telegram user) with the same lifetime; `clear` is for tests and does nothing here.
 */
export function createRedisContactStore(redis: Redis, prefix = 'dasturxon:tg-contact'): VerifiedContactStore {
  const keyOf = (merchantId: string, telegramUserId: string) => `${prefix}:${merchantId}:${telegramUserId}`;
  return {
    async record(merchantId, telegramUserId, phone) {
      await redis.set(keyOf(merchantId, telegramUserId), phone, 'PX', VERIFIED_CONTACT_TTL_MS);
    },
    async peek(merchantId, telegramUserId) {
      return redis.get(keyOf(merchantId, telegramUserId));
    },
    async consume(merchantId, telegramUserId) {
      await redis.del(keyOf(merchantId, telegramUserId));
    },
    clear() {},
  };
}

export function createVerifiedContactStore(clock: () => number = Date.now): VerifiedContactStore {
  const entries = new Map<string, { phone: string; expiresAt: number }>();
  const keyOf = (merchantId: string, telegramUserId: string) => `${merchantId}:${telegramUserId}`;

  function prune(now: number): void {
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    // Still full of live entries: drop the oldest (Map keeps insertion order).
    while (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    async record(merchantId, telegramUserId, phone) {
      const now = clock();
      const key = keyOf(merchantId, telegramUserId);
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) prune(now);
      entries.set(key, { phone, expiresAt: now + VERIFIED_CONTACT_TTL_MS });
    },
    async peek(merchantId, telegramUserId) {
      const key = keyOf(merchantId, telegramUserId);
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= clock()) {
        entries.delete(key);
        return null;
      }
      return entry.phone;
    },
    async consume(merchantId, telegramUserId) {
      entries.delete(keyOf(merchantId, telegramUserId));
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * A phone as Telegram sends it in a contact ("+998 90 123 45 67", "998901234567", "901234567") as we store it
 * (998XXXXXXXXX), or null when it is not an Uzbek mobile number.
 */
export function normalizeContactPhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (/^998\d{9}$/.test(digits)) return digits;
  if (/^\d{9}$/.test(digits)) return `998${digits}`;
  return null;
}
