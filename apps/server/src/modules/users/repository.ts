/** users SQL, always scoped by merchant. Erasing an account is one transaction (decision 052). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, favourites, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export interface ProfileFields {
  firstName: string;
  lastName?: string | null | undefined;
  gender?: 'MALE' | 'FEMALE' | null | undefined;
  birthday?: string | null | undefined;
  email?: string | null | undefined;
}

/** PostgreSQL unique_violation: another row already has the value. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createUserRepository(db: Db) {
  return {
    async findById(merchantId: string, id: number): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.id, id), isNull(users.deletedAt)))
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

    /** The user of a phone, created on first login. Two parallel first logins get the same row. */
    async findOrCreateByPhone(merchantId: string, phone: string, now: Date): Promise<UserRow> {
      await db
        .insert(users)
        .values({ merchantId, phone, createdDate: now, lastModifiedDate: now })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.phone, phone)))
        .limit(1);
      if (!row) throw new Error('user vanished right after insert');
      return row;
    },

    async updateProfile(
      merchantId: string,
      id: number,
      fields: ProfileFields,
      now: Date,
    ): Promise<UserRow | null> {
      const set: Partial<typeof users.$inferInsert> = { firstName: fields.firstName, lastModifiedDate: now };
      // Absent fields keep their value; null clears them.
      if (fields.lastName !== undefined) set.lastName = fields.lastName;
      if (fields.gender !== undefined) set.gender = fields.gender;
      if (fields.birthday !== undefined) set.birthday = fields.birthday;
      if (fields.email !== undefined) set.email = fields.email;
      const [row] = await db
        .update(users)
        .set(set)
        .where(and(eq(users.merchantId, merchantId), eq(users.id, id), isNull(users.deletedAt)))
        .returning();
      return row ?? null;
    },

    /** Throws a unique violation (isUniqueViolation) when another user of the merchant has the phone. */
    async updatePhone(merchantId: string, id: number, phone: string, now: Date): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ phone, lastModifiedDate: now })
        .where(and(eq(users.merchantId, merchantId), eq(users.id, id), isNull(users.deletedAt)))
        .returning();
      return row ?? null;
    },

    /**
     * Erase an account: personal fields cleared, deletedAt set, every session revoked, addresses and favourites
     * deleted. The row stays so that orders keep pointing at it, detached from the person.
     */
    async erase(merchantId: string, id: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            phone: null,
            firstName: null,
            lastName: null,
            gender: null,
            birthday: null,
            email: null,
            image: null,
            telegramUserId: null,
            isActive: false,
            deletedAt: now,
            lastModifiedDate: now,
          })
          .where(and(eq(users.merchantId, merchantId), eq(users.id, id)));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        await tx.delete(addresses).where(and(eq(addresses.merchantId, merchantId), eq(addresses.userId, id)));
        await tx
          .delete(favourites)
          .where(and(eq(favourites.merchantId, merchantId), eq(favourites.userId, id)));
      });
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
