/** Promo admin on the staff API (issue 12, decision 266): ADMIN only. HTTP only. */
import { ApiErrorSchema, staffPromoEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { auditActor } from '../audit/audit.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { PromoAdminService } from './admin-service.ts';

const tags = ['staff: promos'];
const config = { auth: 'staff', roles: ['ADMIN'] } as const;
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('Only ADMIN manages promos'),
} as const;
const writeErrors = {
  ...errors,
  409: ApiErrorSchema.describe('Another promo of the merchant has this code'),
} as const;
const rules =
  'Dates are Asia/Tashkent days (the end day counts whole); a percentage is at most 100; `maxUses` and ' +
  '`maxUsesPerUser` cap the orders that may use the promo (null: no cap), counted under a row lock when an ' +
  'order is placed; a cancelled order gives its use back.';

export function promoAdminRoutes({ admin }: { admin: PromoAdminService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary: "The merchant's promos with their uses so far",
        errors,
      }),
      config,
      handler: async (request) => admin.list(staffPrincipal(request).merchantId),
    });

    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary: 'Create a promo',
        description: rules,
        errors: writeErrors,
      }),
      config,
      handler: async (request, reply) => {
        const promo = await admin.create(auditActor(staffPrincipal(request)), request.body);
        return reply.code(201).send(promo);
      },
    });

    app.route({
      ...endpointRoute(endpoints.update, {
        tags,
        summary: 'Change a promo',
        description: rules,
        errors: writeErrors,
      }),
      config,
      handler: async (request) =>
        admin.update(auditActor(staffPrincipal(request)), request.params.id, request.body),
    });

    app.route({
      ...endpointRoute(endpoints.setActive, { tags, summary: 'Switch a promo on or off', errors }),
      config,
      handler: async (request) =>
        admin.setActive(auditActor(staffPrincipal(request)), request.params.id, request.body.isActive),
    });
  };
}
