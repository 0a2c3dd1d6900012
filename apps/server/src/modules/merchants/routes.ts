/** Merchant calls of spec §7: merchant lookup, web and click-app settings, brand catalog. HTTP only. */
import { merchantEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { MerchantService } from './service.ts';

const tags = ['merchants'];

export function merchantRoutes({ merchants }: { merchants: MerchantService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(merchantEndpoints.bySub, {
        tags,
        summary: 'Merchant by sub-domain (or by id)',
        description:
          'The storefront calls this before it knows the merchant id, so no merchant header is needed. ' +
          'A merchant id (UUID) is accepted in place of the sub: the storefront keeps it in a cookie.',
        errors: errorResponses,
      }),
      config: { merchantHeader: false },
      handler: async (request) => merchants.getPublicBySub(request.params.sub),
    });

    app.route({
      ...endpointRoute(merchantEndpoints.byDomain, {
        tags,
        summary: 'Merchant by custom domain',
        description: 'The merchant whose domainUrl is this host. No merchant header needed.',
        errors: errorResponses,
      }),
      config: { merchantHeader: false },
      handler: async (request) => merchants.getPublicByDomain(request.params.host),
    });

    for (const [endpoint, summary] of [
      [merchantEndpoints.settingsWeb, 'Web settings of the merchant'],
      [merchantEndpoints.settingsClickApp, 'Click mini-app settings (same shape)'],
    ] as const) {
      app.route({
        ...endpointRoute(endpoint, { tags, summary, errors: errorResponses }),
        config: { etag: true },
        handler: async (request) => merchants.getSettings(request.merchant),
      });
    }

    app.route({
      ...endpointRoute(merchantEndpoints.brandCatalog, {
        tags,
        summary: 'Brand tabs of the merchant company',
        errors: errorResponses,
      }),
      config: { etag: true },
      handler: async (request) => merchants.listBrandCatalog(request.merchant),
    });
  };
}
