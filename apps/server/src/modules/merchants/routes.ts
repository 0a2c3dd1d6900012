/** Merchant calls of spec §7: merchant lookup, web and click-app settings, brand catalog. HTTP only. */
import { BrandSchema, MerchantPublicSchema, MerchantSettingsSchema } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.ts';
import type { MerchantService } from './service.ts';

const tags = ['merchants'];

export function merchantRoutes({ merchants }: { merchants: MerchantService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/v1/merchants/sub/:sub',
      {
        config: { merchantHeader: false },
        schema: {
          tags,
          summary: 'Merchant by sub-domain (or by id)',
          description:
            'The storefront calls this before it knows the merchant id, so no merchant header is needed. ' +
            'A merchant id (UUID) is accepted in place of the sub: the storefront keeps it in a cookie.',
          params: z.object({ sub: z.string().min(1).max(100) }),
          response: { 200: MerchantPublicSchema, ...errorResponses },
        },
      },
      async (request) => merchants.getPublicBySub(request.params.sub),
    );

    app.get(
      '/users/v1/merchants/domain/:host',
      {
        config: { merchantHeader: false },
        schema: {
          tags,
          summary: 'Merchant by custom domain',
          description: 'The merchant whose domainUrl is this host. No merchant header needed.',
          params: z.object({ host: z.string().min(1).max(253) }),
          response: { 200: MerchantPublicSchema, ...errorResponses },
        },
      },
      async (request) => merchants.getPublicByDomain(request.params.host),
    );

    for (const [url, summary] of [
      ['/support/v1/merchant/settings/web', 'Web settings of the merchant'],
      ['/support/v1/merchant/settings/click-app/client', 'Click mini-app settings (same shape)'],
    ] as const) {
      app.get(
        url,
        {
          config: { etag: true },
          schema: {
            tags,
            summary,
            response: { 200: MerchantSettingsSchema, ...errorResponses },
          },
        },
        async (request) => merchants.getSettings(request.merchant),
      );
    }

    app.get(
      '/support/v1/brand/catalog',
      {
        config: { etag: true },
        schema: {
          tags,
          summary: 'Brand tabs of the merchant company',
          response: { 200: z.array(BrandSchema), ...errorResponses },
        },
      },
      async (request) => merchants.listBrandCatalog(request.merchant),
    );
  };
}
