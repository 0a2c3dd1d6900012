/**
 * SQL of the reports (decision 221): read straight from the orders tables, never from a copy. An order belongs
 * to the Tashkent day it is for (its scheduled time, else when it was placed). Orders that never reached the
 * merchant (waiting for an online payment, or cancelled while waiting) are left out; the others count, or are
 * cancellations.
 */
import type { MultilingualText, OrderServiceType, PaymentType } from '@dasturxon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ReportScope {
  merchantId: string;
  /** Inclusive start and exclusive end of the range, as instants. */
  start: Date;
  end: Date;
  branchId: number | null;
}

/** Figures of one (day, branch, payment type, service type) cell. */
export interface ReportCell {
  day: string;
  branchId: number;
  paymentType: PaymentType;
  serviceType: OrderServiceType;
  orders: number;
  revenue: number;
  cancelled: number;
}

/** Orders handed over unpaid and not paid since: still due, or written off by an admin (decisions 363, 375). */
export interface CashNotCollected {
  due: { orders: number; amount: number };
  writtenOff: { orders: number; amount: number };
}

export interface ProductRow {
  productId: number;
  name: MultilingualText;
  count: number;
  revenue: number;
}

/** How many products the top list shows. */
export const TOP_PRODUCTS = 10;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The day an order is for, in Tashkent. */
const DAY = sql`to_char((coalesce(o.delivery_at, o.created_date) at time zone 'Asia/Tashkent')::date, 'YYYY-MM-DD')`;
/** The order reached the merchant: not waiting for an online payment, not cancelled while waiting. */
const SEEN = sql`o.status <> 'CREATED' and not exists (
  select 1 from order_events e
  where e.order_id = o.id and e.from_status = 'CREATED' and e.to_status = 'CANCELED')`;

function scoped(scope: ReportScope): SQL {
  const branch = scope.branchId === null ? sql`` : sql` and o.branch_id = ${scope.branchId}`;
  return sql`o.merchant_id = ${scope.merchantId}
    and coalesce(o.delivery_at, o.created_date) >= ${scope.start.toISOString()}
    and coalesce(o.delivery_at, o.created_date) < ${scope.end.toISOString()}${branch}
    and ${SEEN}`;
}

export function createReportRepository(db: Db) {
  return {
    /** The merchant's branches (live or not: a closed branch still has its past orders). */
    async branches(merchantId: string): Promise<Array<{ id: number; name: MultilingualText }>> {
      const result = await db.execute(
        sql`select id, name from branches where merchant_id = ${merchantId} order by id`,
      );
      return rowsOf(result);
    },

    /** Counts and revenue per day, branch, payment type and service type (the report sums these up). */
    async cells(scope: ReportScope): Promise<ReportCell[]> {
      const result = await db.execute(sql`
        select ${DAY} as "day",
          o.branch_id as "branchId",
          o.payment_type as "paymentType",
          o.service_type as "serviceType",
          (count(*) filter (where o.status <> 'CANCELED'))::int as "orders",
          coalesce(sum(o.total_price) filter (where o.status <> 'CANCELED'), 0)::float8 as "revenue",
          (count(*) filter (where o.status = 'CANCELED'))::int as "cancelled"
        from orders o
        where ${scoped(scope)}
        group by 1, 2, 3, 4
        order by 1, 2, 3, 4`);
      return rowsOf<ReportCell>(result).map((r) => ({ ...r, revenue: Number(r.revenue) }));
    },

    /** Cancelled orders by the reason given (blank is none), most frequent first. */
    async cancellations(scope: ReportScope): Promise<Array<{ reason: string | null; count: number }>> {
      const result = await db.execute(sql`
        select nullif(btrim(coalesce(o.reason, '')), '') as "reason", count(*)::int as "count"
        from orders o
        where ${scoped(scope)} and o.status = 'CANCELED'
        group by 1
        order by 2 desc, 1 asc nulls last`);
      return rowsOf(result);
    },

    /** What the range's orders handed over unpaid still owe, and what of it was written off. */
    async cashNotCollected(scope: ReportScope): Promise<CashNotCollected> {
      const owed = sql`greatest(0, o.total_price - coalesce((o.handover_unpaid ->> 'collected')::int, 0))`;
      const off = sql`(o.handover_unpaid -> 'writtenOff') is not null`;
      const result = await db.execute(sql`
        select (count(*) filter (where not ${off}))::int as "dueOrders",
          coalesce(sum(${owed}) filter (where not ${off}), 0)::float8 as "dueAmount",
          (count(*) filter (where ${off}))::int as "offOrders",
          coalesce(sum(${owed}) filter (where ${off}), 0)::float8 as "offAmount"
        from orders o
        where ${scoped(scope)} and o.handover_unpaid is not null and not o.is_paid`);
      const [row] = rowsOf<{ dueOrders: number; dueAmount: number; offOrders: number; offAmount: number }>(
        result,
      );
      return {
        due: { orders: row?.dueOrders ?? 0, amount: Number(row?.dueAmount ?? 0) },
        writtenOff: { orders: row?.offOrders ?? 0, amount: Number(row?.offAmount ?? 0) },
      };
    },

    /** Products of the counted orders by units sold, then revenue; the name the product had most recently. */
    async topProducts(scope: ReportScope): Promise<ProductRow[]> {
      const result = await db.execute(sql`
        select i.product_id as "productId",
          (array_agg(i.name order by i.id desc))[1] as "name",
          sum(i.count)::int as "count",
          sum(i.line_price - i.line_discount)::float8 as "revenue"
        from orders o join order_items i on i.order_id = o.id
        where ${scoped(scope)} and o.status <> 'CANCELED'
        group by i.product_id
        order by 3 desc, 4 desc, 1 asc
        limit ${TOP_PRODUCTS}`);
      return rowsOf<ProductRow>(result).map((r) => ({ ...r, revenue: Number(r.revenue) }));
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
