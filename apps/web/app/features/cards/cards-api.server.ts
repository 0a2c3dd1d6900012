/** Saved cards through the API (decisions 130-132), for the storefront's loaders and actions only. */
import {
  type ApiError,
  type Card,
  type CardCodeSent,
  type CardCreate,
  cardEndpoints,
  type PendingCard,
} from '@dasturxon/contracts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';

type Result<T> = [ApiError, null] | [null, T];

export function listCards(ctx: StorefrontMerchant): Promise<Result<Card[]>> {
  return ctx.api.call(cardEndpoints.list);
}

/** Sends the number to the API (and from there to the provider only); the provider texts a code. */
export function startCard(ctx: StorefrontMerchant, input: CardCreate): Promise<Result<CardCodeSent>> {
  return ctx.api.call(cardEndpoints.start, { body: input });
}

export function pendingCard(ctx: StorefrontMerchant, id: number): Promise<Result<PendingCard>> {
  return ctx.api.call(cardEndpoints.pending, { params: { id } });
}

export function confirmCard(ctx: StorefrontMerchant, cardId: number, code: string): Promise<Result<Card>> {
  return ctx.api.call(cardEndpoints.confirm, { body: { cardId, code } });
}

export function resendCardCode(ctx: StorefrontMerchant, id: number): Promise<Result<CardCodeSent>> {
  return ctx.api.call(cardEndpoints.resendCode, { params: { id } });
}

export async function deleteCard(ctx: StorefrontMerchant, id: number): Promise<ApiError | null> {
  const [error] = await ctx.api.call(cardEndpoints.remove, { params: { id } });
  return error;
}
