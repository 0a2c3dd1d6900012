/** SQL of the staff API. Every query is scoped by merchant; staff tokens reach this layer only as SHA-256 hex. */
import { FINAL_ORDER_STATUSES } from '@dasturxon/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/factories/shared.ts';
import { couriers, orderEvents, orders, staff, staffSessions, users } from '../../db/schema/index.ts';
import { type RefundJobResult, refundJobsOf } from '../payments/refund-jobs.ts';
import { loadOrderHistory } from './order-history.ts';

export type StaffRow = typeof staff.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type CourierRow = typeof couriers.$inferSelect;

export interface CustomerRow {
  id: number;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

export interface OrderFilter {
  statuses?: readonly OrderRow['status'][] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only the orders of this courier (a COURIER account). */
  courierId?: number | undefined;
  number?: number | undefined;
  /** Digits the customer's phone ends with. */
  phone?: string | undefined;
  branchId?: number | undefined;
  /** Only orders handed over without their money, not brought in yet (decision 363). */
  cashDue?: boolean | undefined;
}

function orderWhere(db0: Executor, merchantId: string, filter: OrderFilter): SQL | undefined {
  const parts: SQL[] = [eq(orders.merchantId, merchantId)];
  if (filter.statuses && filter.statuses.length > 0) parts.push(inArray(orders.status, [...filter.statuses]));
  if (filter.from) parts.push(gte(orders.createdDate, filter.from));
  if (filter.to) parts.push(lt(orders.createdDate, filter.to));
  if (filter.courierId !== undefined) parts.push(eq(orders.courierId, filter.courierId));
  if (filter.number !== undefined) parts.push(eq(orders.number, filter.number));
  if (filter.branchId !== undefined) parts.push(eq(orders.branchId, filter.branchId));
  if (filter.cashDue) {
    // Written off by an admin (decision 375): no longer due. The partial index orders_cash_due_idx still serves.
    parts.push(
      isNotNull(orders.handoverUnpaid),
      eq(orders.isPaid, false),
      sql`${orders.handoverUnpaid} -> 'writtenOff' is null`,
    );
  }
  if (filter.phone !== undefined) {
    // The phone is the customer's (users.phone, digits): orders of the merchant's users whose phone ends so.
    const owners = db0
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.merchantId, merchantId), like(users.phone, `%${filter.phone}`)));
    parts.push(inArray(orders.userId, owners));
  }
  return and(...parts);
}

function queries(db: Executor) {
  return {
    async staffByLogin(merchantId: string, login: string): Promise<StaffRow | null> {
      const rows = await db
        .select()
        .from(staff)
        .where(and(eq(staff.merchantId, merchantId), eq(staff.login, login), eq(staff.isActive, true)))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertSession(row: {
      tokenHash: string;
      staffId: number;
      merchantId: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(staffSessions).values({
        tokenHash: row.tokenHash,
        staffId: row.staffId,
        merchantId: row.merchantId,
        createdAt: row.now,
        expiresAt: row.expiresAt,
      });
    },

    /** The live session of a token hash at a merchant with its (active, same-merchant) staff account. */
    async liveSession(
      tokenHash: string,
      merchantId: string,
      now: Date,
    ): Promise<{ sessionId: number; expiresAt: Date; staff: StaffRow } | null> {
      const rows = await db
        .select({ sessionId: staffSessions.id, expiresAt: staffSessions.expiresAt, staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            eq(staffSessions.merchantId, merchantId),
            isNull(staffSessions.revokedAt),
            gte(staffSessions.expiresAt, now),
            eq(staff.merchantId, merchantId),
            eq(staff.isActive, true),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Is the session still live (not revoked, not expired, its account active)? */
    async sessionAlive(sessionId: number, merchantId: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: staffSessions.id })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.id, sessionId),
            eq(staffSessions.merchantId, merchantId),
            isNull(staffSessions.revokedAt),
            gte(staffSessions.expiresAt, now),
            eq(staff.isActive, true),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async revokeSession(sessionId: number, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    async listOrders(
      merchantId: string,
      filter: OrderFilter,
      page: { page: number; size: number },
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const where = orderWhere(db, merchantId, filter);
      const [total] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdDate), desc(orders.id))
        .limit(page.size)
        .offset(page.page * page.size);
      return { rows, total: total?.n ?? 0 };
    },

    async findOrder(merchantId: string, id: number): Promise<OrderRow | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.merchantId, merchantId), eq(orders.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The order's logged events with who did them (order-history.ts), a hand refund with its reference. */
    async history(order: OrderRow) {
      const [job] = await refundJobsOf(db, order.merchantId, [order.id]);
      return loadOrderHistory(db, order, (job?.result as RefundJobResult | undefined)?.byHand?.reference);
    },

    /** The refund jobs of cancelled paid orders (decision 246). */
    refundJobs: (merchantId: string, ids: number[]) => refundJobsOf(db, merchantId, ids),

    async customers(merchantId: string, ids: number[]): Promise<CustomerRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
        .from(users)
        .where(and(eq(users.merchantId, merchantId), inArray(users.id, ids)));
    },

    async courier(merchantId: string, id: number): Promise<CourierRow | null> {
      const rows = await db
        .select()
        .from(couriers)
        .where(and(eq(couriers.merchantId, merchantId), eq(couriers.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async couriers(merchantId: string): Promise<CourierRow[]> {
      return db.select().from(couriers).where(eq(couriers.merchantId, merchantId)).orderBy(asc(couriers.id));
    },

    async moveCourier(
      merchantId: string,
      id: number,
      point: { latitude: number; longitude: number },
      now: Date,
    ): Promise<CourierRow | null> {
      const rows = await db
        .update(couriers)
        .set({ ...point, locationAt: now, lastModifiedDate: now })
        .where(and(eq(couriers.merchantId, merchantId), eq(couriers.id, id)))
        .returning();
      return rows[0] ?? null;
    },

    /** Set the time the merchant promised a (locked) order. */
    async promise(order: OrderRow, promisedAt: Date, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ promisedAt, lastModifiedDate: now })
        .where(and(eq(orders.id, order.id), eq(orders.merchantId, order.merchantId)));
    },

    /** The orders of a courier that are not finished (whose screens follow the courier). */
    async openOrdersOfCourier(merchantId: string, courierId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.merchantId, merchantId),
            eq(orders.courierId, courierId),
            notInArray(orders.status, [...FINAL_ORDER_STATUSES]),
          ),
        )
        .limit(20);
    },

    /** Attach a courier to a (locked) order and log it; returns the updated order. */
    async attachCourier(
      order: OrderRow,
      courierId: number,
      actor: { staffId: number },
      now: Date,
    ): Promise<OrderRow> {
      const rows = await db
        .update(orders)
        .set({ courierId, courierStatus: 'ACCEPTED', lastModifiedDate: now })
        .where(and(eq(orders.id, order.id), eq(orders.merchantId, order.merchantId)))
        .returning();
      const updated = rows[0];
      if (!updated) throw new Error(`order ${order.id} vanished while locked`);
      await db.insert(orderEvents).values({
        orderId: order.id,
        kind: 'CHANGE_COURIER_STATUS',
        fromStatus: null,
        toStatus: null,
        actorType: 'STAFF',
        actorId: String(actor.staffId),
        at: now,
      });
      return updated;
    },
  };
}

export type StaffQueries = ReturnType<typeof queries>;

export function createStaffRepository(db: Db) {
  return {
    ...queries(db),
    /** The same queries inside a transaction the orders status service opened (attaching a courier). */
    within: (tx: Executor) => queries(tx),
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
