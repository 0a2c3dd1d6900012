/** Halls, tables, QR sheets and dine-in settings (ADMIN) and waiter calls (ADMIN, OPERATOR) on the staff API. */
import { ApiErrorSchema, staffDiningEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { HallService, LinkContext } from './halls.ts';
import type { WaiterCallService } from './waiter-calls.ts';

const tags = ['staff: dine-in'];
const admin = { auth: 'staff', roles: ['ADMIN'] } as const;
const floor = { auth: 'staff', roles: ['ADMIN', 'OPERATOR'] } as const;
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('The role may not do this'),
} as const;
const writeErrors = {
  ...errors,
  409: ApiErrorSchema.describe('The hall already has a table with this number'),
} as const;

export function diningStaffRoutes(deps: {
  halls: HallService;
  calls: WaiterCallService;
  production: boolean;
  baseDomain: string;
}): FastifyPluginAsyncZod {
  const { halls, calls } = deps;
  const where = (request: FastifyRequest): LinkContext => ({
    production: deps.production,
    baseDomain: deps.baseDomain,
    origin: `${request.protocol}://${request.host}`,
    sub: request.merchant?.sub ?? '',
    domainUrl: request.merchant?.domainUrl ?? null,
  });
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.halls, {
        tags,
        summary: 'Halls of every branch with their tables and links',
        errors,
      }),
      config: admin,
      handler: async (request) => ({
        halls: await halls.list(staffPrincipal(request).merchantId, where(request)),
      }),
    });
    app.route({
      ...endpointRoute(endpoints.createHall, { tags, summary: 'Add a hall to a branch', errors }),
      config: admin,
      handler: async (request, reply) =>
        reply.code(201).send(await halls.createHall(staffPrincipal(request), request.body, where(request))),
    });
    app.route({
      ...endpointRoute(endpoints.updateHall, { tags, summary: 'Change a hall', errors }),
      config: admin,
      handler: async (request) =>
        halls.updateHall(staffPrincipal(request), request.params.hallId, request.body, where(request)),
    });
    app.route({
      ...endpointRoute(endpoints.deleteHall, { tags, summary: 'Delete a hall with its tables', errors }),
      config: admin,
      handler: async (request, reply) => {
        await halls.deleteHall(staffPrincipal(request), request.params.hallId);
        return reply.code(204).send(null);
      },
    });
    app.route({
      ...endpointRoute(endpoints.hallStaff, { tags, summary: 'Assign staff to wait on a hall', errors }),
      config: admin,
      handler: async (request) =>
        halls.setStaff(staffPrincipal(request), request.params.hallId, request.body.staffIds, where(request)),
    });
    app.route({
      ...endpointRoute(endpoints.qrSheet, {
        tags,
        summary: "QR codes (SVG) of a hall's active tables",
        errors,
      }),
      config: admin,
      handler: async (request) =>
        halls.qrSheet(staffPrincipal(request).merchantId, request.params.hallId, where(request)),
    });
    app.route({
      ...endpointRoute(endpoints.createTable, {
        tags,
        summary: 'Add a table to a hall',
        errors: writeErrors,
      }),
      config: admin,
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await halls.createTable(
              staffPrincipal(request),
              request.params.hallId,
              request.body,
              where(request),
            ),
          ),
    });
    app.route({
      ...endpointRoute(endpoints.updateTable, { tags, summary: 'Change a table', errors: writeErrors }),
      config: admin,
      handler: async (request) =>
        halls.updateTable(staffPrincipal(request), request.params.tableId, request.body, where(request)),
    });
    app.route({
      ...endpointRoute(endpoints.deleteTable, { tags, summary: 'Delete a table', errors }),
      config: admin,
      handler: async (request, reply) => {
        await halls.deleteTable(staffPrincipal(request), request.params.tableId);
        return reply.code(204).send(null);
      },
    });
    app.route({
      ...endpointRoute(endpoints.settings, { tags, summary: 'Dine-in settings', errors }),
      config: admin,
      handler: async (request) => halls.settings(staffPrincipal(request).merchantId),
    });
    app.route({
      ...endpointRoute(endpoints.updateSettings, { tags, summary: 'Change the dine-in settings', errors }),
      config: admin,
      handler: async (request) => halls.saveSettings(staffPrincipal(request), request.body),
    });
    app.route({
      ...endpointRoute(endpoints.waiterCalls, {
        tags,
        summary: 'Open waiter calls and those taken in the last 30 minutes',
        description: 'New calls and takes arrive live as the `waiter-call` event of GET /staff/v1/events.',
        errors,
      }),
      config: floor,
      handler: async (request) => ({ calls: await calls.list(staffPrincipal(request).merchantId) }),
    });
    app.route({
      ...endpointRoute(endpoints.takeWaiterCall, {
        tags,
        summary: 'Take a waiter call',
        errors: { ...errors, 409: ApiErrorSchema.describe('Someone has already taken the call') },
      }),
      config: floor,
      handler: async (request) => {
        const p = staffPrincipal(request);
        return calls.take(p.merchantId, p.staff.id, request.params.callId);
      },
    });
  };
}
