/**
 * Telegram mini-app login (spec §4, §5, §7 webbot calls; decision 060).
 *
 * Every call carries initData, validated against the merchant's own bot token (integrations.md §4) before
 * anything in it is believed. A Telegram user already linked to an account gets a TG session at once; otherwise
 * the mini-app asks the user to share their contact, and /login links (or creates) the account of that phone —
 * but only a phone that Telegram delivered to the merchant's bot as the sender's own contact (the webhook), never
 * a phone merely typed into the page.
 */
import type { Lang, User } from '@dasturxon/contracts';
import { AppError } from '../../errors/app-error.ts';
import { type InitDataFailure, type VerifiedInitData, validateInitData } from '../../telegram/init-data.ts';
import { normalizeContactPhone, type VerifiedContactStore } from '../../telegram/verified-contacts.ts';
import { webhookSecretMatches } from '../../telegram/webhook-secret.ts';
import type { SessionService } from '../auth/sessions.ts';
import { toUserWire } from '../users/service.ts';
import type { WebbotRepository } from './repository.ts';

export type WebbotAuthResult =
  | { status: 'LOGGED_IN'; token: string; user: User }
  | { status: 'CONTACT_REQUIRED'; token: null; user: null };

const FAILURE_KEYS = {
  missing: 'telegramInitDataNotFound',
  malformed: 'telegramInitDataInvalid',
  'bad-hash': 'telegramInitDataInvalid',
  stale: 'telegramInitDataExpired',
} as const satisfies Record<InitDataFailure, string>;

/** The parts of a Telegram update the webhook reads (https://core.telegram.org/bots/api#update). */
export interface TelegramUpdate {
  message?: {
    from?: { id?: number };
    contact?: { phone_number?: string; user_id?: number };
  };
}

export function createWebbotService(deps: {
  repo: WebbotRepository;
  sessions: Pick<SessionService, 'createSession'>;
  contacts: VerifiedContactStore;
  maxAgeSeconds: number;
  clock?: () => Date;
}) {
  const { repo, sessions, contacts, maxAgeSeconds } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function verify(merchantId: string, initData: string): Promise<VerifiedInitData> {
    // Spec §5: short initData is "not found" whatever the merchant; checked before looking up the bot.
    if (initData.length < 11) throw new AppError('UNAUTHORIZED', 401, 'telegramInitDataNotFound');
    const botToken = await repo.botToken(merchantId);
    if (!botToken) throw new AppError('FORBIDDEN', 403, 'telegramBotNotConfigured');
    const result = validateInitData(initData, { botToken, maxAgeSeconds, now: clock().getTime() });
    if (!result.ok) throw new AppError('UNAUTHORIZED', 401, FAILURE_KEYS[result.reason]);
    return result.data;
  }

  async function loggedIn(
    merchantId: string,
    row: Parameters<typeof toUserWire>[0],
  ): Promise<WebbotAuthResult> {
    if (!row.isActive) throw new AppError('FORBIDDEN', 403, 'forbidden');
    const token = await sessions.createSession({ merchantId, userId: row.id, client: 'TG' });
    return { status: 'LOGGED_IN', token, user: toUserWire(row) };
  }

  return {
    /** /users/auth and /users/token: a TG session for a linked Telegram user, else CONTACT_REQUIRED. */
    async auth(merchantId: string, initData: string): Promise<WebbotAuthResult> {
      const data = await verify(merchantId, initData);
      const linked = await repo.findByTelegramId(merchantId, data.telegramUserId);
      if (!linked) return { status: 'CONTACT_REQUIRED', token: null, user: null };
      return loggedIn(merchantId, linked);
    },

    /**
     * /users/login {initData, phone, firstName}: completes the login with the contact the user shared. The phone
     * must be the one the bot webhook recorded for this Telegram user (decision 060).
     */
    async login(
      merchantId: string,
      input: { initData: string; phone: string; firstName: string },
    ): Promise<WebbotAuthResult> {
      const data = await verify(merchantId, input.initData);
      const linked = await repo.findByTelegramId(merchantId, data.telegramUserId);
      if (linked && linked.phone === input.phone) return loggedIn(merchantId, linked);

      const verifiedPhone = await contacts.peek(merchantId, data.telegramUserId);
      if (verifiedPhone !== input.phone) throw new AppError('FORBIDDEN', 403, 'telegramContactNotVerified');
      await contacts.consume(merchantId, data.telegramUserId);

      const byPhone = await repo.findByPhone(merchantId, input.phone);
      if (byPhone) {
        if (!byPhone.isActive) throw new AppError('FORBIDDEN', 403, 'forbidden');
        return loggedIn(
          merchantId,
          await repo.linkTelegram(merchantId, byPhone.id, data.telegramUserId, clock()),
        );
      }
      // A Telegram user linked to an account of another phone who now proves a new phone: the link moves to the
      // account of the proven phone (created here), as Telegram vouches for the number, not for the old account.
      const created = await repo.createLinkedUser({
        merchantId,
        phone: input.phone,
        firstName: input.firstName,
        lastName: data.user.last_name?.trim().slice(0, 60) || null,
        telegramUserId: data.telegramUserId,
        now: clock(),
      });
      return loggedIn(merchantId, created);
    },

    /**
     * Both logout calls: revoke the TG sessions of the Telegram user's account (none linked: nothing to do).
     * The PUT form also says which language the customer chose; it is kept on the account for the bot.
     */
    async logout(merchantId: string, initData: string, language?: Lang): Promise<void> {
      const data = await verify(merchantId, initData);
      const linked = await repo.findByTelegramId(merchantId, data.telegramUserId);
      if (!linked) return;
      await repo.revokeTgSessions(merchantId, linked.id, clock());
      if (language) await repo.setLanguage(merchantId, linked.id, language, clock());
    },

    async setting(merchantId: string): Promise<{ botUsername: string | null; authMaxAgeSeconds: number }> {
      const link = await repo.botLink(merchantId);
      const match = link
        ? /^(?:https?:\/\/)?(?:t\.me|telegram\.me)\/([A-Za-z0-9_]{3,64})\/?$/.exec(link)
        : null;
      return { botUsername: match?.[1] ?? null, authMaxAgeSeconds: maxAgeSeconds };
    },

    /**
     * A bot update from Telegram. Records the sender's own shared contact as verified; everything else is
     * acknowledged and ignored (Telegram retries any non-2xx answer). A wrong secret is refused.
     */
    async webhook(
      merchantId: string,
      secretHeader: string | undefined,
      update: TelegramUpdate,
    ): Promise<void> {
      const botToken = await repo.botToken(merchantId);
      if (!botToken || !webhookSecretMatches(secretHeader, botToken))
        throw new AppError('UNAUTHORIZED', 401, 'unauthorized');
      const message = update.message;
      const fromId = message?.from?.id;
      const contact = message?.contact;
      // A forwarded or picked contact belongs to someone else: only the sender's own number is proof.
      if (!contact || typeof fromId !== 'number' || contact.user_id !== fromId) return;
      const phone = normalizeContactPhone(contact.phone_number ?? '');
      if (phone) await contacts.record(merchantId, String(fromId), phone);
    },
  };
}
export type WebbotService = ReturnType<typeof createWebbotService>;
