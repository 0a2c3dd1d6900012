/**
 * Saved addresses of a customer (spec §3 Address + extra info, §7 calls; decision 071). Every call is scoped to
 * the session's merchant and user: another user's address is "not found", never "forbidden".
 *
 * Saving a point that matches a saved address within spec §5's tolerance (sameCoordinates) updates that
 * address instead of adding a near-duplicate; a user keeps at most MAX_ADDRESSES.
 */
import type { Address, AddressInput } from '@dasturxon/contracts';
import { findSavedAddress } from '@dasturxon/domain';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { AddressRepository, AddressRow, AddressValues, Owner } from './repository.ts';

/** Enough for home, work, parents and a few friends; bounds what one account can store (decision 071). */
export const MAX_ADDRESSES = 20;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    streetName: row.streetName,
    houseNumber: row.houseNumber,
    details: row.details,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    cityId: row.cityId,
    office: row.office,
    domophone: row.domophone,
    entrance: row.entrance,
    floor: row.floor,
    comment: row.comment,
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  };
}

/**
 * The columns an input sets. A field left out keeps its saved value, null clears it, so a client that only
 * knows some fields (an older app, a quick "rename") cannot wipe the others.
 */
function valuesOf(input: AddressInput): Partial<AddressValues> {
  const values: Partial<AddressValues> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  return values;
}

export function createAddressService(deps: { repo: AddressRepository; clock?: () => Date }) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function checkCity(input: AddressInput): Promise<void> {
    if (input.cityId != null && !(await repo.cityExists(input.cityId))) {
      throw new AppError('VALIDATION_FAILED', 400, 'validationFailed', {
        details: [{ path: 'cityId', message: 'unknown city' }],
      });
    }
  }

  /**
   * A new address needs a street or a name (issue 10, decision 327): a failed lookup once saved nameless
   * points nobody could read back. An update (or a save at a saved place) may leave them out: the saved ones stay.
   */
  function checkNamed(input: AddressInput): void {
    if (!input.streetName?.trim() && !input.name?.trim()) {
      throw new AppError('VALIDATION_FAILED', 400, 'addressUnnamed', {
        details: [{ path: 'streetName', message: 'street or name required' }],
      });
    }
  }

  return {
    async list(owner: Owner): Promise<Address[]> {
      return (await repo.list(owner)).map(toAddress);
    },

    /** Saves a new address, or updates the saved one at the same place; `created` says which. */
    async save(owner: Owner, input: AddressInput): Promise<{ address: Address; created: boolean }> {
      await checkCity(input);
      return repo.transaction(async (q) => {
        // The session's user exists at this merchant; the lock orders concurrent saves of this user.
        if (!(await q.lockUser(owner))) throw notFound('userNotFound');
        const now = clock();
        const same = findSavedAddress(await q.list(owner), input);
        if (same) {
          const row = await q.update(owner, same.id, valuesOf(input), now);
          if (!row) throw notFound('addressNotFound');
          return { address: toAddress(row), created: false };
        }
        if ((await q.countOf(owner)) >= MAX_ADDRESSES) {
          throw new AppError('LIMIT_REACHED', 409, 'addressLimit', { params: { max: MAX_ADDRESSES } });
        }
        checkNamed(input);
        const values = valuesOf(input) as AddressValues;
        return { address: toAddress(await q.insert(owner, values, now)), created: true };
      });
    },

    async update(owner: Owner, id: number, input: AddressInput): Promise<Address> {
      await checkCity(input);
      const row = await repo.update(owner, id, valuesOf(input), clock());
      if (!row) throw notFound('addressNotFound');
      return toAddress(row);
    },

    async remove(owner: Owner, id: number): Promise<void> {
      if (!(await repo.remove(owner, id))) throw notFound('addressNotFound');
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
