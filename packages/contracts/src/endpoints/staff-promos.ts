/** Promos and cashback in the console (issue 12; decisions 266-267): ADMIN only. */
import { z } from 'zod';
import { IdParamSchema } from '../common.ts';
import {
  AdminPromoSchema,
  CashbackAdjustInputSchema,
  CustomerCashbackSchema,
  PromoActiveSchema,
  PromoInputSchema,
} from '../staff-promos.ts';
import { defineEndpoint } from './define.ts';

export const staffPromoEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/admin/promos',
    responses: { 200: z.array(AdminPromoSchema) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/admin/promos',
    body: PromoInputSchema,
    responses: { 201: AdminPromoSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/admin/promos/{id}',
    params: IdParamSchema,
    body: PromoInputSchema,
    responses: { 200: AdminPromoSchema },
  }),
  setActive: defineEndpoint({
    method: 'PATCH',
    path: '/staff/v1/admin/promos/{id}/active',
    params: IdParamSchema,
    body: PromoActiveSchema,
    responses: { 200: AdminPromoSchema },
  }),
} as const;

/** A customer is found by phone through the call centre's search (GET /staff/v1/call-centre/customers). */
export const staffCashbackEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/admin/customers/{id}/cashback',
    params: IdParamSchema,
    responses: { 200: CustomerCashbackSchema },
  }),
  adjust: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/admin/customers/{id}/cashback',
    params: IdParamSchema,
    body: CashbackAdjustInputSchema,
    responses: { 200: CustomerCashbackSchema },
  }),
} as const;
