/**
 * SQL of the orders themselves (issue 4): the merchant's order counter, writing an order with its lines and first
 * change-log entry, the customer's cashback, and the customer's orders. Scoped by merchant and customer.
 */
import { FINAL_ORDER_STATUSES } from '@dasturxon/contracts';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/factories/shared.ts';
import { orderCounters, orderEvents, orderItems, orders, users } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemInsert = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderEventActor = Pick<typeof orderEvents.$inferInsert, 'actorType' | 'actorId'>;

/** A customer of a merchant: whose orders, cashback and promos a call reads. */
export interface Owner {
  merchantId: string;
  userId: number;
}

/** Is this error PostgreSQL's unique violation (directly or wrapped by drizzle)? */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const FINAL = [...FINAL_ORDER_STATUSES];

function queries(db: Executor) {
  const ownedOrder = (owner: Owner) =>
    and(eq(orders.merchantId, owner.merchantId), eq(orders.userId, owner.userId));

  return {
    async cashbackOf(owner: Owner): Promise<number> {
      const rows = await db
        .select({ cashback: users.cashback })
        .from(users)
        .where(and(eq(users.id, owner.userId), eq(users.merchantId, owner.merchantId)));
      return rows[0]?.cashback ?? 0;
    },

    /** Take the next order number of the merchant (row-locked until the transaction ends: no gaps). */
    async nextNumber(merchantId: string): Promise<number> {
      const rows = await db
        .insert(orderCounters)
        .values({ merchantId, last: 1001 })
        .onConflictDoUpdate({
          target: orderCounters.merchantId,
          set: { last: sql`${orderCounters.last} + 1` },
        })
        .returning({ last: orderCounters.last });
      const last = rows[0]?.last;
      if (last === undefined) throw new Error('order counter returned no row');
      return last;
    },

    /** Spend cashback; false when the balance is smaller (spent by a concurrent order). */
    async spendCashback(owner: Owner, amount: number): Promise<boolean> {
      if (amount <= 0) return true;
      const rows = await db
        .update(users)
        .set({ cashback: sql`${users.cashback} - ${amount}` })
        .where(
          and(
            eq(users.id, owner.userId),
            eq(users.merchantId, owner.merchantId),
            sql`${users.cashback} >= ${amount}`,
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Write an order, its lines and the first entry of its change log, made by `actor` (who placed it). */
    async insertOrder(
      values: OrderInsert,
      items: OrderItemInsert[],
      actor: OrderEventActor,
    ): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('order insert returned no row');
      if (items.length > 0) await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row.id })));
      await db.insert(orderEvents).values({
        orderId: row.id,
        kind: 'CHANGE_STATUS',
        fromStatus: null,
        toStatus: row.status,
        actorType: actor.actorType,
        actorId: actor.actorId,
        at: row.createdDate,
      });
      return row;
    },

    async findByIdempotencyKey(owner: Owner, key: string): Promise<OrderRow | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(ownedOrder(owner), eq(orders.idempotencyKey, key)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findOwnOrder(owner: Owner, id: number): Promise<OrderRow | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(ownedOrder(owner), eq(orders.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A page of the customer's orders, newest first; `onlyArchive` keeps the final ones. */
    async listOrders(
      owner: Owner,
      opts: { page: number; size: number; onlyArchive: boolean },
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const where = opts.onlyArchive
        ? and(ownedOrder(owner), inArray(orders.status, FINAL))
        : ownedOrder(owner);
      const [totalRow] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdDate), desc(orders.id))
        .limit(opts.size)
        .offset(opts.page * opts.size);
      return { rows, total: totalRow?.n ?? 0 };
    },

    async activeOrders(owner: Owner): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(ownedOrder(owner), notInArray(orders.status, FINAL)))
        .orderBy(desc(orders.createdDate), desc(orders.id))
        .limit(50);
    },
  };
}

export type OrderQueries = ReturnType<typeof queries>;

export function createOrderRepository(db: Db) {
  return {
    ...queries(db),
    /** Run `work` in one transaction with the same queries; `tx` for other modules' writes in it (promos). */
    transaction<T>(work: (q: OrderQueries, tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
