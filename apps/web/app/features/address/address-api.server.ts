/** Saved addresses through the API (spec §7), for the storefront's loaders and actions only. */
import { type Address, type AddressInput, type ApiError, addressEndpoints } from '@dasturxon/contracts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';

type Result<T> = [ApiError, null] | [null, T];

export function listAddresses(ctx: StorefrontMerchant, userId: number): Promise<Result<Address[]>> {
  return ctx.api.call(addressEndpoints.list, { params: { merchantId: ctx.merchantId, userId } });
}

/** Saves a new address, or updates `id`. The server folds a point matching a saved one into it (spec §5). */
export function saveAddress(
  ctx: StorefrontMerchant,
  userId: number,
  input: AddressInput,
  id: number | null,
): Promise<Result<Address>> {
  return id === null
    ? ctx.api.call(addressEndpoints.save, { params: { userId }, body: input })
    : ctx.api.call(addressEndpoints.update, { params: { id }, body: input });
}

export async function deleteAddress(ctx: StorefrontMerchant, id: number): Promise<ApiError | null> {
  const [error] = await ctx.api.call(addressEndpoints.remove, { params: { id } });
  return error;
}
