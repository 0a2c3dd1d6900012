/** SQL for the cities a merchant serves (merchant_cities links, with the merchant's main city flag). */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, merchantCities } from '../../db/schema/index.ts';

export function createCityRepository(db: Db) {
  return {
    /** Cities of the merchant, main city first. */
    async listByMerchant(merchantId: string) {
      return db
        .select({
          id: cities.id,
          name: cities.name,
          description: cities.description,
          latitude: cities.latitude,
          longitude: cities.longitude,
          isMain: merchantCities.isMain,
          createdDate: cities.createdDate,
          lastModifiedDate: cities.lastModifiedDate,
        })
        .from(merchantCities)
        .innerJoin(cities, eq(cities.id, merchantCities.cityId))
        .where(eq(merchantCities.merchantId, merchantId))
        .orderBy(desc(merchantCities.isMain), asc(cities.id));
    },
  };
}

export type CityRepository = ReturnType<typeof createCityRepository>;
