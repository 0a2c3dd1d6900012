/** SQL of cashback adjustments (decision 267): a customer's balance and its ledger. Scoped by merchant. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cashbackAdjustments, users } from '../../db/schema/index.ts';

export type CashbackAdjustmentRow = typeof cashbackAdjustments.$inferSelect;

/** How many of the newest adjustments the screen shows. */
export const LEDGER_LIMIT = 50;

export function createLoyaltyRepository(db: Db) {
  return {
    db,

    /** A live customer of the merchant (an erased account is not found). */
    async customer(q: Tx, merchantId: string, id: number) {
      const [row] = await q
        .select({
          id: users.id,
          phone: users.phone,
          firstName: users.firstName,
          lastName: users.lastName,
          cashback: users.cashback,
        })
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Add `amount` (negative: take) to the balance unless it would go below zero; one guarded UPDATE, so
     * concurrent adjustments and orders spending cashback cannot together take it negative. The new balance, or
     * null when refused.
     */
    async addToBalance(q: Tx, merchantId: string, userId: number, amount: number): Promise<number | null> {
      const [row] = await q
        .update(users)
        .set({ cashback: sql`${users.cashback} + ${amount}` })
        .where(
          and(
            eq(users.merchantId, merchantId),
            eq(users.id, userId),
            sql`${users.cashback} + ${amount} >= 0`,
          ),
        )
        .returning({ cashback: users.cashback });
      return row ? row.cashback : null;
    },

    async insertAdjustment(q: Tx, values: typeof cashbackAdjustments.$inferInsert): Promise<void> {
      await q.insert(cashbackAdjustments).values(values);
    },

    async adjustments(q: Tx, merchantId: string, userId: number): Promise<CashbackAdjustmentRow[]> {
      return q
        .select()
        .from(cashbackAdjustments)
        .where(and(eq(cashbackAdjustments.merchantId, merchantId), eq(cashbackAdjustments.userId, userId)))
        .orderBy(desc(cashbackAdjustments.at), desc(cashbackAdjustments.id))
        .limit(LEDGER_LIMIT);
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
