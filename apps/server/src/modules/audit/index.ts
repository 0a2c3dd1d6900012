/**
 * The audit module (issue 12; decisions 251, 268): audit.ts records changes (called by every admin module inside
 * its transaction); this plugin reads the log for the console, with the staff sign-in hook (staff-auth.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { createAuditRepository } from './repository.ts';
import { auditRoutes } from './routes.ts';
import { createAuditService } from './service.ts';

export function auditModule(deps: { db: Db; staff: StaffService }): FastifyPluginAsyncZod {
  const audit = createAuditService({ repo: createAuditRepository(deps.db) });
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(auditRoutes({ audit }));
  };
}
