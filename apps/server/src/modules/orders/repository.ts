/** SQL of ordering (issue 4). Every query is scoped by merchant (and by user for a customer's data). */
import { FINAL_ORDER_STATUSES } from '@dasturxon/contracts';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/factories/shared.ts';
import {
  branches,
  couriers,
  deliveryZones,
  merchants,
  orderCounters,
  orderEvents,
  orderItems,
  orderSettings,
  orders,
  paymentSettings,
  promos,
  userPromos,
  users,
} from '../../db/schema/index.ts';
import { orderPartQueries } from './order-parts.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemInsert = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type OrderSettingsRow = typeof orderSettings.$inferSelect;
export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type PaymentSettingRow = typeof paymentSettings.$inferSelect;
export type PromoRow = typeof promos.$inferSelect;
export type CourierRow = typeof couriers.$inferSelect;
export type UserPromoRow = typeof userPromos.$inferSelect;

export interface Owner {
  merchantId: string;
  userId: number;
}

/** Provider credentials of a merchant: only whether each is complete leaves this module. */
export interface MerchantCredentials {
  payme: boolean;
  click: boolean;
  uzum: boolean;
  /** The credentials are sandbox ones (decision 173). */
  sandbox: boolean;
}

const filled = (...values: Array<string | null>) => values.every((v) => v !== null && v.trim() !== '');

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
    ...orderPartQueries(db),
    async findBranch(merchantId: string, branchId: number): Promise<BranchRow | null> {
      const rows = await db
        .select()
        .from(branches)
        .where(
          and(eq(branches.id, branchId), eq(branches.merchantId, merchantId), eq(branches.deleted, false)),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async orderSettings(merchantId: string): Promise<OrderSettingsRow | null> {
      const rows = await db.select().from(orderSettings).where(eq(orderSettings.merchantId, merchantId));
      return rows[0] ?? null;
    },

    async paymentSettings(merchantId: string): Promise<PaymentSettingRow[]> {
      return db.select().from(paymentSettings).where(eq(paymentSettings.merchantId, merchantId));
    },

    async credentials(merchantId: string): Promise<MerchantCredentials> {
      const rows = await db
        .select({
          paymeMerchantId: merchants.paymeMerchantId,
          paymeKey: merchants.paymeKey,
          clickServiceId: merchants.clickServiceId,
          clickMerchantId: merchants.clickMerchantId,
          clickSecretKey: merchants.clickSecretKey,
          uzumServiceId: merchants.uzumServiceId,
          uzumLogin: merchants.uzumLogin,
          uzumPassword: merchants.uzumPassword,
          paymentsSandbox: merchants.paymentsSandbox,
        })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      const m = rows[0];
      if (!m) return { payme: false, click: false, uzum: false, sandbox: false };
      return {
        payme: filled(m.paymeMerchantId, m.paymeKey),
        click: filled(m.clickServiceId, m.clickMerchantId, m.clickSecretKey),
        uzum: filled(m.uzumServiceId, m.uzumLogin, m.uzumPassword),
        sandbox: m.paymentsSandbox,
      };
    },

    /** Active zones of the merchant that serve `branchId` (zones of all branches and of this one). */
    async zonesFor(merchantId: string, branchId: number): Promise<DeliveryZoneRow[]> {
      return db
        .select()
        .from(deliveryZones)
        .where(
          and(
            eq(deliveryZones.merchantId, merchantId),
            eq(deliveryZones.isActive, true),
            or(isNull(deliveryZones.branchId), eq(deliveryZones.branchId, branchId)),
          ),
        )
        .orderBy(asc(deliveryZones.id));
    },

    async cashbackOf(owner: Owner): Promise<number> {
      const rows = await db
        .select({ cashback: users.cashback })
        .from(users)
        .where(and(eq(users.id, owner.userId), eq(users.merchantId, owner.merchantId)));
      return rows[0]?.cashback ?? 0;
    },

    async findPromo(merchantId: string, code: string): Promise<PromoRow | null> {
      const rows = await db
        .select()
        .from(promos)
        .where(and(eq(promos.merchantId, merchantId), eq(promos.code, code)))
        .limit(1);
      return rows[0] ?? null;
    },

    async userPromo(owner: Owner, promoId: number): Promise<UserPromoRow | null> {
      const rows = await db
        .select()
        .from(userPromos)
        .where(
          and(
            eq(userPromos.userId, owner.userId),
            eq(userPromos.merchantId, owner.merchantId),
            eq(userPromos.promoId, promoId),
          ),
        );
      return rows[0] ?? null;
    },

    /** Remember a promo the customer checked (keeps an earlier entry as it is). */
    async addUserPromo(owner: Owner, promoId: number, now: Date): Promise<void> {
      await db
        .insert(userPromos)
        .values({ ...owner, promoId, addedAt: now })
        .onConflictDoNothing();
    },

    /**
     * Mark a promo used by an order. False when the customer had used it already (a concurrent order won):
     * the caller refuses the order.
     */
    async usePromo(
      owner: Owner,
      promo: { id: number; oncePerUser: boolean },
      orderId: number,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(userPromos)
        .values({ ...owner, promoId: promo.id, addedAt: now, usedAt: now, orderId })
        .onConflictDoUpdate({
          target: [userPromos.userId, userPromos.promoId],
          set: { usedAt: now, orderId },
          ...(promo.oncePerUser ? { setWhere: isNull(userPromos.usedAt) } : {}),
        })
        .returning({ promoId: userPromos.promoId });
      return rows.length > 0;
    },

    async userPromos(owner: Owner): Promise<Array<{ promo: PromoRow; link: UserPromoRow }>> {
      return db
        .select({ promo: promos, link: userPromos })
        .from(userPromos)
        .innerJoin(promos, eq(promos.id, userPromos.promoId))
        .where(and(eq(userPromos.userId, owner.userId), eq(userPromos.merchantId, owner.merchantId)))
        .orderBy(desc(userPromos.addedAt), desc(promos.id));
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

    async insertOrder(values: OrderInsert, items: OrderItemInsert[]): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('order insert returned no row');
      if (items.length > 0) await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row.id })));
      await db.insert(orderEvents).values({
        orderId: row.id,
        kind: 'CHANGE_STATUS',
        fromStatus: null,
        toStatus: row.status,
        actorType: 'CUSTOMER',
        actorId: String(row.userId),
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

    async courier(merchantId: string, courierId: number): Promise<CourierRow | null> {
      const rows = await db
        .select()
        .from(couriers)
        .where(and(eq(couriers.id, courierId), eq(couriers.merchantId, merchantId)));
      return rows[0] ?? null;
    },
  };
}

export type OrderQueries = ReturnType<typeof queries>;

export function createOrderRepository(db: Db) {
  return {
    ...queries(db),
    /** Run `work` in one transaction with the same queries; `tx` for the shared status moves. */
    transaction<T>(work: (q: OrderQueries, tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
