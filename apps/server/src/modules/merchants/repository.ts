/**
 * Merchant SQL. Queries here select only the public columns: secrets (SMS, POS, payment and bot credentials)
 * are never even read by the storefront API, so no code path can leak them (docs/decisions/012).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, merchantSettings, merchants } from '../../db/schema/index.ts';

const publicColumns = {
  id: merchants.id,
  name: merchants.name,
  logo: merchants.logo,
  color: merchants.color,
  sub: merchants.sub,
  theme: merchants.theme,
  mapProvider: merchants.mapProvider,
  yandexMapKey: merchants.yandexMapKey,
  isActive: merchants.isActive,
  deleted: merchants.deleted,
  latitude: merchants.latitude,
  longitude: merchants.longitude,
  mainCityId: merchants.mainCityId,
  domainUrl: merchants.domainUrl,
  companyKey: merchants.companyKey,
  createdDate: merchants.createdDate,
  lastModifiedDate: merchants.lastModifiedDate,
};

/** The merchant as the server knows it for a request: public fields plus its company key. */
export type MerchantRecord = {
  id: string;
  name: { uz: string; ru: string; eng: string };
  logo: string | null;
  color: string;
  sub: string;
  theme: 'DARK' | 'LIGHT';
  mapProvider: 'YANDEX' | 'LEAFLET' | 'LAMENU_YANDEX';
  yandexMapKey: string | null;
  isActive: boolean;
  deleted: boolean;
  latitude: number;
  longitude: number;
  mainCityId: number | null;
  domainUrl: string | null;
  companyKey: string | null;
  createdDate: Date;
  lastModifiedDate: Date;
};

export type BrandRecord = {
  id: number;
  merchantId: string;
  sub: string;
  name: { uz: string; ru: string; eng: string };
  domainUrl: string | null;
  color: string;
  image: string | null;
};

export function createMerchantRepository(db: Db) {
  return {
    /** Whether the database holds any merchant at all (start-up decides whether to seed the demo). */
    async hasAny(): Promise<boolean> {
      const rows = await db.select({ id: merchants.id }).from(merchants).limit(1);
      return rows.length > 0;
    },

    async findById(id: string): Promise<MerchantRecord | null> {
      const rows = await db.select(publicColumns).from(merchants).where(eq(merchants.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async findBySub(sub: string): Promise<MerchantRecord | null> {
      const rows = await db
        .select(publicColumns)
        .from(merchants)
        .where(eq(sql`lower(${merchants.sub})`, sub.toLowerCase()))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Merchants whose domainUrl is one of `candidates` (compared case-insensitively). */
    async findByDomain(candidates: string[]): Promise<MerchantRecord[]> {
      if (candidates.length === 0) return [];
      return db
        .select(publicColumns)
        .from(merchants)
        .where(
          inArray(
            sql`lower(${merchants.domainUrl})`,
            candidates.map((c) => c.toLowerCase()),
          ),
        )
        .limit(5);
    },

    async findSettings(merchantId: string): Promise<Record<string, unknown> | null> {
      const rows = await db
        .select({ settings: merchantSettings.settings })
        .from(merchantSettings)
        .where(eq(merchantSettings.merchantId, merchantId))
        .limit(1);
      return rows[0]?.settings ?? null;
    },

    /** Brand tabs of a company with the state of the merchant each opens, by priority. */
    async listBrands(companyKey: string): Promise<Array<BrandRecord & { open: boolean }>> {
      const rows = await db
        .select({
          id: brands.id,
          merchantId: brands.merchantId,
          sub: merchants.sub,
          name: brands.name,
          domainUrl: brands.domainUrl,
          color: brands.color,
          image: brands.image,
          isActive: merchants.isActive,
          deleted: merchants.deleted,
        })
        .from(brands)
        .innerJoin(merchants, eq(merchants.id, brands.merchantId))
        .where(eq(brands.companyKey, companyKey))
        .orderBy(asc(brands.priority), asc(brands.id));
      return rows.map(({ isActive, deleted, ...brand }) => ({ ...brand, open: isActive && !deleted }));
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
