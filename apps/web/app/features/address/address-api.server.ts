/** Saved addresses through the API (spec §7), for the storefront's loaders and actions only. */
import {
  type Address,
  type AddressInput,
  AddressSchema,
  type ApiError,
  apiPaths,
} from '@dasturxon/contracts';
import { z } from 'zod';
import type { MerchantContext } from '../../lib/merchant-context.server.ts';

type Result<T> = [ApiError, null] | [null, T];

export function listAddresses(ctx: MerchantContext, userId: number): Promise<Result<Address[]>> {
  return ctx.api.get(apiPaths.addresses(ctx.merchantId, userId), AddressSchema.array());
}

/** Saves a new address, or updates `id`. The server folds a point matching a saved one into it (spec §5). */
export function saveAddress(
  ctx: MerchantContext,
  userId: number,
  input: AddressInput,
  id: number | null,
): Promise<Result<Address>> {
  return id === null
    ? ctx.api.send('POST', apiPaths.addressCreate(userId), AddressSchema, input)
    : ctx.api.send('PUT', apiPaths.address(id), AddressSchema, input);
}

export async function deleteAddress(ctx: MerchantContext, id: number): Promise<ApiError | null> {
  const [error] = await ctx.api.send('DELETE', apiPaths.address(id), z.unknown());
  return error;
}
