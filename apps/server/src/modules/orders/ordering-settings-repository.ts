/**
 * SQL of what a merchant offers for ordering: order settings, payment settings, credentials, web settings (one
 * statement, cached per merchant: decision 365); and what an order reads of its own: the branch, the session and
 * the customer's row, the zones (one statement, decisions 342, 348, 362).
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  deliveryZones,
  merchantSettings,
  merchants,
  orderSettings,
  paymentSettings,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { liveSessionConditions, type SessionRow, sessionRowColumns } from '../auth/session-repository.ts';
import type { BranchRecord } from '../branches/repository.ts';
import type { TariffZone } from '../deliveries/service.ts';

export type OrderSettingsRow = typeof orderSettings.$inferSelect;
export type PaymentSettingRow = typeof paymentSettings.$inferSelect;

/** Provider credentials of a merchant: only whether each is complete leaves this module. */
export interface MerchantCredentials {
  payme: boolean;
  click: boolean;
  uzum: boolean;
  /** The credentials are sandbox ones (decision 173). */
  sandbox: boolean;
}

const filled = (...values: Array<string | null>) => values.every((v) => v !== null && v.trim() !== '');

/** What the ordering rules read about a merchant, as stored: one statement's answer (decision 305). */
export interface OrderingRows {
  orderSettings: OrderSettingsRow | null;
  webSettings: Record<string, unknown> | null;
  payments: Array<
    Pick<PaymentSettingRow, 'type' | 'isActive' | 'webEnabled' | 'botEnabled' | 'operatorEnabled'>
  >;
  credentials: MerchantCredentials;
}

/** The customer's own row, as an order reads it: the cashback balance and whether it is a table guest. */
export interface CustomerRow {
  cashback: number;
  /** A guest account at a table (dine-in, decision 282): a device id, not a phone. */
  guest: boolean;
}

/**
 * What placing an order reads of its own before its write, in one statement (decision 342); the merchant's
 * settings come from the cache (decision 365).
 */
export interface OrderReadRows {
  /** The live branch of the merchant with that id, or null. */
  branch: BranchRecord | null;
  /** The customer's row, or null (a guest quote, or no such customer of the merchant). */
  customer: CustomerRow | null;
  /**
   * Asked for (a delivery): the active zones of the merchant that serve the branch (of every branch or of this
   * one), by id, as `zonesFor` reads them (decision 362); else empty.
   */
  zones: TariffZone[];
}

const NO_CREDENTIALS: MerchantCredentials = { payme: false, click: false, uzum: false, sandbox: false };

const settingsColumns = {
  paymeMerchantId: merchants.paymeMerchantId,
  paymeKey: merchants.paymeKey,
  clickServiceId: merchants.clickServiceId,
  clickMerchantId: merchants.clickMerchantId,
  clickSecretKey: merchants.clickSecretKey,
  uzumServiceId: merchants.uzumServiceId,
  uzumLogin: merchants.uzumLogin,
  uzumPassword: merchants.uzumPassword,
  paymentsSandbox: merchants.paymentsSandbox,
  orderSettings: getTableColumns(orderSettings),
  webSettings: merchantSettings.settings,
  payments: sql<OrderingRows['payments'] | null>`(
          select json_agg(json_build_object(
            'type', ${paymentSettings.type}, 'isActive', ${paymentSettings.isActive},
            'webEnabled', ${paymentSettings.webEnabled}, 'botEnabled', ${paymentSettings.botEnabled},
            'operatorEnabled', ${paymentSettings.operatorEnabled}) order by ${paymentSettings.id})
          from ${paymentSettings} where ${paymentSettings.merchantId} = ${merchants.id})`,
};

/** The one statement of `orderingRows`, prepared once per database: rendered once, planned once per connection. */
function orderingRowsQuery(db: Db) {
  return db
    .select(settingsColumns)
    .from(merchants)
    .leftJoin(orderSettings, eq(orderSettings.merchantId, merchants.id))
    .leftJoin(merchantSettings, eq(merchantSettings.merchantId, merchants.id))
    .where(eq(merchants.id, sql.placeholder('merchantId')))
    .prepare('dx_ordering_rows');
}

