/** Saved addresses (spec §7): list, save, change, delete. */
import { z } from 'zod';
import { AddressInputSchema, AddressSchema } from '../account.ts';
import { IdParamSchema, RowIdParamSchema } from '../common.ts';
import { defineEndpoint } from './define.ts';

export const addressEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/users/v1/addresses/merchant/{merchantId}/user/{userId}',
    params: z.object({ merchantId: z.uuid(), userId: RowIdParamSchema }),
    responses: { 200: z.array(AddressSchema) },
  }),
  /** 201 a new address, 200 the saved one at the same place updated. */
  save: defineEndpoint({
    method: 'POST',
    path: '/users/v1/addresses/user/{userId}',
    params: z.object({ userId: RowIdParamSchema }),
    body: AddressInputSchema,
    responses: { 200: AddressSchema, 201: AddressSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/users/v1/addresses/{id}',
    params: IdParamSchema,
    body: AddressInputSchema,
    responses: { 200: AddressSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/users/v1/addresses/{id}',
    params: IdParamSchema,
    responses: { 204: z.undefined().describe('Deleted') },
  }),
} as const;
