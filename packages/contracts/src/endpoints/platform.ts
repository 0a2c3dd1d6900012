/**
 * The platform API (issue 12, decision 277): no `merchant` header; `Authorization: Bearer <PLATFORM_ADMIN_TOKEN>`.
 */
import { PlatformMerchantCreatedSchema, PlatformMerchantCreateSchema } from '../platform.ts';
import { defineEndpoint } from './define.ts';

export const platformEndpoints = {
  createMerchant: defineEndpoint({
    method: 'POST',
    path: '/platform/v1/merchants',
    body: PlatformMerchantCreateSchema,
    responses: { 201: PlatformMerchantCreatedSchema },
  }),
} as const;