/** The order's branch, of the merchant and not deleted (the same join in both read statements). */
const orderBranch = and(
  eq(branches.merchantId, merchants.id),
  eq(branches.id, sql.placeholder('branchId')),
  eq(branches.deleted, false),
);

/**
 * A delivery's zones in the same statement (decision 362: a delivery was one round trip more than a pick-up):
 * `zonesFor`'s rows (active, of the merchant, of every branch or of the order's branch, by id) with the columns a
 * tariff reads, only when the placeholder `withZones` is true (a CASE evaluates its subquery only then).
 */
const branchZones = sql<TariffZone[] | null>`case when ${sql.placeholder('withZones')}::boolean then (
          select json_agg(json_build_object(
            'id', ${deliveryZones.id}, 'polygon', ${deliveryZones.polygon},
            'price', ${deliveryZones.price}, 'priority', ${deliveryZones.priority}) order by ${deliveryZones.id})
          from ${deliveryZones}
          where ${deliveryZones.merchantId} = ${merchants.id} and ${deliveryZones.isActive}
            and (${deliveryZones.branchId} is null or ${deliveryZones.branchId} = ${branches.id})) end`;

/**
 * The merchant's row (its id only: the anchor of the joins, no row for an unknown merchant) with the branch (live,
 * of the merchant) and the customer's row joined: every read an order makes before its write but the settings
 * (cached, decision 365), the session (`orderReadBySessionQuery`) and the menu (cached), in one round trip.
 */
function orderReadQuery(db: Db) {
  return db
    .select({
      branch: getTableColumns(branches),
      zones: branchZones,
      cashback: users.cashback,
      guestDeviceId: users.guestDeviceId,
      userId: users.id,
    })
    .from(merchants)
    .leftJoin(branches, orderBranch)
    .leftJoin(users, and(eq(users.merchantId, merchants.id), eq(users.id, sql.placeholder('userId'))))
    .where(eq(merchants.id, sql.placeholder('merchantId')))
    .prepare('dx_order_reads');
}

/**
 * `orderReadQuery` with the customer known by a session token instead of an id (decision 348): the live session
 * (the conditions of `findLive`) and its user's row are left-joined, so the session lookup is no round trip of its
 * own. Null session columns: no live session for that token at the merchant.
 */
function orderReadBySessionQuery(db: Db) {
  const live = liveSessionConditions({
    tokenHash: sql.placeholder('tokenHash'),
    merchantId: merchants.id,
    now: sql.placeholder('now'),
  });
  return db
    .select({
      branch: getTableColumns(branches),
      zones: branchZones,
      session: sessionRowColumns,
      cashback: users.cashback,
      guestDeviceId: users.guestDeviceId,
      userId: users.id,
    })
    .from(merchants)
    .leftJoin(branches, orderBranch)
    .leftJoin(sessions, live.session)
    .leftJoin(users, live.user)
    .where(eq(merchants.id, sql.placeholder('merchantId')))
    .prepare('dx_order_reads_session');
}

const preparedRows = new WeakMap<Db, ReturnType<typeof orderingRowsQuery>>();
const preparedReads = new WeakMap<Db, ReturnType<typeof orderReadQuery>>();
const preparedSessionReads = new WeakMap<Db, ReturnType<typeof orderReadBySessionQuery>>();

// Ids start at 1: 0 matches no customer (a guest quote) and no branch (an id out of int range).
const safeInt = (n: number) => (Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0);

const NO_READS: OrderReadRows = {
  branch: null,
  customer: null,
  zones: [],
};

