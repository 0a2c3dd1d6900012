/**
 * The customer's payment calls. The provider callbacks (Payme, Click, Uzum) are not in the table: they read raw
 * bodies of any content type and are called by the providers, never by our clients.
 */
import { IdParamSchema } from '../common.ts';
import { CheckoutQuerySchema, CheckoutSchema } from '../payment.ts';
import { defineEndpoint } from './define.ts';

export const paymentEndpoints = {
  /** Where to pay for an order (url null: no redirect, e.g. cash). */
  checkout: defineEndpoint({
    method: 'GET',
    path: '/payments/v2/checkout/{id}',
    params: IdParamSchema,
    query: CheckoutQuerySchema,
    responses: { 200: CheckoutSchema },
  }),
} as const;
