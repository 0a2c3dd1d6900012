/** Database access of the Telegram mini-app login: the merchant's bot, users linked to Telegram, TG sessions. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantSettings, merchants, sessions, users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

export function createWebbotRepository(db: Db) {
  return {
    /** The merchant's bot token (a secret: used to check signatures, never served) or null. */
    async botToken(merchantId: string): Promise<string | null> {
      const [row] = await db
        .select({ token: merchants.telegramBotToken })
        .from(merchants)
        .where(and(eq(merchants.id, merchantId), eq(merchants.isActive, true), eq(merchants.deleted, false)))
        .limit(1);
      return row?.token || null;
    },

    /** The bot link of the merchant's web settings (`https://t.me/<username>`), or null. */
    async botLink(merchantId: string): Promise<string | null> {
      const [row] = await db
        .select({ settings: merchantSettings.settings })
        .from(merchantSettings)
        .where(eq(merchantSettings.merchantId, merchantId))
        .limit(1);
      const link = row?.settings.telegramBotLink;
      return typeof link === 'string' && link ? link : null;
    },

    /** The live account linked to a Telegram user at a merchant. */
    async findByTelegramId(merchantId: string, telegramUserId: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.merchantId, merchantId),
            eq(users.telegramUserId, telegramUserId),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async findByPhone(merchantId: string, phone: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.phone, phone), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Link a Telegram user to an account, and to no other account of the merchant (the pair is unique: a
     * deleted account, or the account of the user's previous phone, may still hold the link).
     */
    async linkTelegram(
      merchantId: string,
      userId: number,
      telegramUserId: string,
      now: Date,
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ telegramUserId: null })
          .where(
            and(
              eq(users.merchantId, merchantId),
              eq(users.telegramUserId, telegramUserId),
              ne(users.id, userId),
            ),
          );
        const [row] = await tx
          .update(users)
          .set({ telegramUserId, lastModifiedDate: now })
          .where(and(eq(users.id, userId), eq(users.merchantId, merchantId)))
          .returning();
        if (!row) throw new Error('linked user vanished');
        return row;
      });
    },

    /** A new account for a verified phone, linked to the Telegram user (taking the link from any other). */
    async createLinkedUser(input: {
      merchantId: string;
      phone: string;
      firstName: string;
      lastName: string | null;
      telegramUserId: string;
      now: Date;
    }): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ telegramUserId: null })
          .where(and(eq(users.merchantId, input.merchantId), eq(users.telegramUserId, input.telegramUserId)));
        const [row] = await tx
          .insert(users)
          .values({
            merchantId: input.merchantId,
            phone: input.phone,
            firstName: input.firstName,
            lastName: input.lastName,
            telegramUserId: input.telegramUserId,
            createdDate: input.now,
            lastModifiedDate: input.now,
          })
          .returning();
        if (!row) throw new Error('user insert returned no row');
        return row;
      });
    },

    /** The language the customer chose in the mini-app, kept on the account for the bot. */
    async setLanguage(
      merchantId: string,
      userId: number,
      language: 'uz' | 'ru' | 'eng',
      now: Date,
    ): Promise<void> {
      await db
        .update(users)
        .set({ language, lastModifiedDate: now })
        .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
    },

    /** Revoke every live mini-app (TG) session of a user; website sessions stay. Returns how many. */
    async revokeTgSessions(merchantId: string, userId: number, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.merchantId, merchantId),
            eq(sessions.userId, userId),
            eq(sessions.client, 'TG'),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type WebbotRepository = ReturnType<typeof createWebbotRepository>;
