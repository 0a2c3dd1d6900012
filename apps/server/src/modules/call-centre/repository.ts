/**
 * SQL of the call centre: the merchant's customers (the storefront's users table) by phone or id, and a new
 * customer made by an operator. Every query is scoped by the merchant; erased accounts are never found.
 */
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type CustomerRow = typeof users.$inferSelect;

/** At most this many customers answer a partial phone search. */
export const PARTIAL_SEARCH_LIMIT = 10;

export function createCallCentreRepository(db: Db) {
  const live = (merchantId: string) => and(eq(users.merchantId, merchantId), isNull(users.deletedAt));

  return {
    async findById(merchantId: string, id: number): Promise<CustomerRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(live(merchantId), eq(users.id, id)))
        .limit(1);
      return row ?? null;
    },

    async findByPhone(merchantId: string, phone: string): Promise<CustomerRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(live(merchantId), eq(users.phone, phone)))
        .limit(1);
      return row ?? null;
    },

    /** Customers whose number contains `digits` (digits only, so no LIKE wildcard can slip in). */
    async searchByDigits(merchantId: string, digits: string): Promise<CustomerRow[]> {
      if (!/^\d+$/.test(digits)) return [];
      return db
        .select()
        .from(users)
        .where(and(live(merchantId), like(users.phone, `%${digits}%`)))
        .orderBy(asc(users.phone))
        .limit(PARTIAL_SEARCH_LIMIT);
    },

    /**
     * The customer of a phone, created with the operator's name when the phone has no account. A parallel
     * first order for the same phone (or the customer's own first login) gets the same row. `created` says
     * whether this call made it.
     */
    async findOrCreate(
      merchantId: string,
      input: { phone: string; firstName: string; lastName: string | null },
      now: Date,
    ): Promise<{ row: CustomerRow; created: boolean }> {
      const inserted = await db
        .insert(users)
        .values({ merchantId, ...input, createdDate: now, lastModifiedDate: now })
        .onConflictDoNothing()
        .returning();
      const made = inserted[0];
      if (made) return { row: made, created: true };
      // The phone belongs to someone (possibly an erased account keeps no phone, so this is a live one).
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.phone, input.phone)))
        .limit(1);
      if (!row) throw new Error('customer vanished right after insert');
      return { row, created: false };
    },
  };
}

export type CallCentreRepository = ReturnType<typeof createCallCentreRepository>;
