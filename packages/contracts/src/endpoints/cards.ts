/** Saved cards (ours, decisions 130-132): list, start (the provider texts a code), confirm, pending, resend, delete. */
import { z } from 'zod';
import {
  CardCodeSentSchema,
  CardConfirmSchema,
  CardCreateSchema,
  CardPaySchema,
  CardSchema,
  PendingCardSchema,
} from '../card.ts';
import { IdParamSchema } from '../common.ts';
import { CheckoutSchema } from '../payment.ts';
import { defineEndpoint } from './define.ts';

export const cardEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/payments/v2/cards',
    responses: { 200: z.array(CardSchema) },
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/payments/v2/cards',
    body: CardCreateSchema,
    responses: { 201: CardCodeSentSchema },
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/payments/v2/cards/confirm',
    body: CardConfirmSchema,
    responses: { 200: CardSchema },
  }),
  /** A card being added, not confirmed yet. */
  pending: defineEndpoint({
    method: 'GET',
    path: '/payments/v2/cards/{id}',
    params: IdParamSchema,
    responses: { 200: PendingCardSchema },
  }),
  resendCode: defineEndpoint({
    method: 'POST',
    path: '/payments/v2/cards/{id}/code',
    params: IdParamSchema,
    responses: { 200: CardCodeSentSchema },
  }),
  /** Pay an order with this card (the provider's receipt paid with the stored token; decision 319). */
  pay: defineEndpoint({
    method: 'POST',
    path: '/payments/v2/cards/{id}/pay',
    params: IdParamSchema,
    body: CardPaySchema,
    responses: { 200: CheckoutSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/payments/v2/cards/{id}',
    params: IdParamSchema,
    responses: { 204: z.undefined().describe('Deleted') },
  }),
} as const;
