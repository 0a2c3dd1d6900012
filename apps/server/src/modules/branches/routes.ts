/** Branch calls of spec §7: list, full list by city, one branch, closest branch. HTTP only. */
import { branchEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { BranchService } from './service.ts';

const tags = ['branches'];

export function branchRoutes({ branches }: { branches: BranchService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(branchEndpoints.list, {
        tags,
        summary: 'Active branches of the merchant, main branch first',
        errors: errorResponses,
      }),
      config: { etag: true },
      handler: async (request) => branches.list(request.merchant.id),
    });

    app.route({
      ...endpointRoute(branchEndpoints.listInCity, {
        tags,
        summary: 'Active branches of the merchant in one city',
        errors: errorResponses,
      }),
      config: { etag: true },
      handler: async (request) => branches.list(request.merchant.id, request.query.cityId),
    });

    app.route({
      ...endpointRoute(branchEndpoints.branch, {
        tags,
        summary: 'One branch of the merchant',
        errors: errorResponses,
      }),
      config: { etag: true },
      handler: async (request) => branches.get(request.merchant.id, request.params.id),
    });

    app.route({
      ...endpointRoute(branchEndpoints.closest, {
        tags,
        summary: 'The active branch closest to a point, optionally offering a service type',
        description: '`distance` is in metres. 404 when no active branch qualifies.',
        errors: errorResponses,
      }),
      handler: async (request) =>
        branches.closest(
          request.merchant,
          request.params.merchantId,
          { lat: request.query.lat, lon: request.query.lon },
          request.query.type,
        ),
    });
  };
}
