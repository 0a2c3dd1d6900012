/** Branch calls of spec §7: list, full list by city, one branch, closest branch. HTTP only. */
import {
  BranchesFullQuerySchema,
  BranchSchema,
  ClosestBranchParamsSchema,
  ClosestBranchQuerySchema,
  IdParamSchema,
} from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.ts';
import type { BranchService } from './service.ts';

const tags = ['branches'];

export function branchRoutes({ branches }: { branches: BranchService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/v1/branches',
      {
        config: { etag: true },
        schema: {
          tags,
          summary: 'Active branches of the merchant, main branch first',
          response: { 200: z.array(BranchSchema), ...errorResponses },
        },
      },
      async (request) => branches.list(request.merchant.id),
    );

    app.get(
      '/users/v1/branches/full',
      {
        config: { etag: true },
        schema: {
          tags,
          summary: 'Active branches of the merchant in one city',
          querystring: BranchesFullQuerySchema,
          response: { 200: z.array(BranchSchema), ...errorResponses },
        },
      },
      async (request) => branches.list(request.merchant.id, request.query.cityId),
    );

    app.get(
      '/users/v1/branches/:id',
      {
        config: { etag: true },
        schema: {
          tags,
          summary: 'One branch of the merchant',
          params: IdParamSchema,
          response: { 200: BranchSchema, ...errorResponses },
        },
      },
      async (request) => branches.get(request.merchant.id, request.params.id),
    );

    app.get(
      '/users/v1/branches/merchant/:merchantId/closest',
      {
        schema: {
          tags,
          summary: 'The active branch closest to a point, optionally offering a service type',
          description: '`distance` is in metres. 404 when no active branch qualifies.',
          params: ClosestBranchParamsSchema,
          querystring: ClosestBranchQuerySchema,
          response: { 200: BranchSchema, ...errorResponses },
        },
      },
      async (request) =>
        branches.closest(
          request.merchant,
          request.params.merchantId,
          { lat: request.query.lat, lon: request.query.lon },
          request.query.type,
        ),
    );
  };
}
