/** SQL of what a merchant offers for ordering: order settings, payment settings, credentials, web settings. */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantSettings, merchants, orderSettings, paymentSettings } from '../../db/schema/index.ts';

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

const NO_CREDENTIALS: MerchantCredentials = { payme: false, click: false, uzum: false, sandbox: false };

/** The one statement of `orderingRows`, prepared once per database: rendered once, planned once per connection. */
function orderingRowsQuery(db: Db) {
  return db
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
      orderSettings: getTableColumns(orderSettings),
      webSettings: merchantSettings.settings,
      payments: sql<OrderingRows['payments'] | null>`(
          select json_agg(json_build_object(
            'type', ${paymentSettings.type}, 'isActive', ${paymentSettings.isActive},
            'webEnabled', ${paymentSettings.webEnabled}, 'botEnabled', ${paymentSettings.botEnabled},
            'operatorEnabled', ${paymentSettings.operatorEnabled}) order by ${paymentSettings.id})
          from ${paymentSettings} where ${paymentSettings.merchantId} = ${merchants.id})`,
    })
    .from(merchants)
    .leftJoin(orderSettings, eq(orderSettings.merchantId, merchants.id))
    .leftJoin(merchantSettings, eq(merchantSettings.merchantId, merchants.id))
    .where(eq(merchants.id, sql.placeholder('merchantId')))
    .prepare('dx_ordering_rows');
}

const preparedRows = new WeakMap<Db, ReturnType<typeof orderingRowsQuery>>();

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
      return {
        orderSettings: m.orderSettings,
        webSettings: m.webSettings ?? null,
        payments: m.payments ?? [],
        credentials: {
          payme: filled(m.paymeMerchantId, m.paymeKey),
          click: filled(m.clickServiceId, m.clickMerchantId, m.clickSecretKey),
          uzum: filled(m.uzumServiceId, m.uzumLogin, m.uzumPassword),
          sandbox: m.paymentsSandbox,
        },
      };
    },
  };
}

export type OrderingSettingsRepository = ReturnType<typeof createOrderingSettingsRepository>;
