/**
 * Telegram mini-app initData validation, exactly as Telegram specifies it (integrations.md §4,
 * core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 *
 *   data-check-string = every field but `hash`, as `key=value` (values decoded), sorted by key, joined by "\n"
 *   secret_key        = HMAC_SHA256(key = "WebAppData", message = bot_token)
 *   valid             when hex(HMAC_SHA256(key = secret_key, message = data-check-string)) == hash
 *
 * `signature` (the Ed25519 signature for third parties) stays in the data-check-string: Telegram signs the hash
 * over every field it sent except the hash itself. Pure functions, no I/O: the caller supplies the bot token and
 * the clock.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Spec §5: initData must be longer than 10 characters, otherwise 'Telegram initData not found'. */
export const INIT_DATA_MIN_LENGTH = 11;

/** The Telegram user of initData (fields we read; Telegram may send more). */
export const TelegramUserSchema = z.looseObject({
  id: z.number().int().positive(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  language_code: z.string().optional(),
  is_premium: z.boolean().optional(),
  photo_url: z.string().optional(),
});
export type TelegramUser = z.infer<typeof TelegramUserSchema>;

export interface VerifiedInitData {
  /** Telegram's user id as a decimal string (ids exceed 2^31; stored as text in users.telegram_user_id). */
  telegramUserId: string;
  user: TelegramUser;
  /** Seconds since the epoch. */
  authDate: number;
  queryId: string | null;
  startParam: string | null;
}

export type InitDataFailure =
  /** Absent or 10 characters or fewer (spec §5). */
  | 'missing'
  /** No hash, no auth_date, no user, or a field that does not parse. */
  | 'malformed'
  /** The hash does not match: tampered data or another bot's data. */
  | 'bad-hash'
  /** auth_date older than the allowed age (or too far in the future). */
  | 'stale';

export type InitDataResult = { ok: true; data: VerifiedInitData } | { ok: false; reason: InitDataFailure };

export interface ValidateOptions {
  botToken: string;
  /** Seconds an auth_date stays acceptable; 0 = no limit. */
  maxAgeSeconds: number;
  /** Current time in ms (tests pass a fixed clock). */
  now?: number;
}

/** Clock skew tolerated for an auth_date slightly in the future (device and server clocks differ). */
const FUTURE_SKEW_SECONDS = 60;

function secretKey(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

/** The data-check-string of parsed initData: every field but hash, sorted by key, `key=value` joined by "\n". */
export function dataCheckString(params: URLSearchParams): string {
  const pairs: [string, string][] = [];
  for (const [key, value] of params) if (key !== 'hash') pairs.push([key, value]);
  // Code-unit order, as Telegram's reference implementations sort (keys are ASCII).
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map(([key, value]) => `${key}=${value}`).join('\n');
}

/** hex(HMAC_SHA256(secret_key, data-check-string)): the hash Telegram would put in this initData. */
export function initDataHash(params: URLSearchParams, botToken: string): string {
  return createHmac('sha256', secretKey(botToken)).update(dataCheckString(params)).digest('hex');
}

function hashMatches(expectedHex: string, givenHex: string): boolean {
  // Compare fixed-length buffers in constant time; a hash of the wrong shape fails without comparing.
  if (!/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}

export function validateInitData(raw: string | null | undefined, opts: ValidateOptions): InitDataResult {
  if (!raw || raw.length < INIT_DATA_MIN_LENGTH) return { ok: false, reason: 'missing' };
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash || params.getAll('hash').length !== 1) return { ok: false, reason: 'malformed' };
  // A repeated key makes the data-check-string ambiguous; Telegram never sends one.
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return { ok: false, reason: 'malformed' };
  // Authenticity first: nothing of the content is trusted (or reported on) before the hash matches.
  if (!hashMatches(initDataHash(params, opts.botToken), hash)) return { ok: false, reason: 'bad-hash' };

  const authDateRaw = params.get('auth_date');
  const authDate = authDateRaw && /^\d{1,12}$/.test(authDateRaw) ? Number(authDateRaw) : Number.NaN;
  if (!Number.isSafeInteger(authDate)) return { ok: false, reason: 'malformed' };
  const nowSeconds = Math.floor((opts.now ?? Date.now()) / 1000);
  if (opts.maxAgeSeconds > 0) {
    if (nowSeconds - authDate > opts.maxAgeSeconds) return { ok: false, reason: 'stale' };
    if (authDate - nowSeconds > FUTURE_SKEW_SECONDS) return { ok: false, reason: 'stale' };
  }

  const userRaw = params.get('user');
  if (!userRaw) return { ok: false, reason: 'malformed' };
  let userJson: unknown;
  try {
    userJson = JSON.parse(userRaw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const user = TelegramUserSchema.safeParse(userJson);
  if (!user.success) return { ok: false, reason: 'malformed' };

  return {
    ok: true,
    data: {
      telegramUserId: String(user.data.id),
      user: user.data,
      authDate,
      queryId: params.get('query_id'),
      startParam: params.get('start_param'),
    },
  };
}
