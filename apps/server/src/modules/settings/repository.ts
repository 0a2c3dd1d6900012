/**
 * SQL of the settings screens (issue 12): web settings, payment settings, credentials (read here only to say
 * whether each is set, and by the connection tests), policies, vacancies, brand tabs. Every query names the
 * merchant, so another merchant's rows are never touched.
 */
import type { CredentialField, PaymentSetting, PolicyType, VacancyInput } from '@dasturxon/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  branches,
  brands,
  merchantSettings,
  merchants,
  paymentSettings,
  policies,
  vacancies,
} from '../../db/schema/index.ts';

export type CredentialRow = Record<CredentialField, string | null> & {
  smsGateway: 'PLAY_MOBILE' | 'ESKIZ' | null;
};

const credentialColumns = {
  smsGateway: merchants.smsGateway,
  paymeMerchantId: merchants.paymeMerchantId,
  paymeKey: merchants.paymeKey,
  clickServiceId: merchants.clickServiceId,
  clickMerchantId: merchants.clickMerchantId,
  clickSecretKey: merchants.clickSecretKey,
  uzumServiceId: merchants.uzumServiceId,
  uzumLogin: merchants.uzumLogin,
  uzumPassword: merchants.uzumPassword,
  smsUsername: merchants.smsUsername,
  smsPassword: merchants.smsPassword,
  telegramBotToken: merchants.telegramBotToken,
  yandexMapKey: merchants.yandexMapKey,
};

export type VacancyRow = typeof vacancies.$inferSelect;

