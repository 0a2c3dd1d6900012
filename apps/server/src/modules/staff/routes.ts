/**
 * Staff (operator) API, ours (issue 4; decisions 120-122). HTTP only; rules in service.ts. Authenticated by
 * `Authorization: Bearer <staff token>` bound to the merchant of the `merchant` header: a customer's token or
 * a staff token of another merchant is 401.
 */
import { ApiErrorSchema, staffEndpoints } from '@dasturxon/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../../errors/app-error.ts';
import { bearerToken } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { type StaffPrincipal, type StaffService, toStaffView } from './service.ts';

const tags = ['staff'];

const staffErrors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('The staff role may not do this'),
} as const;

export function staffRoutes({ staff }: { staff: StaffService }): FastifyPluginAsyncZod {
  const principals = new WeakMap<FastifyRequest, StaffPrincipal>();
  /** The staff member of a route declared `config: { auth: 'staff' }` (resolved by the hook below). */
  async function principal(request: FastifyRequest, reply: FastifyReply): Promise<StaffPrincipal> {
    // Staff answers are personal and change with every move: never cached anywhere.
    reply.header('cache-control', 'private, no-store');
    const found = principals.get(request);
    if (!found) throw new Error(`${request.routeOptions.url} is not declared config.auth 'staff'`);
    return found;
  }

  return async (app) => {
    // Decision 183: the token is checked before the body is read or validated.
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.auth !== 'staff') return;
      const token = bearerToken(request);
      const found = token ? await staff.resolve(token, request.merchant.id) : null;
      if (!found) throw new AppError('UNAUTHORIZED', 401, 'unauthorized');
      principals.set(request, found);
    });
    app.route({
      ...endpointRoute(staffEndpoints.login, {
        tags,
        summary: 'Staff login: a bearer token for 12 hours',
        description:
          'A wrong login and a wrong password get the same 401. After 10 failures of one login within ' +
          '15 minutes further attempts are refused with 429 until the window passes.',
        errors: { ...staffErrors, 429: ApiErrorSchema.describe('Too many failed attempts for this login') },
      }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        try {
          return await staff.login(request.merchant.id, request.body);
        } catch (error) {
          const seconds =
            isAppError(error) && error.code === 'RATE_LIMITED' ? error.params?.seconds : undefined;
          if (seconds !== undefined) reply.header('retry-after', String(seconds));
          throw error;
        }
      },
    });

    const errors = staffErrors;
    app.route({
      ...endpointRoute(staffEndpoints.logout, {
        tags,
        summary: 'End the staff session of this token',
        errors,
      }),
      config: { auth: 'staff' },
      handler: async (request, reply) => {
        await staff.logout(await principal(request, reply));
        return reply.code(204).send();
      },
    });

    app.route({
      ...endpointRoute(staffEndpoints.me, { tags, summary: 'The signed-in staff account', errors }),
      config: { auth: 'staff' },
      handler: async (request, reply) => toStaffView((await principal(request, reply)).staff),
    });

    app.route({
      ...endpointRoute(staffEndpoints.orders, {
        tags,
        summary: "The merchant's orders, newest first",
        description:
          '`status` takes one or several statuses (comma-separated or repeated). `from` and `to` are days ' +
          '(Asia/Tashkent) or ISO times; `to` is inclusive for a day. A COURIER account sees only the orders ' +
          'attached to its courier.',
        errors,
      }),
      config: { auth: 'staff' },
      handler: async (request, reply) => staff.listOrders(await principal(request, reply), request.query),
    });

    app.route({
      ...endpointRoute(staffEndpoints.order, { tags, summary: 'One order of the merchant', errors }),
      config: { auth: 'staff' },
      handler: async (request, reply) => staff.getOrder(await principal(request, reply), request.params.id),
    });

    app.route({
      ...endpointRoute(staffEndpoints.changeStatus, {
        tags,
        summary: 'Move an order to another status as the staff role',
        description:
          'The state machine of decision 101 decides who may move an order from which status to which; a ' +
          'refused move is 409 ORDER_STATE_CONFLICT with a translated message. Live screens hear the change.',
        errors: {
          ...staffErrors,
          409: ApiErrorSchema.describe('The state machine refuses this move for this role'),
        },
      }),
      config: { auth: 'staff' },
      handler: async (request, reply) =>
        staff.changeStatus(await principal(request, reply), request.params.id, request.body),
    });

    app.route({
      ...endpointRoute(staffEndpoints.attachCourier, {
        tags,
        summary: 'Attach a courier of the merchant to a delivery order (ADMIN, OPERATOR)',
        errors: {
          ...staffErrors,
          409: ApiErrorSchema.describe('Not a delivery, already on its way or finished'),
        },
      }),
      config: { auth: 'staff' },
      handler: async (request, reply) =>
        staff.attachCourier(await principal(request, reply), request.params.id, request.body.courierId),
    });

    app.route({
      ...endpointRoute(staffEndpoints.couriers, { tags, summary: "The merchant's couriers", errors }),
      config: { auth: 'staff' },
      handler: async (request, reply) => staff.listCouriers(await principal(request, reply)),
    });

    app.route({
      ...endpointRoute(staffEndpoints.courierLocation, {
        tags,
        summary: 'A COURIER account reports its position (shown on the customer’s order map)',
        errors,
      }),
      config: { auth: 'staff' },
      handler: async (request, reply) => staff.moveCourier(await principal(request, reply), request.body),
    });
  };
}
