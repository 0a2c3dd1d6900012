/**
 * SQL of the orders themselves (issue 4): the merchant's order counter, writing an order with its lines and first
 * change-log entry, the customer's cashback, and the customer's orders. Scoped by merchant and customer.
 */
import { FINAL_ORDER_STATUSES } from '@dasturxon/contracts';
import { and, count, desc, eq, getTableColumns, inArray, is, notInArray, SQL, sql } from 'drizzle-orm';
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

const ORDER_COLUMNS = getTableColumns(orders);
type OrderColumn = keyof typeof ORDER_COLUMNS;

/**
 * The columns of a new order only the database knows: its id, its number and any column whose default is SQL
 * (a time). The order statement returns these alone (decision 348); the rest of the row is what was written
 * (`writtenOrder`), so an order's answer does not parse back the fifty-odd columns it has just sent.
 */
const MADE_BY_DATABASE = Object.fromEntries(
  Object.entries(ORDER_COLUMNS).filter(
    ([key, column]) => key === 'id' || key === 'number' || is(column.default, SQL),
  ),
) as Partial<typeof ORDER_COLUMNS>;

/** What the order statement returns: the columns the database made. */
export type MadeOrderColumns = Pick<OrderRow, 'id' | 'number'> & Partial<OrderRow>;

/**
 * The row of an order as it was written: the values sent, each column left out as its literal default or null,
 * and what the database made (`made`). Equal to the row read back (the place-order tests compare the answers).
 */
export function writtenOrder(values: Omit<OrderInsert, 'number'>, made: MadeOrderColumns): OrderRow {
  const given = values as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, fallback] of LEFT_OUT) {
    const value = given[key];
    row[key] = value !== undefined ? value : fallback;
  }
  for (const key in made) {
    const value = made[key as OrderColumn];
    if (value !== undefined) row[key] = value;
  }
  return row as OrderRow;
}

/** Each column with what it holds when an insert leaves it out: its literal default, else null (computed once). */
const LEFT_OUT: ReadonlyArray<readonly [string, unknown]> = Object.entries(ORDER_COLUMNS).map(
  ([key, column]) => [key, column.default !== undefined && !is(column.default, SQL) ? column.default : null],
);

type PreparedOrderInsert = { execute(params: Record<string, unknown>): Promise<MadeOrderColumns[]> };
/** Prepared order statements of each database by shape (preparedOrderInsert); names are unique per process. */
const preparedByDb = new WeakMap<object, Map<string, PreparedOrderInsert>>();
let preparedNames = 0;

