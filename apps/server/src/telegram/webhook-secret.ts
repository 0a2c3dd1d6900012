/**
 * The secret token Telegram sends with every webhook call (X-Telegram-Bot-Api-Secret-Token, set by setWebhook's
 * secret_token). Derived from the bot token rather than stored, so no new column is needed and rotating the bot
 * token rotates it too: HMAC-SHA256 keyed by the bot token over a fixed label, hex (Telegram allows 1-256
 * characters of A-Z, a-z, 0-9, _ and -).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export const WEBHOOK_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export function webhookSecret(botToken: string): string {
  return createHmac('sha256', botToken).update('dasturxon:telegram-webhook').digest('hex');
}

/** Constant-time check of the header Telegram sent against the secret of this bot. */
export function webhookSecretMatches(given: string | undefined, botToken: string): boolean {
  if (!given) return false;
  const expected = Buffer.from(webhookSecret(botToken));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Run directly, prints the secret to pass to setWebhook:
//   node --import tsx apps/server/src/telegram/webhook-secret.ts <bot token>
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const botToken = process.argv[2];
  if (!botToken) {
    console.error('usage: node --import tsx apps/server/src/telegram/webhook-secret.ts <bot token>');
    process.exitCode = 1;
  } else console.log(webhookSecret(botToken));
}
