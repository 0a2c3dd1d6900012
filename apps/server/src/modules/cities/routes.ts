/** GET /users/v1/city-merchant/merchant/{merchantId} (spec §7). HTTP only. */
import { branchEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { CityService } from './service.ts';

export function cityRoutes({ cities }: { cities: CityService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(branchEndpoints.cities, {
        tags: ['branches'],
        summary: 'Cities the merchant serves, main city first',
        errors: errorResponses,
      }),
      config: { etag: true },
      handler: async (request) => cities.listForMerchant(request.merchant, request.params.merchantId),
    });
  };
}
