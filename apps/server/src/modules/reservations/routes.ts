/**
 * Table reservations on the customer API (issue 13, decisions 285-289). What a branch offers and its slot grid
 * are public (the `merchant` header names the shop); booking, the list and cancelling need the customer's
 * session. HTTP only: the rules are in service.ts and booking.ts.
 */
import { ApiErrorSchema, reservationEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ReservationService } from './service.ts';

const tags = ['reservations'];
const bookingErrors = {
  ...errorResponses,
  409: ApiErrorSchema.describe(
    'SERVICE_TYPE_UNAVAILABLE booking is off at the branch; TABLE_UNAVAILABLE no table seats the party then',
  ),
} as const;
const accountErrors = {
  ...bookingErrors,
  401: ApiErrorSchema.describe('No valid session for this merchant'),
  422: ApiErrorSchema.describe(
    'TIME_OUTSIDE_HOURS: in the past, beyond the days ahead, or outside the hours',
  ),
} as const;

export function reservationRoutes({
  reservations,
}: {
  reservations: ReservationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.options, {
        tags,
        summary: 'What the booking form of a branch offers: halls, settings, bookable days',
        description:
          'Only for a branch with booking on (branch setting `booking` and web setting `bookingActive`); else ' +
          '409 SERVICE_TYPE_UNAVAILABLE. Halls without an active table are left out.',
        errors: bookingErrors,
      }),
      handler: async (request) => reservations.options(request.merchant.id, request.params.branchId),
    });

    app.route({
      ...endpointRoute(endpoints.slots, {
        tags,
        summary:
          'The slot grid of a day: every bookable start, and whether a table seating the party is free',
        description:
          'Starts every `slotMinutes` within the hours, the last an hour before closing, none before now + ' +
          '15 minutes; a slot is free when a table of the hall with enough seats is free for the turn time.',
        errors: bookingErrors,
      }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reservations.slots(request.merchant.id, request.params.branchId, request.query);
      },
    });

    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary: 'Book a table: the server picks the smallest free table of the hall that seats the party',
        description:
          "Name and phone are the signed-in customer's. The booking is REQUESTED until staff confirm it; the " +
          'customer is told by SMS (or in the Telegram bot when booked from the mini-app).',
        errors: accountErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const created = await reservations.create(requireSession(request), request.body);
        return reply.code(201).send(created);
      },
    });

    app.route({
      ...endpointRoute(endpoints.mine, {
        tags,
        summary: "The signed-in customer's bookings: upcoming (soonest first) and past (latest first)",
        errors: accountErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return reservations.mine(requireSession(request));
      },
    });

    app.route({
      ...endpointRoute(endpoints.cancel, {
        tags,
        summary: 'Cancel an own booking, until the cutoff before its start',
        description:
          '409 RESERVATION_STATE_CONFLICT after the cutoff or once declined; another customer’s id is 404.',
        errors: accountErrors,
      }),
      config: { auth: 'customer' },
      handler: async (request) => reservations.cancel(requireSession(request), request.params.id),
    });
  };
}
