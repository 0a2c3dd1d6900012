/** Staff accounts on the staff API (issue 12, decision 275): ADMIN only. */
import { z } from 'zod';
import { IdParamSchema } from '../common.ts';
import {
  StaffAccountCreateSchema,
  StaffAccountSchema,
  StaffAccountUpdateSchema,
  StaffActiveSchema,
  StaffPasswordResetSchema,
} from '../staff-accounts.ts';
import { defineEndpoint } from './define.ts';

export const staffAccountEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/accounts',
    responses: { 200: z.array(StaffAccountSchema) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/accounts',
    body: StaffAccountCreateSchema,
    responses: { 201: StaffAccountSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/staff/v1/accounts/{id}',
    params: IdParamSchema,
    body: StaffAccountUpdateSchema,
    responses: { 200: StaffAccountSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/accounts/{id}/password',
    params: IdParamSchema,
    body: StaffPasswordResetSchema,
    responses: { 204: z.undefined().describe('Password replaced; the account signs in again') },
  }),
  setActive: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/accounts/{id}/active',
    params: IdParamSchema,
    body: StaffActiveSchema,
    responses: { 200: StaffAccountSchema },
  }),
} as const;
