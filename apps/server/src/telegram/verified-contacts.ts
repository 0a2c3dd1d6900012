/**
 * Phones Telegram itself vouched for (decision 060). When a mini-app user shares their contact
 * (WebApp.requestContact), Telegram delivers it to the merchant's bot as a message; the bot webhook records
 * (merchant, Telegram user id) -> phone here when the contact is the sender's own (contact.user_id == from.id).
 * /webbot/v1/users/login then accepts only that phone for that Telegram user.
 *
 * In memory with a short lifetime: the contact is shared seconds before the login call that uses it, and a
 * record is consumed by that login. Kept per process, so with several server instances (REDIS_URL) the webhook
 * and the login must reach the same instance — noted in decision 060 as a limit of the embedded mode.
 */

/** How long a shared contact may wait for its login call. */
export const VERIFIED_CONTACT_TTL_MS = 10 * 60 * 1000;
/** Bound on remembered contacts, so a flood of webhook calls cannot grow memory without limit. */
const MAX_ENTRIES = 10_000;

export interface VerifiedContactStore {
  record(merchantId: string, telegramUserId: string, phone: string): void;
  /** The verified phone of a Telegram user at a merchant, if recorded and not expired. */
  peek(merchantId: string, telegramUserId: string): string | null;
  consume(merchantId: string, telegramUserId: string): void;
  clear(): void;
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
    record(merchantId, telegramUserId, phone) {
      const now = clock();
      const key = keyOf(merchantId, telegramUserId);
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) prune(now);
      entries.set(key, { phone, expiresAt: now + VERIFIED_CONTACT_TTL_MS });
    },
    peek(merchantId, telegramUserId) {
      const key = keyOf(merchantId, telegramUserId);
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= clock()) {
        entries.delete(key);
        return null;
      }
      return entry.phone;
    },
    consume(merchantId, telegramUserId) {
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
