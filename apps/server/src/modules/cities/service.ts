/** Cities a merchant delivers in (spec §4: the storefront picks the main one, else the first). */
import type { City } from '@dasturxon/contracts';
import { notFound } from '../../errors/app-error.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import type { CityRepository } from './repository.ts';

export function createCityService({ repo }: { repo: CityRepository }) {
  return {
    /**
     * The path names a merchant too; it must be the caller's (header) merchant, so one merchant's storefront
     * can never read another's data by editing a URL.
     */
    async listForMerchant(caller: MerchantRecord, merchantId: string): Promise<City[]> {
      if (merchantId.toLowerCase() !== caller.id.toLowerCase()) throw notFound('merchantMismatch');
      const rows = await repo.listByMerchant(caller.id);
      return rows.map((c) => ({
        ...c,
        createdDate: c.createdDate.toISOString(),
        lastModifiedDate: c.lastModifiedDate.toISOString(),
      }));
    },
  };
}

export type CityService = ReturnType<typeof createCityService>;
