/** Cashback on the staff API (issue 12, decision 267): ADMIN only. HTTP only. */
import { ApiErrorSchema, staffCashbackEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { auditActor } from '../audit/audit.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { LoyaltyService } from './service.ts';

const tags = ['staff: cashback'];
const config = { auth: 'staff', roles: ['ADMIN'] } as const;
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('Only ADMIN adjusts cashback'),
} as const;

export function loyaltyRoutes({ loyalty }: { loyalty: LoyaltyService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.get, {
        tags,
        summary: "A customer's cashback balance and the latest 50 adjustments, newest first",
        errors,
      }),
      config,
      handler: async (request) => loyalty.get(staffPrincipal(request).merchantId, request.params.id),
    });

    app.route({
      ...endpointRoute(endpoints.adjust, {
        tags,
        summary: "Add to or take from a customer's cashback, with a reason",
        description:
          'The balance never goes below zero: a take larger than the balance is refused with 409 ' +
          'CASHBACK_ABOVE_BALANCE. Logged in the cashback ledger and the audit log.',
        errors: { ...errors, 409: ApiErrorSchema.describe('The balance would go below zero') },
      }),
      config,
      handler: async (request) =>
        loyalty.adjust(auditActor(staffPrincipal(request)), request.params.id, request.body),
    });
  };
}
