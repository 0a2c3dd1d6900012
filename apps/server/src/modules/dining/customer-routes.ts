/**
 * The customer's dine-in calls (issue 13): the table of a signed link, calling a waiter and the call's status.
 * No sign-in: the link's signature is the key (decision 279). The calling device gets a long-lived id cookie
 * (`dx_device`) that the call records (decision 282).
 */
import { randomUUID } from 'node:crypto';
import { ApiErrorSchema, dineInEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { GuestService } from './guests.ts';
import type { TablePlaces } from './places.ts';
import type { DiningRepository } from './repository.ts';
import type { WaiterCallService } from './waiter-calls.ts';

export const DEVICE_COOKIE = 'dx_device';
const DEVICE_RE = /^[0-9a-f-]{36}$/;

/** The device id of the request's cookie, or a new one set on the reply. */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const current = request.cookies?.[DEVICE_COOKIE];
  if (current && DEVICE_RE.test(current)) return current;
  const id = randomUUID();
  reply.setCookie(DEVICE_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 60 * 60,
  });
  return id;
}

const tags = ['dine-in'];
const errors = {
  ...errorResponses,
  404: ApiErrorSchema.describe(
    'TABLE_LINK_INVALID: the link is not valid (signature, ids) or names no table',
  ),
  409: ApiErrorSchema.describe('TABLE_LINK_INVALID: the table, hall or branch is not taking orders now'),
} as const;

export function dineInRoutes(deps: {
  places: TablePlaces;
  repo: DiningRepository;
  calls: WaiterCallService;
  guests: GuestService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.table, { tags, summary: 'The table of a signed link', errors }),
      handler: async (request) => {
        const merchantId = request.merchant.id;
        const place = await deps.places.ticket(merchantId, request.query);
        const { guestOrdering } = await deps.repo.settings(merchantId);
        return {
          branchId: place.branch.id,
          branchName: place.branch.name,
          hallId: place.hall.id,
          hallName: place.hall.name,
          tableId: place.table.id,
          number: place.table.number,
          name: place.table.name,
          guestOrdering,
        };
      },
    });
    app.route({
      ...endpointRoute(endpoints.callWaiter, {
        tags,
        summary: 'Call a waiter to the table',
        description: 'One call per table per cooldown (dining settings; 429 RATE_LIMITED with the wait).',
        errors: { ...errors, 429: ApiErrorSchema.describe('The table called a moment ago') },
      }),
      handler: async (request, reply) => {
        const status = await deps.calls.call(request.merchant.id, request.body, deviceIdOf(request, reply));
        return reply.code(201).send(status);
      },
    });
    app.route({
      ...endpointRoute(endpoints.guestSession, {
        tags,
        summary: 'A guest session at the table (no SMS sign-in; DINE_IN orders only)',
        errors: {
          ...errors,
          403: ApiErrorSchema.describe('The merchant does not allow ordering without sign-in'),
        },
      }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { deviceId, ...ticket } = request.body;
        return deps.guests.session(request.merchant.id, ticket, deviceId);
      },
    });
    app.route({
      ...endpointRoute(endpoints.call, { tags, summary: "A call's status (open or taken)", errors }),
      handler: async (request) =>
        deps.calls.status(request.merchant.id, request.params.callId, request.query),
    });
  };
}
