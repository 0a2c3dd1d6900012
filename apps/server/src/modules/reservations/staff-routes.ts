/**
 * Table reservations on the staff API (issue 13, decisions 286-289): ADMIN and OPERATOR. The day view of a
 * branch, phone bookings, status moves and moving a booking to another table; another merchant's ids are 404.
 */
import { ApiErrorSchema, staffReservationEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { ReservationSettingsService } from './settings-service.ts';
import type { StaffReservationService } from './staff-service.ts';

const tags = ['staff: reservations'];
const config = { auth: 'staff', roles: ['ADMIN', 'OPERATOR'] } as const;
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('Only ADMIN and OPERATOR work with reservations'),
  409: ApiErrorSchema.describe('TABLE_UNAVAILABLE or RESERVATION_STATE_CONFLICT'),
  422: ApiErrorSchema.describe('TIME_OUTSIDE_HOURS'),
} as const;

export function staffReservationRoutes({
  reservations,
  settings,
}: {
  reservations: StaffReservationService;
  settings: ReservationSettingsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.day, {
        tags,
        summary: "One branch's day: halls, tables and every booking starting that day (Asia/Tashkent)",
        errors,
      }),
      config,
      handler: async (request) => reservations.day(staffPrincipal(request).merchantId, request.query),
    });

    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary: 'Book a table for a caller (confirmed at once; the caller gets the SMS)',
        description:
          'Without `tableId` the server picks the smallest free table of the hall that seats the party.',
        errors,
      }),
      config,
      handler: async (request, reply) => {
        const p = staffPrincipal(request);
        const name = (lang: 'uz' | 'ru' | 'eng') => request.merchant.name[lang] || request.merchant.name.uz;
        return reply.code(201).send(await reservations.staffCreate(p, request.body, name));
      },
    });

    app.route({
      ...endpointRoute(endpoints.setStatus, {
        tags,
        summary: 'Confirm, decline (with a reason), seat, mark no-show or cancel a booking',
        description:
          'REQUESTED -> CONFIRMED | DECLINED | CANCELLED; CONFIRMED -> SEATED | NO_SHOW | CANCELLED | DECLINED; ' +
          'NO_SHOW -> SEATED (a late guest, if the table is still free). A confirmation or a decline is sent ' +
          'to the customer.',
        errors,
      }),
      config,
      handler: async (request) => {
        const p = staffPrincipal(request);
        const name = (lang: 'uz' | 'ru' | 'eng') => request.merchant.name[lang] || request.merchant.name.uz;
        return reservations.setStatus(p, request.params.id, request.body, name);
      },
    });

    app.route({
      ...endpointRoute(endpoints.move, {
        tags,
        summary: 'Move a booking to another table of the same branch (free for its time, enough seats)',
        errors,
      }),
      config,
      handler: async (request) =>
        reservations.move(staffPrincipal(request), request.params.id, request.body.tableId),
    });

    app.route({
      ...endpointRoute(endpoints.settings, {
        tags,
        summary:
          'The reservation settings: turn time, slot step, cancel cutoff, days ahead (defaults if unsaved)',
        errors,
      }),
      config,
      handler: async (request) => settings.get(staffPrincipal(request).merchantId),
    });

    app.route({
      ...endpointRoute(endpoints.saveSettings, {
        tags,
        summary: 'ADMIN: save the reservation settings; the next slots or booking request uses them',
        errors: { ...errors, 403: ApiErrorSchema.describe('Only ADMIN changes the reservation settings') },
      }),
      config: { auth: 'staff', roles: ['ADMIN'] } as const,
      handler: async (request) => settings.save(staffPrincipal(request), request.body),
    });
  };
}
