/** SQL for saved addresses. Every query is scoped to one merchant and one user. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/factories/shared.ts';
import { addresses, cities, users } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;
/** The columns a customer writes. */
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'id' | 'merchantId' | 'userId' | 'createdDate' | 'lastModifiedDate'
>;

export interface Owner {
  merchantId: string;
  userId: number;
}

const owned = (owner: Owner) =>
  and(eq(addresses.merchantId, owner.merchantId), eq(addresses.userId, owner.userId));

function queries(db: Executor) {
  return {
    /** The user's addresses, most recently changed first (the one used last is the likeliest next). */
    list(owner: Owner): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(owned(owner))
        .orderBy(desc(addresses.lastModifiedDate), desc(addresses.id));
    },

    async find(owner: Owner, id: number): Promise<AddressRow | null> {
      const rows = await db
        .select()
        .from(addresses)
        .where(and(owned(owner), eq(addresses.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async countOf(owner: Owner): Promise<number> {
      const [row] = await db.select({ n: count() }).from(addresses).where(owned(owner));
      return row?.n ?? 0;
    },

    async insert(owner: Owner, values: AddressValues, now: Date): Promise<AddressRow> {
      const rows = await db
        .insert(addresses)
        .values({ ...values, ...owner, createdDate: now, lastModifiedDate: now })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('address insert returned no row');
      return row;
    },

    async update(
      owner: Owner,
      id: number,
      values: Partial<AddressValues>,
      now: Date,
    ): Promise<AddressRow | null> {
      const rows = await db
        .update(addresses)
        .set({ ...values, lastModifiedDate: now })
        .where(and(owned(owner), eq(addresses.id, id)))
        .returning();
      return rows[0] ?? null;
    },

    async remove(owner: Owner, id: number): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(and(owned(owner), eq(addresses.id, id)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    async cityExists(cityId: number): Promise<boolean> {
      const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
      return rows.length > 0;
    },

    /**
     * Lock the user's row until the transaction ends: saves of one user run one after another, so the
     * limit count and the same-place match see every earlier save.
     */
    async lockUser(owner: Owner): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, owner.userId), eq(users.merchantId, owner.merchantId)))
        .for('update');
      return rows.length > 0;
    },
  };
}

export type AddressQueries = ReturnType<typeof queries>;

export function createAddressRepository(db: Db) {
  return {
    ...queries(db),
    /** Run `work` in one transaction with the same queries. */
    transaction<T>(work: (q: AddressQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx)));
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