function settingsOf(m: {
  orderSettings: OrderSettingsRow | null;
  webSettings: unknown;
  payments: OrderingRows['payments'] | null;
  paymeMerchantId: string | null;
  paymeKey: string | null;
  clickServiceId: string | null;
  clickMerchantId: string | null;
  clickSecretKey: string | null;
  uzumServiceId: string | null;
  uzumLogin: string | null;
  uzumPassword: string | null;
  paymentsSandbox: boolean;
}): OrderingRows {
  return {
    orderSettings: m.orderSettings,
    webSettings: (m.webSettings as Record<string, unknown> | null) ?? null,
    payments: m.payments ?? [],
    credentials: {
      payme: filled(m.paymeMerchantId, m.paymeKey),
      click: filled(m.clickServiceId, m.clickMerchantId, m.clickSecretKey),
      uzum: filled(m.uzumServiceId, m.uzumLogin, m.uzumPassword),
      sandbox: m.paymentsSandbox,
    },
  };
}

export function createOrderingSettingsRepository(db: Db) {
  return {
    /**
     * Order settings, web settings, payment settings and credentials of a merchant in ONE round trip (decision
     * 305): every quote and order reads them, and four queries held four pooled connections at once.
     */
    async orderingRows(merchantId: string): Promise<OrderingRows> {
      let query = preparedRows.get(db);
      if (!query) {
        query = orderingRowsQuery(db);
        preparedRows.set(db, query);
      }
      const rows = await query.execute({ merchantId });
      const m = rows[0];
      if (!m) return { orderSettings: null, webSettings: null, payments: [], credentials: NO_CREDENTIALS };
      return settingsOf(m);
    },

    /**
     * The live branch `branchId` and the row of customer `userId` (null: none), in ONE round trip (decision
     * 342): what a quote and an order read of their own before the write, but the session; with `zones`, a
     * delivery's zones too (decision 362). The merchant's settings: `orderingRows`, cached (decision 365).
     */
    async orderReads(
      merchantId: string,
      branchId: number,
      userId: number | null,
      opts: { zones?: boolean } = {},
    ): Promise<OrderReadRows> {
      let query = preparedReads.get(db);
      if (!query) {
        query = orderReadQuery(db);
        preparedReads.set(db, query);
      }
      const rows = await query.execute({
        merchantId,
        branchId: safeInt(branchId),
        userId: userId === null ? 0 : safeInt(userId),
        withZones: opts.zones === true,
      });
      const m = rows[0];
      if (!m) return NO_READS;
      return {
        branch: m.branch,
        customer: m.userId === null ? null : { cashback: m.cashback ?? 0, guest: Boolean(m.guestDeviceId) },
        zones: m.zones ?? [],
      };
    },

    /**
     * `orderReads` for the customer of session token `tokenHash` (live at `now`), with that session's row: the
     * session lookup and every read before the write in ONE round trip (decision 348). `session` null: no live
     * session (and no customer).
     */
    async orderReadsBySession(
      merchantId: string,
      branchId: number,
      tokenHash: string,
      now: Date,
      opts: { zones?: boolean } = {},
    ): Promise<OrderReadRows & { session: SessionRow | null }> {
      let query = preparedSessionReads.get(db);
      if (!query) {
        query = orderReadBySessionQuery(db);
        preparedSessionReads.set(db, query);
      }
      const rows = await query.execute({
        merchantId,
        branchId: safeInt(branchId),
        tokenHash,
        now: now.toISOString(),
        withZones: opts.zones === true,
      });
      const m = rows[0];
      if (!m) return { ...NO_READS, session: null };
      // Live only with its user's row (active, of the merchant): the inner join of `findLive`.
      const live = m.session && m.userId !== null ? m.session : null;
      return {
        branch: m.branch,
        session: live,
        customer: live ? { cashback: m.cashback ?? 0, guest: Boolean(m.guestDeviceId) } : null,
        zones: m.zones ?? [],
      };
    },
  };
}

export type OrderingSettingsRepository = ReturnType<typeof createOrderingSettingsRepository>;