function queries(db: Executor, opts: { prepare: boolean } = { prepare: false }) {
  const ownedOrder = (owner: Owner) =>
    and(eq(orders.merchantId, owner.merchantId), eq(orders.userId, owner.userId));

  /**
   * Write an order with the merchant's next number, its lines and the first entry of its change log (made by
   * `actor`, who placed it) in ONE statement (decision 305): the counter's upsert and the three inserts are
   * data-modifying CTEs, so the counter row (locked until commit: a rolled-back order frees its number, no
   * gaps, decision 106) is held for one round trip instead of four. Outside a transaction the statement is
   * its own transaction.
   */
  function numberedOrderQuery(
    values: Omit<OrderInsert, 'number'> & { createdDate: Date },
    items: OrderItemInsert[],
    actor: OrderEventActor,
  ) {
    const counter = db.$with('n').as(
      db
        .insert(orderCounters)
        .values({ merchantId: values.merchantId, last: 1001 })
        .onConflictDoUpdate({
          target: orderCounters.merchantId,
          set: { last: sql`${orderCounters.last} + 1` },
        })
        .returning({ last: orderCounters.last }),
    );
    const order = db.$with('o').as(
      db
        .insert(orders)
        .values({ ...values, number: sql`(select last from n)` })
        .returning(MADE_BY_DATABASE as { id: typeof orders.id; number: typeof orders.number }),
    );
    const orderId = sql`(select id from o)`;
    const lines = db.$with('i').as(db.insert(orderItems).values(items.map((i) => ({ ...i, orderId }))));
    const firstEntry = db.$with('e').as(
      db.insert(orderEvents).values({
        orderId,
        kind: 'CHANGE_STATUS',
        fromStatus: null,
        toStatus: values.status,
        actorType: actor.actorType,
        actorId: actor.actorId,
        at: values.createdDate,
      }),
    );
    const ctes = items.length > 0 ? [counter, order, lines, firstEntry] : [counter, order, firstEntry];
    return db
      .with(...ctes)
      .select()
      .from(order);
  }

  /**
   * The same statement prepared once per shape (which columns are set, how many lines; decision 305): drizzle
   * renders it once instead of per order, and PostgreSQL parses and plans it once per connection. Only for the
   * database itself (a transaction's executor lives for one order).
   */
  function preparedOrderInsert(
    values: Omit<OrderInsert, 'number'> & { createdDate: Date },
    items: OrderItemInsert[],
    actor: OrderEventActor,
  ) {
    // Set columns by name; a null one is written as a literal null (drizzle encodes no null placeholder). One
    // pass per row makes both the statement's shape (its key) and the parameters of this order.
    const params: Record<string, unknown> = { a_type: actor.actorType, a_id: actor.actorId };
    let shape = '';
    const take = (row: object, prefix: string) => {
      const record = row as Record<string, unknown>;
      for (const k of Object.keys(record)) {
        const v = record[k];
        if (v === undefined) continue;
        if (v === null) shape += `${k}!,`;
        else {
          shape += `${k},`;
          params[`${prefix}${k}`] = v;
        }
      }
      shape += '|';
    };
    take(values, 'o_');
    for (const [n, item] of items.entries()) take(item, `i${n}_`);
    const filled = (keys: string[], prefix: string) =>
      Object.fromEntries(
        keys.map((k) => (k.endsWith('!') ? [k.slice(0, -1), null] : [k, sql.placeholder(`${prefix}${k}`)])),
      );
    let preparedOrders = preparedByDb.get(db);
    if (!preparedOrders) {
      preparedOrders = new Map();
      preparedByDb.set(db, preparedOrders);
    }
    let prepared = preparedOrders.get(shape);
    if (!prepared) {
      // The shape names each row's columns ("k," set, "k!," null, rows ended by "|"): the statement is made from it.
      const [orderKeys = [], ...itemKeys] = shape
        .split('|')
        .slice(0, items.length + 1)
        .map((row) => row.split(',').filter(Boolean));
      const phValues = filled(orderKeys, 'o_');
      const phItems = itemKeys.map((keys, n) => filled(keys, `i${n}_`));
      const phActor = { actorType: sql.placeholder('a_type'), actorId: sql.placeholder('a_id') };
      preparedNames += 1;
      prepared = numberedOrderQuery(
        phValues as unknown as typeof values,
        phItems as unknown as typeof items,
        phActor as unknown as typeof actor,
      ).prepare(`dx_place_order_${preparedNames}`);
      // A bound on shapes (line counts, optional columns): the oldest goes first.
      if (preparedOrders.size >= 64) preparedOrders.delete(preparedOrders.keys().next().value ?? '');
      preparedOrders.set(shape, prepared);
    }
    return prepared.execute(params);
  }

  return {
    async cashbackOf(owner: Owner): Promise<number> {
      const rows = await db
        .select({ cashback: users.cashback })
        .from(users)
        .where(and(eq(users.id, owner.userId), eq(users.merchantId, owner.merchantId)));
      return rows[0]?.cashback ?? 0;
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

    numberedOrderQuery,

    /** Run numberedOrderQuery: the order as written, with its number. */
    async insertNumberedOrder(
      values: Omit<OrderInsert, 'number'> & { createdDate: Date },
      items: OrderItemInsert[],
      actor: OrderEventActor,
    ): Promise<OrderRow> {
      const [made] = await (opts.prepare
        ? preparedOrderInsert(values, items, actor)
        : numberedOrderQuery(values, items, actor));
      if (!made) throw new Error('order insert returned no row');
      return writtenOrder(values, made);
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
    ...queries(db, { prepare: true }),
    /** Run `work` in one transaction with the same queries; `tx` for other modules' writes in it (promos). */
    transaction<T>(work: (q: OrderQueries, tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
