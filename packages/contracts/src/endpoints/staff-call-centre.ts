/** The console's call centre on the staff API (issue 11, decision 218): ADMIN and OPERATOR take phone orders. */
import { z } from 'zod';
import { AddressSchema } from '../account.ts';
import { IdParamSchema } from '../common.ts';
import { OrderQuoteSchema, OrderSchema } from '../order.ts';
import {
  CallCentreCustomerInputSchema,
  CallCentreCustomerQuerySchema,
  CallCentreCustomerResultSchema,
  CallCentreCustomerSchema,
  CallCentreOrderRequestSchema,
} from '../staff-call-centre.ts';
import { defineEndpoint } from './define.ts';
import { IdempotencyHeaderSchema } from './orders.ts';

export const staffCallCentreEndpoints = {
  findCustomers: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/call-centre/customers',
    query: CallCentreCustomerQuerySchema,
    responses: { 200: z.array(CallCentreCustomerSchema) },
  }),
  /** 201 with a new customer, 200 with the one the phone already had. */
  upsertCustomer: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/call-centre/customers',
    body: CallCentreCustomerInputSchema,
    responses: { 200: CallCentreCustomerResultSchema, 201: CallCentreCustomerResultSchema },
  }),
  customerAddresses: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/call-centre/customers/{id}/addresses',
    params: IdParamSchema,
    responses: { 200: z.array(AddressSchema) },
  }),
  quote: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/call-centre/customers/{id}/orders/quote',
    params: IdParamSchema,
    body: CallCentreOrderRequestSchema,
    responses: { 200: OrderQuoteSchema },
  }),
  /** 201 for a new order, 200 for a retry with the same Idempotency-Key and body. */
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/call-centre/customers/{id}/orders',
    params: IdParamSchema,
    headers: IdempotencyHeaderSchema,
    body: CallCentreOrderRequestSchema,
    responses: { 200: OrderSchema, 201: OrderSchema },
  }),
} as const;
