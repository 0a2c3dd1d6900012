/** SQL of what a merchant offers for ordering: order settings, payment settings, credentials, web settings. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants, orderSettings, paymentSettings } from '../../db/schema/index.ts';
import { orderPartQueries } from './order-parts.ts';

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

export function createOrderingSettingsRepository(db: Db) {
  return {
    webSettings: orderPartQueries(db).webSettings,

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
  };
}

export type OrderingSettingsRepository = ReturnType<typeof createOrderingSettingsRepository>;
