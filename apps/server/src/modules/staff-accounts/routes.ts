/**
 * Staff accounts on the staff API (issue 12, decision 275): ADMIN only (every other role 403); another
 * merchant's account id answers 404. The staff cookie hook refuses a foreign Origin on every change.
 */
import { ApiErrorSchema, staffAccountEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { StaffAccountService } from './service.ts';

const tags = ['staff: accounts'];
const config = { auth: 'staff', roles: ['ADMIN'] } as const;
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('Only ADMIN manages staff accounts'),
  404: ApiErrorSchema.describe('No such account (or branch) at this merchant'),
  409: ApiErrorSchema.describe(
    'The login is taken, or the change would lock the admin out (own account, last active ADMIN)',
  ),
} as const;

export function staffAccountRoutes({ accounts }: { accounts: StaffAccountService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, { tags, summary: "The merchant's staff accounts", errors }),
      config,
      handler: async (request) => accounts.list(staffPrincipal(request)),
    });

    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary: 'Create an account (a COURIER account gets its courier)',
        errors,
      }),
      config,
      handler: async (request, reply) => {
        const created = await accounts.create(staffPrincipal(request), request.body);
        return reply.code(201).send(created);
      },
    });

    app.route({
      ...endpointRoute(endpoints.update, {
        tags,
        summary: "Change an account's name, role or branch",
        errors,
      }),
      config,
      handler: async (request) => accounts.update(staffPrincipal(request), request.params.id, request.body),
    });

    app.route({
      ...endpointRoute(endpoints.resetPassword, {
        tags,
        summary: 'Set a new password; the account is signed out everywhere',
        errors,
      }),
      config,
      handler: async (request, reply) => {
        await accounts.resetPassword(staffPrincipal(request), request.params.id, request.body.password);
        return reply.code(204).send();
      },
    });

    app.route({
      ...endpointRoute(endpoints.setActive, {
        tags,
        summary: 'Deactivate (its sessions end at once) or activate an account',
        errors,
      }),
      config,
      handler: async (request) =>
        accounts.setActive(staffPrincipal(request), request.params.id, request.body.isActive),
    });
  };
}
