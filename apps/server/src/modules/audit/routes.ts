/** The audit log on the staff API (issue 12, decision 268): ADMIN only. HTTP only. */
import { ApiErrorSchema, staffAuditEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { AuditService } from './service.ts';

export function auditRoutes({ audit }: { audit: AuditService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags: ['staff: audit'],
        summary: 'Who changed what and when: the audit log, newest first, a page at a time',
        description:
          '`entity` and `staffId` narrow the log; `from` and `to` are Asia/Tashkent days, both included. ' +
          'Secret values are never in the log: a replaced credential reads "replaced".',
        errors: {
          ...errorResponses,
          401: ApiErrorSchema.describe('No valid staff session for this merchant'),
          403: ApiErrorSchema.describe('Only ADMIN reads the audit log'),
        },
      }),
      config: { auth: 'staff', roles: ['ADMIN'] },
      handler: async (request) => audit.list(staffPrincipal(request).merchantId, request.query),
    });
  };
}