export function createSettingsRepository() {
  return {
    async storedWeb(q: Tx, merchantId: string): Promise<Record<string, unknown> | null> {
      const rows = await q
        .select({ settings: merchantSettings.settings })
        .from(merchantSettings)
        .where(eq(merchantSettings.merchantId, merchantId));
      return rows[0]?.settings ?? null;
    },

    async saveWeb(
      q: Tx,
      merchantId: string,
      settings: Record<string, unknown>,
      identity: {
        color: string;
        logo: string | null;
        theme: 'DARK' | 'LIGHT';
        mapProvider: 'YANDEX' | 'LEAFLET' | 'LAMENU_YANDEX';
      },
      at: Date,
    ): Promise<void> {
      await q
        .insert(merchantSettings)
        .values({ merchantId, settings, lastModifiedDate: at })
        .onConflictDoUpdate({ target: merchantSettings.merchantId, set: { settings, lastModifiedDate: at } });
      // The merchant record carries the same identity (public merchant call, brand tabs): keep them equal.
      await q
        .update(merchants)
        .set({ ...identity, lastModifiedDate: at })
        .where(eq(merchants.id, merchantId));
    },

    async payments(q: Tx, merchantId: string): Promise<PaymentSetting[]> {
      return q
        .select({
          type: paymentSettings.type,
          isActive: paymentSettings.isActive,
          webEnabled: paymentSettings.webEnabled,
          botEnabled: paymentSettings.botEnabled,
          operatorEnabled: paymentSettings.operatorEnabled,
          appEnabled: paymentSettings.appEnabled,
          qrEnabled: paymentSettings.qrEnabled,
        })
        .from(paymentSettings)
        .where(eq(paymentSettings.merchantId, merchantId));
    },

    async savePayment(q: Tx, merchantId: string, s: PaymentSetting): Promise<void> {
      const { type, ...flags } = s;
      await q
        .insert(paymentSettings)
        .values({ merchantId, type, ...flags })
        .onConflictDoUpdate({ target: [paymentSettings.merchantId, paymentSettings.type], set: flags });
    },

    async credentials(q: Tx, merchantId: string): Promise<CredentialRow | null> {
      const rows = await q.select(credentialColumns).from(merchants).where(eq(merchants.id, merchantId));
      return rows[0] ?? null;
    },

    async saveCredentials(
      q: Tx,
      merchantId: string,
      values: Partial<CredentialRow>,
      at: Date,
    ): Promise<void> {
      await q
        .update(merchants)
        .set({ ...values, lastModifiedDate: at })
        .where(eq(merchants.id, merchantId));
    },

    async policies(q: Tx, merchantId: string) {
      return q.select().from(policies).where(eq(policies.merchantId, merchantId));
    },

    async savePolicy(
      q: Tx,
      merchantId: string,
      type: PolicyType,
      text: { uz: string; ru: string; eng: string },
      at: Date,
    ) {
      const rows = await q
        .insert(policies)
        .values({ merchantId, type, text, lastModifiedDate: at })
        .onConflictDoUpdate({
          target: [policies.merchantId, policies.type],
          set: { text, lastModifiedDate: at },
        })
        .returning();
      return rows[0]!;
    },

    async vacancies(q: Tx, merchantId: string): Promise<VacancyRow[]> {
      return q
        .select()
        .from(vacancies)
        .where(eq(vacancies.merchantId, merchantId))
        .orderBy(desc(vacancies.createdDate), desc(vacancies.id));
    },

    async vacancy(q: Tx, merchantId: string, id: number): Promise<VacancyRow | null> {
      const rows = await q
        .select()
        .from(vacancies)
        .where(and(eq(vacancies.merchantId, merchantId), eq(vacancies.id, id)));
      return rows[0] ?? null;
    },

    async createVacancy(q: Tx, merchantId: string, input: VacancyInput, at: Date): Promise<VacancyRow> {
      const rows = await q
        .insert(vacancies)
        .values({ merchantId, ...input, createdDate: at, lastModifiedDate: at })
        .returning();
      return rows[0]!;
    },

    async updateVacancy(
      q: Tx,
      merchantId: string,
      id: number,
      input: VacancyInput,
      at: Date,
    ): Promise<VacancyRow | null> {
      const rows = await q
        .update(vacancies)
        .set({ ...input, lastModifiedDate: at })
        .where(and(eq(vacancies.merchantId, merchantId), eq(vacancies.id, id)))
        .returning();
      return rows[0] ?? null;
    },

    async deleteVacancy(q: Tx, merchantId: string, id: number): Promise<boolean> {
      const rows = await q
        .delete(vacancies)
        .where(and(eq(vacancies.merchantId, merchantId), eq(vacancies.id, id)))
        .returning({ id: vacancies.id });
      return rows.length > 0;
    },

    async branchBelongs(q: Tx, merchantId: string, branchId: number): Promise<boolean> {
      const rows = await q
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.merchantId, merchantId), eq(branches.id, branchId)));
      return rows.length > 0;
    },

    async companyKey(q: Tx, merchantId: string): Promise<string | null> {
      const rows = await q
        .select({ key: merchants.companyKey })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      return rows[0]?.key ?? null;
    },

    /** Brand tabs of a company, by priority (the order the storefront shows them). */
    async brands(q: Tx, companyKey: string) {
      return q
        .select({
          id: brands.id,
          merchantId: brands.merchantId,
          sub: merchants.sub,
          name: brands.name,
          domainUrl: brands.domainUrl,
          color: brands.color,
          image: brands.image,
          priority: brands.priority,
        })
        .from(brands)
        .innerJoin(merchants, eq(merchants.id, brands.merchantId))
        .where(eq(brands.companyKey, companyKey))
        .orderBy(asc(brands.priority), asc(brands.id));
    },

    async updateBrand(
      q: Tx,
      companyKey: string,
      id: number,
      input: {
        name: { uz: string; ru: string; eng: string };
        color: string;
        image: string | null;
        priority: number;
      },
    ): Promise<boolean> {
      const rows = await q
        .update(brands)
        .set(input)
        .where(and(eq(brands.companyKey, companyKey), eq(brands.id, id)))
        .returning({ id: brands.id });
      return rows.length > 0;
    },

    /** Merchants that show a company's brand tabs (their caches must forget the old tabs). */
    async companyMerchants(q: Tx, companyKey: string): Promise<string[]> {
      const rows = await q
        .select({ id: merchants.id })
        .from(merchants)
        .where(sql`${merchants.companyKey} = ${companyKey}`);
      return rows.map((r) => r.id);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
