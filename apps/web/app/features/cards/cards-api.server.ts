/** Saved cards through the API (decisions 130-132), for the storefront's loaders and actions only. */
import {
  type ApiError,
  apiPaths,
  type Card,
  type CardCodeSent,
  CardCodeSentSchema,
  type CardCreate,
  CardSchema,
  type PendingCard,
  PendingCardSchema,
} from '@dasturxon/contracts';
import { z } from 'zod';
import type { MerchantContext } from '../../lib/merchant-context.server.ts';

type Result<T> = [ApiError, null] | [null, T];

export function listCards(ctx: MerchantContext): Promise<Result<Card[]>> {
  return ctx.api.get(apiPaths.cards(), CardSchema.array());
}

/** Sends the number to the API (and from there to the provider only); the provider texts a code. */
export function startCard(ctx: MerchantContext, input: CardCreate): Promise<Result<CardCodeSent>> {
  return ctx.api.send('POST', apiPaths.cards(), CardCodeSentSchema, input);
}

export function pendingCard(ctx: MerchantContext, id: number): Promise<Result<PendingCard>> {
  return ctx.api.get(apiPaths.card(id), PendingCardSchema);
}

export function confirmCard(ctx: MerchantContext, cardId: number, code: string): Promise<Result<Card>> {
  return ctx.api.send('POST', apiPaths.cardConfirm(), CardSchema, { cardId, code });
}

export function resendCardCode(ctx: MerchantContext, id: number): Promise<Result<CardCodeSent>> {
  return ctx.api.send('POST', apiPaths.cardCode(id), CardCodeSentSchema);
}

export async function deleteCard(ctx: MerchantContext, id: number): Promise<ApiError | null> {
  const [error] = await ctx.api.send('DELETE', apiPaths.card(id), z.unknown());
  return error;
}
