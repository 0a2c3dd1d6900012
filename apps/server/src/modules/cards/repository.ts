/** SQL for saved cards. Every query is scoped to one merchant and one user; deleted rows are invisible. */
import { and, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards, merchants } from '../../db/schema/index.ts';

export type CardRow = typeof cards.$inferSelect;

export interface Owner {
  merchantId: string;
  userId: number;
}

const owned = (owner: Owner) =>
  and(eq(cards.merchantId, owner.merchantId), eq(cards.userId, owner.userId), isNull(cards.deletedAt));

export function createCardRepository(db: Db) {
  return {
    /** The merchant's Payme cashbox id (the X-Auth of the Subscribe API), or null when it has none. */
    async paymeMerchantId(merchantId: string): Promise<string | null> {
      const rows = await db
        .select({ id: merchants.paymeMerchantId })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .limit(1);
      return rows[0]?.id || null;
    },

    /** The user's verified cards, newest first. */
    listVerified(owner: Owner): Promise<CardRow[]> {
      return db
        .select()
        .from(cards)
        .where(and(owned(owner), eq(cards.isVerified, true)))
        .orderBy(desc(cards.createdDate), desc(cards.id));
    },

    async find(owner: Owner, id: number): Promise<CardRow | null> {
      const rows = await db
        .select()
        .from(cards)
        .where(and(owned(owner), eq(cards.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A card of the merchant by id whoever owns it (the sandbox's testing route only). */
    async findAnyOwner(merchantId: string, id: number): Promise<CardRow | null> {
      const rows = await db
        .select()
        .from(cards)
        .where(and(eq(cards.merchantId, merchantId), eq(cards.id, id), isNull(cards.deletedAt)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Cards the user started to add since `since`, deleted ones included (the add limit counts them all). */
    async countStartedSince(owner: Owner, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(cards)
        .where(
          and(
            eq(cards.merchantId, owner.merchantId),
            eq(cards.userId, owner.userId),
            gte(cards.createdDate, since),
          ),
        );
      return row?.n ?? 0;
    },

    async insertPending(
      owner: Owner,
      values: { token: string; maskedNumber: string; expire: string; name: string | null },
      now: Date,
    ): Promise<CardRow> {
      const rows = await db
        .insert(cards)
        .values({
          ...owner,
          ...values,
          provider: 'PAYME',
          isVerified: false,
          createdDate: now,
          lastModifiedDate: now,
        })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('card insert returned no row');
      return row;
    },

    /** A code was texted: the masked phone it went to and when the provider allows the next one. */
    async setCodeSent(owner: Owner, id: number, phoneMask: string | null, nextSendAt: Date, now: Date) {
      await db
        .update(cards)
        .set({ phoneMask, codeNextSendAt: nextSendAt, lastModifiedDate: now })
        .where(and(owned(owner), eq(cards.id, id)));
    },

    /**
     * Take one code attempt of a card, atomically: the attempts used so far including this one, or null when
     * all `max` are used. Counting before the provider is asked means parallel tries cannot exceed the limit.
     */
    async takeCodeAttempt(owner: Owner, id: number, max: number): Promise<number | null> {
      const [row] = await db
        .update(cards)
        .set({ codeAttempts: sql`${cards.codeAttempts} + 1` })
        .where(and(owned(owner), eq(cards.id, id), lt(cards.codeAttempts, max)))
        .returning({ attempts: cards.codeAttempts });
      return row?.attempts ?? null;
    },

    /** Give an attempt back when the provider could not check the code at all (it was never tried). */
    async returnCodeAttempt(owner: Owner, id: number): Promise<void> {
      await db
        .update(cards)
        .set({ codeAttempts: sql`greatest(${cards.codeAttempts} - 1, 0)` })
        .where(and(owned(owner), eq(cards.id, id)));
    },

    /**
     * Marks the card verified and retires an older saved copy of the same card (same masked number and expiry):
     * adding a card again replaces it instead of listing it twice. Returns the verified row and the tokens of
     * the copies retired.
     */
    markVerified(
      owner: Owner,
      id: number,
      now: Date,
    ): Promise<{ row: CardRow | null; replacedTokens: string[] }> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(cards)
          .set({ isVerified: true, lastModifiedDate: now })
          .where(and(owned(owner), eq(cards.id, id)))
          .returning();
        const row = rows[0] ?? null;
        if (!row) return { row, replacedTokens: [] };
        const replaced = await tx
          .update(cards)
          .set({ deletedAt: now, lastModifiedDate: now })
          .where(
            and(
              owned(owner),
              ne(cards.id, id),
              eq(cards.isVerified, true),
              eq(cards.maskedNumber, row.maskedNumber),
              eq(cards.expire, row.expire),
            ),
          )
          .returning({ token: cards.token });
        return { row, replacedTokens: replaced.map((r) => r.token) };
      });
    },

    /** Soft delete; false when the card is not the user's (or already deleted). */
    async softDelete(owner: Owner, id: number, now: Date): Promise<CardRow | null> {
      const rows = await db
        .update(cards)
        .set({ deletedAt: now, lastModifiedDate: now })
        .where(and(owned(owner), eq(cards.id, id)))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type CardRepository = ReturnType<typeof createCardRepository>;
