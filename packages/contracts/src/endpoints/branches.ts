/** Branches and the cities a merchant serves (spec §7). */
import { z } from 'zod';
import {
  BranchesFullQuerySchema,
  BranchSchema,
  ClosestBranchParamsSchema,
  ClosestBranchQuerySchema,
} from '../branch.ts';
import { IdParamSchema, MerchantIdSchema } from '../common.ts';
import { CitySchema } from '../merchant.ts';
import { defineEndpoint } from './define.ts';

export const branchEndpoints = {
  /** Active branches, main branch first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/users/v1/branches',
    responses: { 200: z.array(BranchSchema) },
  }),
  /** Active branches in one city. */
  listInCity: defineEndpoint({
    method: 'GET',
    path: '/users/v1/branches/full',
    query: BranchesFullQuerySchema,
    responses: { 200: z.array(BranchSchema) },
  }),
  branch: defineEndpoint({
    method: 'GET',
    path: '/users/v1/branches/{id}',
    params: IdParamSchema,
    responses: { 200: BranchSchema },
  }),
  closest: defineEndpoint({
    method: 'GET',
    path: '/users/v1/branches/merchant/{merchantId}/closest',
    params: ClosestBranchParamsSchema,
    query: ClosestBranchQuerySchema,
    responses: { 200: BranchSchema },
  }),
  /** Cities the merchant serves, main city first. */
  cities: defineEndpoint({
    method: 'GET',
    path: '/users/v1/city-merchant/merchant/{merchantId}',
    params: z.object({ merchantId: MerchantIdSchema }),
    responses: { 200: z.array(CitySchema) },
  }),
} as const;
