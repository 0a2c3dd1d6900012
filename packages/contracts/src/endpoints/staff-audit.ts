/** The audit log in the console (issue 12; decisions 251, 268): ADMIN only. */
import { AuditPageSchema, AuditQuerySchema } from '../staff-audit.ts';
import { defineEndpoint } from './define.ts';

export const staffAuditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/admin/audit',
    query: AuditQuerySchema,
    responses: { 200: AuditPageSchema },
  }),
} as const;
