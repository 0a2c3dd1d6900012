/**
 * SQL of the payments module. Every query about orders and transactions is scoped by merchant; the merchant
 * itself is found from the provider's own fields (Payme cashbox key, Click / Uzum service id).
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { merchants, orders, paymentTransactions } from '../../db/schema/index.ts';

export type PaymentTxRow = typeof paymentTransactions.$inferSelect;
export type PaymentTxInsert = typeof paymentTransactions.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type ProviderName = PaymentTxRow['provider'];

/** A merchant with its payment credentials (never served: used to sign, check and build links). */
export interface PaymentMerchant {
  id: string;
  name: { uz: string; ru: string; eng: string };
  sub: string;
  domainUrl: string | null;
  paymeMerchantId: string | null;
  paymeKey: string | null;
  clickServiceId: string | null;
  clickMerchantId: string | null;
  clickSecretKey: string | null;
  uzumServiceId: string | null;
  uzumLogin: string | null;
  uzumPassword: string | null;
  /** The credentials above are sandbox ones (decision 173). */
  paymentsSandbox: boolean;
}

const merchantColumns = {
  id: merchants.id,
  name: merchants.name,
  sub: merchants.sub,
  domainUrl: merchants.domainUrl,
  paymeMerchantId: merchants.paymeMerchantId,
  paymeKey: merchants.paymeKey,
  clickServiceId: merchants.clickServiceId,
  clickMerchantId: merchants.clickMerchantId,
  clickSecretKey: merchants.clickSecretKey,
  uzumServiceId: merchants.uzumServiceId,
  uzumLogin: merchants.uzumLogin,
  uzumPassword: merchants.uzumPassword,
  paymentsSandbox: merchants.paymentsSandbox,
};

const liveMerchant = and(eq(merchants.isActive, true), eq(merchants.deleted, false));

/** `clock` dates the transaction rows: the app's clock, not the database's (decision 170). */
export function createPaymentRepository(db: Db, clock: () => Date = () => new Date()) {
  return {
    db,

    async merchantById(id: string): Promise<PaymentMerchant | null> {
      const [row] = await db
        .select(merchantColumns)
        .from(merchants)
        .where(and(eq(merchants.id, id), liveMerchant));
      return row ?? null;
    },

    /** Every live merchant with a Payme key: the key of a callback names its merchant. */
    async merchantsWithPaymeKey(): Promise<PaymentMerchant[]> {
      return db
        .select(merchantColumns)
        .from(merchants)
        .where(and(isNotNull(merchants.paymeKey), liveMerchant));
    },

    async merchantByClickServiceId(serviceId: string): Promise<PaymentMerchant | null> {
      const [row] = await db
        .select(merchantColumns)
        .from(merchants)
        .where(and(eq(merchants.clickServiceId, serviceId), liveMerchant))
        .limit(1);
      return row ?? null;
    },

    async merchantByUzumServiceId(serviceId: string): Promise<PaymentMerchant | null> {
      const [row] = await db
        .select(merchantColumns)
        .from(merchants)
        .where(and(eq(merchants.uzumServiceId, serviceId), liveMerchant))
        .limit(1);
      return row ?? null;
    },

    async orderOf(merchantId: string, orderId: number): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)));
      return row ?? null;
    },

    /** A transaction by the provider's id; locked for update unless `lock` is false. */
    async txByProviderId(
      tx: Tx,
      merchantId: string,
      provider: ProviderName,
      providerTxId: string,
      lock = true,
    ): Promise<PaymentTxRow | null> {
      const query = tx
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.merchantId, merchantId),
            eq(paymentTransactions.provider, provider),
            eq(paymentTransactions.providerTxId, providerTxId),
          ),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** A transaction by our id (Click's merchant_prepare_id), locked. */
    async txById(
      tx: Tx,
      merchantId: string,
      provider: ProviderName,
      id: number,
    ): Promise<PaymentTxRow | null> {
      const [row] = await tx
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.merchantId, merchantId),
            eq(paymentTransactions.provider, provider),
            eq(paymentTransactions.id, id),
          ),
        )
        .for('update');
      return row ?? null;
    },

    /** Transactions of an order in one of `states` (Payme's numeric state). */
    async txsOfOrderInStates(
      tx: Tx,
      merchantId: string,
      provider: ProviderName,
      orderId: number,
      states: number[],
    ): Promise<PaymentTxRow[]> {
      return tx
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.merchantId, merchantId),
            eq(paymentTransactions.provider, provider),
            eq(paymentTransactions.orderId, orderId),
            inArray(paymentTransactions.state, states),
          ),
        );
    },

    /** Transactions of an order with one of `statuses` (Click / Uzum text status). */
    async txsOfOrderWithStatus(
      tx: Tx,
      merchantId: string,
      provider: ProviderName,
      orderId: number,
      statuses: string[],
    ): Promise<PaymentTxRow[]> {
      return tx
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.merchantId, merchantId),
            eq(paymentTransactions.provider, provider),
            eq(paymentTransactions.orderId, orderId),
            inArray(paymentTransactions.status, statuses),
          ),
        );
    },

    async insertTx(tx: Tx, values: PaymentTxInsert): Promise<PaymentTxRow> {
      const now = clock();
      const [row] = await tx
        .insert(paymentTransactions)
        .values({ createdDate: now, lastModifiedDate: now, ...values })
        .returning();
      if (!row) throw new Error('insert of a payment transaction returned no row');
      return row;
    },

    async updateTx(tx: Tx, id: number, values: Partial<PaymentTxInsert>): Promise<PaymentTxRow> {
      const [row] = await tx
        .update(paymentTransactions)
        .set({ ...values, lastModifiedDate: clock() })
        .where(eq(paymentTransactions.id, id))
        .returning();
      if (!row) throw new Error(`payment transaction ${id} vanished`);
      return row;
    },

    /** Payme GetStatement: by Payme's `time`, from <= time <= to, ascending, every state. */
    async paymeStatement(merchantId: string, from: number, to: number): Promise<PaymentTxRow[]> {
      const time = sql`cast(${paymentTransactions.providerTime} as bigint)`;
      return db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.merchantId, merchantId),
            eq(paymentTransactions.provider, 'PAYME'),
            sql`${time} >= ${from}`,
            sql`${time} <= ${to}`,
          ),
        )
        .orderBy(asc(time), asc(paymentTransactions.id));
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
