/**
 * Branches, delivery zones and order settings on the staff API (issue 12; decisions 261-263): ADMIN only
 * (OPERATOR, KITCHEN and COURIER get 403). Another merchant's branch or zone id answers 404.
 */
import { ApiErrorSchema, staffBranchEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { BranchAdminService } from './branches-service.ts';
import type { ZoneAdminService } from './zones-service.ts';

const tags = ['staff: branches and zones'];
const config = { auth: 'staff', roles: ['ADMIN'] } as const;
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('Only ADMIN sets up branches and zones'),
} as const;

export function branchAdminRoutes(deps: {
  branches: BranchAdminService;
  zones: ZoneAdminService;
}): FastifyPluginAsyncZod {
  const { branches, zones } = deps;
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.branches, {
        tags,
        summary: "The merchant's branches, inactive too",
        errors,
      }),
      config,
      handler: async (request) => branches.list(staffPrincipal(request)),
    });
    app.route({
      ...endpointRoute(endpoints.createBranch, {
        tags,
        summary: 'Add a branch',
        description: 'Weekly hours may run past midnight (18:00-03:00) but must not run into the next day.',
        errors,
      }),
      config,
      handler: async (request, reply) =>
        reply.code(201).send(await branches.create(staffPrincipal(request), request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.saveBranch, { tags, summary: 'Edit a branch', errors }),
      config,
      handler: async (request) => branches.save(staffPrincipal(request), request.params.id, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.closeBranch, {
        tags,
        summary: 'Close a branch until an instant (at most 14 days ahead), or reopen it with null',
        errors,
      }),
      config,
      handler: async (request) => branches.close(staffPrincipal(request), request.params.id, request.body),
    });

    app.route({
      ...endpointRoute(endpoints.zones, { tags, summary: "The merchant's delivery zones", errors }),
      config,
      handler: async (request) => zones.list(staffPrincipal(request)),
    });
    app.route({
      ...endpointRoute(endpoints.zonePreview, {
        tags,
        summary: 'What a customer at a point pays for delivery, by the checkout tariff',
        errors,
      }),
      config,
      handler: async (request) => zones.preview(request.merchant, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.createZone, {
        tags,
        summary: 'Add a delivery zone',
        description:
          'A polygon of at least 3 [lat, lon] points that does not cross itself; closed rings are fine.',
        errors,
      }),
      config,
      handler: async (request, reply) =>
        reply.code(201).send(await zones.create(staffPrincipal(request), request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.saveZone, { tags, summary: 'Edit a delivery zone', errors }),
      config,
      handler: async (request) => zones.save(staffPrincipal(request), request.params.id, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.deleteZone, { tags, summary: 'Delete a delivery zone', errors }),
      config,
      handler: async (request, reply) => {
        await zones.remove(staffPrincipal(request), request.params.id);
        return reply.code(204).send();
      },
    });

    app.route({
      ...endpointRoute(endpoints.orderSettings, { tags, summary: 'The order settings of spec §3', errors }),
      config,
      handler: async (request) => zones.orderSettings(request.merchant),
    });
    app.route({
      ...endpointRoute(endpoints.saveOrderSettings, {
        tags,
        summary: 'Save the order settings: service fee, delivery minimum and prices, default delivery types',
        errors,
      }),
      config,
      handler: async (request) =>
        zones.saveOrderSettings(staffPrincipal(request), request.merchant, request.body),
    });
  };
}
