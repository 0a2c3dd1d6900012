/** The merchant: lookup (no merchant header), web and click-app settings, brand catalog (spec §7). */
import { z } from 'zod';
import { BrandSchema, MerchantPublicSchema, MerchantSettingsSchema } from '../merchant.ts';
import { defineEndpoint } from './define.ts';

export const merchantEndpoints = {
  /** By sub-domain, or by id (the storefront keeps it in a cookie). */
  bySub: defineEndpoint({
    method: 'GET',
    path: '/users/v1/merchants/sub/{sub}',
    params: z.object({ sub: z.string().min(1).max(100) }),
    responses: { 200: MerchantPublicSchema },
  }),
  /** The merchant whose custom domain is `host`. */
  byDomain: defineEndpoint({
    method: 'GET',
    path: '/users/v1/merchants/domain/{host}',
    params: z.object({ host: z.string().min(1).max(253) }),
    responses: { 200: MerchantPublicSchema },
  }),
  settingsWeb: defineEndpoint({
    method: 'GET',
    path: '/support/v1/merchant/settings/web',
    responses: { 200: MerchantSettingsSchema },
  }),
  settingsClickApp: defineEndpoint({
    method: 'GET',
    path: '/support/v1/merchant/settings/click-app/client',
    responses: { 200: MerchantSettingsSchema },
  }),
  brandCatalog: defineEndpoint({
    method: 'GET',
    path: '/support/v1/brand/catalog',
    responses: { 200: z.array(BrandSchema) },
  }),
} as const;
