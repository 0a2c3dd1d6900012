/**
 * SQL of what a merchant offers for ordering: order settings, payment settings, credentials, web settings (one
 * statement, cached per merchant: decision 365), its branches and zones (cached per merchant: decision 379); and
 * what an order reads of its own: the session and the customer's row (one statement, decisions 342, 348).
 */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
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
import type { OrderPlaces } from './ordering-settings-cache.ts';

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
 * settings, branches and zones come from the caches (decisions 365, 379).
 */
export interface OrderReadRows {
  /** The customer's row, or null (a guest quote, or no such customer of the merchant). */
  customer: CustomerRow | null;
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

/** Every branch of the merchant but the deleted ones (the orders' branch cache, decision 379). */
function orderBranchesQuery(db: Db) {
  return db
    .select()
    .from(branches)
    .where(and(eq(branches.merchantId, sql.placeholder('merchantId')), eq(branches.deleted, false)))
    .orderBy(asc(branches.id))
    .prepare('dx_order_branches');
}

/** The active delivery zones of the merchant (the orders' kept zones, decision 379), by id. */
function orderZonesQuery(db: Db) {
  return db
    .select({
      id: deliveryZones.id,
      name: deliveryZones.name,
      branchId: deliveryZones.branchId,
      polygon: deliveryZones.polygon,
      price: deliveryZones.price,
      priority: deliveryZones.priority,
    })
    .from(deliveryZones)
    .where(and(eq(deliveryZones.merchantId, sql.placeholder('merchantId')), eq(deliveryZones.isActive, true)))
    .orderBy(asc(deliveryZones.id))
    .prepare('dx_order_zones');
}

/**
 * The merchant's row (its id only: the anchor of the joins, no row for an unknown merchant) with the customer's
 * row joined: every read an order makes before its write but the settings and branches (cached, decisions 365,
 * 379), the session (`orderReadBySessionQuery`) and the menu (cached), in one round trip.
 */
function orderReadQuery(db: Db) {
  return db
    .select({
      cashback: users.cashback,
      guestDeviceId: users.guestDeviceId,
      userId: users.id,
    })
    .from(merchants)
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
      session: sessionRowColumns,
      cashback: users.cashback,
      guestDeviceId: users.guestDeviceId,
      userId: users.id,
    })
    .from(merchants)
    .leftJoin(sessions, live.session)
    .leftJoin(users, live.user)
    .where(eq(merchants.id, sql.placeholder('merchantId')))
    .prepare('dx_order_reads_session');
}

const preparedRows = new WeakMap<Db, ReturnType<typeof orderingRowsQuery>>();
const preparedBranches = new WeakMap<Db, ReturnType<typeof orderBranchesQuery>>();
const preparedZones = new WeakMap<Db, ReturnType<typeof orderZonesQuery>>();
const preparedReads = new WeakMap<Db, ReturnType<typeof orderReadQuery>>();
const preparedSessionReads = new WeakMap<Db, ReturnType<typeof orderReadBySessionQuery>>();

// Ids start at 1: 0 matches no customer (a guest quote) and no branch (an id out of int range).
const safeInt = (n: number) => (Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0);

const NO_READS: OrderReadRows = { customer: null };

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
     * Where the merchant's orders are placed: its branches but the deleted ones and its active zones, by id, in
     * two statements side by side: what the orders' kept places hold (decision 379).
     */
    async orderPlaces(merchantId: string): Promise<OrderPlaces> {
      let branchQuery = preparedBranches.get(db);
      if (!branchQuery) {
        branchQuery = orderBranchesQuery(db);
        preparedBranches.set(db, branchQuery);
      }
      let zoneQuery = preparedZones.get(db);
      if (!zoneQuery) {
        zoneQuery = orderZonesQuery(db);
        preparedZones.set(db, zoneQuery);
      }
      const [branchRows, zones] = await Promise.all([
        branchQuery.execute({ merchantId }),
        zoneQuery.execute({ merchantId }),
      ]);
      return { branches: new Map(branchRows.map((branch) => [branch.id, branch])), zones };
    },

    /**
     * The row of customer `userId` (null: none, and no statement) in ONE round trip (decision 342): what a quote
     * and an order read of their own before the write, but the session. The merchant's settings, branches and
     * zones: `orderingRows` and `orderPlaces`, cached (decisions 365, 379).
     */
    async orderReads(merchantId: string, userId: number | null): Promise<OrderReadRows> {
      if (userId === null) return NO_READS;
      let query = preparedReads.get(db);
      if (!query) {
        query = orderReadQuery(db);
        preparedReads.set(db, query);
      }
      const rows = await query.execute({ merchantId, userId: safeInt(userId) });
      const m = rows[0];
      if (!m || m.userId === null) return NO_READS;
      return { customer: { cashback: m.cashback ?? 0, guest: Boolean(m.guestDeviceId) } };
    },

    /**
     * `orderReads` for the customer of session token `tokenHash` (live at `now`), with that session's row: the
     * session lookup and every read before the write in ONE round trip (decision 348). `session` null: no live
     * session (and no customer).
     */
    async orderReadsBySession(
      merchantId: string,
      tokenHash: string,
      now: Date,
    ): Promise<OrderReadRows & { session: SessionRow | null }> {
      let query = preparedSessionReads.get(db);
      if (!query) {
        query = orderReadBySessionQuery(db);
        preparedSessionReads.set(db, query);
      }
      const rows = await query.execute({ merchantId, tokenHash, now: now.toISOString() });
      const m = rows[0];
      if (!m) return { ...NO_READS, session: null };
      // Live only with its user's row (active, of the merchant): the inner join of `findLive`.
      const live = m.session && m.userId !== null ? m.session : null;
      return {
        session: live,
        customer: live ? { cashback: m.cashback ?? 0, guest: Boolean(m.guestDeviceId) } : null,
      };
    },
  };
}

export type OrderingSettingsRepository = ReturnType<typeof createOrderingSettingsRepository>;
