/**
 * The reports module (issue 11): ADMIN's figures on the staff API. Its routes sit in their own plugin with the
 * staff sign-in hook (staff-auth.ts), checked exactly as the staff module's own routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { createReportRepository } from './repository.ts';
import { reportRoutes } from './routes.ts';
import { createReportService } from './service.ts';

export function reportsModule(deps: { db: Db; staff: StaffService }): FastifyPluginAsyncZod {
  const reports = createReportService({ repo: createReportRepository(deps.db) });
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(reportRoutes({ reports }));
  };
}
