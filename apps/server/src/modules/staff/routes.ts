/**
 * Staff (operator) API, ours (issue 4; decisions 120-122, 210). HTTP only; rules in service.ts. Authenticated by
 * staff-auth.ts (bearer token or the console's cookie, bound to the merchant of the `merchant` header): a
 * customer's token or a staff session of another merchant is 401.
 */
import { ApiErrorSchema, staffEndpoints } from '@dasturxon/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAppError } from '../../errors/app-error.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { type StaffPrincipal, type StaffService, toStaffView } from './service.ts';
import {
  clearStaffCookie,
  crossSiteRefused,
  hasOwnOrigin,
  setStaffCookie,
  staffPrincipal,
} from './staff-auth.ts';

const tags = ['staff'];

const staffErrors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('The staff role may not do this'),
} as const;

/** Login answers with the same throttle rule whether it makes a token or a cookie. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  reply.header('cache-control', 'private, no-store');
  try {
    return await run();
  } catch (error) {
    const seconds = isAppError(error) && error.code === 'RATE_LIMITED' ? error.params?.seconds : undefined;
    if (seconds !== undefined) reply.header('retry-after', String(seconds));
    throw error;
  }
}

export function staffRoutes({ staff }: { staff: StaffService }): FastifyPluginAsyncZod {
  // The staff member (resolved by staff-auth.ts before the body is read, decision 183).
  async function principal(request: FastifyRequest, _reply?: FastifyReply): Promise<StaffPrincipal> {
    return staffPrincipal(request);
  }

  return async (app) => {
    app.route({
      ...endpointRoute(staffEndpoints.login, {
        tags,
        summary: 'Staff login: a bearer token for 12 hours',
        description:
          'A wrong login and a wrong password get the same 401. After 10 failures of one login within ' +
          '15 minutes further attempts are refused with 429 until the window passes.',
        errors: { ...staffErrors, 429: ApiErrorSchema.describe('Too many failed attempts for this login') },
      }),
      handler: async (request, reply) =>
        withRetryAfter(reply, () => staff.login(request.merchant.id, request.body)),
    });

    app.route({
      ...endpointRoute(staffEndpoints.session, {
        tags,
        summary: "The console's login: an httpOnly session cookie of this merchant for 12 hours",
        description:
          'Like /auth/login, but the session goes into the httpOnly cookie `dx_staff_<merchant id>` ' +
          '(SameSite=Strict, Path=/api/staff, Secure over https) instead of the answer. Needs our own ' +
          '`Origin` (403 otherwise). Every later state-changing call made with the cookie needs it too.',
        errors: { ...staffErrors, 429: ApiErrorSchema.describe('Too many failed attempts for this login') },
      }),
      // A login from another site would sign the victim's browser into the attacker's account.
      onRequest: async (request) => {
        if (!hasOwnOrigin(request)) throw crossSiteRefused();
      },
      handler: async (request, reply) => {
        const merchantId = request.merchant.id;
        const made = await withRetryAfter(reply, () => staff.login(merchantId, request.body));
        setStaffCookie(request, reply, merchantId, made.token, new Date(made.expiresAt));
        return { expiresAt: made.expiresAt, staff: made.staff };
      },
    });

    const errors = staffErrors;
    app.route({
      ...endpointRoute(staffEndpoints.logout, {
        tags,
        summary: 'End the staff session of this token or cookie (the cookie is cleared)',
        errors,
      }),
      config: { auth: 'staff' },
      handler: async (request, reply) => {
        await staff.logout(await principal(request, reply));
        clearStaffCookie(request, reply, request.merchant.id);
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
      ...endpointRoute(staffEndpoints.accept, {
        tags,
        summary: 'Accept an order with the minutes until it is ready (ADMIN, OPERATOR)',
        description:
          'The move to ACCEPTED as the state machine allows it for the role, and promisedAt = now + minutes. ' +
          'A refused move is 409 ORDER_STATE_CONFLICT. Live screens hear the change.',
        errors: { ...staffErrors, 409: ApiErrorSchema.describe('The state machine refuses this move') },
      }),
      config: { auth: 'staff', roles: ['ADMIN', 'OPERATOR'] },
      handler: async (request) =>
        staff.accept(staffPrincipal(request), request.params.id, request.body.minutes),
    });

    app.route({
      ...endpointRoute(staffEndpoints.cancel, {
        tags,
        summary: 'Cancel an order with a reason (ADMIN, OPERATOR)',
        description:
          'The reason is kept and shown in the history; spent cashback and the promo come back. A paid order ' +
          'shows refundDue until the provider’s refund arrives or the money is given back by hand (decision 212).',
        errors: { ...staffErrors, 409: ApiErrorSchema.describe('The order can no longer be cancelled') },
      }),
      config: { auth: 'staff', roles: ['ADMIN', 'OPERATOR'] },
      handler: async (request) =>
        staff.cancel(staffPrincipal(request), request.params.id, request.body.reason),
    });

    app.route({
      ...endpointRoute(staffEndpoints.markRefunded, {
        tags,
        summary: 'Mark a cancelled paid order refunded by hand (ADMIN)',
        description:
          'For money given back in the provider’s cabinet or in cash (decision 246): the order shows unpaid, ' +
          'the history logs who and the reference. Calling it again answers the same.',
        errors: {
          ...staffErrors,
          409: ApiErrorSchema.describe('Not cancelled, or nothing paid to give back'),
        },
      }),
      config: { auth: 'staff', roles: ['ADMIN'] },
      handler: async (request) =>
        staff.markRefunded(staffPrincipal(request), request.params.id, request.body.reference),
    });

    app.route({
      ...endpointRoute(staffEndpoints.handoverUnpaid, {
        tags,
        summary: 'Handed over without (all) the money: the order is delivered or closed and stays unpaid',
        description:
          'For a cash or terminal order not paid yet (decision 363): the courier of the order (or ADMIN, ' +
          'OPERATOR) records why (REFUSED, PARTIAL with what was taken, OTHER) and the handover move is made ' +
          'as the state machine allows it. The order shows `cashDue` until the money is brought in. A repeat ' +
          'answers the same. Live screens hear the change.',
        errors: {
          ...staffErrors,
          409: ApiErrorSchema.describe(
            'Not a cash or terminal order still to hand over, or the move is refused',
          ),
        },
      }),
      config: { auth: 'staff', roles: ['ADMIN', 'OPERATOR', 'COURIER'] },
      handler: async (request) =>
        staff.handoverUnpaid(staffPrincipal(request), request.params.id, request.body),
    });

    app.route({
      ...endpointRoute(staffEndpoints.cashReceived, {
        tags,
        summary: 'The money of an order handed over unpaid was brought in (ADMIN, OPERATOR)',
        description:
          'The order becomes paid and the history logs who took the money (decision 363). A repeat answers ' +
          'the same.',
        errors: {
          ...staffErrors,
          409: ApiErrorSchema.describe('The order was not handed over unpaid'),
        },
      }),
      config: { auth: 'staff', roles: ['ADMIN', 'OPERATOR'] },
      handler: async (request) => staff.cashReceived(staffPrincipal(request), request.params.id),
    });

    app.route({
      ...endpointRoute(staffEndpoints.cashWrittenOff, {
        tags,
        summary: 'The money of an order handed over unpaid will not come (ADMIN)',
        description:
          'The order stays unpaid, leaves the cash-due list and keeps who wrote it off, why and when ' +
          '(decision 375). A repeat answers the same.',
        errors: {
          ...staffErrors,
          409: ApiErrorSchema.describe('The order was not handed over unpaid, or is paid'),
        },
      }),
      config: { auth: 'staff', roles: ['ADMIN'] },
      handler: async (request) =>
        staff.cashWrittenOff(staffPrincipal(request), request.params.id, request.body),
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
      config: { auth: 'staff', roles: ['ADMIN', 'OPERATOR'] },
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
      config: { auth: 'staff', roles: ['COURIER'] },
      handler: async (request, reply) => staff.moveCourier(await principal(request, reply), request.body),
    });
  };
}
