/** GET /users/v1/city-merchant/merchant/{merchantId} (spec §7). HTTP only. */
import { CitySchema, MerchantIdSchema } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.ts';
import type { CityService } from './service.ts';

export function cityRoutes({ cities }: { cities: CityService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/v1/city-merchant/merchant/:merchantId',
      {
        config: { etag: true },
        schema: {
          tags: ['branches'],
          summary: 'Cities the merchant serves, main city first',
          params: z.object({ merchantId: MerchantIdSchema }),
          response: { 200: z.array(CitySchema), ...errorResponses },
        },
      },
      async (request) => cities.listForMerchant(request.merchant, request.params.merchantId),
    );
  };
}
